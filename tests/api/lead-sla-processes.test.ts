import { afterAll, beforeAll, expect, it } from 'vitest'
import { SLA_NOTES } from '../../src/domain/leads/pool.ts'
import { withServerProcess } from '../bench/serverProcess.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

// Two real server processes on one PostgreSQL: their schedulers share the due leads and never move one twice.
const onPostgres = !!process.env.TEST_DATABASE_URL
let t: TestApp

beforeAll(async () => {
  if (onPostgres) t = await startTestApp({ config: { slaTickSeconds: 0 } })
})
afterAll(() => t?.close())

it.skipIf(!onPostgres)(
  'two server processes move each of 2,000 due leads to the pool exactly once',
  { timeout: 120_000 },
  async () => {
    const [{ asset, agent }] = await t.db.query<{ asset: string; agent: string }>(
      `select m.asset_id as asset, m.id as agent from team_members m join users u on u.id = m.user_id where u.email = 'agent@demo.test'`,
    )
    // Due in a second, before the processes start: both take them in their first run, side by side.
    const ids = (
      await t.db.query<{ id: string }>(
        `insert into leads (id, asset_id, lead_id, agent_id, source, initial_sla_end_date, free_pool_sla_end_date)
       select gen_random_uuid(), $1, 9500000 + g, $2, 'SLA test', now() + interval '1 second', now() + interval '1 hour'
         from generate_series(1, 2000) g returning id`,
        [asset, agent],
      )
    ).map((r) => r.id)
    await new Promise((r) => setTimeout(r, 1000))
    const env = { DATABASE_URL: t.databaseUrl!, SLA_TICK_SECONDS: '1' }
    const allMoved = async () => {
      for (;;) {
        const [{ n }] = await t.db.query<{ n: number }>(
          `select count(*)::int as n from leads where id = any($1::uuid[]) and not is_in_free_pool`,
          [ids],
        )
        if (n === 0) return
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    await Promise.all([withServerProcess({ env }, allMoved), withServerProcess({ env }, allMoved)])
    const moves = await t.db.query<{ lead_id: string; n: number }>(
      `select lead_id, count(*)::int as n from lead_history where lead_id = any($1::uuid[]) and note = $2 group by lead_id`,
      [ids, SLA_NOTES.toPool],
    )
    expect(moves).toHaveLength(2000)
    expect(moves.every((m) => m.n === 1)).toBe(true)
    // each lead tells its lost agent and every agent who may claim it, each of them once (a notice names the leads
    // of one batch)
    const told = await t.db.query<{ n: number; users: number }>(
      `select count(*)::int as n, count(distinct user_id)::int as users from notifications, unnest(lead_ids) as named(id)
      where named.id = any($1::uuid[]) and kind = 'lead_in_pool' group by named.id`,
      [ids],
    )
    expect(told).toHaveLength(2000)
    expect(told[0].n).toBeGreaterThanOrEqual(1)
    expect(told.every((x) => x.n === x.users && x.n === told[0].n)).toBe(true)
  },
)
