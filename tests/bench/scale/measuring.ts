import { buildApp } from '../../../src/server/app.ts'
import { loadConfig } from '../../../src/server/config.ts'
import type { Db } from '../../../src/server/db/db.ts'
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo.ts'
import { recordingDb, sqlColumns } from './recorder.ts'

/** A server on a bench's database whose requests are timed beside the bare SQL of the statements they ran. */
export interface MeasuringServer {
  base: string
  /** A demo user's request headers (signed in once). */
  headers(email: string): Promise<Record<string, string>>
  /**
   * Times a case and prints its row: one path is one request (server time); several run in parallel
   * as the console sends them (the wall time of all of them, seen by the client).
   */
  measure(label: string, paths: string[], email?: string): Promise<void>
  close(): Promise<void>
}

/** Serves `raw` (recorded) on a loopback port; each measured case sends `n` requests one at a time after 3 to warm up. */
export async function measuringServer(raw: Db, n: number): Promise<MeasuringServer> {
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
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      })
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
    const total = first.meta
      ? first.meta.total.toLocaleString()
      : Array.isArray(first.data)
        ? `${first.data.length} rows`
        : '–'
    console.log(`  ${label.padEnd(52)} ${total.padStart(10)}  ${await sqlColumns(raw, db.log, api, n)}`)
  }
  return { base, headers, measure, close: () => app.close() }
}
