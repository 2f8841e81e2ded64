import { expect, test } from '@playwright/test'
import { leadForTheAgent } from './helpers/agentLead.ts'
import { signedIn } from './fixtures.ts'

/**
 * The CRM reports in the browser: the Brokers leaderboard sorts from the keyboard and a figure
 * drills down to the leads report with as many leads; the funnel chart and its table agree. Last Year's
 * leads: the SLA scheduler and the specs before only change recent ones.
 */
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedIn(page, 'manager')
})

test('the Brokers report sorts from the keyboard and a figure opens exactly its leads', async ({ page }) => {
  await page.goto('/reports/better-agent?datePreset=Last+Year')
  await expect(page.getByRole('heading', { name: 'Brokers' })).toBeVisible()
  await expect(page.getByText('You and your team')).toBeVisible()
  const rows = page.getByTestId('report-row')
  await expect(rows.first()).toBeVisible()
  const contacted = () => rows.getByTestId('figure-contacted').allTextContents()

  // Tab to the heading's button and sort with Enter: the most contacted first, then the fewest
  const heading = page.getByTestId('sort-contacted')
  await heading.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'Contacted', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  const desc = (await contacted()).map(count)
  expect(desc.length).toBeGreaterThan(1)
  expect(desc).toEqual([...desc].sort((a, b) => b - a))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('columnheader', { name: 'Contacted', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  expect((await contacted()).map(count)).toEqual([...desc].sort((a, b) => a - b))

  // sorted by leads received, the top agent's contacted leads drill down to the leads report
  await page.getByTestId('sort-received').click()
  await expect(page.getByRole('columnheader', { name: 'Leads received' })).toHaveAttribute('aria-sort', 'descending')
  const top = rows.first()
  const link = top.getByTestId('figure-contacted')
  const figure = count(await link.textContent())
  expect(figure).toBeGreaterThan(0)
  await link.click()
  await expect(page).toHaveURL(/\/reports\/leads\?.*contacted=true/)
  await expect(page.getByTestId('filter-contacted')).toHaveText('Contacted')
  expect(new URL(page.url()).searchParams.get('agents')).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page.getByTestId('leads-total')).toHaveText(new RegExp(`^${figure.toLocaleString('en')} leads?`))
})

test('the funnel chart and its table show the same figures', async ({ page }) => {
  await page.goto('/reports/sales-funnel?datePreset=Last+Year')
  const section = page.getByTestId('funnel-chart')
  const bars = section.getByTestId('chart').locator('g[data-label]')
  await expect(bars).toHaveCount(6)
  const chart = await bars.evaluateAll((gs) =>
    gs.map((g) => [g.getAttribute('data-label'), Number(g.getAttribute('data-value'))]),
  )
  const table = await section
    .getByTestId('chart-table')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-label'),
        Number(tr.querySelector('[data-testid=chart-table-value]')!.textContent!.replace(/[^\d]/g, '')),
      ]),
    )
  expect(chart.map(([label]) => label)).toEqual(['New', 'Qualified', 'Viewing', 'Offer', 'Reserved', 'Deal'])
  expect(table).toEqual(chart)
  expect(chart[0][1]).toBeGreaterThan(chart[5][1] as number)
  // the chart is an image with its figures as its text
  await expect(section.getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(`New ${(chart[0][1] as number).toLocaleString('en')}`),
  )
})

test('a review recorded on a qualified lead from the keyboard shows in the Qualification Reviews report', async ({
  page,
  request,
}) => {
  // the test's own lead, at Qualified, for the manager's agent
  const lead = await leadForTheAgent(request, { stage: 'Qualified' })
  const feedback = `Quick and clear answers ${lead.leadID}`

  // r on the lead page: the rating has the focus (5), the arrow makes it 4; Tab to the category and feedback; Ctrl+Enter records
  await page.goto(`/reports/leads/${lead._id}`)
  await expect(page.getByTestId('timeline')).toBeVisible()
  await page.keyboard.press('r')
  const dialog = page.getByTestId('review-dialog')
  await expect(dialog.getByRole('heading', { name: 'Customer review of the agent' })).toBeVisible()
  await expect(dialog.getByRole('radio', { name: '5' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('radio', { name: '4' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(dialog.locator('#review-category')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type(feedback)
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Review recorded')).toBeVisible()

  // the report of today's qualification reviews lists it with its rating
  await page.goto('/reports/leads-review?datePreset=Today')
  const row = page.getByRole('row').filter({ hasText: feedback })
  await expect(row).toBeVisible()
  await expect(row).toContainText(String(lead.leadID))
  await page.screenshot({ path: 'test-results/reports-review.png' })
})
