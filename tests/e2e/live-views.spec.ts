import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { axeViolations } from './helpers/sweep.ts'
import { openPalette } from './shellHelpers.ts'
import { signedIn } from './fixtures.ts'

// Live lists and saved views. Each test makes its own records (a unique source, a new developer).

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'demopass1' } })
  expect(res.status()).toBe(200)
  return (await res.json()).data.accessToken as string
}

/** A lead with this source for the demo manager, created through the API as the admin. */
async function createLead(request: APIRequestContext, token: string, source: string) {
  const headers = { authorization: `Bearer ${token}` }
  const members = await request.get('/api/teams/members', {
    headers,
    params: { filter: JSON.stringify({ query: { name: 'Marek Manager' }, limit: 5 }) },
  })
  const manager = (await members.json()).data.find((m: { name: string }) => m.name === 'Marek Manager')
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      firstName: 'Live',
      lastName: 'Buyer',
      phoneCode: '971',
      phone: `52${String(Date.now()).slice(-7)}`,
      type: 'Client',
      enabled: true,
      doNotDisturb: false,
    },
  })
  expect(customer.status(), await customer.text()).toBe(201)
  const listing = (await (await request.get('/api/properties/listings?limit=1', { headers })).json()).data[0]
  const lead = await request.post('/api/properties/leads', {
    headers,
    data: {
      customer: (await customer.json()).data._id,
      contactType: 'Buyer',
      type: 'listing',
      listing: listing._id,
      source,
      referredBy: manager._id,
      contactMethod: 'Phone',
      action: 'Requires call from agent',
      agent: manager._id,
      isManualAssignment: true,
      setAutoSLADetails: true,
    },
  })
  expect(lead.status(), await lead.text()).toBe(201)
  return (await lead.json()).data as { _id: string; leadID: number }
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/work/shots/live/${name}.png` }).catch(() => {})

test('a lead created through the API shows as "1 new lead" in the open report and appears on "."', async ({
  page,
  request,
}) => {
  const source = `Live ${Date.now()}`
  await signedIn(page, 'admin')
  await page.goto(`/reports/leads?refresh=1&search=${encodeURIComponent(source)}`)
  await expect(page.getByTestId('leads-total')).toContainText('0 leads')
  const lead = await createLead(request, await tokenOf(request, 'admin@demo.test'), source)

  // The table does not move: the new lead waits behind the bar, the total is the server's.
  await expect(page.getByTestId('new-rows-bar')).toHaveText('1 new lead — press . to show')
  // a button a screen reader can name and press, announced by its live region
  await expect(page.getByRole('status').getByRole('button', { name: '1 new lead — press . to show' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await expect(page.getByTestId('lead-row')).toHaveCount(0)
  await expect(page.getByTestId('leads-total')).toContainText('1 lead')
  await shot(page, 'report-new-lead')
  await page.locator('body').click()
  await page.keyboard.press('.')
  await expect(page.locator(`[data-testid="lead-row"][data-lead-id="${lead.leadID}"]`)).toBeVisible()
  await expect(page.getByTestId('new-rows-bar')).toHaveCount(0)
})

test("two tabs of the same record see each other's save", async ({ page, context, request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'admin@demo.test')}` }
  const dev = await request.post('/api/developers', { headers, data: { name: `Live Developer ${Date.now()}` } })
  expect(dev.status(), await dev.text()).toBe(201)
  const id = (await dev.json()).data._id as string
  await signedIn(page, 'admin')
  const other = await context.newPage()
  await page.goto(`/properties/developers/${id}/update`)
  await other.goto(`/properties/developers/${id}/update`)
  const name = (p: Page) => p.getByRole('textbox', { name: /^Name/ })
  await expect(name(other)).toHaveValue(/^Live Developer/)

  await name(page).fill('Renamed in the first tab')
  await name(page).press('ControlOrMeta+Enter')
  await expect(page.getByText('Developer has been updated successfully')).toBeVisible()
  // the tab that saved hears its own change and says nothing
  await expect(other.getByTestId('changed-elsewhere')).toContainText(
    'You changed this developer in another tab or window.',
  )
  await shot(other, 'form-changed-elsewhere')
  await other.getByRole('button', { name: 'Reload' }).click()
  await expect(name(other)).toHaveValue('Renamed in the first tab')
  await expect(other.getByTestId('changed-elsewhere')).toHaveCount(0)

  // the first tab saved and left the form: it opens it again
  await page.goto(`/properties/developers/${id}/update`)
  await expect(name(page)).toHaveValue('Renamed in the first tab')
  await name(other).fill('Renamed in the second tab')
  await name(other).press('ControlOrMeta+Enter')
  await expect(page.getByTestId('changed-elsewhere')).toContainText(
    'You changed this developer in another tab or window.',
  )
  await expect(other.getByTestId('changed-elsewhere')).toHaveCount(0)
})

test('a saved view opened from the palette restores filters, sort and columns', async ({ page, request }) => {
  const viewName = `Closed by number ${Date.now()}`
  await signedIn(page, 'manager')
  await page.goto('/reports/leads?refresh=1&status=Closed&sort=-leadID')
  await expect(page.getByTestId('lead-row').first()).toBeVisible()
  await page.getByTestId('columns-button').click()
  await page.getByRole('checkbox', { name: 'Source', exact: true }).uncheck()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Source', exact: true })).toHaveCount(0)

  await page.getByTestId('views-button').click()
  await page.getByRole('menuitem', { name: 'Save current view…' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill(viewName)
  await shot(page, 'save-view-dialog')
  await page.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByTestId('views-button')).toHaveText(viewName)
  await expect(page.getByRole('navigation').getByRole('link', { name: viewName })).toBeVisible()

  // Back to everything, every column.
  await page.goto('/reports/leads?refresh=1')
  await page.getByTestId('columns-button').click()
  await page.getByRole('button', { name: 'Show all columns' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('columnheader', { name: 'Source', exact: true })).toBeVisible()

  const input = await openPalette(page)
  await input.fill(`View: ${viewName}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/status=Closed/)
  await expect(page).toHaveURL(/sort=-leadID/)
  await expect(page.getByTestId('views-button')).toHaveText(viewName)
  await expect(page.getByRole('columnheader', { name: 'Source', exact: true })).toHaveCount(0)
  await expect(page.getByTestId('lead-row').first()).toContainText('Closed')
  await shot(page, 'view-from-palette')
  await page.getByTestId('views-button').click()
  await expect(page.getByRole('menuitem', { name: 'Set as my default' })).toBeVisible()
  await shot(page, 'views-menu')
  // the specs after this one see the manager's sidebar and palette as they were
  const viewId = new URL(page.url()).searchParams.get('view')!
  const gone = await request.delete(`/api/views/${viewId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, 'manager@demo.test')}` },
  })
  expect(gone.status()).toBe(200)
})

test('the lead detail page follows a change made in another tab, and says who made it', async ({
  page,
  browser,
  request,
}) => {
  const lead = await createLead(request, await tokenOf(request, 'admin@demo.test'), `Live detail ${Date.now()}`)
  await signedIn(page, 'admin')
  await page.goto(`/reports/leads/${lead._id}?tab=0`)
  const accepted = page.getByTestId('card-assignment').locator('dt:text-is("Accepted") + dd')
  await expect(accepted).toHaveText('No')
  // the lead's agent, Marek Manager, accepts it in his own browser
  const managers = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const other = await managers.newPage()
  await signedIn(other, 'manager')
  await other.goto(`/reports/leads/${lead._id}?tab=0`)
  await other.getByRole('button', { name: 'Accept', exact: true }).click()
  await expect(page.getByTestId('lead-changed-elsewhere')).toHaveText(
    /^Marek Manager changed this lead\. The page shows the change\./,
  )
  await expect(accepted).toHaveText('Yes')
  await shot(page, 'lead-detail-changed-elsewhere')
  // his own page says nothing of his own change
  await expect(other.getByTestId('lead-changed-elsewhere')).toHaveCount(0)
  await managers.close()
})
