import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendDueReminders } from '../../src/server/activities/reminders.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let fb: AssetFixture
let tokens: { manager: string; admin: string; viewer: string }
let ana: { token: string; member: string }
let ben: { token: string; member: string }

beforeAll(async () => {
  clock = new ManualClock()
  // no reminder timer: the tests run the reminders themselves after moving the clock
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  ;({ a: f, b: fb } = await leadEditorFixtures(t.db))
  const demo = await t.demo()
  tokens = { manager: demo.manager, admin: demo.admin, viewer: demo.viewer }
  ;[ana, ben] = [
    await slaUser(t, 'ana@activities.test', 'Ana Agent'),
    await slaUser(t, 'ben@activities.test', 'Ben Agent'),
  ]
})
afterAll(() => t?.close())
beforeEach(() => clock.set(new Date()))

/** A lead assigned by hand to `agent` now (real time; the clock starts there too). */
async function leadFor(agent: string): Promise<string> {
  const res = await t.request('POST', '/api/properties/leads', {
    token: tokens.manager,
    body: listingLeadBody(f, { agent, isManualAssignment: true }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data._id
}
const leadRow = async (id: string) => (await t.db.query('select * from leads where id = $1', [id]))[0]
const log = (token: string, leadId: string, data: Record<string, unknown>) =>
  t.request('POST', `/api/properties/leads/${leadId}/activities`, { token, body: { data } })

describe('logging activities', () => {
  it("a call updates the lead's latest activity, last activity and contacted, and is in its timeline", async () => {
    const id = await leadFor(ana.member)
    clock.advance(12 * MIN)
    const res = await log(ana.token, id, {
      kind: 'call',
      outcome: 'answered',
      durationSeconds: 185,
      body: 'Wants a sea view',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      kind: 'call',
      outcome: 'answered',
      durationSeconds: 185,
      agent: { _id: ana.member, name: 'Ana Agent' },
      creator: { fullName: expect.any(String) },
    })
    const lead = await leadRow(id)
    expect(lead.is_contacted).toBe(true)
    expect(lead.latest_activity).toMatchObject({
      _id: res.body.data._id,
      type: 'call',
      outcome: 'answered',
      note: 'Wants a sea view',
      agent: 'Ana Agent',
    })
    expect(new Date(lead.last_activity_at).toISOString()).toBe(res.body.data.occurredAt)
    const list = await t.request('GET', `/api/properties/leads/${id}/activities`, { token: ana.token })
    expect(list.status).toBe(200)
    expect(list.body.data.map((a: any) => a._id)).toEqual([res.body.data._id])
  })

  it("the activity and the lead's update are one transaction: when the lead cannot be updated, no activity is kept", async () => {
    const id = await leadFor(ana.member)
    await t.db.query(`create function activities_test_refuse() returns trigger language plpgsql as $$ begin
      if new.id = '${id}' and new.latest_activity is distinct from old.latest_activity then raise exception 'refused by the test'; end if; return new; end $$`)
    await t.db.query(
      'create trigger activities_test_refuse before update on leads for each row execute function activities_test_refuse()',
    )
    try {
      const res = await log(ana.token, id, { kind: 'note', body: 'Never stored' })
      expect(res.status).toBe(500)
    } finally {
      await t.db.query('drop trigger activities_test_refuse on leads')
      await t.db.query('drop function activities_test_refuse()')
    }
    expect(await t.db.query('select id from lead_activities where lead_id = $1', [id])).toEqual([])
    expect((await leadRow(id)).latest_activity).toBeNull()
  })

  it("the first touch after assignment records the response times by the SLA engine's rule, once", async () => {
    const id = await leadFor(ana.member)
    clock.advance(3 * MIN)
    await log(ana.token, id, { kind: 'note', body: 'Read the enquiry' })
    expect((await leadRow(id)).response_times ?? {}).not.toHaveProperty('firstResponse')
    clock.advance(4 * MIN)
    expect((await log(ana.token, id, { kind: 'whatsapp', body: 'Hello from Ana' })).status).toBe(201)
    expect((await leadRow(id)).response_times).toMatchObject({ firstResponse: 7, firstWhatsapp: 7, firstContact: 7 })
    clock.advance(10 * MIN)
    await log(ana.token, id, { kind: 'call', outcome: 'no_answer' })
    const after = (await leadRow(id)).response_times
    expect(after).toMatchObject({ firstResponse: 7, firstWhatsapp: 7, firstContact: 7, firstCall: 17 })
    // accept keeps its own key beside them
    expect((await t.request('POST', `/api/properties/leads/${id}/accept`, { token: ana.token })).status).toBe(200)
    expect((await leadRow(id)).response_times).toMatchObject({ firstResponse: 7, firstCall: 17, acceptance: 17 })
  })

  it("another agent's touch is logged but is not the agent's response time", async () => {
    const id = await leadFor(ana.member)
    clock.advance(5 * MIN)
    expect((await log(tokens.manager, id, { kind: 'call', outcome: 'answered' })).status).toBe(201)
    const lead = await leadRow(id)
    expect(lead.is_contacted).toBe(true)
    expect(lead.response_times ?? {}).not.toHaveProperty('firstResponse')
  })
})

describe('who may see and write', () => {
  it("another asset's lead is not found, to read and to write", async () => {
    const [{ id: other }] = await t.db.query<{ id: string }>(
      `insert into leads (id, asset_id, lead_id, agent_id, customer_id) values (gen_random_uuid(), $1, 990001, $2, $3) returning id`,
      [fb.assetId, fb.agentA, fb.customer],
    )
    for (const res of [
      await t.request('GET', `/api/properties/leads/${other}/activities`, { token: tokens.manager }),
      await log(tokens.manager, other, { kind: 'note', body: 'x' }),
      await t.request('PATCH', `/api/properties/leads/${other}/follow-up`, {
        token: tokens.manager,
        body: { data: { followUpAt: new Date().toISOString() } },
      }),
    ])
      expect(res.status).toBe(404)
    expect(await t.db.query('select id from lead_activities where lead_id = $1', [other])).toEqual([])
  })

  it("an agent outside the lead's scope gets a 404; a viewer reads but may not write", async () => {
    const id = await leadFor(ana.member)
    const mine = await log(ana.token, id, { kind: 'note', body: 'Mine' })
    expect((await t.request('GET', `/api/properties/leads/${id}/activities`, { token: ben.token })).status).toBe(404)
    expect((await log(ben.token, id, { kind: 'note', body: 'Not mine' })).status).toBe(404)
    expect(
      (
        await t.request('PATCH', `/api/properties/leads/${id}/activities/${mine.body.data._id}`, {
          token: ben.token,
          body: { data: { body: 'x' } },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request('DELETE', `/api/properties/leads/${id}/activities/${mine.body.data._id}`, { token: ben.token }))
        .status,
    ).toBe(404)
    expect((await t.request('GET', `/api/properties/leads/${id}/activities`, { token: tokens.viewer })).status).toBe(
      200,
    )
    expect((await log(tokens.viewer, id, { kind: 'note', body: 'Viewer' })).status).toBe(403)
  })

  it('bad input is a 400 naming the field, and writes nothing', async () => {
    const id = await leadFor(ana.member)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'fax' }, 'kind'],
      [{ kind: 'call' }, 'outcome'],
      [{ kind: 'call', outcome: 'completed' }, 'outcome'],
      [{ kind: 'note' }, 'body'],
      [{ kind: 'call', outcome: 'answered', durationSeconds: -1 }, 'durationSeconds'],
      [{ kind: 'viewing', occurredAt: new Date().toISOString() }, 'listing'],
      [{ kind: 'viewing', listing: f.listingSale }, 'occurredAt'],
      [{ kind: 'viewing', listing: fb.listingSale, occurredAt: new Date().toISOString() }, 'listing'],
      [{ kind: 'note', body: 'x', feedback: 'y' }, 'feedback'],
      [
        { kind: 'call', outcome: 'answered', occurredAt: new Date(Date.now() + 86_400_000).toISOString() },
        'occurredAt',
      ],
    ]
    for (const [data, path] of cases) {
      const res = await log(ana.token, id, data)
      expect(res.status, JSON.stringify(data)).toBe(400)
      expect(
        res.body.errors.map((e: any) => e.path),
        JSON.stringify(data),
      ).toContain(path)
      expect(res.body.message).not.toMatch(/expected|invalid_/i)
    }
    expect(
      (await t.request('POST', `/api/properties/leads/${id}/activities`, { token: ana.token, body: { kind: 'note' } }))
        .status,
    ).toBe(400)
    expect(await t.db.query('select id from lead_activities where lead_id = $1', [id])).toEqual([])
  })
})

describe('viewings, follow-ups and reviews', () => {
  it('a scheduled viewing is reminded once, at the viewing setting lead time, across two scheduler runs', async () => {
    const id = await leadFor(ana.member)
    await t.db.query(
      `update assets set settings = jsonb_set(coalesce(settings, '{}'), '{viewing}', '{"durations":[30,45],"defaultDuration":45,"reminderMinutes":30}') where id = $1`,
      [f.assetId],
    )
    const at = new Date(clock.now().getTime() + 120 * MIN)
    const res = await log(ana.token, id, {
      kind: 'viewing',
      listing: f.listingSale,
      occurredAt: at.toISOString(),
      attendees: [{ name: 'Layla A' }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    // the setting's default duration, and a reminder 30 minutes before
    expect(res.body.data).toMatchObject({
      outcome: 'scheduled',
      durationSeconds: 45 * 60,
      listing: { reference: 'A-S-1' },
      remindAt: new Date(at.getTime() - 30 * MIN).toISOString(),
    })
    const reminders = () =>
      t.db.query(
        `select n.body from notifications n join team_members m on m.user_id = n.user_id where m.id = $1 and n.kind = 'viewing_reminder' and n.lead_id = $2`,
        [ana.member, id],
      )
    clock.advance(89 * MIN)
    await sendDueReminders(t.db, clock)
    expect(await reminders()).toHaveLength(0)
    clock.advance(2 * MIN)
    await Promise.all([sendDueReminders(t.db, clock), sendDueReminders(t.db, clock)])
    await sendDueReminders(t.db, clock)
    const sent = await reminders()
    expect(sent).toHaveLength(1)
    expect(sent[0].body).toContain('A-S-1 with Layla A starts in 29 minutes')
  })

  it("a viewing's outcome and feedback are recorded later; then the customer's review of the agent", async () => {
    const id = await leadFor(ana.member)
    const v = await log(ana.token, id, {
      kind: 'viewing',
      project: f.project,
      unit: '1204',
      occurredAt: new Date(clock.now().getTime() + 60 * MIN).toISOString(),
    })
    expect(v.status, JSON.stringify(v.body)).toBe(201)
    // a review needs a completed viewing or a qualified lead
    const early = await t.request('POST', `/api/properties/leads/${id}/reviews`, {
      token: ana.token,
      body: { data: { rating: 5, category: 'viewing', viewing: v.body.data._id } },
    })
    expect(early.status).toBe(400)
    expect(early.body.errors[0].path).toBe('viewing')
    const done = await t.request('PATCH', `/api/properties/leads/${id}/activities/${v.body.data._id}`, {
      token: ana.token,
      body: { data: { outcome: 'completed', feedback: 'Loved the balcony' } },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.data).toMatchObject({
      outcome: 'completed',
      feedback: 'Loved the balcony',
      remindAt: null,
      project: { _id: f.project },
      unit: '1204',
    })
    const review = await t.request('POST', `/api/properties/leads/${id}/reviews`, {
      token: ana.token,
      body: { data: { rating: 0, category: 'unresponsive', viewing: v.body.data._id } },
    })
    expect(review.status, JSON.stringify(review.body)).toBe(201)
    expect(review.body.data).toMatchObject({
      subjectType: 'Viewing',
      subjectId: id,
      viewing: v.body.data._id,
      agent: { _id: ana.member },
      rating: 0,
    })
    const again = await t.request('POST', `/api/properties/leads/${id}/reviews`, {
      token: ana.token,
      body: { data: { rating: 4, category: 'viewing', viewing: v.body.data._id } },
    })
    expect(again.status).toBe(409)
    const listed = await t.request('GET', `/api/properties/leads/${id}/reviews`, { token: ana.token })
    expect(listed.body.data.map((r: any) => r._id)).toEqual([review.body.data._id])
  })

  it('follow-ups: set on a lead, listed for its agent as overdue or due today, counted on the dashboard', async () => {
    const overdue = await leadFor(ana.member)
    const today = await leadFor(ana.member)
    const set = (id: string, at: Date | null) =>
      t.request('PATCH', `/api/properties/leads/${id}/follow-up`, {
        token: ana.token,
        body: { data: { followUpAt: at?.toISOString() ?? null } },
      })
    const now = clock.now().getTime()
    expect((await set(overdue, new Date(now - 90 * MIN))).status).toBe(200)
    const inAMinute = new Date(now + MIN)
    expect((await set(today, inAMinute)).body.data.followUpAt).toBe(inAMinute.toISOString())
    expect((await set(today, null)).body.data.followUpAt).toBeNull()
    await set(today, inAMinute)
    expect(
      (
        await t.request('PATCH', `/api/properties/leads/${today}/follow-up`, {
          token: ana.token,
          body: { data: { followUpAt: 'soon' } },
        })
      ).body.errors[0].path,
    ).toBe('followUpAt')

    const list = await t.request('GET', '/api/properties/leads/follow-ups', {
      token: ana.token,
      headers: { 'x-timezone': 'UTC' },
    })
    expect(list.status).toBe(200)
    expect(list.body.data.overdue.map((l: any) => l._id)).toEqual([overdue])
    // due today unless the minute crosses midnight UTC
    if (inAMinute.getUTCDate() === new Date(now).getUTCDate())
      expect(list.body.data.today.map((l: any) => l._id)).toEqual([today])
    // another agent's follow-ups are theirs
    expect(
      (await t.request('GET', '/api/properties/leads/follow-ups', { token: ben.token })).body.data.overdue,
    ).toEqual([])

    const stats = await t.request('GET', '/api/dashboard/stats', { token: ana.token, headers: { 'x-timezone': 'UTC' } })
    expect(stats.body.data.agenda).toMatchObject({
      overdueFollowUps: { value: 1, href: '/leads/follow-ups' },
      viewingsToday: { value: expect.any(Number), href: '/leads/follow-ups' },
    })
  })

  it('removing the latest activity gives the lead the one before as its latest', async () => {
    const id = await leadFor(ana.member)
    const first = await log(ana.token, id, { kind: 'email', body: 'Brochure sent' })
    clock.advance(MIN)
    const second = await log(ana.token, id, { kind: 'call', outcome: 'busy' })
    expect((await leadRow(id)).latest_activity._id).toBe(second.body.data._id)
    expect(
      (
        await t.request('DELETE', `/api/properties/leads/${id}/activities/${second.body.data._id}`, {
          token: ana.token,
        })
      ).status,
    ).toBe(200)
    expect((await leadRow(id)).latest_activity).toMatchObject({ _id: first.body.data._id, type: 'email' })
    const list = await t.request('GET', `/api/properties/leads/${id}/activities`, { token: ana.token })
    expect(list.body.data.map((a: any) => a._id)).toEqual([first.body.data._id])
  })
})
