import { spawn } from 'node:child_process'
import os from 'node:os'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'
import { SLA_NOTES } from '../../src/domain/leads/pool.ts'
import { BENCH_APP, benchConnection } from './leadCreates.ts'
import { recordingDb, replay, waves, type Statement } from './scale/recorder.ts'
import { cpuMs, demoLogin, withServerProcess } from './serverProcess.ts'

/**
 * The SLA scheduler at a crowd of deadlines: 10,000 leads (default) of one agent, created over the last hours, reach
 * their initial SLA end at the same instant on the million-lead PostgreSQL; the server's scheduler (1 s tick;
 * `npm start`'s server in its own process, so the bench's requests and watch never share its event loop) moves them
 * all to the pool (history, the agents' notifications, the pool event) while the default leads report is requested
 * one at a time. Prints how long after the deadline the last lead moved, and the report's p50/p95 before (10 s
 * after the leads are written, before they are due), beside another process keeping one core busy (a loop with no
 * database work, at normal priority and at nice 19: what any use of a core costs the report on this machine), and
 * during the move, with the load average and the CPU the server process and the database took: the request as the
 * client sees it (API), and beside each request the
 * report's own statements replayed straight on the database, wave after wave as the server ran them (SQL: the
 * report queries' time with their round trips, without the HTTP server), and the time the database itself took
 * to plan and run them (DB: EXPLAIN ANALYZE's planning and execution, the longest of each wave): what the moves
 * change in the queries themselves, apart from the round trips of processes that share the machine's two cores
 * with them. The bench's leads and what they wrote are deleted at the end.
 *   BENCH_DATABASE_URL=postgres://…/leads_bench npm run bench -- sla-deadlines [leads, default 10000]
 */
export default async function slaDeadlinesBench(args: string[]) {
  const n = Number(args[0] ?? 10_000)
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/leads_bench'
  const db = await openPostgres(benchConnection(url), 10)
  await migrate(db)
  const [{ total }] = await db.query<{ total: number }>('select count(*)::bigint as total from leads')
  const [agent] = await db.query<{ id: string; asset_id: string }>(
    `select m.id, m.asset_id from team_members m join users u on u.id = m.user_id and u.enabled where m.deleted_at is null order by m.name limit 1`,
  )
  const started = new Date()
  let ids: string[] = []
  try {
    await withServerProcess({ env: { DATABASE_URL: url, SLA_TICK_SECONDS: '1' } }, async (base, server) => {
      // the CPU the server process and its database backends (not the bench's own) took in a phase, as a share of one core
      const backends = async () =>
        (
          await db.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and application_name <> $1',
            [BENCH_APP],
          )
        ).map((r) => r.pid)
      const cpuNow = async () => ({
        at: performance.now(),
        server: cpuMs(server.pid!),
        db: new Map((await backends()).map((pid) => [pid, cpuMs(pid)])),
      })
      const share = async (from: Awaited<ReturnType<typeof cpuNow>>) => {
        const to = await cpuNow()
        const dbMs = [...to.db].reduce((ms, [pid, now]) => ms + now - (from.db.get(pid) ?? 0), 0)
        const pct = (ms: number) => `${Math.round((ms * 100) / (to.at - from.at))}%`
        return `server process ${pct(to.server - from.server)}, database ${pct(dbMs)} of a core`
      }
      const token = await demoLogin(base, 'admin@demo.test')
      const reportPath = `/api/properties/leads?filter=${encodeURIComponent(JSON.stringify({ page: 1, limit: 20, query: {} }))}`
      const statements = await reportStatements(db, reportPath)
      const timeReports = async (until: () => boolean) => {
        const api: number[] = []
        const sql: number[] = []
        const inDb: number[] = []
        while (!until()) {
          const t0 = performance.now()
          const res = await fetch(base + reportPath, { headers: { authorization: `Bearer ${token}` } })
          await res.arrayBuffer()
          api.push(performance.now() - t0)
          sql.push(await replay(db, statements))
          inDb.push(await databaseTime(db, statements))
        }
        return { api, sql, inDb }
      }

      // The leads first, created over the last hours (one a second) as leads arrive, all due 40 s after the insert
      // begins (the trigger schedules them; warnings are past, so straight to the initial end). The report is
      // timed before and during on the same leads: they are the newest, so its first page shows them. (Timed
      // before the insert, and the leads all created in the same instant, the page read 20 leads before and the
      // 10,000 tied ones during: 1.05 -> 3.77 ms per statement, which was the bench's, not the moves'.)
      const [{ due }] = await db.query<{ due: Date }>(`select now() + interval '40 seconds' as due`)
      ids = (
        await db.query<{ id: string }>(
          `insert into leads (id, asset_id, lead_id, agent_id, source, initial_sla_end_date, free_pool_sla_end_date, created_at, data_source_created_at)
           select gen_random_uuid(), $1, 900000000 + g, $2, 'SLA bench', $3, $3::timestamptz + interval '1 hour', now() - g * interval '1 second', now() - g * interval '1 second'
             from generate_series(1, $4::int) g returning id`,
          [agent.asset_id, agent.id, due, n],
        )
      ).map((r) => r.id)
      // The report before, for 10 s (less when a busy machine took long to insert), with nothing else of the bench running.
      const quietUntil = Math.min(Date.now() + 10_000, due.getTime() - 15_000)
      const cpuBefore = await cpuNow()
      const before = await timeReports(() => Date.now() >= quietUntil)
      const usedBefore = await share(cpuBefore)
      const loadBefore = os.loadavg()[0]
      // The machine's floor: the report while another process keeps one core busy (a loop, no database work),
      // at the moves' priority and at the lowest, each for about as long as the moves take. What the moves cost
      // the report beyond this is theirs; up to it, any process using a core here costs as much.
      const busyFor = (ms: number) => {
        const until = Math.min(Date.now() + ms, due.getTime() - 1_000)
        return () => Date.now() >= until
      }
      const busy = await withBusyCore(0, () => timeReports(busyFor(7_000)))
      const busyNice = await withBusyCore(19, () => timeReports(busyFor(7_000)))
      const dueAt = Math.max(due.getTime(), Date.now())
      await new Promise((r) => setTimeout(r, dueAt - Date.now()))
      let movedAt = 0
      const watch = (async () => {
        for (;;) {
          // the leads still due at the deadline, through the scheduler's own index: probing all 10,000 ids every
          // 100 ms was a load of the bench's own on the database the report shares
          const [{ left }] = await db.query<{ left: number }>(
            'select count(*)::int as left from leads where sla_due_at = $1',
            [due],
          )
          if (left === 0) {
            movedAt = Date.now()
            return
          }
          await new Promise((r) => setTimeout(r, 100))
        }
      })()
      const cpuDuring = await cpuNow()
      const during = await timeReports(() => movedAt > 0)
      const usedDuring = await share(cpuDuring)
      await watch
      const loadDuring = os.loadavg()[0]
      const [{ moves }] = await db.query<{ moves: number }>(
        `select count(*)::int as moves from lead_history where lead_id = any($1::uuid[]) and note = $2`,
        [ids, SLA_NOTES.toPool],
      )
      const pct = (xs: number[], p: number) =>
        xs.length
          ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))].toFixed(1)
          : '-'
      console.log(
        `SLA deadlines on PostgreSQL (${Number(total).toLocaleString('en')} leads): ${n.toLocaleString('en')} leads of one agent reach their initial end at once`,
      )
      console.log(
        `  all moved to the pool ${((movedAt - dueAt) / 1000).toFixed(1)} s after the deadline (scheduler tick 1 s, batches of 250); ${moves} moves recorded`,
      )
      const line = (t: { api: number[]; sql: number[]; inDb: number[] }) =>
        `API p50 ${pct(t.api, 50)} p95 ${pct(t.api, 95)} ms, SQL p50 ${pct(t.sql, 50)} p95 ${pct(t.sql, 95)} ms, DB p50 ${pct(t.inDb, 50)} p95 ${pct(t.inDb, 95)} ms`
      console.log(
        `  report first page before: ${line(before)}  (${before.api.length} requests, load average ${loadBefore.toFixed(1)}; ${usedBefore})`,
      )
      console.log(`  report first page beside a busy core: ${line(busy)}  (${busy.api.length} requests)`)
      console.log(
        `  report first page beside a busy core at nice 19: ${line(busyNice)}  (${busyNice.api.length} requests)`,
      )
      console.log(
        `  report first page during: ${line(during)}  (${during.api.length} requests, load average ${loadDuring.toFixed(1)}; ${usedDuring})`,
      )
    })
  } finally {
    // Leave the shared database as it was: the bench's leads, their history (cascade), notifications and events.
    if (ids.length) {
      await db.query('delete from notifications where lead_id = any($1::uuid[])', [ids])
      await db.query(
        `delete from events where created_at >= $1 and (kind = 'notification' or kind like 'leads.pool.%')`,
        [started],
      )
      await db.query('delete from leads where id = any($1::uuid[])', [ids])
    }
    await db.close()
  }
}

/**
 * The statements the server runs for the report's page (its session lookup included), recorded once from a server in
 * the bench's process on the bench's connections (no scheduler ticks; nothing is due yet), which is then closed.
 */
async function reportStatements(raw: Db, path: string): Promise<Statement[]> {
  const db = recordingDb(raw)
  const app = await buildApp(
    { db, config: { ...loadConfig({}), logLevel: 'silent', slaTickSeconds: 0 } },
    { logger: false },
  )
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    })
    const headers = { authorization: `Bearer ${login.json().data.accessToken as string}` }
    await app.inject({ method: 'GET', url: path, headers })
    db.recording = true
    const res = await app.inject({ method: 'GET', url: path, headers })
    db.recording = false
    if (res.statusCode !== 200) throw new Error(`the report answered ${res.statusCode}: ${res.body}`)
    return db.log
  } finally {
    await app.close()
  }
}

/** The database's own time for a request's statements: EXPLAIN ANALYZE's planning and execution (no per-node timing), the longest of each wave, summed. */
async function databaseTime(db: Db, log: Statement[]): Promise<number> {
  let total = 0
  for (const wave of waves(log)) {
    const each = await Promise.all(
      wave.map(async (s) => {
        const [row] = await db.query<{ 'QUERY PLAN': Array<{ 'Planning Time': number; 'Execution Time': number }> }>(
          `explain (analyze, timing off, format json) ${s.sql}`,
          s.params,
        )
        const plan = row['QUERY PLAN'][0]
        return plan['Planning Time'] + plan['Execution Time']
      }),
    )
    total += Math.max(...each)
  }
  return total
}

/** Runs `work` while another process keeps one core busy (a loop at the given nice), then stops it. */
async function withBusyCore<T>(nice: number, work: () => Promise<T>): Promise<T> {
  const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  os.setPriority(loop.pid!, nice)
  try {
    return await work()
  } finally {
    loop.kill('SIGKILL')
    await new Promise((r) => loop.once('exit', r))
  }
}
