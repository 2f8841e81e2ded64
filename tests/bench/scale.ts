import os from 'node:os'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { benchConnection } from './leadCreates.ts'
import { measuringServer, type MeasuringServer } from './scale/measuring.ts'

/**
 * The scale table (the targets at a million leads) on one seeded PostgreSQL database (a million leads), in one run: each case's server
 * time p50/p95 beside the bare SQL time of the very statements it ran (replayed straight on the
 * database in the same waves), their ratio, how many statements and round trips in sequence it took,
 * and any sequential scan of leads or customers in their plans.
 *   DATABASE_URL=postgres://…/leads_bench npm run seed -- --leads 1000000   (once)
 *   BENCH_DATABASE_URL=postgres://…/leads_bench npm run bench -- scale [requests per case, default 40] [read|write: one section]
 * Sections: the read paths (scale/read.ts); the write paths (lead creates, export, embedded demo)
 * plug in as one more entry of SECTIONS.
 */
export interface ScaleContext extends Pick<MeasuringServer, 'base' | 'headers' | 'measure'> {
  /** The database, not recorded (for picking search words, ids). */
  db: Db
  /** Its URL (for a server in its own process). */
  url: string
  /** Requests per case. */
  n: number
}

export type ScaleSection = (ctx: ScaleContext) => Promise<void>

const SECTIONS: Array<[string, () => Promise<{ default: ScaleSection }>]> = [
  ['Read paths', () => import('./scale/read.ts')],
  ['Write paths', () => import('./scale/write.ts')],
]

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

export default async function scaleBench(args: string[]) {
  const n = Number(args[0] ?? 40)
  const only = args[1]?.toLowerCase()
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/leads_bench'
  // named as the bench's own, so the database CPU counted for the creates' server is that server's alone
  const raw = await openPostgres(benchConnection(url), 10)
  await migrate(raw)
  const { base, headers, measure, close } = await measuringServer(raw, n)
  try {
    const [{ leads }] = await raw.query<{ leads: number }>('select count(*)::bigint as leads from leads')
    const [{ customers }] = await raw.query<{ customers: number }>(
      'select count(*)::bigint as customers from customers',
    )
    console.log(
      `\nScale: PostgreSQL with ${leads.toLocaleString()} leads and ${customers.toLocaleString()} customers, ${n} requests per case, one at a time; load average ${load()} on ${os.cpus().length} cores`,
    )
    console.log(
      `  API: server time p50 p95 (ms; cases of several requests: their wall time in parallel); SQL: the same statements straight on the database, p50 p95; API/SQL at p50`,
    )
    for (const [title, section] of SECTIONS.filter(([title]) => !only || title.toLowerCase().startsWith(only))) {
      console.log(`\n${title}`)
      await (await section()).default({ db: raw, url, base, n, headers, measure })
    }
    console.log(`\nload average at the end: ${load()}`)
  } finally {
    await close()
    await raw.close()
  }
}
