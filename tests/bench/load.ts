import os from 'node:os'
import autocannon from 'autocannon'
import { withOwnDatabase } from './benchServer.ts'
import { demoLogin, withServerProcess } from './serverProcess.ts'

/**
 * The whole server under load as a separate process (the way it runs in production), on the embedded
 * database and on PostgreSQL: many connections for a while with the console's everyday mix (leads report
 * first page with its total, a lead's details, the customers list page, the profile), as four demo users.
 *   npm run bench -- load [seconds, default 60] [connections, default 200] [engines, default pglite,pg]
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server;
 * the bench creates and drops its own database agency_bench_load there (the demo agency), unless
 * LOAD_DATABASE_URL names a database to use as it is (e.g. the million-lead one). Prints requests/s, latency
 * percentiles, errors, timeouts and non-2xx per engine, with the load average. BENCH_ROOT=<checkout> runs
 * another checkout's server, for before/after figures in one session.
 */
export default async function loadBench(args: string[]) {
  const seconds = Number(args[0] ?? 60)
  const connections = Number(args[1] ?? 200)
  const engines = (args[2] ?? 'pglite,pg').split(',')
  for (const engine of engines) {
    if (engine === 'pglite')
      await withServerProcess({ root: process.env.BENCH_ROOT }, (base) =>
        hammer('embedded (PGlite)', base, seconds, connections),
      )
    else if (engine === 'pg')
      await withPostgres((url) =>
        withServerProcess({ root: process.env.BENCH_ROOT, env: { DATABASE_URL: url } }, (base) =>
          hammer('PostgreSQL', base, seconds, connections),
        ),
      )
    else throw new Error(`unknown engine ${engine} (pglite or pg)`)
  }
}

async function withPostgres(run: (url: string) => Promise<void>) {
  // An existing database as it is, e.g. the million leads of `npm run seed -- --leads 1000000`.
  if (process.env.LOAD_DATABASE_URL) return run(process.env.LOAD_DATABASE_URL)
  return withOwnDatabase('agency_bench_load', run)
}

async function hammer(label: string, base: string, seconds: number, connections: number) {
  const users = ['admin', 'manager', 'agent', 'viewer']
  const tokens = await Promise.all(users.map((u) => demoLogin(base, `${u}@demo.test`)))
  const f = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`
  const first = await fetch(`${base}/api/properties/leads?${f({ page: 1, limit: 1 })}`, {
    headers: { authorization: `Bearer ${tokens[1]}` },
  })
  const leadId = ((await first.json()) as { data: Array<{ _id: string }> }).data[0]._id
  const mix = [
    `/api/properties/leads?${f({ page: 1, limit: 50 })}`,
    `/api/properties/leads/${leadId}/details`,
    `/api/customers?${f({ page: 1, limit: 20 })}`,
    '/api/profile',
  ]
  // Each connection is one user's browser going round the mix, less what that user may not read.
  const allowed = await Promise.all(
    tokens.map(async (token) => {
      const ok = await Promise.all(
        mix.map(async (p) => (await fetch(base + p, { headers: { authorization: `Bearer ${token}` } })).status === 200),
      )
      return mix.filter((_, i) => ok[i])
    }),
  )
  const instances = users.map((_, i) =>
    autocannon({
      url: base,
      connections: Math.max(1, Math.round(connections / users.length)),
      duration: seconds,
      timeout: 10,
      headers: { authorization: `Bearer ${tokens[i]}`, 'x-timezone': 'Asia/Dubai' },
      requests: allowed[i].map((p) => ({ method: 'GET', path: p })),
    }),
  )
  const results = await Promise.all(instances)
  const sum = (k: (r: (typeof results)[number]) => number) => results.reduce((s, r) => s + k(r), 0)
  const p = (q: 'p50' | 'p99') => Math.max(...results.map((r) => r.latency[q]))
  console.log(
    `${label.padEnd(18)} ${connections} connections, ${seconds} s: ${(sum((r) => r.requests.total) / seconds).toFixed(1)} req/s, ` +
      `p50 ${p('p50')} ms, p99 ${p('p99')} ms (worst user), errors ${sum((r) => r.errors)}, timeouts ${sum((r) => r.timeouts)}, ` +
      `non-2xx ${sum((r) => r.non2xx)} of ${sum((r) => r.requests.total)}; load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
  )
}
