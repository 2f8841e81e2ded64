import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './fixtures.ts'

/** Team members on the registry (Teams): a bulk update from the keyboard, and a member's page. */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) => (shots ? page.screenshot({ path: `${shots}/${name}.png` }) : undefined)
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** The members list searched from the keyboard ('/', the text, Esc back to the table), with the rows it should show. */
async function searchMembers(page: Page, text: string, count: number) {
  await page.goto('/teams/members?refresh=1')
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  const rows = page.getByTestId('resource-row')
  await expect(rows.first()).toBeVisible()
  await page.keyboard.press('/')
  await page.keyboard.type(text)
  await page.keyboard.press('Escape')
  await expect(rows).toHaveCount(count)
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
})

test('bulk-updates team members from the keyboard: select with x, change with b, apply with Enter', async ({
  page,
  request,
}) => {
  await searchMembers(page, 'Test Agent', 2)
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toContainText('2 selected')
  await page.keyboard.press('b')
  const dialog = page.getByRole('dialog', { name: 'Change 2 members' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Field')).toBeFocused()
  // pick "Takes Leads" and "No" by typing, as a select answers the keyboard
  await page.keyboard.type('Takes')
  await expect(dialog.getByLabel('Field')).toHaveValue('isLeadProcessEnabled')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('New value')).toBeFocused()
  await page.keyboard.type('No')
  await expect(dialog.getByLabel('New value')).toHaveValue('false')
  await shot(page, 'team-members-bulk')
  await page.keyboard.press('Enter')
  await expect(toast(page, '2 members updated')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toBeHidden()
  const login = await request.post('/api/auth/login', { data: { email: 'manager@demo.test', password: 'demopass1' } })
  const token = (await login.json()).data.accessToken as string
  const res = await request.get('/api/teams/members', {
    headers: { authorization: `Bearer ${token}` },
    params: { filter: JSON.stringify({ query: { isTest: true }, select: ['name', 'isLeadProcessEnabled'] }) },
  })
  const body = await res.json()
  expect(body.data.map((m: any) => m.isLeadProcessEnabled)).toEqual([false, false])
})

test("a member's page shows their leads, their reviews and their manager chain", async ({ page }) => {
  await searchMembers(page, 'Aisha Agent', 1)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Aisha Agent' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contact' })).toBeVisible()
  await shot(page, 'team-member-details')
  const tabs = page.getByRole('tablist', { name: 'Member sections' })
  await tabs.getByRole('tab', { name: 'Leads' }).click()
  await expect(page).toHaveURL(/\?tab=leads$/)
  const leads = page.getByTestId('embedded-leads-query')
  await expect(leads.getByRole('row').nth(1)).toBeVisible()
  await expect(leads).toContainText('Aisha Agent')
  await shot(page, 'team-member-leads')
  // the arrow keys move between the tabs
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\?tab=reviews$/)
  const reviews = page.getByTestId('member-reviews')
  await expect(reviews.getByRole('row').nth(1)).toBeVisible()
  await expect(reviews).toContainText(/average of \d+ review/)
  await expect(reviews.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)
  await shot(page, 'team-member-reviews')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('manager-chain')).toContainText('Marek Manager')
  await shot(page, 'team-member-managers')
  // a reload keeps the tab
  await page.reload()
  await expect(page.getByTestId('manager-chain')).toContainText('Marek Manager')
})
