import { expect, test } from '@playwright/test'
import { openReport, rows } from './helpers/report.ts'
import { openDashboard, signedIn } from './fixtures.ts'

/**
 * Lead data scope in the browser: the demo Agent's report lists only their own leads
 * and offers no export; the Viewer, who is no team member, sees the whole asset's figures on the dashboard.
 * SHOTS_DIR saves screenshots.
 */
const shot = (name: string) => (process.env.SHOTS_DIR ? { path: `${process.env.SHOTS_DIR}/${name}.png` } : undefined)

test("the Agent's report lists only their own leads and no Export button", async ({ page }) => {
  await signedIn(page, 'agent')
  await openDashboard(page)
  await expect(page.getByText('Your leads')).toBeVisible()
  await openReport(page)
  // The table renders the columns in view: scroll sideways to the Agent column.
  await expect(async () => {
    await page.getByTestId('leads-scroll').evaluate((el) => el.scrollBy({ left: 300 }))
    expect(await rows(page).first().locator('td.lc-agent').count()).toBe(1)
  }).toPass()
  await expect(async () => {
    const agents = await rows(page).locator('td.lc-agent').allInnerTexts()
    expect(agents.length).toBeGreaterThan(5)
    expect(new Set(agents.map((a) => a.trim()))).toEqual(new Set(['Aisha Agent']))
  }).toPass()
  await expect(page.getByTestId('export-button')).toHaveCount(0)
  const total = Number((await page.getByTestId('leads-total').innerText()).replace(/\D/g, ''))
  expect(total).toBeGreaterThan(0)
  expect(total).toBeLessThan(1000) // of the asset's 5,000
  if (shot('lead-scope-agent-report')) await page.screenshot(shot('lead-scope-agent-report'))
})

test('the Manager exports their team; the dashboard says whose leads it counts', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  await expect(page.getByText("Your team's leads")).toBeVisible()
  await openReport(page)
  await expect(page.getByTestId('export-button')).toBeVisible()
})

test("the Viewer's dashboard shows the whole asset's figures, not zeros", async ({ page }) => {
  await signedIn(page, 'viewer')
  await openDashboard(page)
  await expect(page.getByText('All leads of Dubai Marina Realty')).toBeVisible()
  const open = page.getByTestId('figure-open')
  await expect(open).not.toContainText('—')
  const value = Number((await open.locator('.text-3xl').innerText()).replace(/\D/g, ''))
  expect(value).toBeGreaterThan(100)
  if (shot('lead-scope-viewer-dashboard')) await page.screenshot(shot('lead-scope-viewer-dashboard'))
  // The figure links to the report, which lists as many.
  await open.click()
  await expect(page.getByTestId('leads-total')).toHaveText(new RegExp(`^${value.toLocaleString('en-US')} leads?`))
  await expect(page.getByTestId('export-button')).toHaveCount(0)
})
