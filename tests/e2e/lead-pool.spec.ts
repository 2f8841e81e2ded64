import { expect, test, type APIRequestContext } from '@playwright/test'
import { openPalette } from './shellHelpers.ts'
import { openDashboard, signedIn } from './fixtures.ts'

// The SLA cycle in the browser: the agent accepts a new lead from the keyboard; a lead in the pool
// claimed by another agent on the Lead Pool screen leaves the first agent's open pool page without a reload.

async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: 'demopass1' } })
  expect(res.status()).toBe(200)
  return (await res.json()).data.accessToken as string
}

/** A lead created by the admin: for the demo agent (Aisha Agent), or sent to the pool. */
async function createLead(
  request: APIRequestContext,
  o: { toPool?: boolean; firstName: string; sla?: { initial: Date; pool: Date } },
) {
  const headers = { authorization: `Bearer ${await token(request, 'admin@demo.test')}` }
  const members = await request.get('/api/teams/members', {
    headers,
    params: { filter: JSON.stringify({ query: { name: 'Aisha Agent' }, limit: 5 }) },
  })
  const agent = (await members.json()).data.find((m: { name: string }) => m.name === 'Aisha Agent')
  expect(agent, await members.text()).toBeTruthy()
  const customer = await request.post('/api/customers', {
    headers,
    data: {
      firstName: o.firstName,
      lastName: 'Pool',
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
      source: 'Website',
      referredBy: agent._id,
      contactMethod: 'Phone',
      action: 'Requires call from agent',
      agent: o.toPool ? null : agent._id,
      sendToPool: !!o.toPool,
      isManualAssignment: true,
      setAutoSLADetails: !o.sla,
      ...(o.sla && { initialSlaEndDate: o.sla.initial.toISOString(), freePoolSlaEndDate: o.sla.pool.toISOString() }),
    },
  })
  expect(lead.status(), await lead.text()).toBe(201)
  return (await lead.json()).data as { _id: string; leadID: number }
}

test('an agent accepts a new lead from the keyboard: a in the report, the palette for the next', async ({
  page,
  request,
}) => {
  const first = await createLead(request, { firstName: 'Keyboard' })
  const second = await createLead(request, { firstName: 'Palette' })
  await signedIn(page, 'agent')
  await openDashboard(page)
  // The dashboard lists both, their time ticking.
  const awaiting = page.getByTestId('awaiting-acceptance')
  await expect(awaiting.getByTestId(`awaiting-${first.leadID}`)).toBeVisible()
  await expect(awaiting.getByTestId(`awaiting-${second.leadID}`)).toContainText(/\d+ (s|min|h)/)
  await page.screenshot({ path: '/work/shots/sla/dashboard-awaiting.png' })

  // The report, newest first: j focuses the newest lead (the second), a accepts it.
  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page.getByTestId('leads-report')).toBeVisible()
  const row = page.locator('[data-testid="lead-row"]', { hasText: String(second.leadID) }).first()
  // The SLA Stage column is further right: scrolled to, its cell counts down.
  await page.getByTestId('leads-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await page.getByRole('columnheader', { name: 'SLA Stage' }).evaluate((el) => el.scrollIntoView({ inline: 'center' }))
  await expect(row.getByTestId('sla-countdown')).toHaveText(/^\d+ (s|min)$/)
  await page.screenshot({ path: '/work/shots/sla/report-countdown.png' })
  await page.keyboard.press('j')
  await page.keyboard.press('a')
  await expect(page.getByText(`Lead ${second.leadID} accepted.`)).toBeVisible()
  await expect(row.getByTestId('sla-countdown')).toBeHidden()

  // The palette offers to accept the other one by its number.
  const input = await openPalette(page)
  await input.fill(`Accept lead ${first.leadID}`)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Lead ${first.leadID} accepted.`)).toBeVisible()
  const check = await request.get(`/api/properties/leads/${first._id}/details`, {
    headers: { authorization: `Bearer ${await token(request, 'agent@demo.test')}` },
  })
  expect((await check.json()).data).toMatchObject({ isAccepted: true })
})

test("a pool lead claimed by another agent from the Lead Pool screen leaves the first agent's open page without a reload", async ({
  page,
  browser,
  request,
}) => {
  const lead = await createLead(request, { toPool: true, firstName: 'Claimable' })
  await signedIn(page, 'agent')
  await page.goto('/leads/pool')
  const mine = page.getByTestId(`pool-row-${lead.leadID}`)
  await expect(mine).toBeVisible()
  await expect(mine.getByTestId('sla-countdown')).toHaveText(/\d/)
  await page.screenshot({ path: '/work/shots/sla/pool-agent.png' })

  // The manager claims it from the keyboard: the palette opens the pool, j/k focus the lead, c claims it.
  const other = await browser.newContext()
  const page2 = await other.newPage()
  await signedIn(page2, 'manager')
  await openDashboard(page2)
  const input = await openPalette(page2)
  await input.fill('Lead Pool')
  await page2.keyboard.press('Enter')
  await expect(page2.getByRole('heading', { name: 'Lead Pool' })).toBeVisible()
  await expect(page2.getByTestId(`pool-row-${lead.leadID}`)).toBeVisible()
  const rows = page2.locator('[data-testid^="pool-row-"]')
  const index = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).indexOf(
    `pool-row-${lead.leadID}`,
  )
  expect(index).toBeGreaterThanOrEqual(0)
  // no lead is focused on arrival: the first j focuses the first row
  for (let i = 0; i <= index; i++) await page2.keyboard.press('j')
  await expect(page2.getByTestId(`pool-row-${lead.leadID}`)).toHaveAttribute('aria-selected', 'true')
  await page2.screenshot({ path: '/work/shots/sla/pool-manager.png' })
  await page2.keyboard.press('c')
  await expect(page2.getByText(`Lead ${lead.leadID} is yours`)).toBeVisible()

  // Gone from the agent's page, which was not reloaded.
  await expect(mine).toBeHidden()
  await page.screenshot({ path: '/work/shots/sla/pool-agent-after.png' })
  // The claimer's leads report has it, theirs now.
  await page2.keyboard.press('g')
  await page2.keyboard.press('l')
  await expect(page2.locator('[data-testid="lead-row"]', { hasText: String(lead.leadID) }).first()).toBeVisible()
  await other.close()
})

test('a lead nobody claims escalates to the manager, who is told and assigns it from the Lead Pool screen', async ({
  page,
  request,
}) => {
  // Short SLA periods set by hand (the admin may): the server's scheduler moves it at each end.
  const now = Date.now()
  const lead = await createLead(request, {
    firstName: 'Escalated',
    sla: { initial: new Date(now + 4_000), pool: new Date(now + 8_000) },
  })
  await signedIn(page, 'manager')
  await page.goto('/leads/pool')
  const row = page.getByTestId(`escalated-${lead.leadID}`)
  // Arrives through the event stream when the pool ends (the page is not reloaded).
  await expect(row).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: /^Notifications/ }).click()
  await expect(page.getByText(`Nobody claimed lead ${lead.leadID} from the pool: assign it to an agent.`)).toBeVisible()
  await page.keyboard.press('Escape')
  await page.screenshot({ path: '/work/shots/sla/escalated.png' })
  await row.getByLabel(`Agent for lead ${lead.leadID}`).selectOption({ label: 'Aisha Agent' })
  await row.getByRole('button', { name: 'Assign' }).click()
  await expect(page.getByText(`Lead ${lead.leadID} assigned to Aisha Agent.`)).toBeVisible()
  await expect(row).toBeHidden()
})

test('a lead escalated before the page’s event stream opened is listed once the stream opens', async ({
  page,
  request,
}) => {
  test.slow() // waits for the scheduler's tick
  // The stream is held back until the lead has escalated: the page's first read is from before, and the
  // escalation's event went out while the page had no stream to hear it.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/events/stream', async (route) => {
    await held
    await route.continue()
  })
  const now = Date.now()
  const lead = await createLead(request, {
    firstName: 'Unheard',
    sla: { initial: new Date(now + 6_000), pool: new Date(now + 10_000) },
  })
  await signedIn(page, 'manager')
  const firstRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/properties/leads/escalated')
  await page.goto('/leads/pool')
  const first = await (await firstRead).json()
  expect(first.data.map((l: { leadID: number }) => l.leadID)).not.toContain(lead.leadID)
  const headers = { authorization: `Bearer ${await token(request, 'admin@demo.test')}` }
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/properties/leads/escalated', { headers })).json()).data.map(
          (l: { leadID: number }) => l.leadID,
        ),
      // the scheduler's tick (every 5 s) on a busy machine: the timeout catches a lead that never moves
      { timeout: 120_000 },
    )
    .toContain(lead.leadID)
  release()
  await expect(page.getByTestId(`escalated-${lead.leadID}`)).toBeVisible({ timeout: 15_000 })
})

test('the agent accepts and marks contacted on the lead detail and in the editor pane, the time left ticking', async ({
  page,
  request,
}) => {
  const first = await createLead(request, { firstName: 'Detail' })
  const second = await createLead(request, { firstName: 'Pane' })
  await signedIn(page, 'agent')
  await page.goto(`/reports/leads/${first._id}`)
  const actions = page.getByTestId('accept-actions')
  await expect(actions.getByTestId('accept-countdown')).toHaveText(/^\d+ (s|min) left$/)
  await page.screenshot({ path: '/work/shots/sla/detail-accept.png' })
  await actions.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText(`Lead ${first.leadID} accepted.`)).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Accept' })).toBeHidden()
  await actions.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(page.getByText(`Lead ${first.leadID} marked contacted.`)).toBeVisible()
  await expect(actions).toBeHidden()

  // The report's newest lead in the split pane: Accept in its header, and the form still saves after it.
  await page.goto('/reports/leads')
  const row = page.locator('[data-testid="lead-row"]', { hasText: String(second.leadID) }).first()
  await expect(row).toBeVisible()
  await row.click()
  await page.keyboard.press('e')
  const pane = page.getByRole('form', { name: 'Update Lead' })
  await expect(pane.getByRole('heading', { name: `Update Lead #${second.leadID}` })).toBeVisible()
  await expect(pane.getByTestId('accept-countdown')).toHaveText(/left$/)
  await page.screenshot({ path: '/work/shots/sla/pane-accept.png' })
  await pane.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText(`Lead ${second.leadID} accepted.`)).toBeVisible()
  await pane.getByLabel('Remarks').fill('Accepted from the pane')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('Lead has been updated successfully')).toBeVisible()
})

test('a lead the scheduler moved to the pool saves in the editor with its agent empty, and stays in the pool', async ({
  page,
  request,
}) => {
  test.slow() // waits for the scheduler's tick
  const now = Date.now()
  const lead = await createLead(request, {
    firstName: 'Held',
    sla: { initial: new Date(now + 3_000), pool: new Date(now + 3_600_000) },
  })
  const headers = { authorization: `Bearer ${await token(request, 'admin@demo.test')}` }
  const details = async () =>
    (await (await request.get(`/api/properties/leads/cms/${lead._id}`, { headers })).json()).data
  await expect.poll(async () => (await details()).isInFreePool, { timeout: 120_000 }).toBe(true)
  await signedIn(page, 'admin')
  await page.goto(`/reports/leads/${lead._id}/update`)
  await expect(page.getByTestId('sla-hold')).toHaveText(
    'This lead is in the lead pool: the first agent to claim it from the Lead Pool gets it.',
  )
  await page.getByTestId('sla-hold').scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/work/shots/sla/editor-pool-lead.png' })
  await page.getByLabel('Remarks').fill('Called, no answer: left in the pool')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByText('Lead has been updated successfully')).toBeVisible()
  expect(await details()).toMatchObject({
    isInFreePool: true,
    agent: null,
    remarks: 'Called, no answer: left in the pool',
  })
})
