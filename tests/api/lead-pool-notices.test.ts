import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/server/clock.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { POOL_LINK } from '../../src/server/leads/sla/poolNotices.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { managerMember, slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * "Lead entered the pool" goes to every agent who may claim the lead (and the agent who lost it), with
 * their e-mail copy when they opted in; not to users who cannot claim; the manager is told of the escalation.
 */
const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let manager: string
let ana: { token: string; member: string; userId: string }
let ben: { token: string; member: string; userId: string }
let vic: { token: string; member: string; userId: string }

beforeAll(async () => {
  clock = new ManualClock()
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  f = (await leadEditorFixtures(t.db)).a
  ;({ manager } = await t.demo())
  ana = await slaUser(t, 'ana@pool-notices.test', 'Ana Notice')
  ben = await slaUser(t, 'ben@pool-notices.test', 'Ben Notice')
  // a team member whose role cannot claim pool leads
  vic = await slaUser(t, 'vic@pool-notices.test', 'Vic Viewer', 'VIEWER')
  await t.db.query('update users set notification_emails = true where id = $1', [ben.userId])
  await t.db.query('update assets set initial_sla_minutes = 30, pool_sla_minutes = 60 where id = $1', [f.assetId])
})
afterAll(() => t?.close())
beforeEach(() => clock.set(new Date()))

// the notices naming a lead: a pool notice may name several (lead_ids), the others name one (lead_id)
const told = (leadId: string, kind = 'lead_in_pool') =>
  t.db.query<{ user_id: string; link: string; email_status: string | null }>(
    'select user_id, link, email_status from notifications where (lead_id = $1 or $1 = any(lead_ids)) and kind = $2',
    [leadId, kind],
  )

describe('Lead entered the pool', () => {
  it('tells every agent who may claim it and the agent who lost it, once each, in their e-mail choice', async () => {
    const res = await t.request('POST', '/api/properties/leads', {
      token: manager,
      body: listingLeadBody(f, { agent: ana.member, isManualAssignment: true }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const id = res.body.data._id
    clock.advance(31 * MIN)
    await runDue(t.db, clock)
    const rows = await told(id)
    const users = rows.map((r) => r.user_id)
    expect(users).toEqual(expect.arrayContaining([ana.userId, ben.userId]))
    expect(users).not.toContain(vic.userId)
    expect(new Set(users).size).toBe(users.length)
    expect(rows.every((r) => r.link === POOL_LINK)).toBe(true)
    expect(rows.find((r) => r.user_id === ben.userId)!.email_status).not.toBeNull()
    expect(rows.find((r) => r.user_id === ana.userId)!.email_status).toBeNull()

    clock.advance(61 * MIN)
    await runDue(t.db, clock)
    const [m] = await t.db.query<{ user_id: string }>('select user_id from team_members where id = $1', [
      await managerMember(t),
    ])
    expect((await told(id, 'lead_escalated')).map((r) => r.user_id)).toEqual([m.user_id])
  })

  it('tells each person once for the leads one run puts in the pool, naming them', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/properties/leads', {
        token: manager,
        body: listingLeadBody(f, { agent: ana.member, isManualAssignment: true }),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      ids.push(res.body.data._id)
    }
    const numbers = (
      await t.db.query<{ lead_id: string }>('select lead_id from leads where id = any($1::uuid[]) order by lead_id', [
        ids,
      ])
    ).map((r) => r.lead_id)
    clock.advance(31 * MIN)
    await runDue(t.db, clock)
    const notices = await t.db.query<{
      user_id: string
      title: string
      body: string
      lead_id: string | null
      lead_ids: string[]
      link: string
    }>(
      `select user_id, title, body, lead_id, lead_ids, link from notifications where kind = 'lead_in_pool' and lead_ids && $1::uuid[]`,
      [ids],
    )
    const users = notices.map((n) => n.user_id)
    expect(users).toEqual(expect.arrayContaining([ana.userId, ben.userId]))
    expect(users).not.toContain(vic.userId)
    expect(new Set(users).size).toBe(users.length)
    for (const n of notices) {
      expect([...n.lead_ids].sort()).toEqual([...ids].sort())
      expect(n.lead_id).toBeNull()
      expect(n.link).toBe(POOL_LINK)
      expect(n.title).toBe('5 leads entered the pool')
      expect(n.body).toBe(
        `Leads ${numbers.slice(0, 3).join(', ')} and 2 more are in the lead pool: the first agent to claim one gets it.`,
      )
    }
  })

  it('tells the agents of a lead sent to the pool from the form', async () => {
    const res = await t.request('POST', '/api/properties/leads', {
      token: manager,
      body: listingLeadBody(f, { agent: null, isManualAssignment: true, sendToPool: true }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const users = (await told(res.body.data._id)).map((r) => r.user_id)
    expect(users).toEqual(expect.arrayContaining([ana.userId, ben.userId]))
    expect(users).not.toContain(vic.userId)
  })
})
