import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { ManualClock } from '../../src/server/clock.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

// A first-to-claim group's window ending unclaimed, through the SLA engine's scheduler and its clock.
let t: TestApp
let clock: ManualClock
let a: AssetFixture
let manager: string
beforeAll(async () => {
  clock = new ManualClock()
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  ;({ a } = await leadEditorFixtures(t.db))
  manager = await t.login('manager@demo.test')
})
afterAll(() => t?.close())
beforeEach(async () => {
  clock.set(new Date())
  await t.db.query('delete from routing_rules where asset_id = $1', [a.assetId])
  await t.db.query('update team_members set routing_paused = false where asset_id = $1', [a.assetId])
})

async function claimRule(fallbacks: unknown[]) {
  const res = await t.request('POST', '/api/settings/lead-routing/rules', {
    token: manager,
    body: { name: 'Claim', target: { kind: 'claim', members: [a.agentB, a.agentC], windowMinutes: 15 }, fallbacks },
  })
  expect(res.status).toBe(201)
}

async function poolLead(listing: string) {
  const customer = newId()
  await t.db.query(
    `insert into customers (id, asset_id, first_name, last_name, type) values ($1, $2, 'Pia', 'Pooled', 'Client')`,
    [customer, a.assetId],
  )
  const res = await t.request('POST', '/api/properties/leads', {
    token: manager,
    body: listingLeadBody(a, { customer, listing }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id as string
}

const lead = async (id: string) =>
  (
    await t.db.query<any>(
      'select agent_id, is_in_free_pool, pool_member_ids, escalated_to_ids from leads where id = $1',
      [id],
    )
  )[0]
const logTexts = async (id: string) =>
  (
    await t.db.query<{ entries: Array<{ text: string }> }>(
      'select entries from lead_routing_logs where lead_id = $1 order by created_at',
      [id],
    )
  ).map((g) => g.entries.map((e) => e.text))

it('gives the lead to the rule’s next fallback when nobody of the group claims it within the window', async () => {
  await claimRule([{ kind: 'agent', agentId: a.agentC }])
  const id = await poolLead(a.listingSale)
  clock.advance(14 * 60_000)
  await runDue(t.db, clock)
  expect(await lead(id)).toMatchObject({ agent_id: null, is_in_free_pool: true, pool_member_ids: [a.agentB, a.agentC] })
  clock.advance(2 * 60_000)
  await runDue(t.db, clock)
  expect(await lead(id)).toMatchObject({
    agent_id: a.agentC,
    is_in_free_pool: false,
    pool_member_ids: null,
    escalated_to_ids: null,
  })
  expect((await logTexts(id))[1]).toEqual([
    'Nobody claimed the lead within the window: routing goes on.',
    'Fallback 1 of rule “Claim” is tried.',
    'A Agent C chosen: the agent of rule “Claim”.',
  ])
})

it('leaves the lead to the engine’s escalation when nobody is found after the window', async () => {
  await claimRule([{ kind: 'agent', agentId: a.agentC }])
  const id = await poolLead(a.listingNoAgent)
  await t.db.query('update team_members set routing_paused = true where id = $1', [a.agentC])
  clock.advance(16 * 60_000)
  await runDue(t.db, clock)
  const after = await lead(id)
  expect(after.agent_id).toBeNull()
  expect(after.is_in_free_pool).toBe(false)
  expect(after.escalated_to_ids?.length).toBeGreaterThan(0)
  expect((await logTexts(id))[1].slice(-4)).toEqual([
    'The default rule applies.',
    'The lead has no listing agent and no project agents.',
    'No agent found automatically: choose one by hand.',
    'The lead goes to the manager to assign.',
  ])
})

it('ends the group’s pool when the lead is assigned in the editor, so a later pool is everyone’s and no routing resumes', async () => {
  await claimRule([{ kind: 'agent', agentId: a.agentC }])
  const id = await poolLead(a.listingSale)
  const admin = await t.login('admin@demo.test')
  await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: a.assetId } })
  const read = await t.request('GET', `/api/properties/leads/cms/${id}`, { token: admin })
  expect(read.status).toBe(200)
  const saved = await t.request('PATCH', `/api/properties/leads/cms/${id}`, {
    token: admin,
    body: { ...read.body.data, agent: a.agentB, isManualAssignment: true },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(await lead(id)).toMatchObject({ agent_id: a.agentB, is_in_free_pool: false, pool_member_ids: null })
  expect((await t.db.query('select pool_fallback from leads where id = $1', [id]))[0].pool_fallback).toBeNull()
})

it('tells the next group’s agents the lead entered the pool when the first group’s window ends', async () => {
  const ana = await slaUser(t, 'ana@routing-handover.test', 'Ana Handover')
  const ben = await slaUser(t, 'ben@routing-handover.test', 'Ben Handover')
  const res = await t.request('POST', '/api/settings/lead-routing/rules', {
    token: manager,
    body: {
      name: 'Two groups',
      target: { kind: 'claim', members: [ana.member], windowMinutes: 15 },
      fallbacks: [{ kind: 'claim', members: [ben.member], windowMinutes: 15 }],
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const id = await poolLead(a.listingSale)
  const told = async () =>
    (
      await t.db.query<{ user_id: string }>(
        `select user_id from notifications where kind = 'lead_in_pool' and (lead_id = $1 or $1 = any(lead_ids))`,
        [id],
      )
    ).map((r) => r.user_id)
  expect(await told()).toEqual([ana.userId])
  clock.advance(16 * 60_000)
  await runDue(t.db, clock)
  expect(await lead(id)).toMatchObject({ agent_id: null, is_in_free_pool: true, pool_member_ids: [ben.member] })
  // the second group is told once; the first group was told when the lead was theirs
  expect((await told()).sort()).toEqual([ana.userId, ben.userId].sort())
})
