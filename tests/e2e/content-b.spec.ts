import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signedIn } from './fixtures.ts'

/** Content B's browser flows: a data form whose enquiry becomes a lead, a data table edited from the keyboard, a template previewed on a customer. */
const shots = process.env.SHOTS_DIR
const shot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : undefined
const run = Date.now().toString(36)

async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'manager@demo.test', password: 'demopass1' } })
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken as string}` }
  const answer = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.ok(), await res.text()).toBe(true)
    return ((await res.json()) as { data: any }).data
  }
  return {
    post: async (path: string, data: unknown) => answer(await request.post(path, { headers, data })),
    get: async (path: string, filter?: unknown) =>
      answer(await request.get(path, { headers, params: filter ? { filter: JSON.stringify(filter) } : undefined })),
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
})

test('a data form built in the console takes an enquiry, which becomes a lead in one step', async ({
  page,
  request,
}) => {
  const a = await api(request)
  const [listing] = await a.get('/api/properties/listings', {
    limit: 1,
    select: ['_id', 'reference'],
    query: { agent: { $exists: true } },
    sort: { reference: 1 },
  })
  const [member] = await a.get('/api/teams/members', {
    limit: 1,
    select: ['_id', 'name'],
    query: { enabled: true },
    sort: { name: 1 },
  })
  const name = `Viewing request ${run}`
  // the admin sees every lead of the asset, so the new lead is linked whichever agent it went to
  await signedIn(page, 'admin')
  await page.goto('/data-form/forms/create')
  await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill(name)
  for (const [label, type] of [
    ['Full name', 'name'],
    ['Mobile', 'phone'],
  ]) {
    await page.getByRole('button', { name: 'Add field' }).click()
    const item = page.getByRole('listitem', { name: /^Field \d+$/ }).last()
    await item.getByLabel('Label').fill(label)
    await item.getByLabel('Type').selectOption(type)
  }
  await page.getByLabel('Listing', { exact: true }).selectOption(listing._id)
  await page.getByLabel('Referred By', { exact: true }).selectOption(member._id)
  await shot(page, 'content-b-form-builder')
  await page.keyboard.press('Control+Enter')
  await expect(page).toHaveURL(/\/data-form\/forms\/[0-9a-f-]{36}$/)
  const formId = page.url().split('/').pop()!

  // the website's enquiry, through the API, then one step in the console
  const phone = `058${String(Date.now()).slice(-7)}`
  const enquiry = await a.post('/api/data-form/enquiries', {
    form: formId,
    name: 'Rania Khoury',
    answers: { 'Full name': 'Rania Khoury', Mobile: phone },
  })
  await page.goto(`/data-form/enquiries/${enquiry._id}?tab=answers`)
  const answers = page.getByRole('region', { name: 'Answers' })
  await expect(answers.getByText(phone)).toBeVisible()
  await answers.getByRole('button', { name: 'Make a lead' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: /The enquiry became lead \d+ \(new customer\)/ }),
  ).toBeVisible()
  const link = answers.getByRole('link', { name: /^lead \d+$/ })
  await expect(link).toBeVisible()
  await expect(answers.getByRole('button', { name: 'Make a lead' })).toHaveCount(0)
  await shot(page, 'content-b-enquiry-lead')
  await link.click()
  await expect(page).toHaveURL(/\/reports\/leads\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Rania Khoury').first()).toBeVisible()
})

test('a data table is edited from the keyboard: arrows, Enter, Tab, Escape, a new row, saved', async ({
  page,
  request,
}) => {
  const a = await api(request)
  await signedIn(page, 'manager')
  const table = await a.post('/api/pricing/tables', {
    name: `Price list ${run}`,
    columns: ['Unit', 'Price'],
    rows: [{ cells: ['A-101', '1,200,000'] }],
  })
  await page.goto(`/pricing/tables/${table._id}?tab=grid`)
  const grid = page.getByRole('grid')
  await grid.getByRole('columnheader', { name: 'Unit' }).click()
  await page.keyboard.press('ArrowDown')
  await expect(grid.getByRole('gridcell', { name: 'A-101' })).toBeFocused()
  // Enter edits, Enter commits
  await page.keyboard.press('Enter')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('B-202')
  await page.keyboard.press('Enter')
  // Tab moves right; typing starts an edit; Tab commits it and moves on
  await page.keyboard.press('Tab')
  await expect(grid.getByRole('gridcell', { name: '1,200,000' })).toBeFocused()
  await page.keyboard.type('1,350,000')
  await page.keyboard.press('Enter')
  // Escape cancels an edit
  await page.keyboard.press('Enter')
  await page.keyboard.type(' typo')
  await page.keyboard.press('Escape')
  await expect(grid.getByRole('gridcell', { name: '1,350,000', exact: true })).toBeFocused()
  // Alt+R adds a row below, the cursor in it
  await page.keyboard.press('Alt+r')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.type('C-303')
  await page.keyboard.press('Tab')
  await page.keyboard.type('990,000')
  await page.keyboard.press('Enter')
  await shot(page, 'content-b-grid')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'The data table has been saved' })).toBeVisible()
  const saved = await a.get(`/api/pricing/tables/${table._id}`)
  expect(saved.rows.map((r: { cells: string[] }) => r.cells)).toEqual([
    ['B-202', '1,350,000'],
    ['C-303', '990,000'],
  ])
})

test('a template is previewed on a real customer, picked with the relation picker', async ({ page, request }) => {
  const a = await api(request)
  await signedIn(page, 'manager')
  const template = await a.post('/api/templates', {
    name: `Welcome ${run}`,
    subject: 'Welcome, {{customer.firstName}}',
    body: '<p>Dear {{customer.fullName}},</p><p>Thank you for choosing {{asset.name}}.</p>',
  })
  const [customer] = await a.get('/api/customers', {
    limit: 1,
    select: ['_id', 'firstName', 'fullName'],
    sort: { customerID: 1 },
  })
  await page.goto(`/templates/${template._id}?tab=preview`)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByTestId('preview-subject')).toHaveText('Welcome, {{customer.firstName}}')
  await preview.getByLabel('Preview for customer').selectOption(customer._id)
  await expect(preview.getByTestId('preview-subject')).toHaveText(`Welcome, ${customer.firstName}`)
  await expect(preview.getByTestId('preview-body')).toContainText(`Dear ${customer.fullName},`)
  await expect(preview.getByTestId('preview-body')).toContainText('Thank you for choosing Dubai Marina Realty.')
  await shot(page, 'content-b-template-preview')
})
