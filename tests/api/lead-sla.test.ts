import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HIDDEN_CUSTOMER, POOL_EVENTS, SLA_MESSAGES, SLA_NOTES } from '../../src/domain/leads/pool.ts'
import { buildApp } from '../../src/server/app.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { loadConfig } from '../../src/server/config.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { managerMember, slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let tokens: { manager: string; admin: string }
let ana: { token: string; member: string }
let ben: { token: string; member: string }
let cem: { token: string; member: string }

beforeAll(async () => {
  clock = new ManualClock()
  // The timer is off: the tests run the scheduler themselves after moving the clock.
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  f = (await leadEditorFixtures(t.db)).a
  const demo = await t.demo()
  tokens = { manager: demo.manager, admin: demo.admin }
  ;[ana, ben, cem] = [
    await slaUser(t, 'ana@sla.test', 'Ana Agent'),
    await slaUser(t, 'ben@sla.test', 'Ben Agent'),
    await slaUser(t, 'cem@sla.test', 'Cem Agent'),
  ]
  await t.db.query('update assets set initial_sla_minutes = 30, pool_sla_minutes = 60 where id = $1', [f.assetId])
})
afterAll(() => t?.close())
// Leads are created at the real time: each test starts the clock there.
beforeEach(() => clock.set(new Date()))

/** A lead the manager assigns by hand to `agent`, whose initial period starts now (real time; the clock started then too). */
async function leadFor(agent: string): Promise<{ id: string; leadID: number }> {
  const res = await t.request('POST', '/api/properties/leads', {
    token: tokens.manager,
    body: listingLeadBody(f, { agent, isManualAssignment: true }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.data._id, leadID: res.body.data.leadID }
}

const lead = async (id: string) => (await t.db.query('select * from leads where id = $1', [id]))[0]
const history = (id: string) =>
  t.db.query<{ from_value: string; to_value: string; note: string | null }>(
    `select from_value, to_value, note from lead_history where lead_id = $1 and kind = 'assignment' order by created_at, note nulls first`,
    [id],
  )
const notes = (userEmailOrMember: string, kind: string, leadId: string) =>
  t.db.query(
    `select n.title from notifications n join team_members m on m.user_id = n.user_id where m.id = $1 and n.kind = $2 and n.lead_id = $3`,
    [userEmailOrMember, kind, leadId],
  )
async function tick(minutes: number) {
  clock.advance(minutes * MIN)
  await runDue(t.db, clock)
}

describe('the SLA cycle', () => {
  it('an unaccepted lead warns its agent, goes to the pool at the initial end, then to the manager, who assigns it', async () => {
    const l = await leadFor(ana.member)
    const awaiting = await t.request('GET', '/api/properties/leads/awaiting-acceptance', { token: ana.token })
    expect(awaiting.body.data.map((x: any) => x._id)).toContain(l.id)

    await tick(26)
    expect(await notes(ana.member, 'sla_warning', l.id)).toHaveLength(1)
    expect((await lead(l.id)).agent_id).toBe(ana.member)

    await tick(5)
    const inPool = await lead(l.id)
    expect(inPool).toMatchObject({ is_in_free_pool: true, agent_id: null, pool_left_agent_id: ana.member })
    expect((await history(l.id)).at(-1)).toEqual({
      from_value: ana.member,
      to_value: 'Lead Pool',
      note: SLA_NOTES.toPool,
    })
    expect(await notes(ana.member, 'lead_in_pool', l.id)).toHaveLength(1)
    const late = await t.request('POST', `/api/properties/leads/${l.id}/accept`, { token: ana.token })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(SLA_MESSAGES.leftToPool)
    const pool = await t.request('GET', '/api/properties/leads/pool', { token: ben.token })
    expect(pool.status).toBe(200)
    expect(pool.body.data.find((x: any) => x._id === l.id)).toMatchObject({
      leadID: l.leadID,
      canClaim: true,
      previousAgent: 'Ana Agent',
      customerName: 'Layla A',
    })

    await tick(61)
    const escalated = await lead(l.id)
    const manager = await managerMember(t)
    expect(escalated).toMatchObject({ is_in_free_pool: false, agent_id: null, escalated_to_ids: [manager] })
    expect((await history(l.id)).at(-1)).toMatchObject({ from_value: 'Lead Pool', to_value: 'Manager' })
    expect((await history(l.id)).at(-1)!.note).toMatch(/^Free-pool SLA ended unclaimed: escalated to /)
    expect(await notes(manager, 'lead_escalated', l.id)).toHaveLength(1)
    const claim = await t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: ben.token })
    expect(claim.status).toBe(409)
    expect(claim.body.message).toBe(SLA_MESSAGES.poolEnded)

    const list = await t.request('GET', '/api/properties/leads/escalated', { token: tokens.manager })
    expect(list.body.data.map((x: any) => x._id)).toContain(l.id)
    const assign = await t.request('POST', `/api/properties/leads/${l.id}/pool-assign`, {
      token: tokens.manager,
      body: { data: { agent: ben.member } },
    })
    expect(assign.status, JSON.stringify(assign.body)).toBe(200)
    expect(await lead(l.id)).toMatchObject({
      agent_id: ben.member,
      is_assigned_from_lead_pool: true,
      escalated_to_ids: null,
      sla_step: null,
    })
    const details = await t.request('GET', `/api/properties/leads/${l.id}/details`, { token: tokens.admin })
    expect(details.body.data.leadSLAStage).toBe('Manager')
    expect(await notes(ben.member, 'lead_assigned', l.id)).toHaveLength(1)
  })

  it('the agent accepts in the initial period (response time recorded) and marks contacted; the lead then stays', async () => {
    const l = await leadFor(ana.member)
    clock.advance(10 * MIN)
    const other = await t.request('POST', `/api/properties/leads/${l.id}/accept`, { token: ben.token })
    expect([403, 404]).toContain(other.status)
    const ok = await t.request('POST', `/api/properties/leads/${l.id}/accept`, { token: ana.token })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.data).toMatchObject({ isAccepted: true, responseTimes: { acceptance: 10 } })
    expect(new Date(ok.body.data.acceptedAt).getTime()).toBe(clock.now().getTime())
    const again = await t.request('POST', `/api/properties/leads/${l.id}/accept`, { token: ana.token })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(SLA_MESSAGES.alreadyAccepted)
    const contacted = await t.request('POST', `/api/properties/leads/${l.id}/contacted`, { token: ana.token })
    expect(contacted.body.data).toMatchObject({
      isContacted: true,
      responseTimes: { acceptance: 10, firstContact: 10 },
    })
    await tick(200)
    expect(await lead(l.id)).toMatchObject({ agent_id: ana.member, is_in_free_pool: false, sla_step: null })
  })

  it('the first claim wins with a new initial period; the next gets "already claimed by"; the lost agent is told', async () => {
    const l = await leadFor(ana.member)
    await tick(31)
    const before = clock.now().getTime()
    const won = await t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: ben.token })
    expect(won.status, JSON.stringify(won.body)).toBe(200)
    expect(new Date(won.body.data.initialSlaEndDate).getTime()).toBe(before + 30 * MIN)
    expect(await lead(l.id)).toMatchObject({
      agent_id: ben.member,
      is_claimed_from_pool: true,
      is_in_free_pool: false,
      sla_step: 'warn',
    })
    expect((await history(l.id)).at(-1)).toEqual({
      from_value: 'Lead Pool',
      to_value: ben.member,
      note: SLA_NOTES.claimed('Ben Agent'),
    })
    const lost = await t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: cem.token })
    expect(lost.status).toBe(409)
    expect(lost.body.message).toBe('This lead was already claimed by Ben Agent.')
    expect(await notes(ana.member, 'lead_claimed', l.id)).toHaveLength(1)
    // The claimer must accept in the new period like any agent.
    expect((await t.request('POST', `/api/properties/leads/${l.id}/accept`, { token: ben.token })).status).toBe(200)
  })

  it('50 concurrent claims on one lead: exactly one winner, every other told who has it', async () => {
    const l = await leadFor(ana.member)
    await tick(31)
    const claimers = [ben, cem, ana]
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: claimers[i % 3].token }),
      ),
    )
    const won = answers.filter((r) => r.status === 200)
    expect(won).toHaveLength(1)
    const winner = won[0].body.data.agent
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(49).fill(`This lead was already claimed by ${winner.name}.`),
    )
    expect(await lead(l.id)).toMatchObject({ agent_id: winner._id })
    expect((await history(l.id)).filter((h) => h.from_value === 'Lead Pool')).toHaveLength(1)
  })

  it('a group lead is claimed only by its members; a hidden customer name reads as hidden', async () => {
    const l = await leadFor(ana.member)
    await tick(31)
    await t.db.query('update leads set pool_member_ids = $2 where id = $1', [l.id, [cem.member]])
    const setting = await t.request('PATCH', '/api/settings/lead-setting', {
      token: tokens.manager,
      body: { data: { hidePoolCustomerNames: true } },
    })
    expect(setting.body.data).toMatchObject({ hidePoolCustomerNames: true, initialSlaMinutes: 30 })
    try {
      const seen = await t.request('GET', '/api/properties/leads/pool', { token: ben.token })
      expect(seen.body.data.map((x: any) => x._id)).not.toContain(l.id)
      const forBen = await t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: ben.token })
      expect(forBen.status).toBe(403)
      expect(forBen.body.message).toBe(SLA_MESSAGES.notPoolMember)
      const forCem = await t.request('GET', '/api/properties/leads/pool', { token: cem.token })
      expect(forCem.body.data.find((x: any) => x._id === l.id)).toMatchObject({
        customerName: HIDDEN_CUSTOMER,
        canClaim: true,
      })
      expect((await t.request('POST', `/api/properties/leads/${l.id}/claim`, { token: cem.token })).status).toBe(200)
    } finally {
      await t.db.query('update assets set hide_pool_customer_names = false where id = $1', [f.assetId])
    }
  })

  it('sent to the pool from the form, the pool period starts at once', async () => {
    const res = await t.request('POST', '/api/properties/leads', {
      token: tokens.manager,
      body: listingLeadBody(f, { agent: null, sendToPool: true, isManualAssignment: true }),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const pool = await t.request('GET', '/api/properties/leads/pool', { token: ben.token })
    expect(pool.body.data.map((x: any) => x._id)).toContain(res.body.data._id)
    expect((await lead(res.body.data._id)).sla_step).toBe('pool')
  })

  it('a lead whose pool also ended before the scheduler looked is announced as leaving the pool, so the escalated lists read again', async () => {
    const l = await leadFor(ana.member)
    // one run after both ends: the lead goes through the pool to the manager at once
    await tick(31 + 120)
    expect((await lead(l.id)).escalated_to_ids).not.toBeNull()
    const events = await t.db.query<{ payload: { ids: string[] } }>(
      `select payload from events where kind = $1 order by id desc limit 20`,
      [POOL_EVENTS.left],
    )
    expect(events.some((e) => e.payload.ids?.includes(l.id))).toBe(true)
  })

  it('a server started after deadlines passed catches up at start', async () => {
    const l = await leadFor(ana.member)
    const later = new ManualClock(new Date(clock.now().getTime() + 31 * MIN))
    // Another process on the same database starting up with the time moved on: its first run moves the lead.
    const app2 = await buildApp(
      {
        db: t.db,
        config: { ...loadConfig({}), dataDir: t.dataDir, logLevel: 'silent', clock: later, slaTickSeconds: 0 },
      },
      { logger: false },
    )
    await app2.ready()
    await app2.close()
    expect(await lead(l.id)).toMatchObject({ is_in_free_pool: true, agent_id: null })
    expect((await history(l.id)).filter((h) => h.note === SLA_NOTES.toPool)).toHaveLength(1)
  })

  // PostgreSQL only: PGlite has one connection, so the held lock would hold the starting server's every query.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a server whose catch-up takes long starts at once and finishes it before it stops',
    async () => {
      const l = await leadFor(ana.member)
      const later = new ManualClock(new Date(clock.now().getTime() + 31 * MIN))
      const app2 = await buildApp(
        {
          db: t.db,
          config: { ...loadConfig({}), dataDir: t.dataDir, logLevel: 'silent', clock: later, slaTickSeconds: 0 },
        },
        { logger: false },
      )
      // Another transaction keeps the leads from being taken, as a long backlog would: the server starts all the same
      // (it waited for its first run, and failed to start when that took over 10 s).
      let release!: () => void
      let taken!: () => void
      const held = new Promise<void>((r) => (release = r))
      const lockTaken = new Promise<void>((r) => (taken = r))
      const locked = t.db.tx(async (q) => {
        await q.query('lock table leads in exclusive mode')
        taken()
        await held
      })
      await lockTaken
      await app2.ready()
      expect(await lead(l.id)).toMatchObject({ is_in_free_pool: false, agent_id: ana.member })
      release()
      await locked
      await app2.close()
      expect(await lead(l.id)).toMatchObject({ is_in_free_pool: true, agent_id: null })
    },
  )
})

describe('callers without a team member', () => {
  it('are told no lead can be theirs (409), not refused a key they have', async () => {
    const l = await leadFor(ana.member)
    for (const action of ['accept', 'contacted', 'claim']) {
      const res = await t.request('POST', `/api/properties/leads/${l.id}/${action}`, { token: tokens.admin })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(SLA_MESSAGES.noAgent)
    }
  })
})
