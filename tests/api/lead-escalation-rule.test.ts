import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { ManualClock } from '../../src/server/clock.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { managerMember, slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * A lead nobody claimed escalates to somebody who can act on it (the escalation rule in
 * src/domain/leads/pool.ts): the previous agent's reportedTo when a person signs in as them, else the asset's lead
 * managers (LEAD_POOL_ASSIGN), else its super admins; never to nobody while one of them is a team member.
 */
const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let manager: string

beforeAll(async () => {
  clock = new ManualClock()
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  f = (await leadEditorFixtures(t.db)).a
  ;({ manager } = await t.demo())
  await t.db.query('update assets set initial_sla_minutes = 30, pool_sla_minutes = 60 where id = $1', [f.assetId])
})
afterAll(() => t?.close())
beforeEach(() => clock.set(new Date()))

/** A lead of the agent that nobody accepts or claims, run to its pool end: to whom it escalated, and who was told. */
async function escalateLeadOf(agent: string) {
  const res = await t.request('POST', '/api/properties/leads', {
    token: manager,
    body: listingLeadBody(f, { agent, isManualAssignment: true }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const id = res.body.data._id as string
  clock.advance(31 * MIN)
  await runDue(t.db, clock)
  clock.advance(61 * MIN)
  await runDue(t.db, clock)
  const [lead] = await t.db.query<{ escalated_to_ids: string[] }>('select escalated_to_ids from leads where id = $1', [
    id,
  ])
  const told = await t.db.query<{ id: string }>(
    `select m.id from notifications n join team_members m on m.user_id = n.user_id and m.asset_id = n.asset_id where n.lead_id = $1 and n.kind = 'lead_escalated'`,
    [id],
  )
  return { to: lead.escalated_to_ids, told: told.map((r) => r.id) }
}

it('passes over a reportedTo nobody signs in as, to the asset’s lead managers, who are told', async () => {
  const ana = await slaUser(t, 'ana@escalation.test', 'Ana Escalation')
  const nobody = newId()
  await t.db.query(
    `insert into team_members (id, asset_id, name, enabled) values ($1, $2, 'Manager Without Login', true)`,
    [nobody, f.assetId],
  )
  await t.db.query('update team_members set reported_to_id = $1 where id = $2', [nobody, ana.member])
  const { to, told } = await escalateLeadOf(ana.member)
  const leadManager = await managerMember(t)
  expect(to).toContain(leadManager)
  expect(to).not.toContain(nobody)
  expect(told).toContain(leadManager)
})

it('goes to the asset’s super admins when the agent reports to nobody and no role may assign pool leads', async () => {
  const ben = await slaUser(t, 'ben@escalation.test', 'Ben Escalation')
  await t.db.query('update team_members set reported_to_id = null where id = $1', [ben.member])
  const boss = await slaUser(t, 'boss@escalation.test', 'Bea Boss', 'SUPER_ADMIN')
  const roles = await t.db.query<{ id: string; permissions: string[] }>('select id, permissions from roles')
  await t.db.query(`update roles set permissions = array_remove(permissions, 'LEAD_POOL_ASSIGN')`)
  try {
    const { to, told } = await escalateLeadOf(ben.member)
    expect(to).toContain(boss.member)
    expect(told).toContain(boss.member)
  } finally {
    for (const r of roles) await t.db.query('update roles set permissions = $2 where id = $1', [r.id, r.permissions])
  }
})
