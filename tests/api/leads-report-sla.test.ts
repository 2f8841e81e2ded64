import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLA_STAGES, slaStageFilterSql, slaStageSql, type SlaStage } from '../../src/domain/leads/sla.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent, insertLead } from './helpers/leadFixtures.ts'

/**
 * The report's SLA stage filter runs over the stored stage (leads.sla_settled_stage, migration 0403)
 * and its totals over counters and split counts; the definition is slaStageSql, on the lead's own
 * columns. On a grid of every SLA situation (dates around now, accepted before, between and after the
 * ends, claimed, assigned from the pool), before and after updates of those columns, the filter's rows
 * and the report's totals must equal the definition's.
 */
let t: TestApp
let admin: string
let assetId: string
let agentId: string
const S = `Sla${Math.random().toString(36).slice(2, 8)}`
const CRM = `Xq${S}`
const min = 60_000

const STAGE_SETS: SlaStage[][] = [['Initial'], ['Lead Pool'], ['Manager'], ['Initial', 'Lead Pool'], [...SLA_STAGES]]

async function definition(stages: SlaStage[], extra = 'true'): Promise<number[]> {
  const rows = await t.db.query<{ lead_id: number }>(
    `select lead_id from leads l where l.asset_id = $1 and l.source = $2 and l.parent_id is null and l.deleted_at is null
       and (${stages.map((s) => slaStageSql(s)).join(' or ')}) and ${extra} order by 1`,
    [assetId, S],
  )
  return rows.map((r) => Number(r.lead_id))
}

async function storedFilter(stages: SlaStage[]): Promise<number[]> {
  const rows = await t.db.query<{ lead_id: number }>(
    `select lead_id from leads l where l.asset_id = $1 and l.source = $2 and l.parent_id is null and l.deleted_at is null
       and ${slaStageFilterSql(stages, '$3')} order by 1`,
    [assetId, S, stages],
  )
  return rows.map((r) => Number(r.lead_id))
}

const report = (query: Record<string, unknown>) =>
  t.request('GET', '/api/properties/leads', {
    token: admin,
    query: { filter: { limit: -1, query: { source: [S], ...query } } },
  })

async function expectReportAgrees() {
  for (const stages of STAGE_SETS) {
    expect(await storedFilter(stages), stages.join('+')).toEqual(await definition(stages))
    // the totals: counters (no date), split count (with a date range), with status, agent and search text
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'true'],
      [{ status: ['Open'] }, "l.status = 'Open'"],
      [{ agents: [agentId], status: ['Open'] }, `l.status = 'Open' and l.agent_id = '${agentId}'`],
      [{ datePreset: 'This Year' }, 'true'],
      [{ datePreset: 'This Year', status: ['Closed'] }, "l.status = 'Closed'"],
      [{ search: CRM }, `l.source_data_id like '${CRM}%'`],
      [{ search: CRM, datePreset: 'This Year' }, `l.source_data_id like '${CRM}%'`],
      // a word of the source, in other case: the counters of the sources it matches
      [{ search: S.slice(1).toUpperCase() }, 'true'],
    ]
    for (const [query, extra] of cases) {
      const res = await report({ ...query, slaStage: stages })
      const label = `${stages.join('+')} ${JSON.stringify(query)}`
      expect(res.status, label).toBe(200)
      const want = await definition(stages, extra)
      expect(
        res.body.data.map((r: any) => r.leadID).sort((a: number, b: number) => a - b),
        label,
      ).toEqual(want)
      expect(res.body.meta.total, label).toBe(want.length)
    }
  }
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
  assetId = (await demoAssetIds(t.db)).first
  agentId = await insertAgent(t.db, assetId, `${S} Agent`)
  const now = Date.now()
  const at = (ms: number) => new Date(now + ms)
  // initial and pool ends relative to now: none, initial only, both ahead, pool running, both past
  const dates: Array<[Date | null, Date | null]> = [
    [null, null],
    [at(30 * min), null],
    [at(30 * min), at(90 * min)],
    [at(-30 * min), at(90 * min)],
    [at(-90 * min), at(-30 * min)],
  ]
  let no = 9_500_000 + Math.floor(Math.random() * 400_000)
  let k = 0
  for (const [initial, pool] of dates) {
    const ref = initial ?? at(-60 * min)
    const end = pool ?? at(60 * min)
    // not accepted; accepted without a time; accepted before, at, between, at the pool end, after
    const accepted: Array<[boolean, Date | null]> = [
      [false, null],
      [true, null],
      [true, new Date(ref.getTime() - min)],
      [true, ref],
      [true, new Date(ref.getTime() + 1)],
      [true, end],
      [true, new Date(end.getTime() + 1)],
    ]
    for (const [isAccepted, acceptedAt] of accepted)
      for (const isClaimedFromPool of [false, true])
        for (const isAssignedFromLeadPool of [false, true]) {
          k++
          await insertLead(t.db, assetId, {
            leadId: no++,
            source: S,
            sourceDataId: k % 3 === 0 ? `${CRM}-${k}` : `C-${k}`,
            status: k % 2 ? 'Open' : 'Closed',
            agentId: k % 4 < 2 ? agentId : null,
            initialSlaEndDate: initial,
            freePoolSlaEndDate: pool,
            isAccepted,
            acceptedAt,
            isClaimedFromPool,
            isAssignedFromLeadPool,
          })
        }
  }
})
afterAll(() => t?.close())

describe('SLA stage filter over the stored stage', () => {
  it('selects and counts exactly the leads of the definition', async () => {
    for (const s of SLA_STAGES) expect((await definition([s])).length, s).toBeGreaterThan(0)
    await expectReportAgrees()
  })

  it('still does after updates of the acceptance, the dates and the flags', async () => {
    const leads = `asset_id = $1 and source = $2`
    // accept the not-accepted ones at now (some inside a window), un-accept the accepted ones
    await t.db.query(
      `update leads set is_accepted = not is_accepted, accepted_at = case when is_accepted then accepted_at else now() end where ${leads} and lead_id % 3 = 0`,
      [assetId, S],
    )
    await t.db.query(`update leads set accepted_at = null where ${leads} and lead_id % 5 = 1`, [assetId, S])
    // move the windows: the initial end an hour later, the pool end an hour earlier; drop the pool end of some
    await t.db.query(
      `update leads set initial_sla_end_date = initial_sla_end_date + interval '1 hour', free_pool_sla_end_date = free_pool_sla_end_date - interval '1 hour' where ${leads} and lead_id % 3 = 1`,
      [assetId, S],
    )
    await t.db.query(`update leads set free_pool_sla_end_date = null where ${leads} and lead_id % 7 = 2`, [assetId, S])
    await t.db.query(
      `update leads set is_claimed_from_pool = not is_claimed_from_pool, is_assigned_from_lead_pool = not is_assigned_from_lead_pool where ${leads} and lead_id % 4 = 3`,
      [assetId, S],
    )
    await t.db.query(`update leads set status = 'Closed' where ${leads} and lead_id % 6 = 5`, [assetId, S])
    await expectReportAgrees()
  })

  it('and after soft deletes and re-parenting (the counters follow)', async () => {
    const [parent] = await t.db.query<{ id: string }>(
      'select id from leads where asset_id = $1 and source = $2 order by lead_id limit 1',
      [assetId, S],
    )
    await t.db.query(`update leads set deleted_at = now() where asset_id = $1 and source = $2 and lead_id % 11 = 4`, [
      assetId,
      S,
    ])
    await t.db.query(
      `update leads set parent_id = $3 where asset_id = $1 and source = $2 and lead_id % 13 = 6 and id <> $3`,
      [assetId, S, parent.id],
    )
    await expectReportAgrees()
  })
})
