import fs from 'node:fs'
import os from 'node:os'
import pg from 'pg'
import type { ChildProcess } from 'node:child_process'
import { EVENT_KINDS } from '../../src/domain/events.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { announceSql } from '../../src/server/events/publish.ts'
import { openStream, type TestStream } from '../api/helpers/sse.ts'
import { demoLogin, rssMb, withServerProcess } from './serverProcess.ts'

/**
 * The event stream on PostgreSQL, the server in its own process (the bars of events and live lists):
 *  1. notification latency: a lead created through the API for the demo manager (as the admin), from the
 *     request sent to the notification arriving on the manager's stream (the eventsource client the
 *     console uses), one at a time;
 *  2. fan-out: 200 streams open (4 demo users × 50 sessions), then 50 committed changes per second for
 *     `seconds`, each an asset-wide event committed by another process (the database itself, on its own
 *     schedule, as another server would): delivery p50/p95/max over every stream, and the server's CPU (share of one core) and
 *     RSS idle, with the streams open, and under the changes.
 *   npm run bench -- events [creates=100] [streams=200] [changesPerSecond=50] [seconds=10]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server; the bench
 * creates and drops its own database agency_bench_events there.
 */
const DB_NAME = 'agency_bench_events'

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN
}
export const ms = (x: number) => `${x.toFixed(1)} ms`
/** A SQL string literal (dollar-quoted bodies cannot nest). */
const pgString = (sql: string) => `'${sql.replace(/'/g, "''")}'`
export const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** CPU seconds (user + system) and RSS in MB of a process, from /proc. */
export function usage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(stat[11]) + Number(stat[12])
  return { cpu: ticks / 100, rss: rssMb(pid) }
}

/** The server's CPU share of one core and its RSS over `seconds` of `during`. */
export async function measure(
  server: ChildProcess,
  seconds: number,
  during: () => Promise<void> = () => new Promise((r) => setTimeout(r, seconds * 1000)),
) {
  const a = usage(server.pid!)
  const t0 = performance.now()
  let peak = a.rss
  const sampler = setInterval(() => (peak = Math.max(peak, usage(server.pid!).rss)), 200)
  await during()
  clearInterval(sampler)
  const b = usage(server.pid!)
  return { cpu: ((b.cpu - a.cpu) / ((performance.now() - t0) / 1000)) * 100, rss: b.rss, peak: Math.max(peak, b.rss) }
}

export default async function eventsBench(args: string[]) {
  const [creates, streams, perSecond, seconds] = [
    Number(args[0] ?? 100),
    Number(args[1] ?? 200),
    Number(args[2] ?? 50),
    Number(args[3] ?? 10),
  ]
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
      const ids = async (sql: string) => (await db.query(sql, [asset.id]))[0]
      const manager = await ids(
        `select m.id from team_members m join users u on u.id = m.user_id where m.asset_id = $1 and u.email = 'manager@demo.test'`,
      )
      const listing = await ids('select id from listings where asset_id = $1 and deleted_at is null limit 1')
      const customer = await ids(
        `select id from customers where asset_id = $1 and type = 'Client' and deleted_at is null limit 1`,
      )
      const adminToken = await demoLogin(base, 'admin@demo.test')
      await fetch(`${base}/api/profile/change-active-asset`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ asset: asset.id }),
      })

      // 1. A committed change (a lead for the manager) to the manager's stream.
      const idle = await measure(server, 3)
      const managerStream = openStream(base, await demoLogin(base, 'manager@demo.test'), {
        kinds: [EVENT_KINDS.notification],
      })
      await managerStream.opened
      const latencies: number[] = []
      for (let i = 0; i < creates; i++) {
        const t0 = performance.now()
        const res = await fetch(`${base}/api/properties/leads`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            customer: customer.id,
            contactType: 'Buyer',
            type: 'listing',
            listing: listing.id,
            source: 'Website',
            referredBy: manager.id,
            contactMethod: 'Phone',
            action: 'Requires call from agent',
            agent: manager.id,
            isManualAssignment: true,
            setAutoSLADetails: true,
          }),
        })
        if (res.status !== 201) throw new Error(`lead create: ${res.status} ${await res.text()}`)
        const leadId = ((await res.json()) as { data: { _id: string } }).data._id
        await managerStream.until((events) => events.some((e) => (e.payload as { leadId?: string }).leadId === leadId))
        latencies.push(performance.now() - t0)
      }
      managerStream.close()
      console.log(`\nEvent stream on PostgreSQL 15, server in its own process (${os.cpus().length} cores)`)
      console.log(
        `1. lead created through the API → "New lead assigned" on the manager's stream, ${creates} one after another`,
      )
      console.log(
        `   p50 ${ms(pct(latencies, 50))}  p95 ${ms(pct(latencies, 95))}  max ${ms(Math.max(...latencies))}   (load average ${load()})`,
      )

      // 2. 200 streams, 50 changes per second.
      const users = ['manager', 'agent', 'viewer', 'frontdesk']
      // One sign-in after another: sign-ins in flight count against the login throttle.
      const tokens: string[] = []
      for (let i = 0; i < streams; i++) tokens.push(await demoLogin(base, `${users[i % users.length]}@demo.test`))
      const open: TestStream[] = tokens.map((token) => openStream(base, token, { kinds: ['bench.change'] }))
      await Promise.all(open.map((s) => s.opened))
      const withStreams = await measure(server, 5)
      const delays: number[] = []
      const received = open.map(() => 0)
      for (const [k, s] of open.entries())
        s.until((events) => {
          for (; received[k] < events.length; received[k]++)
            delays.push(Date.now() - (events[received[k]].payload as { sentAt: number }).sentAt)
          return false
        })
      // The changes are committed by the database itself (a DO block committing one event per turn on its own
      // schedule), so neither this process's 200 clients nor its timers slow the rate down.
      const total = perSecond * seconds
      const underLoad = await measure(server, seconds, async () => {
        const publish = `with e as (insert into events (asset_id, kind, record_type, record_id, payload)
            values ($1, 'bench.change', 'lead', $2::text, jsonb_build_object('sentAt', extract(epoch from clock_timestamp()) * 1000, 'n', $2,
                    'stage', 'Qualified', 'status', 'Open', 'agent', 'Marek Manager')) returning *)
          select ${announceSql('e')} from e`
        await db.query(
          `do $$ declare t0 timestamptz := clock_timestamp(); begin
             for i in 1..${total} loop
               execute ${pgString(publish)} using '${asset.id}'::uuid, i;
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
        `2. ${streams} streams open, ${total} asset-wide changes at ${perSecond}/s over ${seconds} s, committed by another process`,
      )
      console.log(
        `   delivered ${delays.length} of ${total * streams}: p50 ${ms(pct(delays, 50))}  p95 ${ms(pct(delays, 95))}  max ${ms(Math.max(...delays))} (commit start → event parsed by the client)`,
      )
      console.log(
        `   server CPU (share of one core): idle ${idle.cpu.toFixed(1)} %, ${streams} streams open ${withStreams.cpu.toFixed(1)} %, under the changes ${underLoad.cpu.toFixed(1)} %`,
      )
      console.log(
        `   server RSS: idle ${idle.rss.toFixed(0)} MB, ${streams} streams open ${withStreams.rss.toFixed(0)} MB, peak under the changes ${underLoad.peak.toFixed(0)} MB`,
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
