import { expect, test } from '@playwright/test'
import { RAW_MESSAGE } from '../humanMessages.ts'
import { messageOf } from './helpers/leadEditor.ts'
import { signedIn } from './fixtures.ts'

/** What a person reads when a value is refused is a sentence naming the field, in the form and from the server. */
const SHOTS = process.env.SHOTS_DIR

test('Lead Setting says which setting is wrong and why, in sentences', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/settings/lead-setting')
  const initial = page.getByLabel('Initial SLA (minutes)')
  await expect(initial).not.toHaveValue('')
  await initial.fill('0')
  await page.getByLabel('Daily lead limit per agent').fill('2.5')
  await page.getByRole('button', { name: 'Save' }).click()
  const form = page.locator('form')
  await expect(form.getByText('Initial SLA minutes must be at least 1.')).toBeVisible()
  await expect(form.getByText('Daily lead limit must be a whole number.')).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-setting-messages.png` })
  await initial.fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Initial SLA minutes must be a number.')).toBeVisible()
  for (const alert of await form.getByText(/ must /).all()) await expect(alert).not.toHaveText(RAW_MESSAGE)
  await expect(form).not.toContainText(/initialSlaMinutes|Too small|expected number/)
})

test('a search too long for the leads report says so in a sentence, not "filter.query.search: …"', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/reports/leads?refresh=1')
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  const refused = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/api/properties/leads') && r.status() === 400,
  )
  await page.getByTestId('leads-search').fill('x'.repeat(201))
  await refused
  const message = page.getByText('Search can be at most 200 characters.')
  await expect(message).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-search-too-long.png` })
  await expect(message).not.toHaveText(RAW_MESSAGE)
  await expect(page.locator('main')).not.toContainText(/filter\.query|Too big|expected string/)
})

test('the lead editor names the field whose text is too long (was "This field can be at most …")', async ({ page }) => {
  await signedIn(page, 'manager')
  await page.goto('/leads/create')
  await page.locator('#lead-remarks').fill('x'.repeat(5001))
  await page.locator('#lead-utm-source').fill('x'.repeat(201))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(messageOf(page, 'lead-remarks')).toHaveText('Remarks can be at most 5,000 characters.')
  await expect(messageOf(page, 'lead-utm-source')).toHaveText('UTM Source can be at most 200 characters.')
  await messageOf(page, 'lead-remarks').scrollIntoViewIfNeeded()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-editor-too-long.png` })
})
