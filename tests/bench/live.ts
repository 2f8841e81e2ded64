import os from 'node:os'
import pg from 'pg'
import { EVENT_KINDS } from '../../src/domain/events.ts'
import type { RecordChangedPayload } from '../../src/domain/live.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { openStream, type TestStream } from '../api/helpers/sse.ts'
import { load, measure, ms, pct } from './events.ts'
import { leadBodies, postLeads } from './leadCreates.ts'
import { demoLogin, withServerProcess } from './serverProcess.ts'

/**
 * Live lists on PostgreSQL, the server in its own process:
 *  1. what the record-change triggers cost a lead create: creates/s through the API (10 clients, the
 *     lead-create bench's bodies) in alternating phases with the live triggers on leads enabled and
 *     disabled, and the ratio;
 *  2. 200 streams open (4 demo users × 50 sessions), then 50 lead changes per second for `seconds`, each
 *     an update of one of the demo agent's leads committed by the database itself (on its own schedule, as
 *     another server would), published by the triggers as record.changed and filtered per stream (the
 *     agent's own scope, the manager's team, the viewer's and front desk's asset, contact columns): delivery
 *     p50/p95/max from the commit to the event parsed by the client, and the server's CPU (share of one core)
 *     and RSS idle, with the streams open, and under the changes.
 *   npm run bench -- live [createSeconds=10] [rounds=2] [streams=200] [changesPerSecond=50] [seconds=10]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server; the bench
 * creates and drops its own database agency_bench_live there.
 */
const DB_NAME = 'agency_bench_live'

export default async function liveBench(args: string[]) {
  const [createSeconds, rounds, streams, perSecond, seconds] = [10, 2, 200, 50, 10].map((d, i) => Number(args[i] ?? d))
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres'
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${DB_NAME} with (force)`)
  await admin.query(`create database ${DB_NAME}`)
  const u = new URL(serverUrl)
  u.pathname = `/${DB_NAME}`
  const db = await openPostgres(u.toString(), 10)
  try {
    await migrate(db)
    await seedDemo(db, { leadsPerAsset: 500 })
    await withServerProcess({ env: { DATABASE_URL: u.toString() } }, async (base, server) => {
      const [asset] = await db.query<{ id: string }>('select id from assets order by name limit 1')
      const adminToken = await demoLogin(base, 'admin@demo.test')
      await fetch(`${base}/api/profile/change-active-asset`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ asset: asset.id }),
      })
      console.log(`\nLive lists on PostgreSQL 15, server in its own process (${os.cpus().length} cores)`)

      // 1. The triggers' cost on a lead create, alternating so the machine's load falls on both alike.
      const next = await leadBodies(db, asset.id)
      const live = (on: boolean) =>
        db.exec(
          ['live_inserted', 'live_updated', 'live_deleted']
            .map((t) => `alter table leads ${on ? 'enable' : 'disable'} trigger ${t};`)
            .join('\n'),
        )
      const rates: Record<'on' | 'off', number[]> = { on: [], off: [] }
      console.log(
        `1. lead creates through the API, 10 clients, ${createSeconds} s per phase, live triggers on leads on / off alternately`,
      )
      // a first phase, not counted: a cold server and database answer slower whichever phase comes first
      await postLeads(base, adminToken, next, Math.min(5, createSeconds))
      for (let r = 0; r < rounds; r++) {
        for (const phase of r % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
          await live(phase === 'on')
          const run = await postLeads(base, adminToken, next, createSeconds)
          rates[phase].push(run.perSecond)
          console.log(
            `   triggers ${phase.padEnd(3)} ${run.perSecond.toFixed(1)} creates/s  p50 ${run.p50}  p95 ${run.p95}  p99 ${run.p99} ms  failed ${run.failed}${run.failures.length ? ` (${run.failures[0]})` : ''}  load average ${load()}`,
          )
        }
      }
      await live(true)
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
      console.log(
        `   mean with ${mean(rates.on).toFixed(1)}/s, without ${mean(rates.off).toFixed(1)}/s: ratio ${(mean(rates.on) / mean(rates.off)).toFixed(2)}`,
      )

      // 2. 200 streams, 50 lead changes per second.
      const users = ['manager', 'agent', 'viewer', 'frontdesk']
      const idle = await measure(server, 3)
      // One sign-in after another: sign-ins in flight count against the login throttle.
      const tokens: string[] = []
      for (let i = 0; i < streams; i++) tokens.push(await demoLogin(base, `${users[i % users.length]}@demo.test`))
      const open: TestStream[] = tokens.map((token) => openStream(base, token, { kinds: [EVENT_KINDS.recordChanged] }))
      await Promise.all(open.map((s) => s.opened))
      const withStreams = await measure(server, 5)
      const leads = (
        await db.query<{ id: string }>(
          `select l.id from leads l join team_members m on m.id = l.agent_id join users u on u.id = m.user_id
            where l.asset_id = $1 and u.email = 'agent@demo.test' and l.deleted_at is null order by l.id limit 100`,
          [asset.id],
        )
      ).map((r) => r.id)
      const total = perSecond * seconds
      const delays: number[] = []
      const received = open.map(() => 0)
      for (const [k, s] of open.entries())
        s.until((events) => {
          for (; received[k] < events.length; received[k]++) {
            const e = events[received[k]]
            if ((e.payload as unknown as RecordChangedPayload).rows.some((r) => leads.includes(r.id)))
              delays.push(Date.now() - Date.parse(e.createdAt))
          }
          return false
        })
      // Each change its own transaction, committed by the database on its schedule: the statement's trigger
      // publishes it (events.created_at is the transaction's start, the delay's origin).
      const underLoad = await measure(server, seconds, async () => {
        await db.query(
          `do $$ declare t0 timestamptz := clock_timestamp(); ids uuid[] := '{${leads.join(',')}}'; begin
             for i in 1..${total} loop
               update leads set stage = case when stage = 'Contacted' then 'Qualified' else 'Contacted' end where id = ids[1 + i % array_length(ids, 1)];
               commit;
               perform pg_sleep(greatest(0, extract(epoch from t0 + i * interval '${1000 / perSecond} milliseconds' - clock_timestamp())));
             end loop;
           end $$`,
        )
        for (let waited = 0; delays.length < total * streams && waited < 20_000; waited += 100)
          await new Promise((r) => setTimeout(r, 100))
      })
      for (const s of open) s.close()
      console.log(
        `2. ${streams} streams open (${users.join(', ')}), ${total} lead changes at ${perSecond}/s over ${seconds} s (the demo agent's leads: every stream may see them)`,
      )
      console.log(
        `   delivered ${delays.length} of ${total * streams}: p50 ${ms(pct(delays, 50))}  p95 ${ms(pct(delays, 95))}  max ${ms(Math.max(...delays))} (commit's transaction start → event parsed by the client)`,
      )
      console.log(
        `   server CPU (share of one core): idle ${idle.cpu.toFixed(1)} %, ${streams} streams open ${withStreams.cpu.toFixed(1)} %, under the changes ${underLoad.cpu.toFixed(1)} % (added: ${(underLoad.cpu - withStreams.cpu).toFixed(1)} points)`,
      )
      console.log(
        `   server RSS: idle ${idle.rss.toFixed(0)} MB, ${streams} streams open ${withStreams.rss.toFixed(0)} MB, peak under the changes ${underLoad.peak.toFixed(0)} MB (added by the changes: ${(underLoad.peak - withStreams.rss).toFixed(0)} MB)`,
      )
      console.log(
        `   machine load average at the end: ${load()} (the ${streams} clients run in the bench's own process on the same cores)`,
      )
    })
  } finally {
    db.pool.on('error', () => {})
    await db.close()
    await admin.query(`drop database if exists ${DB_NAME} with (force)`)
    await admin.end()
  }
}
