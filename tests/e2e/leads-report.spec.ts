import { expect, test, type Page } from '@playwright/test'
import { openReport, press, rows } from './helpers/report.ts'
import { openDashboard, painted, signedIn } from './fixtures.ts'

/** The leads report in the browser, on the demo agency's 5,000 leads per asset. */
test.describe.configure({ mode: 'serial' })

const leadIdsShown = async (page: Page) =>
  (await rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-lead-id'))))).filter((n) => n)

async function apiToken(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
        .accessToken as string,
  )
}

test('filters by status, sorts by a column and back to the default, pages', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page)
  await page.getByTestId('filter-status').click()
  await page.getByRole('option', { name: 'Closed' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/status=Closed/)
  await expect(page.getByTestId('filter-status')).toContainText('Closed')
  await expect(async () => {
    const tags = await rows(page).locator('td.lc-status').allInnerTexts()
    expect(tags.length).toBeGreaterThan(0)
    expect(new Set(tags)).toEqual(new Set(['Closed']))
  }).toPass()

  await page.getByTestId('sort-leadID').click()
  await expect(page).toHaveURL(/sort=leadID/)
  await expect(async () => {
    const ids = await leadIdsShown(page)
    expect(ids.length).toBeGreaterThan(2)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
  }).toPass()
  await page.getByTestId('sort-leadID').click()
  await expect(page).toHaveURL(/sort=-leadID/)
  await expect(async () => {
    const ids = await leadIdsShown(page)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
  }).toPass()
  // a third click clears the sort: the default (Created At, newest first) is back
  await page.getByTestId('sort-leadID').click()
  await expect(page).not.toHaveURL(/sort=/)
  await expect(page.locator('th[aria-sort=descending]')).toContainText('Created At')

  const first = await leadIdsShown(page)
  await page.getByTestId('next-page').click()
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 2 of \d+/)
  await expect(page).toHaveURL(/page=2/)
  await expect.poll(async () => (await leadIdsShown(page))[0]).not.toBe(first[0])
  await page.getByTestId('page-size').selectOption('40')
  await expect(page.getByTestId('pager-summary')).toHaveText(/^1–40 of/)
  await expect(page).toHaveURL(/limit=40/)
})

test('continuous mode keeps loading while scrolling, with few row elements in the DOM', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page)
  await page.getByTestId('mode-continuous').click()
  await expect(page.getByTestId('pager-summary')).toHaveText(/^200 of [\d,]+ leads loaded/)
  const scroller = page.getByTestId('leads-scroll')
  const summary = async () =>
    ((await page.getByTestId('pager-summary').textContent()) ?? '').replace(/,/g, '').split(' of ')
  for (let i = 0; i < 6; i++) {
    const [loaded, total] = await summary()
    if (Number(loaded) >= Number.parseInt(total, 10)) break
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    // the next chunk has arrived before the next scroll to the end
    await expect.poll(async () => Number((await summary())[0])).toBeGreaterThan(Number(loaded))
  }
  // Each scroll to the end asks for the next 200 at most: more than the first chunk, never more than six more.
  await expect(async () => {
    const loaded = Number((await page.getByTestId('pager-summary').innerText()).split(' of ')[0].replace(/,/g, ''))
    expect(loaded).toBeGreaterThan(200)
    expect(loaded).toBeLessThanOrEqual(200 * 7)
  }).toPass({ timeout: 15_000 })
  expect(await rows(page).count()).toBeLessThan(100)
})

test('rows entering a fling show their first cells, and every row fills in when the scrolling stops', async ({
  page,
}) => {
  await signedIn(page, 'manager')
  await openReport(page)
  await page.getByTestId('mode-continuous').click()
  await expect(page.getByTestId('pager-summary')).toHaveText(/^200 of [\d,]+ leads loaded/)
  const whole = await rows(page).first().locator('td').count()
  // 400 px a frame for 12 frames: a hard fling; the fewest cells any row had at each frame's end
  const fewest = await page.getByTestId('leads-scroll').evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let frames = 0
        let min = Infinity
        const tick = () => {
          for (const r of el.querySelectorAll('[data-testid=lead-row]'))
            min = Math.min(min, r.querySelectorAll(':scope > td').length)
          if (++frames > 12) return resolve(min)
          el.scrollTop += 400
          requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
  expect(fewest).toBeLessThan(whole)
  expect(fewest).toBeGreaterThan(1)
  await expect(page.locator('[data-testid=lead-row][data-light]')).toHaveCount(0)
  for (const count of await rows(page).evaluateAll((rs) => rs.map((r) => r.querySelectorAll(':scope > td').length)))
    expect(count).toBe(whole)
})

test('columns out of view are not rendered until scrolled to, and then sit under their headers', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page)
  const lastHeader = page.getByRole('columnheader', { name: 'Last Updated By' })
  await expect(lastHeader).toHaveCount(0)
  const cellsPerRow = await rows(page).first().locator('td').count()
  expect(cellsPerRow).toBeLessThan(25)
  await page.getByTestId('leads-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect(lastHeader).toBeVisible()
  // the header and the first row's cell of that column start at the same x
  const column = await page
    .getByRole('columnheader')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent?.includes('Last Updated By')))
  const headerX = (await lastHeader.boundingBox())!.x
  const cellX = (await rows(page).first().locator('td').nth(column).boundingBox())!.x
  expect(Math.abs(headerX - cellX)).toBeLessThan(1)
  await expect(page.getByRole('columnheader', { name: 'Created At' })).toHaveCount(0)
  // hiding columns re-measures the window: the header and its cells stay aligned
  await page.getByTestId('columns-button').click()
  for (const name of ['Manager', 'Office']) await page.getByRole('checkbox', { name }).uncheck()
  await page.keyboard.press('Escape')
  await page.getByTestId('leads-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  const after = await page
    .getByRole('columnheader')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent?.includes('Last Updated By')))
  await expect(lastHeader).toBeVisible()
  expect(
    Math.abs(
      (await lastHeader.boundingBox())!.x - (await rows(page).first().locator('td').nth(after).boundingBox())!.x,
    ),
  ).toBeLessThan(1)
  await page.getByTestId('columns-button').click()
  await page.getByRole('button', { name: 'Show all columns' }).click()
})

test('a parent lead expands to show its child leads', async ({ page }) => {
  await signedIn(page, 'manager')
  await openDashboard(page)
  const token = await apiToken(page)
  const res = await page.request.get('/api/properties/leads', {
    headers: { authorization: `Bearer ${token}` },
    params: { filter: JSON.stringify({ limit: 500 }) },
  })
  const parent = (await res.json()).data.find((r: { childCount: number }) => r.childCount > 0)
  expect(parent, 'the demo data has a parent lead').toBeTruthy()
  await openReport(page)
  await page.getByTestId('leads-search').fill(String(parent.leadID))
  await expect(page).toHaveURL(new RegExp(`search=${parent.leadID}`))
  await expect(page.getByTestId('leads-loading')).toHaveCount(0)
  // the search also finds CRM IDs containing the number: take the parent's own row
  const row = page.locator(`[data-testid=lead-row][data-lead-id="${parent.leadID}"]`)
  await expect(async () => {
    await row.getByTestId('expand-row').click()
    await expect(row.getByTestId('expand-row')).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  await expect(page.locator('[data-testid=lead-row][data-depth="1"]')).toHaveCount(parent.childCount)
})

test('keyboard triage: move, select, extend, open the editor beside the table, open the lead', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page)
  await press(page, 'j')
  await expect(rows(page).nth(0)).toHaveAttribute('data-focused', 'true')
  await press(page, 'x', 'j', 'ArrowDown', 'Shift+x')
  await expect(page.getByTestId('selection-bar')).toContainText('3 selected')
  await page.keyboard.press('k')
  await expect(rows(page).nth(1)).toHaveAttribute('data-focused', 'true')
  const id = await rows(page).nth(1).getAttribute('data-lead-id')
  await page.keyboard.press('e')
  await expect(page).toHaveURL(/edit=[0-9a-f-]{36}/)
  await expect(page.getByTestId('edit-pane')).toContainText(`#${id}`)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('edit-pane')).toHaveCount(0)
  await page.keyboard.press('/')
  await expect(page.getByTestId('leads-search')).toBeFocused()
  // Esc leaves the search box; the table's keys are back a moment later
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('leads-search')).not.toBeFocused()
  await painted(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/reports\/leads\/[0-9a-f-]{36}\?tab=0&refresh=0&ref=/)
  await expect(page.getByTestId('lead-detail')).toContainText(`Lead #${id}`)
  await expect(page.getByTestId('derived-sla-stage')).toBeVisible()
})

test('a bulk action from the palette changes the selected leads in one go', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page, 'refresh=1&status=Open')
  const ids = (await leadIdsShown(page)).slice(0, 2)
  // Wait on what the page shows after each step, not on time: the row commands register after render.
  await press(page, 'j', 'x')
  await expect(page.getByTestId('selection-bar')).toContainText('1 selected')
  await press(page, 'j', 'x')
  await expect(page.getByTestId('selection-bar')).toContainText('2 selected')
  await page.keyboard.press('ControlOrMeta+k')
  await page.keyboard.type('Change status of 2')
  await expect(page.getByRole('option', { name: /Change status of 2/ })).toBeVisible()
  await page.keyboard.press('Enter')
  // the status picker has focus: the first match is highlighted, Enter applies it
  await page.keyboard.type('Closed')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('toast')).toContainText('2 of 2 leads updated')
  // they left the Open list
  await expect.poll(async () => (await leadIdsShown(page)).filter((n) => ids.includes(n))).toEqual([])
})

test('export downloads the filtered rows as CSV', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page, 'refresh=1&datePreset=Today')
  const download = page.waitForEvent('download')
  await page.getByTestId('export-button').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = (await (await file.createReadStream()).toArray()).join('')
  expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
    'Created At,CRM ID,Lead ID,Type,Source,Source Channel,Location,Status,Stage,Agent,Office,Manager,Market,Property/Project,Campaign Name (Project),Project Developer,SLA Stage,Claimed,Pool Claimed,Contacted,Rating,Created By,Last Updated By',
  )
})

test('the filters are restored on return unless refresh is given', async ({ page }) => {
  await signedIn(page, 'manager')
  await openReport(page)
  await page.getByTestId('filter-market').click()
  await page.getByRole('option', { name: 'Off Plan' }).click()
  await page.getByRole('option', { name: 'Secondary' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('filter-market')).toContainText('and 1 more')
  await page.getByTestId('leads-search').fill('PF-')
  await expect(page).toHaveURL(/search=PF-/)
  await page.goto('/dashboard')
  await page.goto('/reports/leads')
  await expect(page).toHaveURL(/market=Off\+Plan%2CSecondary|market=Off%20Plan%2CSecondary|market=Off\+Plan,Secondary/)
  await expect(page.getByTestId('leads-search')).toHaveValue('PF-')
  await page.goto('/reports/leads?refresh=1')
  await expect(page.getByTestId('leads-search')).toHaveValue('')
  await expect(page).not.toHaveURL(/market=/)
})

test('a Viewer without LEAD_UPDATE sees no update link; a manager does', async ({ page }) => {
  await signedIn(page, 'viewer')
  await openReport(page)
  await expect(rows(page).first().getByTestId('lead-detail-link')).toBeVisible()
  await expect(page.getByTestId('update-lead-link')).toHaveCount(0)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await signedIn(page, 'manager')
  await openReport(page)
  await expect(rows(page).first().getByTestId('update-lead-link')).toHaveAttribute('target', '_blank')
  await expect(rows(page).first().getByTestId('update-lead-link')).toHaveAttribute(
    'href',
    /\/reports\/leads\/[0-9a-f-]{36}\/update\?ref=%2Freports%2Fleads&tab=2&refresh=1/,
  )
})
