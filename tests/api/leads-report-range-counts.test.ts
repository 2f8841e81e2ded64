import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportQuerySchema } from '../../src/domain/leads/reportFilter.ts'
import { testAgentIds } from '../../src/server/leads/report/counts.ts'
import { reportWhere } from '../../src/server/leads/report/where.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertLead } from './helpers/leadFixtures.ts'

/**
 * The report's total over a date range comes from the per-day counters (lead_report_day_counts, 0405:
 * status, agents, SLA stage) or the per-month counters (lead_report_month_counts, 0406: status, stage,
 * market, contact type, source, input source, SLA stage; test agents subtracted) plus direct counts of
 * the partial periods at the range's ends. It must equal a direct count of the report's WHERE, in zones
 * whose midnight is not UTC's, for leads at the edges of days and months, and after the counted columns
 * (and who is a test agent) change.
 */
let t: TestApp
let admin: string
let assetId: string
let agentId: string
const ZONES = ['UTC', 'Asia/Dubai', 'Asia/Kolkata', 'America/New_York']
const FILTERS: Array<Record<string, unknown>> = [
  {},
  { status: ['Open'] },
  { slaStage: ['Initial'] },
  { slaStage: ['Lead Pool', 'Manager'], status: ['Closed'] },
]

async function direct(query: Record<string, unknown>, timeZone: string): Promise<number> {
  const w = reportWhere(reportQuerySchema.parse(query), {
    assetId,
    timeZone,
    testAgentIds: await testAgentIds(t.db, assetId),
    visibility: { scope: 'asset', agentId: null },
  })
  const [r] = await t.db.query<{ n: number }>(`select count(*)::int as n from leads l where ${w}`, w.params)
  return Number(r.n)
}

async function expectTotalsAgree(queries: Array<Record<string, unknown>>) {
  for (const timeZone of ZONES)
    for (const query of queries) {
      const res = await t.request('GET', '/api/properties/leads', {
        token: admin,
        headers: { 'X-Timezone': timeZone },
        query: { filter: { limit: 1, query } },
      })
      const label = `${timeZone} ${JSON.stringify(query)}`
      expect(res.status, label).toBe(200)
      expect(res.body.meta.total, label).toBe(await direct(query, timeZone))
    }
}

const presets = ['Today', 'Yesterday', 'This Month', 'Last Month', 'This Year'].flatMap((datePreset) =>
  FILTERS.map((f) => ({ ...f, datePreset })),
)
// the month counters' dimensions, alone and mixed with status and the SLA stage, test agents excluded or not
const DIMENSIONS: Array<Record<string, unknown>> = [
  { market: ['Off Plan'], contactType: ['Buyer'] },
  { market: ['Secondary', 'General'], status: ['Open'] },
  { stage: ['New', 'Qualified'], inputSource: ['Website', 'Portal'] },
  { source: ['Website'], slaStage: ['Initial'], excludeTestAgents: false },
  { contactType: ['Tenant'], slaStage: ['Lead Pool', 'Manager'], market: ['General'] },
]
const monthPresets = ['This Month', 'Last Month', 'This Year', 'Last Year'].flatMap((datePreset) =>
  DIMENSIONS.map((f) => ({ ...f, datePreset })),
)

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
  assetId = (await demoAssetIds(t.db)).first
  const [a] = await t.db.query<{ agent_id: string }>(
    'select agent_id from leads where asset_id = $1 and agent_id is not null group by 1 order by count(*) desc limit 1',
    [assetId],
  )
  agentId = a.agent_id
  // leads at the edges of UTC days and of local days, down to the microsecond
  const now = new Date()
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  // leads at the edges of UTC months (this one and the last), with every market, some of a test agent
  const [testAgent] = await t.db.query<{ id: string }>(
    'select id from team_members where asset_id = $1 and is_test limit 1',
    [assetId],
  )
  const [project] = await t.db.query<{ id: string }>('select id from projects where asset_id = $1 limit 1', [assetId])
  const [listing] = await t.db.query<{ id: string }>('select id from listings where asset_id = $1 limit 1', [assetId])
  for (const monthStart of [
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1),
  ])
    for (const [i, shift] of ['0 seconds', '-1 microsecond', '1 microsecond', '-4 hours', '5 hours'].entries()) {
      const { id } = await insertLead(t.db, assetId, {
        agentId: i % 2 ? testAgent.id : agentId,
        contactType: 'Buyer',
        projectId: i === 0 ? null : project.id,
        listingId: i === 1 ? listing.id : null,
        stage: 'New',
        inputSource: 'Website',
        isAccepted: true,
        acceptedAt: new Date(monthStart),
        initialSlaEndDate: new Date(monthStart + 3_600_000),
      })
      await t.db.query(`update leads set data_source_created_at = $2::timestamptz + $3::interval where id = $1`, [
        id,
        new Date(monthStart).toISOString(),
        shift,
      ])
    }
  const edges = [
    '0 seconds',
    '-1 microsecond',
    '1 microsecond',
    '-4 hours',
    '-5 hours -30 minutes',
    '5 hours',
    '-1 day -1 microsecond',
    '-1 day',
  ]
  for (const [i, shift] of edges.entries()) {
    const { id } = await insertLead(t.db, assetId, {
      agentId: i % 2 ? agentId : null,
      status: i % 3 ? 'Open' : 'Closed',
      initialSlaEndDate: new Date(midnight - 3_600_000),
      freePoolSlaEndDate: new Date(midnight),
      isAccepted: true,
      acceptedAt: new Date(midnight - 7_200_000),
    })
    await t.db.query(`update leads set data_source_created_at = $2::timestamptz + $3::interval where id = $1`, [
      id,
      new Date(midnight).toISOString(),
      shift,
    ])
  }
})
afterAll(() => t?.close())

describe('date range totals from the day counters', () => {
  it('equal a direct count for every preset, zone and status/SLA filter', async () => {
    expect(await direct({ datePreset: 'This Year' }, 'UTC')).toBeGreaterThan(100)
    await expectTotalsAgree(presets)
  })

  it('for custom ranges open at either end, one day, and an agent', async () => {
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10)
    await expectTotalsAgree([
      { dateFrom: day(-40 * 86_400_000) },
      { dateTo: day(-3 * 86_400_000), status: ['Open'] },
      { dateFrom: day(-86_400_000), dateTo: day(-86_400_000) },
      { dateFrom: day(-86_400_000), dateTo: day(0), slaStage: ['Initial', 'Lead Pool'] },
      { datePreset: 'This Month', agents: [agentId] },
      { datePreset: 'This Month', excludeTestAgents: false },
    ])
  })

  it('with market, contact type, source, stage and input source, from the month counters, for every preset and zone', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from leads where asset_id = $1 and agent_id in (select id from team_members where is_test) and data_source_created_at >= now() - interval '1 year'`,
      [assetId],
    )
    expect(n, 'test agents have leads to subtract').toBeGreaterThan(0)
    expect(await direct({ datePreset: 'Last Year', contactType: ['Buyer'] }, 'UTC')).toBeGreaterThan(10)
    await expectTotalsAgree(monthPresets)
  })

  it('with the month counters for custom ranges across month edges, open at either end, within one month', async () => {
    const date = (months: number, day: number) => {
      const d = new Date()
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day)).toISOString().slice(0, 10)
    }
    await expectTotalsAgree(
      [
        { dateFrom: date(-3, 15), dateTo: date(-1, 15) },
        { dateFrom: date(-1, 1), dateTo: date(0, 1) },
        { dateFrom: date(-14, 1) },
        { dateTo: date(-2, 0) },
        { dateFrom: date(-2, 3), dateTo: date(-2, 20) },
      ].flatMap((range) => DIMENSIONS.map((f) => ({ ...f, ...range }))),
    )
  })

  it('after the counted columns change (created at, status, agent, acceptance, deletion)', async () => {
    const some = (mod: number) => `asset_id = $1 and lead_id % ${mod} = 0`
    await t.db.query(
      `update leads set data_source_created_at = data_source_created_at - interval '1 day 3 hours' where ${some(7)}`,
      [assetId],
    )
    await t.db.query(
      `update leads set status = case when status = 'Open' then 'Closed' else 'Open' end where ${some(5)}`,
      [assetId],
    )
    await t.db.query(`update leads set agent_id = $2 where ${some(11)}`, [assetId, agentId])
    await t.db.query(
      `update leads set is_accepted = true, accepted_at = initial_sla_end_date where ${some(3)} and not is_accepted`,
      [assetId],
    )
    await t.db.query(`update leads set deleted_at = now() where ${some(13)}`, [assetId])
    await expectTotalsAgree(presets.filter((q) => q.datePreset !== 'Yesterday'))
  })

  it('with the month counters after market, contact type, stage, input source and test agents change', async () => {
    const some = (mod: number) => `asset_id = $1 and lead_id % ${mod} = 0`
    const [project] = await t.db.query<{ id: string }>('select id from projects where asset_id = $1 limit 1', [assetId])
    await t.db.query(`update leads set project_id = case when project_id is null then $2::uuid end where ${some(7)}`, [
      assetId,
      project.id,
    ])
    await t.db.query(
      `update leads set contact_type = case when contact_type = 'Buyer' then 'Tenant' else 'Buyer' end where ${some(5)}`,
      [assetId],
    )
    await t.db.query(`update leads set stage = 'Qualified', input_source = 'Portal' where ${some(11)}`, [assetId])
    await t.db.query(
      `update leads set data_source_created_at = data_source_created_at - interval '20 days' where ${some(4)}`,
      [assetId],
    )
    await t.db.query(`update leads set deleted_at = now() where ${some(17)}`, [assetId])
    await t.db.query(`update team_members set is_test = not is_test where asset_id = $1 and id = $2`, [
      assetId,
      agentId,
    ])
    await expectTotalsAgree(monthPresets.filter((q) => q.datePreset !== 'This Month'))
  })
})
