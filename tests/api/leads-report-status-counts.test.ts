import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent, insertLead } from './helpers/leadFixtures.ts'

/**
 * lead_report_status_counts (0904) gives the dashboard's figures and the report's totals by status, agent
 * and settled SLA stage: after every kind of write to leads it must equal a count of the leads themselves.
 */
let t: TestApp
let assetId: string
const S = `Stc${Math.random().toString(36).slice(2, 8)}`

// A key's count is the sum of its slots (migration 1400).
const kept = () =>
  t.db.query(
    `select asset_id, agent_id, sla_stage, status, sum(n)::int as n from lead_report_status_counts group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`,
  )
const recount = () =>
  t.db.query(`select asset_id, agent_id, sla_settled_stage as sla_stage, status, count(*)::int as n from leads
    where parent_id is null and deleted_at is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`)

beforeAll(async () => {
  t = await startTestApp()
  assetId = (await demoAssetIds(t.db)).first
})
afterAll(() => t?.close())

describe('status counters', () => {
  it('equal a recount of the leads after inserts, updates, moves, deletes', async () => {
    expect(await kept()).toEqual(await recount())
    const agent = await insertAgent(t.db, assetId, `${S} Agent`)
    const now = Date.now()
    const leads = []
    for (let i = 0; i < 6; i++) {
      leads.push(
        await insertLead(t.db, assetId, {
          source: S,
          agentId: i % 2 ? agent : null,
          initialSlaEndDate: new Date(now + (i - 3) * 3_600_000),
          freePoolSlaEndDate: new Date(now + 7_200_000),
        }),
      )
    }
    await t.db.query(`update leads set status = 'Closed' where id = $1`, [leads[0].id])
    await t.db.query(
      `update leads set is_accepted = true, accepted_at = now() where source = $1 and agent_id is not null`,
      [S],
    )
    await t.db.query(`update leads set agent_id = $1 where id = $2`, [agent, leads[2].id])
    await t.db.query(`update leads set parent_id = $1 where id = $2`, [leads[1].id, leads[3].id])
    await t.db.query(`update leads set deleted_at = now() where id = $1`, [leads[4].id])
    await t.db.query(`delete from leads where id = $1`, [leads[5].id])
    expect(await kept()).toEqual(await recount())
  })
})
