import { expect, test, type Locator, type Page } from '@playwright/test'
import { openDashboard, painted, signedIn } from './fixtures.ts'

/** What the console looks like (pinned columns, headers, formats, layout). */
test.describe.configure({ mode: 'serial' })

const rows = (page: Page) => page.getByTestId('lead-row')
const box = async (l: Locator) => (await l.boundingBox())!

async function openReport(page: Page, query = 'refresh=1') {
  await page.goto(`/reports/leads?${query}`)
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
  await expect(rows(page).first()).toBeVisible()
}

/** The signed-in page's API token, for preparing data through the API. */
const apiToken = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
        .accessToken as string,
  )

test('the lead ID, the customer and the row links stay in view while the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'manager')
  await openReport(page)
  const scroller = page.getByTestId('leads-scroll')
  const row = rows(page).first()
  const leadId = (await row.getAttribute('data-lead-id'))!
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible()
  const idCell = row.getByRole('link', { name: leadId, exact: true })
  const before = await box(idCell)
  await page.keyboard.press('j')
  await scroller.evaluate((el) => el.scrollTo({ left: 900 }))
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(900)
  await painted(page)
  const view = await box(scroller)
  // still where they were, inside the scroller: Lead ID, the customer's name, the selection box
  const after = await box(idCell)
  expect(Math.abs(after.x - before.x)).toBeLessThan(1)
  const customer = await box(page.getByRole('columnheader', { name: 'Customer' }))
  expect(customer.x).toBeGreaterThanOrEqual(view.x)
  expect(customer.x + customer.width).toBeLessThan(view.x + view.width / 2)
  await expect(row.getByRole('checkbox')).toBeInViewport()
  // the row links at the right edge
  const open = await box(row.getByRole('link', { name: `Open lead ${leadId}` }))
  expect(open.x + open.width).toBeLessThanOrEqual(view.x + view.width)
  expect(open.x).toBeGreaterThan(view.x + view.width - 80)
  // what scrolled under the pinned columns is covered, not drawn over them
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.className ?? '', {
    x: after.x + 2,
    y: after.y + after.height / 2,
  })
  expect(hit).toContain('lc-leadID')
  // moving the focus keeps the sideways scroll
  await page.keyboard.press('j')
  await expect(rows(page).nth(1)).toHaveAttribute('data-focused', 'true')
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(900)
})

test('every header of the leads table reads whole (no "CLAI…")', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'manager')
  await openReport(page)
  const scroller = page.getByTestId('leads-scroll')
  const cut = new Set<string>()
  const seen = new Set<string>()
  const width = await scroller.evaluate((el) => el.scrollWidth)
  // the table renders the columns in view: look at each stretch of it
  for (let left = 0; left < width; left += 400) {
    await scroller.evaluate((el, x) => el.scrollTo({ left: x }), left)
    await painted(page)
    const heads = await page.locator('thead th').evaluateAll((ths) =>
      ths.map((th) => {
        const text = th.querySelector('.truncate') as HTMLElement | null
        return { name: th.textContent?.trim() ?? '', fits: !text || text.scrollWidth <= text.clientWidth }
      }),
    )
    for (const h of heads) {
      if (!h.name) continue
      seen.add(h.name)
      if (!h.fits) cut.add(h.name)
    }
  }
  expect(seen).toContain('Claimed')
  expect(seen).toContain('Campaign Name (Project)')
  expect([...cut]).toEqual([])
})

test('the focused row stays the same lead when a parent above it opens its child leads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signedIn(page, 'manager')
  await openDashboard(page)
  // a parent lead of the report's first pages (default sort), and the page of 60 it is on
  const token = await apiToken(page)
  const res = await page.request.get('/api/properties/leads', {
    headers: { authorization: `Bearer ${token}` },
    params: { filter: JSON.stringify({ limit: 200 }) },
  })
  const list = (await res.json()).data as Array<{ leadID: number; childCount: number }>
  const at = list.findIndex((r, i) => r.childCount > 0 && i % 60 < 55)
  expect(at, 'a parent lead among the first 200').toBeGreaterThanOrEqual(0)
  await openReport(page, `refresh=1&limit=60&page=${Math.floor(at / 60) + 1}`)
  const index = at % 60
  await page.getByTestId('leads-scroll').evaluate((el, top) => el.scrollTo({ top }), Math.max(0, index * 34 - 100))
  const row = (i: number) => page.locator(`[data-testid=lead-row][data-index="${i}"]`)
  await expect(row(index)).toHaveAttribute('data-lead-id', String(list[at].leadID))
  await row(index + 2)
    .locator('td.lc-dataSourceCreatedAt')
    .click()
  await expect(row(index + 2)).toHaveAttribute('data-focused', 'true')
  const focusedLead = await row(index + 2).getAttribute('data-lead-id')
  await row(index).getByTestId('expand-row').click()
  await expect(page.locator('[data-testid=lead-row][data-depth="1"]').first()).toBeVisible()
  await expect(page.locator('[data-testid=lead-row][data-focused]')).toHaveAttribute('data-lead-id', focusedLead!)
})

test('the lead editor: the save bar sits on the bottom edge, and no "Agent is required." on the automatic agent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'manager')
  await page.goto('/leads/create')
  const bar = page.getByRole('button', { name: 'Save', exact: true }).locator('..')
  await expect(bar).toBeVisible()
  // stuck while the form scrolls under it, and at the end of the form
  expect(Math.round((await box(bar)).y + (await box(bar)).height)).toBe(800)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.locator('#lead-customer-error')).toHaveText('Customer is required.')
  await expect(page.locator('#lead-agent')).toBeDisabled()
  await expect(page.getByText('Agent is required.')).toHaveCount(0)
  await page.locator('#content').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await painted(page)
  const end = await box(bar)
  expect(Math.round(end.y + end.height)).toBe(800)
})

test('on a 390 px wide phone the pager fits, and the table pins only the Lead ID', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signedIn(page, 'manager')
  await openReport(page)
  const pager = page.getByTestId('pager')
  await expect(page.getByTestId('page-indicator')).toBeVisible()
  expect(await pager.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // every control whole and on screen
  const controls = await pager.locator('button, select, span, div').evaluateAll((els) =>
    els.map((e) => ({
      text: e.textContent?.trim(),
      right: e.getBoundingClientRect().right,
      cut: e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible',
    })),
  )
  for (const c of controls) {
    expect(c.right, c.text).toBeLessThanOrEqual(390)
    expect(c.cut, c.text).toBe(false)
  }
  // the customer's name scrolls with the other columns: pinned, it left them no room
  const scroller = page.getByTestId('leads-scroll')
  const idCell = rows(page).first().locator('td.lc-leadID')
  const [idBefore, nameBefore] = [await box(idCell), await box(rows(page).first().locator('td.lc-customer'))]
  await scroller.evaluate((el) => el.scrollTo({ left: 200 }))
  await expect
    .poll(async () => (await box(rows(page).first().locator('td.lc-customer'))).x)
    .toBeLessThan(nameBefore.x - 100)
  expect((await box(idCell)).x).toBe(idBefore.x)
})

test('long values: cut with their full text on hover, never widening a table; the customer page wraps the e-mail and labels the credentials', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'admin')
  await openDashboard(page)
  const token = await apiToken(page)
  const email =
    'maximiliana.alexandrina.vanderberg.montgomery.featherstonehaugh@very-long-company-domain-name.example.com'
  const res = await page.request.post('/api/customers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Maximiliana-Alexandrina',
      lastName: 'Van-Der-Berg-Montgomery-Featherstonehaugh',
      type: 'Client',
      phoneCode: '971',
      phone: '504906379',
      email,
    },
  })
  expect(res.status()).toBe(201)
  const id = (await res.json()).data._id as string

  await page.goto('/customers')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Maximiliana')
  const table = page.getByTestId('resource-table')
  await expect(table.getByTestId('resource-row')).toHaveCount(1)
  await expect(table.getByTitle(email)).toBeVisible()
  expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true)

  await page.goto(`/customers/${id}`)
  const shown = page.getByTitle(email)
  await expect(shown).toBeVisible()
  // wrapped at the '@', the dots or a hyphen: no line ends inside a word of the address
  const lines = await shown.evaluate((el) => {
    const r = document.createRange()
    r.selectNodeContents(el)
    const tops = new Map<number, string>()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (let i = 0; i < n.textContent!.length; i++) {
        const c = document.createRange()
        c.setStart(n, i)
        c.setEnd(n, i + 1)
        const top = Math.round(c.getBoundingClientRect().top)
        tops.set(top, (tops.get(top) ?? '') + n.textContent![i])
      }
    }
    return [...tops.values()]
  })
  expect(lines.join('')).toBe(email)
  expect(lines.length).toBeGreaterThan(1)
  let end = 0
  for (const line of lines.slice(0, -1)) {
    end += line.length
    // before an '@' or a dot, or after a hyphen
    expect(
      email.charAt(end) === '@' || email.charAt(end) === '.' || email.charAt(end - 1) === '-',
      `after "${line}"`,
    ).toBe(true)
  }
  await page.getByRole('tab', { name: 'Portal access' }).click()
  const credentials = page.getByRole('group', { name: 'Add portal credentials' })
  await expect(credentials.getByLabel('Password')).toBeVisible()
  await expect(credentials.getByText('At least 8 characters.')).toBeVisible()
})

test('Lead Setting lines up with every other page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'admin')
  await page.goto('/customers')
  const other = await box(page.getByRole('heading', { level: 1, name: 'Customers' }))
  await page.goto('/settings/lead-setting')
  const setting = await box(page.getByRole('heading', { level: 1, name: 'Lead Setting' }))
  expect(setting.x).toBe(other.x)
})

test('one date-time and one phone format on the report, the lead detail and the customer page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'admin')
  await openReport(page)
  const row = rows(page).first()
  const leadId = (await row.getAttribute('data-lead-id'))!
  const created = (await row.locator('td.lc-dataSourceCreatedAt').innerText()).trim()
  expect(created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)

  await row.getByRole('link', { name: `Open lead ${leadId}` }).click()
  const card = (title: string) => page.getByTestId(title)
  const fact = (c: Locator, label: string) =>
    c.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(fact(card('card-lead'), 'Created At')).toHaveText(created)
  await expect(fact(card('card-lead'), 'Type')).toHaveText(/^(Listing|Off Plan|General)$/)
  const phone = (await fact(card('card-customer'), 'Phone').innerText()).trim()
  expect(phone).toMatch(/^\+971 \d{2} \d{3} \d{4}$/)

  await card('card-customer').getByRole('link').first().click()
  // the header's subtitle and the Contact section both show it, in the same format
  await expect(page.getByRole('region', { name: 'Contact' }).getByText(phone, { exact: true })).toBeVisible()
  await page.getByRole('tab', { name: 'Leads' }).click()
  const leadRow = page
    .getByTestId('customer-leads')
    .locator('tr', { has: page.getByRole('link', { name: `#${leadId}` }) })
  await expect(leadRow).toContainText(created)
})
