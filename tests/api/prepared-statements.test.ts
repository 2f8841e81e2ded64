import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody } from './helpers/leadEditorFixtures.ts'

/**
 * Lead creates at scale: planning the create's statements took more of PostgreSQL's CPU than running
 * them (about 2 of 6 ms per create), so the hot path's statements are prepared once per pooled connection
 * and run from there on without being parsed and planned again.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements prepared once per connection (PostgreSQL)', () => {
  let t: TestApp
  let manager: string

  beforeAll(async () => {
    t = await startTestApp({ config: { slaTickSeconds: 0 } })
    ;({ manager } = await t.demo())
  })
  afterAll(() => t?.close())

  /** The prepared statements of every pooled connection of the server (all taken at once, none busy) and how often each ran. */
  async function preparedOnPool(): Promise<Array<{ statement: string; runs: number }>> {
    const pool = (t.db as unknown as { pool: pg.Pool }).pool
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()))
    try {
      const rows = await Promise.all(
        clients.map((c) =>
          c.query('select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements'),
        ),
      )
      return rows.flatMap((r) => r.rows)
    } finally {
      for (const c of clients) c.release()
    }
  }

  it("a lead create's session, reads and insert are prepared statements the next creates reuse", async () => {
    const { a } = await leadEditorFixtures(t.db)
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/api/properties/leads', { token: manager, body: listingLeadBody(a) })
      expect(res.status).toBe(201)
    }
    const statements = await preparedOnPool()
    const runs = (fragment: string) =>
      statements.filter((s) => s.statement.includes(fragment)).reduce((n, s) => n + s.runs, 0)
    // Every create ran its insert and its reads from a prepared statement; the session lookup ran for each request.
    expect(runs('with l as (\n         insert into leads')).toBe(3)
    expect(runs("select (select coalesce(json_agg(x), '[]') from (select 'customer' as field")).toBe(3)
    expect(runs('where s.token_hash = $1')).toBeGreaterThanOrEqual(3)
    // The lead number: creates arriving one at a time take one each.
    expect(runs('insert into asset_counters')).toBe(3)
  })
})
