import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

// The notification centre. A lead given to the manager by someone else reaches the manager's
// open page through the event stream: the bell's count rises without a reload; the panel is reached
// and worked from the keyboard.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'demopass1' } })
  expect(res.status()).toBe(200)
  return (await res.json()).data.accessToken as string
}

/** Creates a lead for the demo manager through the API, as the admin: the manager is notified. */
async function leadForManager(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const members = await request.get('/api/teams/members', {
    headers,
    params: { filter: JSON.stringify({ query: { name: 'Marek Manager' }, limit: 5 }) },
  })
  const manager = (await members.json()).data.find((m: { name: string }) => m.name === 'Marek Manager')
  expect(manager, await members.text()).toBeTruthy()
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      firstName: 'Notified',
      lastName: 'Buyer',
      phoneCode: '971',
      phone: `50${String(Date.now()).slice(-7)}`,
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
      source: 'Website',
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

/** The manager's unread notifications as the server counts them, and whether the one about `leadId` is among them. */
async function unreadOf(request: APIRequestContext, token: string, leadId: string) {
  const headers = { authorization: `Bearer ${token}` }
  const res = await request.get('/api/notifications', {
    headers,
    params: { filter: JSON.stringify({ query: { unread: true }, limit: 100 }) },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const body = (await res.json()) as { data: { leadId: string | null }[]; meta: { total: number } }
  return { count: body.meta.total, aboutLead: body.data.some((n) => n.leadId === leadId) }
}

/** Moves down the panel with the arrow keys until `item` has the focus (it is the newest unless another arrived since). */
async function arrowTo(page: Page, item: Locator) {
  for (let i = 0; i < 20 && !(await item.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown')
  await expect(item).toBeFocused()
}

/** The count the bell shows (0 when it shows none). */
async function bellCount(page: Page) {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}

// The demo's leads and activities are dated from the seeding, so SLA and reminder notifications can reach
// the manager at any moment of the run: the test follows its own lead's notification, and checks the bell
// against the server's count rather than against a fixed number.
test('a manager sees a new notification arrive without reloading, opens it from the keyboard and it is read', async ({
  page,
  request,
}) => {
  const managerToken = await tokenOf(request, 'manager@demo.test')
  const read = await request.patch('/api/notifications/read-all', {
    headers: { authorization: `Bearer ${managerToken}` },
  })
  expect(read.ok(), await read.text()).toBe(true)
  await signedIn(page, 'manager')
  await openDashboard(page)
  await expect(bell(page)).toBeVisible()
  const before = await bellCount(page)
  const lead = await leadForManager(request, await tokenOf(request, 'admin@demo.test'))

  // Pushed through the event stream: the page was not reloaded, and the bell counts what the server counts.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(before)
  await expect
    .poll(async () => (await bellCount(page)) === (await unreadOf(request, managerToken, lead._id)).count)
    .toBe(true)
  await expect(page.getByTestId('unread-count')).toHaveText(String(await bellCount(page)))
  await page.screenshot({ path: '/work/shots/notify/bell-unread.png' }).catch(() => {})

  // g n opens the panel with the newest notification focused; Esc closes it.
  await page.locator('body').click()
  await page.keyboard.press('g')
  await page.keyboard.press('n')
  const panel = page.getByRole('list', { name: 'Notifications, newest first' })
  const item = panel.getByRole('button', { name: new RegExp(`^Unread: New lead assigned: Lead ${lead.leadID}\\b`) })
  await expect(item).toBeVisible()
  await expect(item).toContainText(`You were assigned lead ${lead.leadID}. Accept it before its initial SLA ends.`)
  await expect(panel.locator('[data-notification]').first()).toBeFocused()
  await page.screenshot({ path: '/work/shots/notify/panel.png' }).catch(() => {})
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // The palette's "Notifications" opens it too; Enter on the notification opens its lead and reads it.
  const input = await openPalette(page)
  await input.fill('Notifications')
  await page.keyboard.press('Enter')
  await expect(panel.locator('[data-notification]').first()).toBeFocused()
  await arrowTo(page, item)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/reports/leads/${lead._id}$`))
  await expect.poll(async () => (await unreadOf(request, managerToken, lead._id)).aboutLead).toBe(false)
  await expect
    .poll(async () => (await bellCount(page)) === (await unreadOf(request, managerToken, lead._id)).count)
    .toBe(true)
})
