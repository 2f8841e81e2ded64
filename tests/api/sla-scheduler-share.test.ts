import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/server/clock.ts'
import type { Db, Queryable } from '../../src/server/db/db.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent } from './helpers/leadFixtures.ts'

// The SLA engine's bar: moving thousands of due leads must leave the report's answer times as they were. With two
// batches at a time the scheduler's statements took both cores of the machine (the report's p95 tripled while
// 10,000 leads moved): it now runs one transaction at a time and lets waiting requests run between batches.
describe('the SLA scheduler beside requests', () => {
  let t: TestApp
  let clock: ManualClock
  beforeAll(async () => {
    clock = new ManualClock()
    t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  })
  afterAll(() => t?.close())

  it('moves a crowd of due leads one transaction at a time', async () => {
    const { first } = await demoAssetIds(t.db)
    const agent = await insertAgent(t.db, first, 'Crowd Agent')
    const n = 300 // two batches
    await t.db.query(
      `insert into leads (id, asset_id, lead_id, agent_id, source, initial_sla_end_date, free_pool_sla_end_date)
       select gen_random_uuid(), $1, 7000000 + g, $2, 'Crowd', now() + interval '1 minute', now() + interval '1 hour' from generate_series(1, $3::int) g`,
      [first, agent, n],
    )
    // their initial end passed
    clock.set(new Date(Date.now() + 2 * 60_000))
    const db = t.db as { tx: <T>(fn: (q: Queryable) => Promise<T>) => Promise<T> }
    const tx = db.tx
    let open = 0
    let most = 0
    let batches = 0
    db.tx = async <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => {
      most = Math.max(most, ++open)
      batches++
      try {
        return await tx.call<Db, [typeof fn], Promise<T>>(t.db, fn)
      } finally {
        open--
      }
    }
    try {
      expect(await runDue(t.db, clock)).toBeGreaterThanOrEqual(n) // and any demo lead due by then
      expect(batches).toBeGreaterThan(1)
      expect(most).toBe(1)
    } finally {
      db.tx = tx
    }
    const [{ left }] = await t.db.query<{ left: number }>(
      `select count(*)::int as left from leads where source = 'Crowd' and not is_in_free_pool`,
    )
    expect(left).toBe(0)
  })
})
