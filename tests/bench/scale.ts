import os from 'node:os'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'
import { recordingDb, sqlColumns } from './scale/recorder.ts'

/**
 * Issue 14's table on one seeded PostgreSQL database (a million leads), in one run: each case's server
 * time p50/p95 beside the bare SQL time of the very statements it ran (replayed straight on the
 * database in the same waves), their ratio, how many statements and round trips in sequence it took,
 * and any sequential scan of leads or customers in their plans.
 *   DATABASE_URL=postgres://…/leads_bench npm run seed -- --leads 1000000   (once)
 *   BENCH_DATABASE_URL=postgres://…/leads_bench npm run bench -- scale [requests per case, default 40]
 * Sections: the read paths (scale/read.ts); the write paths (lead creates, export, embedded demo)
 * plug in as one more entry of SECTIONS.
 */
export interface ScaleContext {
  /** The database, not recorded (for picking search words, ids). */
  db: Db
  base: string
  /** Requests per case. */
  n: number
  /** A demo user's request headers (signed in once). */
  headers(email: string): Promise<Record<string, string>>
  /**
   * Times a case and prints its row: one path is one request (server time); several run in parallel
   * as the console sends them (the wall time of all of them, seen by the client).
   */
  measure(label: string, paths: string[], email?: string): Promise<void>
}

export type ScaleSection = (ctx: ScaleContext) => Promise<void>

const SECTIONS: Array<[string, () => Promise<{ default: ScaleSection }>]> = [
  ['Read paths', () => import('./scale/read.ts')],
  ['Write paths', () => import('./scale/write.ts')],
]

const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' ')

export default async function scaleBench(args: string[]) {
  const n = Number(args[0] ?? 40)
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/leads_bench'
  const raw = await openPostgres(url, 10)
  await migrate(raw)
  const db = recordingDb(raw)
  const app = await buildApp({ db, config: { ...loadConfig({}), logLevel: 'silent' } }, { logger: false })
  let elapsed = 0
  app.addHook('onResponse', async (_req, reply) => {
    elapsed = reply.elapsedTime
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const addr = app.server.address()
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  const sessions = new Map<string, Record<string, string>>()
  const headers = async (email: string) => {
    if (!sessions.has(email)) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) })
      const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken
      sessions.set(email, { authorization: `Bearer ${token}`, 'x-timezone': 'Asia/Dubai' })
    }
    return sessions.get(email)!
  }

  const measure = async (label: string, paths: string[], email = 'admin@demo.test') => {
    const h = await headers(email)
    const once = async () => {
      const t0 = performance.now()
      const answers = await Promise.all(
        paths.map(async (p) => {
          const res = await fetch(base + p, { headers: h })
          const body = (await res.json()) as { meta?: { total: number }; data?: unknown }
          if (res.status !== 200) throw new Error(`${label}: ${p} answered ${res.status} ${JSON.stringify(body)}`)
          return body
        }),
      )
      return { answers, wall: performance.now() - t0 }
    }
    for (let i = 0; i < 3; i++) await once()
    const api: number[] = []
    let last: Awaited<ReturnType<typeof once>> | undefined
    for (let i = 0; i < n; i++) {
      db.log = []
      db.recording = true
      last = await once()
      db.recording = false
      api.push(paths.length === 1 ? elapsed : last.wall)
    }
    const first = last!.answers[0]
    const total = first.meta ? first.meta.total.toLocaleString() : Array.isArray(first.data) ? `${first.data.length} rows` : '–'
    console.log(`  ${label.padEnd(52)} ${total.padStart(10)}  ${await sqlColumns(raw, db.log, api, n)}`)
  }

  try {
    const [{ leads }] = await raw.query<{ leads: number }>('select count(*)::bigint as leads from leads')
    const [{ customers }] = await raw.query<{ customers: number }>('select count(*)::bigint as customers from customers')
    console.log(`\nScale: PostgreSQL with ${leads.toLocaleString()} leads and ${customers.toLocaleString()} customers, ${n} requests per case, one at a time; load average ${load()} on ${os.cpus().length} cores`)
    console.log(`  API: server time p50 p95 (ms; cases of several requests: their wall time in parallel); SQL: the same statements straight on the database, p50 p95; API/SQL at p50`)
    for (const [title, section] of SECTIONS) {
      console.log(`\n${title}`)
      await (await section()).default({ db: raw, base, n, headers, measure })
    }
    console.log(`\nload average at the end: ${load()}`)
  } finally {
    await app.close()
    await raw.close()
  }
}
