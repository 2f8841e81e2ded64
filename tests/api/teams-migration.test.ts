import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Migration 1301 on a database from before departments and groups were records: each member's department
 * name and group names become records of their asset, which the member then points at (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

it("turns members' department and group names into records of their asset", async () => {
  const sql = fs.readFileSync(new URL('../../src/server/db/migrations/1301_teams.sql', import.meta.url), 'utf8')
  const conversion = sql.slice(sql.indexOf('-- Existing members keep'), sql.indexOf("-- A customer's review"))
  // the columns as they were before 1301, with names in them
  await t.db.exec(
    `alter table team_members add column department jsonb, add column groups text[] not null default '{}'`,
  )
  const [a, b] = await t.db.query<{ id: string; asset_id: string }>(
    `select id, asset_id from team_members where creator_id is null order by name limit 2`,
  )
  const [other] = await t.db.query<{ id: string; asset_id: string }>(
    `select id, asset_id from team_members where asset_id <> $1 limit 1`,
    [a.asset_id],
  )
  await t.db.query(
    `update team_members set department = '{"name": "Old Sales", "translations": {}}', groups = '{Villas,Old Plan}' where id = any($1)`,
    [[a.id, b.id, other.id]],
  )
  await t.db.exec(conversion)
  const rows = await t.db.query<{
    id: string
    asset_id: string
    department: string
    department_asset: string
    groups: string[]
  }>(
    `select m.id, m.asset_id, d.name as department, d.asset_id as department_asset,
            array(select g.name from team_groups g where g.id = any(m.group_ids) and g.asset_id = m.asset_id order by g.name) as groups
       from team_members m join departments d on d.id = m.department_id where m.id = any($1)`,
    [[a.id, b.id, other.id]],
  )
  expect(rows).toHaveLength(3)
  for (const r of rows)
    expect(r).toMatchObject({ department: 'Old Sales', department_asset: r.asset_id, groups: ['Old Plan', 'Villas'] })
  // one record per name and asset, shared by the members who named it
  const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from departments where name = 'Old Sales'`)
  expect(n.n).toBe(2)
  const cols = await t.db.query(
    `select column_name from information_schema.columns where table_name = 'team_members' and column_name in ('department', 'groups')`,
  )
  expect(cols).toEqual([])
})
