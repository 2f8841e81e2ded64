import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/server/clock.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * A lead escalated to a manager (no agent until they assign it) is in that manager's lead scope: their
 * leads report (rows and totals, from the counters or the rows), the lead's detail and editor; not an agent's.
 */
const MIN = 60_000
let t: TestApp
let clock: ManualClock
let f: AssetFixture
let manager: string
let agent: string
let ana: { token: string; member: string }
let leadId: string
let leadNumber: number

beforeAll(async () => {
  clock = new ManualClock()
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  f = (await leadEditorFixtures(t.db)).a
  ;({ manager, agent } = await t.demo())
  ana = await slaUser(t, 'ana@escalated-scope.test', 'Ana Escalated')
  await t.db.query('update assets set initial_sla_minutes = 30, pool_sla_minutes = 60 where id = $1', [f.assetId])
  const res = await t.request('POST', '/api/properties/leads', {
    token: manager,
    body: listingLeadBody(f, { agent: ana.member, isManualAssignment: true, source: 'Escalation Test' }),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  ;({ _id: leadId, leadID: leadNumber } = res.body.data)
  clock.set(new Date(Date.now() + 92 * MIN))
  await runDue(t.db, clock)
  const [l] = await t.db.query('select agent_id, escalated_to_ids from leads where id = $1', [leadId])
  expect(l.agent_id).toBeNull()
  expect(l.escalated_to_ids).toHaveLength(1)
})
afterAll(() => t?.close())

const report = (token: string, query: Record<string, unknown>) =>
  t.request('GET', '/api/properties/leads', { token, query: { filter: { limit: 100, query } } })

describe('a lead escalated to the manager', () => {
  // no filter (lead_report_counts), today (the day counters), a source (counted from the rows)
  for (const query of [{}, { datePreset: 'Today' }, { source: ['Escalation Test'] }])
    it(`is in the manager's leads report, its total too (${JSON.stringify(query)})`, async () => {
      const res = await report(manager, query)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const row = res.body.data.find((r: any) => r._id === leadId)
      expect(row, 'the escalated lead on the first page').toMatchObject({ leadID: leadNumber, agent: null })
      const all = await report(manager, { ...query, search: undefined })
      expect(all.body.meta.total).toBe(
        (await t.request('GET', '/api/properties/leads', { token: manager, query: { filter: { limit: -1, query } } }))
          .body.data.length,
      )
    })

  // the team's leads by agent name are read agent by agent (report/query.ts agentWalkIdsSql)
  for (const dir of [1, -1] as const)
    it(`is on the manager's report sorted by agent name (${dir === 1 ? 'first ascending' : 'last descending'}), as its total counts it`, async () => {
      const sorted = (page: number, limit: number) =>
        t.request('GET', '/api/properties/leads', {
          token: manager,
          query: { filter: { page, limit, sort: { agent: dir }, query: { source: ['Escalation Test'] } } },
        })
      const all = await sorted(1, 100)
      expect(all.status, JSON.stringify(all.body)).toBe(200)
      expect(all.body.data.map((r: any) => r._id)).toContain(leadId)
      expect(all.body.data).toHaveLength(all.body.meta.total)
      const total = all.body.meta.total
      const edge = dir === 1 ? await sorted(1, 1) : await sorted(total, 1)
      expect(edge.body.data.map((r: any) => r._id)).toEqual([leadId])
    })

  it("opens in the manager's lead detail and editor, not in an agent's", async () => {
    expect((await t.request('GET', `/api/properties/leads/${leadId}/details`, { token: manager })).status).toBe(200)
    expect((await t.request('GET', `/api/properties/leads/cms/${leadId}`, { token: manager })).status).toBe(200)
    expect((await t.request('GET', `/api/properties/leads/${leadId}/details`, { token: agent })).status).toBe(404)
    expect((await report(agent, {})).body.data.map((r: any) => r._id)).not.toContain(leadId)
  })
})
