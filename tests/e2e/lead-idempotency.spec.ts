import { expect, test } from '@playwright/test'
import { fillListingLead } from './helpers/leadEditor.ts'
import { signedIn } from './fixtures.ts'

// The lead was created but its answer was lost; saving again must not create it twice.
test('saving again after a lost answer opens the lead already created, not a second one', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 })
  await signedIn(page, 'manager')
  await page.goto('/leads/create')
  await fillListingLead(page, 'Haddad')

  // The first save reaches the server, which creates the lead; the connection drops before the answer.
  const keys: string[] = []
  let created = ''
  await page.route('**/api/properties/leads', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    keys.push(route.request().headers()['idempotency-key'])
    if (created) return route.continue()
    created = ((await (await route.fetch()).json()) as { data: { _id: string } }).data._id
    await route.abort('connectionreset')
  })
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Internet Disconnected' })).toBeVisible()
  expect(created).toMatch(/^[0-9a-f-]{36}$/)

  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'Lead has been created successfully' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/reports/leads/${created}\\?ref=/reports/leads$`))
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
  expect(keys[1]).toBe(keys[0])
})
