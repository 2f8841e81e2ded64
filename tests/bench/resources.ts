import os from 'node:os'
import autocannon from 'autocannon'
import type { Db } from '../../src/server/db/db.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { topUpLeads } from '../../src/server/db/seed/topup.ts'
import { withBenchServer } from './benchServer.ts'

/**
 * The generic resource API under load on PostgreSQL: the calls the console makes through it (customer
 * list page, the lead editor's agent dropdown, the leads report's distinct filter options, a lead read with
 * its populates, a filtered count), 10 connections each.
 *   npm run bench -- resources [leads in the first asset, default 200000] [seconds per call, default 5]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server; the bench
 * creates and drops its own database agency_bench_resources there.
 */
export default async function resourcesBench(args: string[]) {
  const leads = Number(args[0] ?? 200000)
  const seconds = Number(args[1] ?? 5)
  const seed = async (db: Db) => {
    const t0 = Date.now()
    await seedDemo(db, { leadsPerAsset: Math.min(leads, 5000) })
    await topUpLeads(db, leads)
    console.log(
      `seeded the demo agency with ${leads} leads in the first asset in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    )
  }
  await withBenchServer('agency_bench_resources', seed, async ({ db, base, login }) => {
    const { token } = await login('manager@demo.test')
    const [lead] = await db.query<{ id: string }>(
      'select id from leads where listing_id is not null and agent_id is not null order by lead_id desc limit 1',
    )
    const f = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`
    const calls: Array<[string, string]> = [
      ['baseline: GET /api/profile (session only)', '/api/profile'],
      ['customer list page (20, with total)', `/api/customers?${f({ page: 3, limit: 20 })}`],
      [
        'agent dropdown (all members, 4 fields)',
        `/api/teams/members?${f({ limit: -1, select: ['_id', 'name', 'enabled', 'reportedTo'] })}`,
      ],
      ['leads distinct stage (skip scan)', '/api/properties/leads/distinct/stage'],
      ['leads distinct source (plain distinct)', '/api/properties/leads/distinct/source'],
      [
        'lead by id, 5 populates',
        `/api/properties/leads/${lead.id}?${f({ populate: ['listings', 'customer', 'creator', { path: 'agent', populate: ['reportedTo'] }, 'project.developer'] })}`,
      ],
      ['leads count, status Open', `/api/properties/leads/count?${f({ query: { status: 'Open' } })}`],
    ]
    console.log(
      `\nGET through the generic resource API on PostgreSQL, 10 connections, ${seconds} s each, ${leads} leads`,
    )
    for (const [label, path] of calls) {
      const check = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })
      if (check.status !== 200) throw new Error(`${label}: ${check.status} ${await check.text()}`)
      const r = await autocannon({
        url: base + path,
        connections: 10,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      })
      console.log(
        `  ${label.padEnd(42)} ${r.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}`,
      )
    }
    console.log(
      `  machine load average at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    )
  })
}
