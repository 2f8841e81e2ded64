import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localTime, WEEKDAYS } from '../../src/domain/leads/routing.ts'
import { routing } from '../../src/domain/i18n/en/routing.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { poolEndHook } from '../../src/server/leads/sla/poolEnd.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

let t: TestApp
let a: AssetFixture
let manager: string
let agent: string
let names: Record<string, string>
beforeAll(async () => {
  t = await startTestApp()
  ;({ a } = await leadEditorFixtures(t.db))
  ;[manager, agent] = await Promise.all([t.login('manager@demo.test'), t.login('agent@demo.test')])
  names = { [a.agentA]: 'A Agent A', [a.agentB]: 'A Agent B', [a.agentC]: 'A Agent C' }
})
afterAll(() => t?.close())

// Each test starts from an asset without rules, every agent available and no lead counted today.
beforeEach(async () => {
  await t.db.query('delete from routing_rules where asset_id = $1', [a.assetId])
  await t.db.query('update team_members set routing_paused = false, working_hours = null where asset_id = $1', [
    a.assetId,
  ])
  await t.db.query('delete from routing_daily_counts')
})

const api = (method: string, path: string, body?: unknown, token = manager) => t.request(method, path, { token, body })
const rule = async (body: Record<string, unknown>) => {
  const res = await api('POST', '/api/settings/lead-routing/rules', body)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id as string
}
const availability = (id: string, paused: boolean, workingHours: unknown = null) =>
  api('PUT', `/api/settings/lead-routing/agents/${id}/availability`, { paused, workingHours })

/** Creates an automatically assigned listing lead of a new customer (no merge); answers its agent and routing log's texts. */
async function createLead(over: Record<string, unknown> = {}) {
  const customer = newId()
  await t.db.query(
    `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Rita', 'Routed', 'Client')`,
    [customer, a.assetId],
  )
  const res = await api('POST', '/api/properties/leads', listingLeadBody(a, { customer, ...over }))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  // A lead in the pool is outside the manager's team scope: its log is read from the table.
  const groups = res.body.data.agent
    ? (await api('GET', `/api/properties/leads/${res.body.data._id}/routing-log`)).body.data
    : await t.db.query('select entries from lead_routing_logs where lead_id = $1', [res.body.data._id])
  return {
    id: res.body.data._id as string,
    agent: res.body.data.agent as string,
    texts: groups.flatMap((g: any) => g.entries.map((e: any) => e.text)) as string[],
  }
}

describe('routing a new lead', () => {
  it('without rules keeps the standard order (the listing agent) and says so', async () => {
    const lead = await createLead()
    expect(lead.agent).toBe(a.agentA)
    expect(lead.texts).toEqual(['The default rule applies.', "A Agent A chosen: the listing's agent."])
  })

  it('matches a rule on its criteria and skips one that does not match, saying why', async () => {
    await rule({
      name: 'Bayut rent',
      criteria: { sources: ['Bayut'], leadTypes: ['Rent'] },
      target: { kind: 'agent', agentId: a.agentB },
    })
    await rule({
      name: 'Bayut',
      criteria: { sources: ['bayut'], markets: ['Secondary'], minPrice: 1_000_000, maxPrice: 3_000_000 },
      target: { kind: 'agent', agentId: a.agentC },
    })
    const lead = await createLead({ source: 'Bayut' })
    expect(lead.agent).toBe(a.agentC)
    expect(lead.texts).toEqual([
      'Rule “Bayut rent” skipped: Lead Type is Sale, not Rent.',
      'Rule “Bayut” matched.',
      'A Agent C chosen: the agent of rule “Bayut”.',
    ])
    const other = await createLead({ source: 'Website' })
    expect(other.agent).toBe(a.agentA)
    expect(other.texts.slice(0, 2)).toEqual([
      'Rule “Bayut rent” skipped: Source is Website, not Bayut.',
      'Rule “Bayut” skipped: Source is Website, not bayut.',
    ])
  })

  it('matches the listing’s price against a price range', async () => {
    await rule({ name: 'Luxury', criteria: { minPrice: 5_000_000 }, target: { kind: 'agent', agentId: a.agentC } })
    const lead = await createLead()
    expect(lead.texts[0]).toBe('Rule “Luxury” skipped: Price 2,500,000 is below 5,000,000.')
  })

  it('skips a paused agent and tries the fallbacks, then the default rule', async () => {
    await rule({
      name: 'Website',
      criteria: { sources: ['Website'] },
      target: { kind: 'agent', agentId: a.agentC },
      fallbacks: [
        { kind: 'agent', agentId: a.agentB },
        { kind: 'agent', agentId: a.agentC },
      ],
    })
    expect((await availability(a.agentC, true)).status).toBe(200)
    const viaFallback = await createLead()
    expect(viaFallback.agent).toBe(a.agentB)
    expect(viaFallback.texts).toEqual([
      'Rule “Website” matched.',
      'A Agent C skipped: paused (on leave).',
      'Fallback 1 of rule “Website” is tried.',
      'A Agent B chosen: the agent of rule “Website”.',
    ])
    await availability(a.agentB, true)
    const viaDefault = await createLead()
    expect(viaDefault.agent).toBe(a.agentA)
    expect(viaDefault.texts).toEqual([
      'Rule “Website” matched.',
      'A Agent C skipped: paused (on leave).',
      'Fallback 1 of rule “Website” is tried.',
      'A Agent B skipped: paused (on leave).',
      'Fallback 2 of rule “Website” is tried.',
      'A Agent C skipped: paused (on leave).',
      'Nobody of rule “Website” or its fallbacks can take the lead: the default rule decides.',
      'The default rule applies.',
      "A Agent A chosen: the listing's agent.",
    ])
  })

  it('skips agents off their working hours in the asset’s time zone', async () => {
    const now = localTime(new Date(), 'Asia/Dubai')
    const otherDay = WEEKDAYS.find((d) => d !== now.day)!
    // Today's hours end before now (or start after it), so the agent is at work today but not now.
    const today = now.time >= '12:00' ? { from: '00:00', to: '00:01' } : { from: '23:00', to: '23:59' }
    await availability(a.agentB, false, { [otherDay]: { from: '09:00', to: '18:00' } })
    await availability(a.agentC, false, { [now.day]: today })
    await rule({
      name: 'All',
      target: { kind: 'agent', agentId: a.agentB },
      fallbacks: [{ kind: 'agent', agentId: a.agentC }],
    })
    const lead = await createLead()
    expect(lead.agent).toBe(a.agentA)
    expect(lead.texts[1]).toBe(`A Agent B skipped: off on ${routing.days[now.day]}s (Asia/Dubai).`)
    expect(lead.texts[3]).toMatch(
      new RegExp(
        `^A Agent C skipped: outside working hours \\(${routing.days[now.day]} ${today.from}–${today.to} in Asia/Dubai; it is \\d\\d:\\d\\d\\)\\.$`,
      ),
    )
  })

  it('takes turns by weight in a round robin and skips agents at their daily cap', async () => {
    await rule({
      name: 'Team',
      target: {
        kind: 'roundRobin',
        members: [
          { agentId: a.agentB, weight: 2, dailyCap: 2 },
          { agentId: a.agentC, weight: 1, dailyCap: 1 },
        ],
      },
    })
    const leads = []
    for (let i = 0; i < 4; i++) leads.push(await createLead())
    expect(leads.map((l) => names[l.agent])).toEqual(['A Agent B', 'A Agent C', 'A Agent B', 'A Agent A'])
    expect(leads[0].texts).toEqual([
      'Rule “Team” matched (no criteria: every lead).',
      'A Agent B chosen: next in the round robin of rule “Team” (weight 2, lead 1 of 2 today).',
    ])
    expect(leads[3].texts).toEqual([
      'Rule “Team” matched (no criteria: every lead).',
      'A Agent B skipped: daily cap of 2 leads reached.',
      'A Agent C skipped: daily cap of 1 leads reached.',
      'Nobody in the round robin of rule “Team” can take the lead.',
      'Nobody of rule “Team” or its fallbacks can take the lead: the default rule decides.',
      'The default rule applies.',
      "A Agent A chosen: the listing's agent.",
    ])
  })

  it('offers a lead to a first-to-claim group for its window, then routes it on to the next fallback', async () => {
    const ruleId = await rule({
      name: 'Claim',
      target: { kind: 'claim', members: [a.agentB, a.agentC], windowMinutes: 15 },
      fallbacks: [{ kind: 'agent', agentId: a.agentC }],
    })
    const preview = await t.request('GET', '/api/properties/leads/initial-agent', {
      token: manager,
      query: { listing: a.listingSale },
    })
    expect(preview.body.data).toMatchObject({ agent: null, parent: null, notFound: false, pool: { windowMinutes: 15 } })
    const lead = await createLead()
    expect(lead.agent).toBeNull()
    expect(lead.texts).toEqual([
      'Rule “Claim” matched (no criteria: every lead).',
      'Sent to the lead pool for the first to claim among A Agent B, A Agent C, for 15 minutes.',
    ])
    const [row] = await t.db.query<any>(
      'select lead_id, is_in_free_pool, pool_member_ids, pool_fallback, free_pool_sla_end_date, sla_step from leads where id = $1',
      [lead.id],
    )
    expect(row).toMatchObject({
      is_in_free_pool: true,
      pool_member_ids: [a.agentB, a.agentC],
      pool_fallback: { kind: 'routing', ruleId, target: 1 },
      sla_step: 'pool',
    })
    expect((new Date(row.free_pool_sla_end_date).getTime() - Date.now()) / 60_000).toBeCloseTo(15, 0)

    // The SLA engine's pool end (its scheduler calls the hook routing registered, the row locked).
    const hook = poolEndHook('routing')!
    const now = new Date()
    const moved = await t.db.tx((tx) =>
      hook(
        tx,
        {
          id: lead.id,
          assetId: a.assetId,
          leadNumber: Number(row.lead_id),
          fallback: row.pool_fallback,
          memberIds: row.pool_member_ids,
          previousAgentId: null,
        },
        now,
      ),
    )
    expect(moved).toBe(true)
    const [after] = await t.db.query<any>(
      'select agent_id, is_in_free_pool, pool_member_ids, pool_fallback, initial_sla_end_date from leads where id = $1',
      [lead.id],
    )
    expect(after).toMatchObject({
      agent_id: a.agentC,
      is_in_free_pool: false,
      pool_member_ids: null,
      pool_fallback: null,
    })
    expect((new Date(after.initial_sla_end_date).getTime() - now.getTime()) / 60_000).toBeCloseTo(30, 0)
    const log = await api('GET', `/api/properties/leads/${lead.id}/routing-log`)
    expect(log.body.data).toHaveLength(2)
    expect(log.body.data[1].agent).toEqual({ _id: a.agentC, name: 'A Agent C' })
    expect(log.body.data[1].entries.map((e: any) => e.text)).toEqual([
      'Nobody claimed the lead within the window: routing goes on.',
      'Fallback 1 of rule “Claim” is tried.',
      'A Agent C chosen: the agent of rule “Claim”.',
    ])
    const [history] = await t.db.query(
      'select from_value, to_value, note from lead_history where lead_id = $1 and note is not null',
      [lead.id],
    )
    expect(history).toEqual({
      from_value: 'Lead Pool',
      to_value: a.agentC,
      note: 'Claim window ended unclaimed: routing rules',
    })
  })

  it('says why the rules did not apply to a lead assigned by hand', async () => {
    await rule({ name: 'All', target: { kind: 'agent', agentId: a.agentC } })
    const lead = await createLead({ isManualAssignment: true, agent: a.agentB })
    expect(lead.agent).toBe(a.agentB)
    expect(lead.texts).toEqual(['The agent was chosen by hand: routing rules apply only to automatic assignment.'])
  })

  it('never passes a daily cap under 20 concurrent creates through two rules sharing the agents', async () => {
    // Two rules whose groups hold the same agents in opposite orders: their creates run side by side (each
    // rule's turn row serializes only its own) and contend for the same agents' counts.
    for (const [name, members] of [
      ['Portal', [a.agentB, a.agentC]],
      ['Web', [a.agentC, a.agentB]],
    ] as const)
      await rule({
        name,
        criteria: { sources: [name] },
        target: {
          kind: 'roundRobin',
          members: members.map((agentId) => ({ agentId, weight: 1, dailyCap: agentId === a.agentB ? 3 : 2 })),
        },
      })
    const customers = Array.from({ length: 20 }, () => newId())
    for (const id of customers)
      await t.db.query(
        `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Con', 'Current', 'Client')`,
        [id, a.assetId],
      )
    const answers = await Promise.all(
      customers.map((customer, i) =>
        api(
          'POST',
          '/api/properties/leads',
          listingLeadBody(a, { customer, source: i % 2 ? 'Portal' : 'Web', remarks: 'capped' }),
        ),
      ),
    )
    expect(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([])
    const agents = answers.map((r) => names[r.body.data.agent])
    expect(agents.filter((n) => n === 'A Agent B')).toHaveLength(3)
    expect(agents.filter((n) => n === 'A Agent C')).toHaveLength(2)
    expect(agents.filter((n) => n === 'A Agent A')).toHaveLength(15)
    const counts = await t.db.query<{ agent_id: string; leads: number }>(
      'select agent_id, leads from routing_daily_counts order by leads desc',
    )
    expect(counts).toEqual([
      { agent_id: a.agentB, leads: 3 },
      { agent_id: a.agentC, leads: 2 },
    ])
  })
})

describe('the rules and their preview', () => {
  it('keeps the default rule: it cannot be deleted, turned off or given criteria; its target can change', async () => {
    const del = await api('DELETE', '/api/settings/lead-routing/rules/default')
    expect(del).toMatchObject({ status: 400, body: { message: 'The default rule cannot be deleted.' } })
    const off = await api('PUT', '/api/settings/lead-routing/rules/default', {
      name: 'Default',
      enabled: false,
      criteria: { sources: ['Bayut'] },
      target: { kind: 'standard' },
    })
    expect(off.status).toBe(400)
    expect(off.body.errors).toEqual([
      { path: 'enabled', message: 'The default rule cannot be turned off.' },
      { path: 'criteria', message: 'The default rule matches every lead: it cannot have criteria.' },
    ])
    const set = await api('PUT', '/api/settings/lead-routing/rules/default', {
      name: 'Default',
      target: { kind: 'agent', agentId: a.agentC },
    })
    expect(set.status).toBe(200)
    expect((await createLead()).agent).toBe(a.agentC)
    const [stored] = await t.db.query<{ id: string }>(
      'select id from routing_rules where asset_id = $1 and is_default',
      [a.assetId],
    )
    expect((await api('DELETE', `/api/settings/lead-routing/rules/${stored.id}`)).body.message).toBe(
      'The default rule cannot be deleted.',
    )
  })

  it('orders the rules, refuses a wrong order and names a wrong agent or too many fallbacks', async () => {
    const first = await rule({ name: 'First', target: { kind: 'agent', agentId: a.agentB } })
    const second = await rule({ name: 'Second', target: { kind: 'agent', agentId: a.agentC } })
    expect((await api('PUT', '/api/settings/lead-routing/order', { ids: [second, first] })).status).toBe(200)
    const list = await api('GET', '/api/settings/lead-routing')
    expect(list.body.data.rules.map((r: any) => r.name)).toEqual(['Second', 'First', 'Default'])
    expect(list.body.data.timeZone).toBe('Asia/Dubai')
    expect((await createLead()).agent).toBe(a.agentC)
    expect((await api('PUT', '/api/settings/lead-routing/order', { ids: [second] })).body.message).toBe(
      'The order must list every rule except the default once.',
    )
    const bad = await api('POST', '/api/settings/lead-routing/rules', {
      name: 'Bad',
      target: {
        kind: 'roundRobin',
        members: [
          { agentId: a.agentB, weight: 1 },
          { agentId: newId(), weight: 1 },
        ],
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'target.members.1.agentId', message: 'Agent does not exist or is disabled.' },
    ])
    const three = { kind: 'agent', agentId: a.agentB }
    const many = await api('POST', '/api/settings/lead-routing/rules', {
      name: 'Many',
      target: three,
      fallbacks: [three, three, three],
    })
    expect(many.body.errors).toEqual([{ path: 'fallbacks', message: 'A rule has at most two fallbacks.' }])
  })

  it('previews a sample lead (and the form’s initial-agent) without advancing turns or counting caps', async () => {
    await rule({
      name: 'Bayut',
      criteria: { sources: ['Bayut'] },
      target: {
        kind: 'roundRobin',
        members: [
          { agentId: a.agentB, weight: 1, dailyCap: 1 },
          { agentId: a.agentC, weight: 1 },
        ],
      },
    })
    for (let i = 0; i < 2; i++) {
      const res = await api('POST', '/api/settings/lead-routing/test', { source: 'Bayut', listing: a.listingSale })
      expect(res.status).toBe(200)
      expect(res.body.data.agent).toEqual({ _id: a.agentB, name: 'A Agent B' })
      expect(res.body.data.log.map((e: any) => e.text)).toEqual([
        'Rule “Bayut” matched.',
        'A Agent B chosen: next in the round robin of rule “Bayut” (weight 1, lead 1 of 1 today).',
      ])
      const preview = await t.request('GET', '/api/properties/leads/initial-agent', {
        token: manager,
        query: { listing: a.listingSale, source: 'Bayut' },
      })
      expect(preview.body.data).toMatchObject({
        agent: { _id: a.agentB, name: 'A Agent B' },
        parent: null,
        notFound: false,
      })
    }
    const none = await api('POST', '/api/settings/lead-routing/test', { source: 'Website' })
    expect(none.body.data.agent).toBeNull()
    expect(none.body.data.log.map((e: any) => e.text).slice(-2)).toEqual([
      'The lead has no listing agent and no project agents.',
      'No agent found automatically: choose one by hand.',
    ])
    expect(await t.db.query('select * from routing_turns')).toEqual([])
  })

  it('reads working hours in the asset’s time zone from its basic settings, Asia/Dubai while it names none', async () => {
    const tz = async (basic: unknown) => {
      await t.db.query(`update assets set settings = jsonb_set(settings, '{basic}', $2::jsonb) where id = $1`, [
        a.assetId,
        JSON.stringify(basic),
      ])
      return (await api('GET', '/api/settings/lead-routing')).body.data.timeZone
    }
    expect(await tz({ timeZone: '' })).toBe('Asia/Dubai')
    expect(await tz({ timeZone: 'Europe/London' })).toBe('Europe/London')
    await tz({ timeZone: '' })
  })

  it('shows a lead’s routing log only to those who may see the lead', async () => {
    await rule({ name: 'All', target: { kind: 'agent', agentId: a.agentC } })
    const lead = await createLead()
    const asAgent = await t.request('GET', `/api/properties/leads/${lead.id}/routing-log`, { token: agent })
    expect(asAgent.status).toBe(404)
    expect((await t.request('GET', `/api/properties/leads/${lead.id}/routing-log`, { token: null })).status).toBe(401)
    const settings = await t.request('PUT', `/api/settings/lead-routing/agents/${a.agentC}/availability`, {
      token: agent,
      body: { paused: true, workingHours: null },
    })
    expect(settings.status).toBe(403)
  })
})
