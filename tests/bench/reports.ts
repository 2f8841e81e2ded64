import os from 'node:os'
import { withoutAudit } from '../../src/server/audit/actor.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import type { Db } from '../../src/server/db/db.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'
import { REPORTS } from '../../src/domain/reports/definitions.ts'
import type { Statement } from './scale/recorder.ts'
import { listenRecorded } from './recordedServer.ts'

/**
 * The CRM reports on the million-lead PostgreSQL database with 2 million activities: every
 * report for This Year (Asia/Dubai), as an admin (the whole asset) and the Brokers report as a manager
 * (a team), one request at a time: p50 and p95 server time (Fastify's elapsed time), beside the slowest
 * statement's time, with the load average. `plans` prints EXPLAIN ANALYZE of each report's slowest statement.
 *   npm run bench -- reports [requests per report, default 20] [plans] [report name, e.g. Portal: only the reports it names]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:55504/leads_bench) names the seeded database
 * (npm run seed -- --leads 1000000); the activities are added once by ensureActivities.
 */
const TARGET_ACTIVITIES = 2_000_000

export default async function reportsBench(args: string[]) {
  const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 20)
  const plans = args.includes('plans')
  const only = args.filter((a) => !/^\d+$/.test(a) && a !== 'plans')
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55504/leads_bench'
  const db = await openPostgres(url, 10)
  await migrate(db)
  await ensureActivities(db)
  const { app, base, recorded, elapsed } = await listenRecorded(db)
  const token = async (email: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    return ((await res.json()) as { data: { accessToken: string } }).data.accessToken
  }
  try {
    const [admin, manager] = [await token('admin@demo.test'), await token('manager@demo.test')]
    const year = encodeURIComponent(JSON.stringify({ query: { datePreset: 'This Year' } }))
    const cases: Array<[string, string, string]> = [
      ['Brokers', `${REPORTS.brokers.api}?filter=${year}`, admin],
      ['Brokers (manager: team)', `${REPORTS.brokers.api}?filter=${year}`, manager],
      ['Managers', `${REPORTS.managers.api}?filter=${year}`, admin],
      ['Offices', `${REPORTS.offices.api}?filter=${year}`, admin],
      ['Office statistics', `/api/teams/members/statistics/better-agent/offices?filter=${year}`, admin],
      ['Portal Leads', `${REPORTS.portalLeads.api}?filter=${year}`, admin],
      ['Sales funnel', `${REPORTS.salesFunnel.api}?filter=${year}`, admin],
      ['Activities', `${REPORTS.activities.api}?filter=${year}`, admin],
      ['Qualification Reviews', `${REPORTS.reviews.api}?filter=${year}`, admin],
      ['Viewing reviews', `${REPORTS.reviews.api}?kind=viewing&filter=${year}`, admin],
      ['RERA Report', REPORTS.rera.api, admin],
    ]
    const [{ leads }] = await db.query<{ leads: number }>('select count(*)::int as leads from leads')
    const [{ acts }] = await db.query<{ acts: number }>('select count(*)::int as acts from lead_activities')
    console.log(
      `\nCRM reports on PostgreSQL, ${leads.toLocaleString('en')} leads, ${acts.toLocaleString('en')} activities, This Year, ${n} requests each, one at a time`,
    )
    console.log(
      `load average at start ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    )
    console.log('  report                          p50 ms   p95 ms   slowest statement p50 ms   bar (p95 <= 200 ms)')
    for (const [name, path, auth] of cases.filter(([name]) => !only.length || only.some((o) => name.includes(o)))) {
      const times: number[] = []
      const slowest: Statement[] = []
      for (let i = 0; i < n + 2; i++) {
        recorded.log = []
        recorded.recording = true
        const res = await fetch(base + path, {
          headers: { authorization: `Bearer ${auth}`, 'x-timezone': 'Asia/Dubai' },
        })
        await res.arrayBuffer()
        recorded.recording = false
        if (res.status !== 200) throw new Error(`${name}: ${res.status}`)
        // the first two warm the caches (plans, pages)
        if (i < 2) continue
        times.push(elapsed.at(-1)!)
        slowest.push([...recorded.log].sort((a, b) => b.end - b.start - (a.end - a.start))[0])
      }
      const pct = (xs: number[], p: number) =>
        [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)]
      const p95 = pct(times, 0.95)
      const stmt = pct(
        slowest.map((s) => s.end - s.start),
        0.5,
      )
      console.log(
        `  ${name.padEnd(30)} ${pct(times, 0.5).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(8)} ${stmt.toFixed(1).padStart(14)}              ${p95 <= 200 ? 'met' : 'NOT met'}`,
      )
      if (plans) {
        const s = slowest.sort((a, b) => b.end - b.start - (a.end - a.start))[0]
        const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params)
        console.log(rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'))
      }
    }
    console.log(
      `load average at end ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    )
  } finally {
    await app.close()
    await db.close()
  }
}

/**
 * Adds activities until the database holds 2 million (none when it does): set-based, one INSERT … SELECT
 * per range of leads, 2–3 per lead with an agent (calls with outcomes, WhatsApp, e-mails, notes,
 * viewings), dated between the lead's creation and 30 days later; the audit log is off, as in the seed.
 */
async function ensureActivities(db: Db) {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from lead_activities')
  if (n >= TARGET_ACTIVITIES) return
  console.log(`adding ${(TARGET_ACTIVITIES - n).toLocaleString('en')} activities…`)
  const t0 = performance.now()
  const [{ max }] = await db.query<{ max: number }>('select max(lead_id)::int as max from leads')
  const step = 100_000
  for (let from = 0, added = n; from <= max && added < TARGET_ACTIVITIES; from += step) {
    const rows = await withoutAudit(() =>
      db.query<{ n: number }>(
        `with ins as (insert into lead_activities (id, asset_id, lead_id, kind, outcome, duration_seconds, occurred_at, agent_id, created_at, updated_at)
         select gen_random_uuid(), l.asset_id, l.id, x.kind,
                case x.kind when 'call' then (array['answered', 'no_answer', 'busy', 'wrong_number'])[1 + (x.h >> 4) % 4]
                            when 'viewing' then (array['completed', 'cancelled', 'no_show', 'scheduled'])[1 + (x.h >> 4) % 4] end,
                case when x.kind = 'call' then 30 + x.h % 900 end,
                l.data_source_created_at + (x.h % 43200) * interval '1 minute', l.agent_id, now(), now()
           from leads l
           cross join lateral generate_series(1, 2 + abs(hashtext(l.id::text)) % 2) k
           cross join lateral (select abs(hashtext(l.id::text || k)) as h) hh
           cross join lateral (select hh.h, (array['call', 'call', 'whatsapp', 'email', 'note', 'viewing'])[1 + hh.h % 6] as kind) x
          where l.agent_id is not null and l.deleted_at is null and l.lead_id > $1 and l.lead_id <= $2
          limit $3
         returning 1) select count(*)::int as n from ins`,
        [from, from + step, TARGET_ACTIVITIES - added],
      ),
    )
    added += rows[0].n
  }
  await db.query('analyze lead_activities')
  console.log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
}
