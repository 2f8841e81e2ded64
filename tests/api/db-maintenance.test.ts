import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintainTables } from '../../src/server/db/maintenance.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The embedded engine runs no autovacuum, so its planner's statistics were whatever the
 * last ANALYZE left (none at all on a database seeded before the seed analyzed): maintainTables is its
 * autovacuum (npm start runs it at start and every minute), with autovacuum's thresholds.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const stats = async (table: string) =>
  (
    await t.db.query<{ reltuples: number; analyzed: boolean }>(
      `select c.reltuples::int as reltuples, (s.last_analyze is not null or s.last_autoanalyze is not null) as analyzed
       from pg_class c left join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
      [table],
    )
  )[0]

// On PostgreSQL the server's own autovacuum may get there first, so the counts below are the embedded engine's.
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'table maintenance (embedded engine; PostgreSQL runs autovacuum)',
  () => {
    it('analyzes tables whose rows changed past the threshold, and only those, so the planner sees what is there', async () => {
      const { first } = await demoAssetIds(t.db)
      await maintainTables(t.db) // whatever the copied test database had due
      const before = await stats('leads')
      // Many writes, as a busy agency makes them: 3,000 new leads.
      await t.db.query(
        `insert into leads (id, asset_id, lead_id, source, data_source_created_at)
       select gen_random_uuid(), $1, 90000000 + i, 'Maintenance', now() - make_interval(mins => i) from generate_series(1, 3000) i`,
        [first],
      )
      // Analyzed, and vacuumed too once the inserts pass autovacuum's insert threshold.
      expect((await maintainTables(t.db)).filter((op) => op.endsWith(' leads'))).toHaveLength(1)
      const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from leads')
      const after = await stats('leads')
      expect(after.reltuples).toBe(n)
      expect(after.reltuples).toBe(before.reltuples + 3000)
      expect(after.analyzed).toBe(true)
      // Nothing changed since: nothing to do.
      expect((await maintainTables(t.db)).filter((op) => op.endsWith(' leads'))).toEqual([])
    })

    it('vacuums a table whose rows were mostly replaced, and analyzes one never analyzed', async () => {
      await t.db.exec('create table maintenance_probe (id int primary key, v text)')
      await t.db.query(`insert into maintenance_probe select i, 'x' from generate_series(1, 1000) i`)
      expect(await maintainTables(t.db)).toContain('analyze maintenance_probe')
      await t.db.query(`update maintenance_probe set v = 'y'`)
      expect(await maintainTables(t.db)).toContain('vacuum (analyze) maintenance_probe')
      const [{ dead }] = await t.db.query<{ dead: number }>(
        `select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'maintenance_probe'`,
      )
      expect(dead).toBe(0)
    })
  },
)
