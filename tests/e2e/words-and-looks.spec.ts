import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { arabicFindings } from './helpers/arabic.ts'
import { login } from './helpers/leadEditor.ts'
import { GENERAL_NEED } from './helpers/generalLead.ts'

/**
 * The console's words and looks: in Arabic (the customer form's messages, a phone inside Arabic, the
 * report's pinned columns, the default routing rule, one kind of digit), in English (lists joined with the
 * English comma, counts in the singular for one, the activity log's record names, a long name in a record's
 * header, the Members table at 1,280 px, one format for the pool's time left), and what a delete says and
 * offers (the trash is not irreversible; a project FAQ asks first and can be undone). As the super admin,
 * whose language the tests set and set back; the records are the tests' own.
 */
const ADMIN = 'admin@demo.test'
const shots = process.env.WORDS_SHOTS // a folder: screenshots to look at

async function headers(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: ADMIN, password: 'demopass1' } })
  return { authorization: `Bearer ${(await res.json()).data.accessToken}` }
}
const language = async (request: APIRequestContext, lang: 'ar' | null) =>
  request.patch('/api/profile', { headers: await headers(request), data: { language: lang } })

const signIn = (page: Page) => login(page, ADMIN)

const stamp = () => String(Date.now()).slice(-7)

/** A lead of the test's own whose customer has a phone; `pool`: sent to the pool without an agent. */
async function ownLead(request: APIRequestContext, pool = false): Promise<{ id: string; leadID: number }> {
  const h = await headers(request)
  const profile = (await (await request.get('/api/profile', { headers: h })).json()).data
  const customer = await request.post('/api/customers', {
    headers: h,
    data: {
      firstName: 'Salma',
      lastName: 'Haddad',
      phoneCode: '971',
      phone: `52${stamp()}`,
      type: 'Client',
      asset: profile.activeAsset._id,
    },
  })
  expect(customer.status()).toBe(201)
  const agents = (await (await request.get('/api/properties/leads/filter-options', { headers: h })).json()).data.agents
  const agent = agents.find((a: { isTest: boolean }) => !a.isTest)._id
  const lead = await request.post('/api/properties/leads', {
    headers: h,
    data: {
      customer: (await customer.json()).data._id,
      ...GENERAL_NEED,
      referredBy: agent,
      ...(pool ? { sendToPool: true, agent: null, isManualAssignment: false } : { agent, isManualAssignment: true }),
    },
  })
  expect(lead.status()).toBe(201)
  const { _id, leadID } = (await lead.json()).data
  return { id: _id, leadID }
}

/** Whether two elements' boxes overlap (one drawn over the other). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) return false
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

test.describe('in Arabic', () => {
  test.beforeEach(({ request }) => language(request, 'ar'))
  test.afterEach(({ request }) => language(request, null))

  test('the customer form says its errors in Arabic', async ({ page }) => {
    await signIn(page)
    await page.goto('/customers/create')
    await page.getByLabel('الاسم الأول').fill(' ')
    await page.getByLabel('رقم الهاتف').fill('12')
    await page.getByRole('button', { name: 'حفظ وإغلاق' }).click()
    await expect(page.getByText('يجب ألا يتكون الاسم الأول من مسافات فقط.')).toBeVisible()
    await expect(page.getByText('رقم الهاتف غير صالح.')).toBeVisible()
    expect((await arabicFindings(page)).english).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/customer-form-errors-ar.png` })
  })

  test('a lead’s page: its phone reads left to right, its number and dates in one kind of digit', async ({
    page,
    request,
  }) => {
    const lead = await ownLead(request)
    await signIn(page)
    await page.goto(`/reports/leads/${lead.id}`)
    // a lead's page reads its cards, history and timeline: its first load on a busy server takes a while
    await expect(page.getByRole('heading', { name: `العميل المحتمل رقم ${lead.leadID}`, level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    const card = page.getByTestId('card-customer')
    await expect(card).toContainText(/\+971 52 \d{3} \d{4}/)
    const found = await arabicFindings(page)
    expect(found.reversedPhones).toEqual([])
    expect(found.arabicDigits).toEqual([])
    // the page's title beside the console's name, and the whole page: Western digits only
    expect(await page.title()).not.toMatch(/[٠-٩]/)
    if (shots) await page.screenshot({ path: `${shots}/lead-ar.png`, fullPage: true })
  })

  test('the leads report keeps its pinned columns in place and Status clear of the row links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    await page.goto('/reports/leads')
    const row = page.getByTestId('lead-row').first()
    await expect(row).toBeVisible({ timeout: 30_000 })
    // Status is the last column in view beside the sidebar, as in English: its words are not under the links
    const status = page.getByRole('columnheader', { name: 'الحالة', exact: true })
    const links = page.locator('thead th').last()
    const words = await status.evaluate((th) => {
      const r = document.createRange()
      r.selectNodeContents(th)
      const b = r.getBoundingClientRect()
      return { left: b.left, right: b.right }
    })
    const linksBox = await links.boundingBox()
    expect(words.left).toBeGreaterThanOrEqual(linksBox!.x + linksBox!.width)
    // scrolled to its end, the lead number stays in its column under its header
    await page.getByTestId('leads-scroll').evaluate((el) => el.scrollTo({ left: -el.scrollWidth }))
    const header = await page.getByRole('columnheader', { name: 'الرقم', exact: true }).boundingBox()
    await expect
      .poll(async () => Math.round((await row.locator('td').nth(1).boundingBox())!.x))
      .toBe(Math.round(header!.x))
    await expect(row.locator('td').nth(1)).toHaveText(/^\d+$/)
    if (shots) await page.screenshot({ path: `${shots}/report-end-ar.png` })
  })

  test('the default routing rule and the menu’s long labels read whole in Arabic', async ({ page }) => {
    await signIn(page)
    await page.goto('/settings/lead-routing')
    await expect(page.getByTestId('routing-rule').last()).toContainText('القاعدة الافتراضية')
    await expect(page.getByTestId('routing-rule').last()).not.toContainText('Default')
    // SEO's name is long in Arabic: shown whole (on two lines if need be), not cut
    const seo = page.getByTestId('sidebar').getByRole('button', { name: 'تحسين محركات البحث' })
    await expect(seo).toBeVisible()
    expect(
      await seo
        .locator('span')
        .first()
        .evaluate((s) => s.scrollWidth <= s.clientWidth),
    ).toBe(true)
  })
})

test.describe('in English', () => {
  test('a lead’s amenities are joined with the English comma', async ({ page, request }) => {
    const lead = await ownLead(request)
    await signIn(page)
    await page.goto(`/reports/leads/${lead.id}`)
    await expect(page.getByTestId('card-lead')).toContainText('Gym, Sea View')
    await expect(page.getByTestId('card-lead')).not.toContainText('،')
  })

  test('a count of one reads in the singular: a list, its trash', async ({ page, request }) => {
    const h = await headers(request)
    const s = stamp()
    const timeline = await request.post('/api/timeline', { headers: h, data: { title: `Story ${s}` } })
    expect(timeline.status()).toBe(201)
    const profile = (await (await request.get('/api/profile', { headers: h })).json()).data
    // a first name is letters only: the stamp's digits spelt as letters
    const gone = `Gone${s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`
    const customer = await request.post('/api/customers', {
      headers: h,
      data: {
        firstName: gone,
        phoneCode: '971',
        phone: `50${s}`,
        type: 'Client',
        asset: profile.activeAsset._id,
      },
    })
    expect(customer.status()).toBe(201)
    expect((await request.delete(`/api/customers/${(await customer.json()).data._id}`, { headers: h })).status()).toBe(
      200,
    )
    await signIn(page)
    await page.goto(`/timeline?q=Story%20${s}`)
    await expect(page.locator('main h1 + p')).toHaveText('1 timeline')
    await page.goto(`/customers?trash=1&q=${gone}`)
    await expect(page.locator('main h1 + p')).toHaveText('1 deleted customer')
  })

  test('the activity log names a record by its title, not its id', async ({ page, request }) => {
    const h = await headers(request)
    const name = `Logged Developer ${stamp()}`
    const dev = await request.post('/api/developers', {
      headers: h,
      data: { name, slug: name.toLowerCase().replace(/ /g, '-') },
    })
    expect(dev.status()).toBe(201)
    const id = (await dev.json()).data._id
    await signIn(page)
    await page.goto(`/admin/activity-logs?q=${id}`)
    const row = page.getByTestId('resource-row').first()
    await expect(row).toContainText(name)
    await expect(row).not.toContainText(id)
  })

  test('a long name without spaces wraps in the record’s header and leaves Edit clear', async ({ page, request }) => {
    const h = await headers(request)
    const name = `Unbroken${'x'.repeat(140)}${stamp()}`
    const dev = await request.post('/api/developers', { headers: h, data: { name, slug: `unbroken-${stamp()}` } })
    expect(dev.status()).toBe(201)
    await signIn(page)
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await page.goto(`/properties/developers/${(await dev.json()).data._id}`)
      const title = page.locator('main h1')
      await expect(title).toContainText('Unbroken')
      const edit = page.getByRole('link', { name: 'Edit' })
      await expect(edit).toBeVisible()
      expect(await overlap(title, edit), `at ${size.width} px`).toBe(false)
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true)
      // on a phone the buttons go under the title rather than squeeze it into a column a word wide
      expect((await title.boundingBox())!.width, `at ${size.width} px`).toBeGreaterThan(size.width / 2)
      // the name in the details card wraps inside its card
      const card = page.getByRole('region', { name: 'Developer', exact: true })
      expect(await card.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
      // the header keeps its menus on screen (the palette button gives up its words, not the profile menu)
      await expect(page.locator('header button').last()).toBeInViewport({ ratio: 1 })
      if (shots) await page.screenshot({ path: `${shots}/long-name-${size.width}.png` })
    }
  })

  test('the Members table fits beside the sidebar at 1,280 px: no column cut', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto('/teams/members')
    await expect(page.getByTestId('resource-row').first()).toBeVisible()
    const scroll = page.getByTestId('resource-scroll')
    expect(await scroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await expect(page.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 })
    if (shots) await page.screenshot({ path: `${shots}/members-1280.png` })
  })

  test('the pool’s time left reads in one format, never as a clock', async ({ page, request }) => {
    const pooled = await ownLead(request, true)
    await signIn(page)
    await page.goto('/leads/pool')
    await expect(page.getByTestId(`pool-row-${pooled.leadID}`)).toBeVisible()
    const left = await page.getByTestId('sla-countdown').allTextContents()
    expect(left.length).toBeGreaterThan(0)
    for (const text of left) expect(text).toMatch(/^(\d+ s|\d+ min|\d+ h \d\d min|\d+ d \d+ h)$/)
  })
})

test.describe('deleting', () => {
  test('to the trash says it can be restored; only deleting for good says irreversible', async ({ page, request }) => {
    const h = await headers(request)
    const name = `Trash Developer ${stamp()}`
    const dev = await request.post('/api/developers', {
      headers: h,
      data: { name, slug: name.toLowerCase().replace(/ /g, '-') },
    })
    const id = (await dev.json()).data._id
    await signIn(page)
    await page.goto(`/properties/developers/${id}`)
    await page.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await expect(dialog).toContainText('It goes to the trash, where it can be restored.')
    await expect(dialog).not.toContainText('irreversible')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page).toHaveURL(/\/properties\/developers$/)
    await page.goto(`/properties/developers?trash=1&q=${encodeURIComponent(name)}`)
    await page.getByRole('button', { name: `Delete ${name} forever` }).click()
    await expect(dialog).toContainText('This action is irreversible.')
  })

  test('a project FAQ asks first, and its message’s Undo puts it back at its place', async ({ page, request }) => {
    const h = await headers(request)
    const s = stamp()
    const project = await request.post('/api/properties/projects', {
      headers: h,
      data: { name: `FAQ Project ${s}`, slug: `faq-project-${s}` },
    })
    expect(project.status()).toBe(201)
    const base = `/api/properties/projects/${(await project.json()).data._id}`
    for (const q of ['First question?', 'Second question?', 'Third question?'])
      expect(
        (await request.post(`${base}/faq`, { headers: h, data: { question: q, answer: `About ${q}` } })).status(),
      ).toBe(201)
    const questions = async () =>
      ((await (await request.get(base, { headers: h })).json()).data.faqs as { question: string }[]).map(
        (f) => f.question,
      )
    await signIn(page)
    await page.goto(`/properties/projects/${(await project.json()).data._id}?tab=faqs`)
    await page.getByRole('button', { name: 'Delete FAQ 2' }).click()
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await expect(dialog).toContainText('Are you sure you want to delete this FAQ?')
    await expect(dialog).toContainText('Second question?')
    await expect(dialog).toContainText('You can undo it')
    // cancelled: nothing gone
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await questions()).toEqual(['First question?', 'Second question?', 'Third question?'])
    await page.getByRole('button', { name: 'Delete FAQ 2' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    const toast = page.getByTestId('toast').filter({ hasText: 'FAQ has been deleted successfully' })
    await expect(toast).toBeVisible()
    await expect.poll(questions).toEqual(['First question?', 'Third question?'])
    if (shots) await page.screenshot({ path: `${shots}/faq-undo.png` })
    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(questions).toEqual(['First question?', 'Second question?', 'Third question?'])
    await expect(page.getByRole('listitem', { name: 'FAQ 2: Second question?' })).toBeVisible()
  })
})
