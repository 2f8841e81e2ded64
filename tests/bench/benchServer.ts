import pg from 'pg'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'

export interface BenchServer {
  db: Db
  base: string
  /** Logs a demo user in: the token and the active asset. */
  login(email: string): Promise<{ token: string; assetId: string }>
}

/**
 * A benchmark's own database on BENCH_DATABASE_URL's PostgreSQL server (default
 * postgres://postgres@127.0.0.1:5433/postgres): created fresh for `run` (given its URL), dropped after.
 */
export async function withOwnDatabase<T>(dbName: string, run: (url: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/postgres'
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${dbName} with (force)`)
  await admin.query(`create database ${dbName}`)
  const u = new URL(serverUrl)
  u.pathname = `/${dbName}`
  try {
    return await run(u.toString())
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  }
}

/** A benchmark's own database (withOwnDatabase), migrated, seeded and served on a random loopback port for `run`. */
export async function withBenchServer(
  dbName: string,
  seed: (db: Db) => Promise<void>,
  run: (s: BenchServer) => Promise<void>,
) {
  await withOwnDatabase(dbName, async (url) => {
    const db = await openPostgres(url, 10)
    try {
      await migrate(db)
      await seed(db)
      const app = await buildApp({ db, config: { ...loadConfig({}), logLevel: 'silent' } }, { logger: false })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const addr = app.server.address()
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
      const login = async (email: string) => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        })
        const body = (await res.json()) as { data: { accessToken: string; profile: { activeAsset: { _id: string } } } }
        return { token: body.data.accessToken, assetId: body.data.profile.activeAsset._id }
      }
      try {
        await run({ db, base, login })
      } finally {
        await app.close()
      }
    } finally {
      db.pool.on('error', () => {}) // the drop ends idle connections
      await db.close()
    }
  })
}
