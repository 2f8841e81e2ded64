import { expect, test, type Page } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

/**
 * Pickers and the palette: pickers (typing highlights the first match so Enter picks it, a click opens the list,
 * Enter in the bulk-assign list applies) and the palette (it ranks records and commands together, never
 * runs a stale result, finds a phone typed in any form, and runs export, create lead and the columns).
 */
const highlighted = (page: Page) => page.locator('[cmdk-item][data-selected=true]')

async function api<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const s = JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session')!)
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${s.accessToken}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
      return res.json()
    },
    { method, path, body },
  )
}
const search = (page: Page, path: string, q: string) =>
  api(page, 'GET', `${path}?q=${encodeURIComponent(q)}&filter=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`)

async function openReport(page: Page) {
  await page.goto('/reports/leads?refresh=1')
  await expect(page.getByTestId('leads-total')).toHaveText(/\d[\d,]* leads?/)
}

test.describe('pickers', () => {
  test('a click in the text opens the list, of a select and of tags', async ({ page }) => {
    await signedIn(page, 'manager')
    await page.goto('/leads/create')
    await page.locator('#lead-enquiryMethod').click()
    await expect(page.locator('#lead-enquiryMethod')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await page.locator('#lead-amenities').click()
    await expect(page.locator('#lead-amenities')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.type('pool')
    await expect(page.getByRole('option').first()).toHaveAttribute('data-focus', '')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('tag')).toHaveText([/Pool/])
  })

  test('Enter right after typing a customer picks the first match of that text, not of the list before it', async ({
    page,
  }) => {
    await signedIn(page, 'manager')
    await openDashboard(page)
    const target = (await search(page, '/api/customers/search', 'Ahmed Saleh')).data[0]
    await page.goto('/leads/create')
    const input = page.locator('#lead-customer')
    await expect(input).toBeFocused()
    await page.keyboard.type(target.fullName)
    await page.keyboard.press('Enter') // within the search's 1 s debounce
    await expect(input).toHaveValue(target.fullName)
    await expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  test('a report filter takes typing: the first match is highlighted and Enter checks it', async ({ page }) => {
    await signedIn(page, 'manager')
    await openReport(page)
    await page.getByTestId('filter-status').click()
    await page.keyboard.type('clo')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/status=Closed/)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('option', { name: 'Closed' })).toBeHidden()
    await expect(page.getByTestId('filter-status')).toContainText('Closed')
  })

  test('Enter on the highlighted agent in the bulk-assign list applies', async ({ page }) => {
    await signedIn(page, 'admin')
    await openReport(page)
    const agent = (await api(page, 'GET', '/api/properties/leads/filter-options')).data?.agents?.find(
      (a: any) => !a.isTest,
    )
    const name: string = agent?.name ?? 'Test Agent 2'
    await page.keyboard.press('j')
    await page.keyboard.press('x')
    await expect(page.getByTestId('selection-bar')).toContainText('1 selected')
    await openPalette(page)
    await page.keyboard.type('assign 1')
    await expect(highlighted(page)).toContainText('Assign 1 selected lead to an agent')
    await page.keyboard.press('Enter')
    await expect(page.locator('#bulk-value')).toBeFocused()
    await page.keyboard.type(name)
    await expect(page.locator('#bulk-value')).toHaveAttribute('aria-activedescendant', /.+/)
    await expect(
      page.locator(`#${await page.locator('#bulk-value').getAttribute('aria-activedescendant')}`),
    ).toContainText(name)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('toast').first()).toHaveText(/1 of 1 lead updated|already has this agent/)
    await expect(page.getByTestId('bulk-dialog')).toBeHidden()
  })
})

test.describe('palette', () => {
  test('"ahmed" + Enter opens a customer named Ahmed, even pressed before the records answer', async ({ page }) => {
    await signedIn(page, 'manager')
    await openDashboard(page)
    const ahmeds: string[] = (await search(page, '/api/customers/search', 'Ahmed')).data
      .filter((c: any) => /^Ahmed\b/.test(c.fullName))
      .map((c: any) => c._id)
    expect(ahmeds.length).toBeGreaterThan(0)
    await openPalette(page)
    await page.keyboard.type('ahmed')
    // a command holds a, h, m, e, d scattered: it is what the commands alone would run
    await expect(highlighted(page)).toContainText('Dashboard')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/)
    expect(ahmeds).toContain(page.url().split('/').pop())
  })

  test('the full name of a newly created customer is highlighted and Enter opens it', async ({ page }) => {
    await signedIn(page, 'manager')
    await openDashboard(page)
    const phone = `50${String(Date.now()).slice(-7)}`
    const created = await api(page, 'POST', '/api/customers', {
      firstName: 'Quentin',
      lastName: 'Paletteson',
      phoneCode: '971',
      phone,
      type: 'Client',
      enabled: true,
      doNotDisturb: false,
    })
    expect(created.data?._id).toBeTruthy()
    await openPalette(page)
    await page.keyboard.type('Quentin Paletteson')
    await expect(highlighted(page)).toContainText('Quentin Paletteson')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/customers/${created.data._id}$`))
  })

  test('a phone typed in any common form finds the customer and their leads', async ({ page }) => {
    await signedIn(page, 'admin')
    await openDashboard(page)
    for (const form of ['0504906370', '050 490 6370', '+971 50 490 6370', '971504906370']) {
      await openPalette(page)
      await page.keyboard.type(form)
      // the customer, their phone as every screen writes it
      await expect(page.locator('[cmdk-item]', { hasText: '+971 50 490 6370' }).first(), form).toBeVisible()
      await expect(page.locator('[cmdk-item]', { hasText: /^Lead \d+Trace Fahey/ }).first(), form).toBeVisible()
      await expect(page.locator('[cmdk-item]').filter({ hasNotText: 'Trace Fahey' }), form).toHaveCount(0)
      await page.keyboard.press('Escape')
    }
    await openPalette(page)
    await page.keyboard.type('050 490 6370')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/reports\/leads\/[0-9a-f-]{36}/)
    await expect(page.getByText('Trace Fahey').first()).toBeVisible()
  })

  test('create lead, export and the report columns are palette commands', async ({ page }) => {
    await signedIn(page, 'manager')
    await openReport(page)
    await openPalette(page)
    await page.keyboard.type('export')
    await expect(highlighted(page)).toContainText('Export leads (CSV)')
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/^leads-.*\.csv$/)

    await expect(page.locator('th', { hasText: /^Source$/ })).toBeVisible()
    await openPalette(page)
    await page.keyboard.type('columns')
    await expect(highlighted(page)).toContainText('Columns…')
    await page.keyboard.press('Enter')
    await page.keyboard.type('hide source')
    await expect(highlighted(page)).toHaveText(/^Hide Source/)
    await page.keyboard.press('Enter')
    // the palette stays on its Columns page for the next one
    await expect(highlighted(page)).toHaveText(/^Show Source/)
    await page.keyboard.press('Escape')
    await expect(page.locator('th', { hasText: /^Source$/ })).toHaveCount(0)
    await expect(page.getByTestId('columns-button')).toContainText('Columns (')

    await openPalette(page)
    await page.keyboard.type('create lead')
    await expect(highlighted(page)).toContainText('Create lead')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/leads\/create$/)
  })
})
