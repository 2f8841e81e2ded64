import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { openDashboard, signedIn } from './fixtures.ts'
import { arabicFindings } from './helpers/arabic.ts'
import { GENERAL_NEED } from './helpers/generalLead.ts'

/**
 * Arabic: a user switches to Arabic in the profile; the dashboard, the leads report and the
 * lead editor then lay out right to left with none of the console's own English left (stored data
 * aside), and pass axe in both languages. The user is the demo manager, set back to the browser's
 * language after the test; the lead is the test's own.
 */
const USER = 'manager@demo.test'
const shots = process.env.I18N_SHOTS // a folder: screenshots to look at

/** The console's own texts left in English on the page (stored data, key names and constants aside): helpers/arabic.ts. */
const englishLeft = async (page: Page) => (await arabicFindings(page)).english

async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    what,
  ).toEqual([])
}

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: USER, password: 'demopass1' } })
  return (await res.json()).data.accessToken
}

/** A lead of the test's own (a general enquiry of a new customer, given to an agent of the manager's team). */
async function ownLead(
  request: APIRequestContext,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; leadID: number; agent: string }> {
  const headers = { authorization: `Bearer ${await token(request)}` }
  const profile = (await (await request.get('/api/profile', { headers })).json()).data
  const agents = (await (await request.get('/api/properties/leads/filter-options', { headers })).json()).data.agents
  const agent = agents.find((a: { isTest: boolean }) => !a.isTest)._id
  const phone = `50${String(Date.now()).slice(-7)}`
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      firstName: 'Salma',
      lastName: 'Haddad',
      phoneCode: '971',
      phone,
      type: 'Client',
      asset: profile.activeAsset._id,
    },
  })
  expect(customer.status()).toBe(201)
  const lead = await request.post('/api/properties/leads', {
    headers,
    data: {
      customer: (await customer.json()).data._id,
      ...GENERAL_NEED,
      agent,
      referredBy: agent,
      isManualAssignment: true,
      ...extra,
    },
  })
  expect(lead.status()).toBe(201)
  const { _id, leadID } = (await lead.json()).data
  return { id: _id, leadID, agent }
}

/** Signs the demo manager in, whose profile says Arabic: the console opens right to left (its next page). */
async function signInInArabic(page: Page) {
  await signedIn(page, 'manager')
}

test.afterAll(async ({ request }) => {
  // the demo manager goes back to the browser's language whatever happened
  await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${await token(request)}` },
    data: { language: null },
  })
})

test('in Arabic the dashboard, leads report and lead editor are right to left with no English left, and pass axe in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const lead = await ownLead(request)
  await signedIn(page, 'manager')
  await openDashboard(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByTestId('figure-open')).not.toContainText('—')
  await expectAxeClean(page, 'dashboard in English')

  // The language switch applies at once, without a reload
  await page.goto('/profile')
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  await page.getByTestId('profile-language').selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { name: 'الملف الشخصي', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // Dashboard: the sidebar sits on the right
  await page.getByRole('link', { name: 'لوحة المعلومات' }).click()
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible()
  await expect(page.getByTestId('figure-open')).not.toContainText('—')
  const sidebar = await page.getByTestId('sidebar').boundingBox()
  const main = await page.locator('#content').boundingBox()
  expect(sidebar!.x).toBeGreaterThan(main!.x)
  expect(await englishLeft(page), 'dashboard').toEqual([])
  await expectAxeClean(page, 'dashboard in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/dashboard.png` })

  // Leads report, searched for the test's own lead
  await page.goto('/reports/leads?refresh=1')
  // a first load of the report while the suite's server is busy can take a while
  await expect(page.getByTestId('lead-row').first()).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('leads-search').fill(String(lead.leadID))
  await expect(page.locator(`[data-lead-id="${lead.leadID}"]`)).toContainText('جديد', { timeout: 30_000 }) // its stage, New
  await expect(page.getByTestId('leads-total')).toContainText('عميل')
  // arrows that point along the line are mirrored: 'next page' points left
  expect(
    await page
      .getByTestId('next-page')
      .locator('svg')
      .evaluate((e) => getComputedStyle(e).scale),
  ).toBe('-1 1')
  expect(await englishLeft(page), 'leads report').toEqual([])
  await expectAxeClean(page, 'leads report in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/report.png` })

  // Lead editor (its page)
  await page.goto(`/reports/leads/${lead.id}/update?ref=/reports/leads`)
  await expect(page.getByRole('heading', { name: 'تحديث العميل المحتمل', level: 1 })).toBeVisible()
  await expect(page.getByTestId('save-bar')).toContainText('حفظ التغييرات')
  await expect(page.locator('#lead-stage')).toHaveValue('جديد')
  expect(await englishLeft(page), 'lead editor').toEqual([])
  await expectAxeClean(page, 'lead editor in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/editor.png`, fullPage: true })

  // The same screens in English again pass axe too
  await page.goto('/profile')
  await page.getByTestId('profile-language').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await page.goto('/reports/leads?refresh=1')
  await expect(page.getByTestId('lead-row').first()).toBeVisible({ timeout: 30_000 })
  await expectAxeClean(page, 'leads report in English')
  await page.goto(`/reports/leads/${lead.id}/update?ref=/reports/leads`)
  await expect(page.getByRole('heading', { name: 'Update Lead', level: 1 })).toBeVisible()
  await expectAxeClean(page, 'lead editor in English')
})

test('in Arabic the lead detail page and the lead pool are right to left with no English left, and pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const lead = await ownLead(request)
  const pooled = await ownLead(request, { sendToPool: true, agent: null, isManualAssignment: false })
  await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${await token(request)}` },
    data: { language: 'ar' },
  })
  await signInInArabic(page)

  // Lead detail: every card, the history and the timeline of the test's own lead
  await page.goto(`/reports/leads/${lead.id}`)
  await expect(page.getByRole('heading', { name: `العميل المحتمل رقم ${lead.leadID}`, level: 1 })).toBeVisible()
  await expect(page.getByTestId('card-lead')).toContainText('شقة') // its property type, Apartment
  await expect(page.getByTestId('card-history')).toContainText('جديد') // its stage, New
  await expect(page.getByTestId('record-history')).toContainText('أُنشئ')
  expect(await englishLeft(page), 'lead detail').toEqual([])
  await expectAxeClean(page, 'lead detail in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/lead-detail.png`, fullPage: true })

  // Lead pool, with the test's lead sent to it
  await page.goto('/leads/pool')
  await expect(page.getByTestId(`pool-row-${pooled.leadID}`)).toBeVisible()
  await expect(page.getByTestId('pool-table')).toContainText('الوقت المتبقي')
  expect(await englishLeft(page), 'lead pool').toEqual([])
  await expectAxeClean(page, 'lead pool in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/pool.png` })
})

test('in Arabic the listings list, a listing form and the customers list are right to left with no English left, and pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const headers = { authorization: `Bearer ${await token(request)}` }
  const stamp = String(Date.now()).slice(-7)
  const listing = await request.post('/api/properties/listings', {
    headers,
    data: {
      reference: `AR-${stamp}`,
      title: 'Marina view apartment',
      purpose: 'sale',
      status: 'available',
      price: 1_850_000,
      bedrooms: 2,
      community: 'Dubai Marina',
      amenities: ['Gym'],
      enabled: true,
    },
  })
  expect(listing.status()).toBe(201)
  const listingId = (await listing.json()).data._id
  const phone = `52${stamp}`
  const profile = (await (await request.get('/api/profile', { headers })).json()).data
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      firstName: 'Omar',
      lastName: 'Khalil',
      phoneCode: '971',
      phone,
      type: 'Client',
      asset: profile.activeAsset._id,
    },
  })
  expect(customer.status()).toBe(201)
  await request.patch('/api/profile', { headers, data: { language: 'ar' } })
  await signInInArabic(page)

  // Listings, searched for the test's own
  await page.goto('/properties/listings')
  await page.getByRole('searchbox', { name: 'البحث في العقارات المعروضة' }).fill(`AR-${stamp}`)
  await expect(page.getByTestId('resource-row')).toHaveCount(1)
  await expect(page.getByTestId('resource-row')).toContainText('بيع') // its purpose, Sale
  await expect(page.getByTestId('pager')).toContainText('1–1 من 1')
  expect(await englishLeft(page), 'listings list').toEqual([])
  await expectAxeClean(page, 'listings list in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/listings.png` })

  // Its form: sections, labels, options and hints
  await page.goto(`/properties/listings/${listingId}/update`)
  await expect(page.getByRole('group', { name: 'السعر والمساحة' })).toBeVisible()
  await expect(page.getByLabel('الغرض')).toHaveValue('sale')
  await expect(page.getByLabel('الغرض').locator('option:checked')).toHaveText('بيع')
  expect(await englishLeft(page), 'listing form').toEqual([])
  await expectAxeClean(page, 'listing form in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/listing-form.png`, fullPage: true })

  // Customers, searched for the test's own by its phone
  await page.goto('/customers')
  await page.getByRole('searchbox', { name: 'البحث في العملاء' }).fill(phone)
  await expect(page.getByText('Omar Khalil')).toBeVisible()
  await expect(page.getByTestId('pager')).toContainText('1–1 من 1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العملاء')
  expect(await englishLeft(page), 'customers list').toEqual([])
  await expectAxeClean(page, 'customers list in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/customers.png` })
})

test('in Arabic the Brokers report is right to left with no English left, and passes axe', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const lead = await ownLead(request) // this month's lead of an agent of the manager's team: their row has figures
  await request.patch('/api/profile', {
    headers: { authorization: `Bearer ${await token(request)}` },
    data: { language: 'ar' },
  })
  await signInInArabic(page)

  await page.goto('/reports/better-agent')
  await expect(page.getByRole('heading', { name: 'الوسطاء', level: 1 })).toBeVisible()
  await expect(page.getByText('أنت وفريقك')).toBeVisible() // whose figures: the manager's team
  const row = page.getByTestId('figure-table').locator(`[data-key="${lead.agent}"]`)
  await expect(row.getByTestId('figure-received')).toHaveText(/^[0-9,]+$/) // a count in Western digits (the digit rule), linked to its leads
  await expect(page.getByTestId('sort-received')).toHaveText('العملاء المستلَمون')
  await expect(page.getByTestId('response-chart')).toContainText('خلال 5 دقائق')
  expect(await englishLeft(page), 'brokers report').toEqual([])
  await expectAxeClean(page, 'brokers report in Arabic')
  if (shots) await page.screenshot({ path: `${shots}/brokers.png`, fullPage: true })
})

test('in Arabic the roles matrix and the basic settings are right to left with no English left, and pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const admin = 'admin@demo.test'
  const login = await request.post('/api/auth/login', { data: { email: admin, password: 'demopass1' } })
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` }
  await request.patch('/api/profile', { headers, data: { language: 'ar' } })
  try {
    await signedIn(page, 'admin')
    // Roles: the matrix of a demo role, its areas and the spec's permission names
    await page.goto('/admin/user-roles')
    await expect(page.getByRole('heading', { name: 'أدوار المستخدمين', level: 1 })).toBeVisible()
    await expect(page.getByRole('group', { name: /العملاء المحتملون والتقارير/ })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'مجمع العملاء المحتملين' })).toBeVisible()
    expect(await englishLeft(page), 'roles matrix').toEqual([])
    await expectAxeClean(page, 'roles matrix in Arabic')
    if (shots) await page.screenshot({ path: `${shots}/roles.png`, fullPage: true })

    // Basic settings: labels, hints with the amount and date in Arabic digits, the asset's stored values as data
    await page.goto('/settings/basic-settings')
    await expect(page.getByRole('heading', { name: 'الإعدادات الأساسية', level: 1 })).toBeVisible()
    await expect(page.getByLabel('اسم الشركة')).not.toHaveValue('')
    // the lists have arrived: the form is enabled and the time zones are more than the stored one
    await expect(page.getByLabel('اسم الشركة')).toBeEnabled()
    await expect
      .poll(() => page.locator('select').filter({ hasText: 'Asia/Dubai' }).locator('option').count())
      .toBeGreaterThan(1)
    await expect(page.getByText(/^تظهر المبالغ هكذا: .*[0-9]/)).toBeVisible()
    expect(await englishLeft(page), 'basic settings').toEqual([])
    await expectAxeClean(page, 'basic settings in Arabic')
    if (shots) await page.screenshot({ path: `${shots}/basic-settings.png`, fullPage: true })
  } finally {
    await request.patch('/api/profile', { headers, data: { language: null } })
  }
})
