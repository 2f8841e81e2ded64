import { expect, test } from '@playwright/test'
import { tabTo } from './helpers/leadEditor.ts'
import { signedIn } from './fixtures.ts'

/**
 * Routing rules in the browser: a manager creates a rule with the keyboard only, a new lead
 * from the matching source goes to the rule's agent, and the lead's detail says why ("Why this agent").
 * SHOTS_DIR saves screenshots.
 */
const shot = (name: string) => (process.env.SHOTS_DIR ? { path: `${process.env.SHOTS_DIR}/${name}.png` } : undefined)

test('a rule created from the keyboard routes a new lead, and the lead says why', async ({ page }) => {
  await signedIn(page, 'manager')
  await page.goto('/settings/lead-routing')
  await expect(page.getByRole('heading', { name: 'Lead Routing' })).toBeVisible()
  await expect(page.getByTestId('routing-rule')).toHaveCount(1) // the default rule

  await page.keyboard.press('n')
  await expect(page.locator('#rule-name')).toBeFocused()
  await page.keyboard.type('Keyboard Fair')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab') // past Enabled
  await expect(page.locator('#rule-sources')).toBeFocused()
  await page.keyboard.type('Property Fair')
  await tabTo(page, 'target-agentId')
  await page.keyboard.type('Aisha') // a native select picks the option typed
  await expect(page.locator('#target-agentId option:checked')).toHaveText('Aisha Agent')
  if (shot('routing-rule-form')) await page.screenshot(shot('routing-rule-form'))
  await page.keyboard.press('Control+Enter')
  await expect(page.getByTestId('toast').filter({ hasText: 'The rule has been created.' })).toBeVisible()
  await expect(page.getByTestId('routing-rule')).toHaveCount(2)
  await expect(page.getByTestId('routing-rule').first()).toContainText('Source Property Fair')
  await expect(page.getByTestId('routing-rule').first()).toContainText('Agent Aisha Agent')

  // The rule's place from the keyboard: the default rule stays last whatever is pressed.
  await page.getByTestId('routing-rule').first().focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(page.getByTestId('routing-rule').last()).toContainText('Default')

  // A new lead from that source, through the API as an integration would send it.
  const token = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('agency.session') ?? sessionStorage.getItem('agency.session') ?? '{}')
        .accessToken,
  )
  const headers = { authorization: `Bearer ${token}` }
  let n = 0
  const newCustomer = async () => {
    const phone = `50${String(Date.now() + n++).slice(-7)}`
    const res = await page.request.post('/api/customers', {
      headers,
      data: {
        firstName: 'Routed',
        lastName: 'Buyer',
        phoneCode: '971',
        phone,
        type: 'Client',
        enabled: true,
        doNotDisturb: false,
      },
    })
    expect(res.status()).toBe(201)
    return (await res.json()).data._id as string
  }
  const listing = (await (await page.request.get('/api/properties/listings?limit=1', { headers })).json()).data[0]
  const agents = (await (await page.request.get('/api/settings/lead-routing', { headers })).json()).data
    .agents as Array<{ _id: string; name: string }>
  const aisha = agents.find((a) => a.name === 'Aisha Agent')!
  const body = {
    contactType: 'Buyer',
    type: 'listing',
    listing: listing._id,
    source: 'Property Fair',
    referredBy: aisha._id,
    contactMethod: 'Phone',
    action: 'Requires call from agent',
    agent: null,
    isManualAssignment: false,
    setAutoSLADetails: true,
  }
  const lead = await page.request.post('/api/properties/leads', {
    headers,
    data: { ...body, customer: await newCustomer() },
  })
  expect(lead.status(), await lead.text()).toBe(201)
  const created = (await lead.json()).data
  expect(created.agent).toBe(aisha._id)

  await page.goto(`/reports/leads/${created._id}`)
  const why = page.getByTestId('card-why-agent')
  await expect(why.getByRole('heading', { name: 'Why this agent' })).toBeVisible()
  await expect(why).toContainText('Rule “Keyboard Fair” matched.')
  await expect(why).toContainText('Aisha Agent chosen: the agent of rule “Keyboard Fair”.')
  if (shot('routing-why-this-agent')) await page.screenshot(shot('routing-why-this-agent'))

  // On leave: the switch on the routing page; the next such lead skips her for the rule's fallback (the
  // manager himself, so he sees the lead) and says why.
  const routing = (await (await page.request.get('/api/settings/lead-routing', { headers })).json()).data
  const rule = routing.rules.find((r: { name: string }) => r.name === 'Keyboard Fair')
  const marek = agents.find((a) => a.name === 'Marek Manager')!
  const withFallback = await page.request.put(`/api/settings/lead-routing/rules/${rule._id}`, {
    headers,
    data: {
      name: rule.name,
      criteria: rule.criteria,
      target: rule.target,
      fallbacks: [{ kind: 'agent', agentId: marek._id }],
    },
  })
  expect(withFallback.status()).toBe(200)
  await page.goto('/settings/lead-routing')
  const onLeave = page.getByRole('switch', { name: 'Aisha Agent on leave' })
  await onLeave.focus()
  await page.keyboard.press('Space')
  await expect(onLeave).toBeChecked()
  try {
    const next = await page.request.post('/api/properties/leads', {
      headers,
      data: { ...body, customer: await newCustomer() },
    })
    expect(next.status(), await next.text()).toBe(201)
    await page.goto(`/reports/leads/${(await next.json()).data._id}`)
    await expect(page.getByTestId('card-why-agent')).toContainText('Aisha Agent skipped: paused (on leave).')
    await expect(page.getByTestId('card-why-agent')).toContainText(
      'Marek Manager chosen: the agent of rule “Keyboard Fair”.',
    )
  } finally {
    // later specs share this server: nobody stays on leave
    await page.request.put(`/api/settings/lead-routing/agents/${aisha._id}/availability`, {
      headers,
      data: { paused: false, workingHours: null },
    })
  }
})
