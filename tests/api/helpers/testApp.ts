import fs from 'node:fs'
import os from 'node:os'
import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app.ts'
import { loadConfig, type Config } from '../../../src/server/config.ts'
import type { Db } from '../../../src/server/db/db.ts'
import { openPglite } from '../../../src/server/db/pglite.ts'
import { openPostgres } from '../../../src/server/db/postgres.ts'
import { DEMO_ASSETS, DEMO_PASSWORD } from '../../../src/server/db/seed/demo.ts'

export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

export interface RequestOptions {
  token?: string | null
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  url: string
  dataDir: string
  /** The test database's URL on PostgreSQL (TEST_DATABASE_URL), for a second pool or server process; undefined on PGlite. */
  databaseUrl?: string
  request<T = any>(method: string, path: string, opts?: RequestOptions): Promise<ApiResponse<T>>
  /** Logs a demo user in (password demopass1) and returns the access token. */
  login(email: string, password?: string): Promise<string>
  /** The four demo users' tokens and the two demo assets (the first is where manager, agent and viewer work). */
  demo(): Promise<{
    admin: string
    manager: string
    agent: string
    viewer: string
    firstAsset: string
    secondAsset: string
  }>
  close(): Promise<void>
}

/**
 * Starts the real server on a fresh copy of the seeded template database (PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set), listening on a random loopback port.
 */
export async function startTestApp(opts: { config?: Partial<Config> } = {}): Promise<TestApp> {
  let db: Db
  let databaseUrl: string | undefined
  let dropDb: (() => Promise<void>) | undefined
  const tpl = inject('pgTemplate')
  if (tpl) {
    const url = process.env.TEST_DATABASE_URL!
    const name = testDbName()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${tpl}`)
    const u = new URL(url)
    u.pathname = `/${name}`
    databaseUrl = u.toString()
    db = await openPostgres(databaseUrl, 5)
    dropDb = () => dropDatabase(admin, name)
  } else {
    const blob = new Blob([fs.readFileSync(inject('pgliteDump'))])
    db = await openPglite({ loadDataDir: blob })
  }
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/agency-test-`)
  // No scheduler ticks unless a test asks (it still catches up once at start, and the tests begin after that):
  // the demo's SLA deadlines pass in real time, and a tick moving leads mid-test adds notices, log entries and
  // events the test did not make.
  const config = { ...loadConfig({}), dataDir, logLevel: 'silent', slaTickSeconds: 0, ...opts.config }
  const app = await buildApp({ db, config }, { logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await Promise.all(app.catchUps)
  const addr = app.server.address()
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const qs = opts.query
      ? '?' +
        new URLSearchParams(
          Object.entries(opts.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString()
      : ''
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    let body: BodyInit | undefined
    if (opts.body !== undefined) {
      if (typeof opts.body === 'string' || opts.body instanceof FormData || opts.body instanceof Uint8Array)
        body = opts.body as BodyInit
      else {
        body = JSON.stringify(opts.body)
        headers['content-type'] ??= 'application/json'
      }
    }
    const res = await fetch(url + path + qs, { method, headers, body })
    const text = await res.text()
    let parsed: any = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* not JSON (CSV, files) */
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }

  async function login(email: string, password = DEMO_PASSWORD) {
    const res = await request<any>('POST', '/api/auth/login', { body: { email, password } })
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.data.accessToken as string
  }

  async function demo() {
    const [admin, manager, agent, viewer] = await Promise.all(
      ['admin', 'manager', 'agent', 'viewer'].map((u) => login(`${u}@demo.test`)),
    )
    const { first, second } = await demoAssetIds(db)
    return { admin, manager, agent, viewer, firstAsset: first, secondAsset: second }
  }

  return {
    app,
    db,
    url,
    dataDir,
    databaseUrl,
    request,
    login,
    demo,
    async close() {
      await app.close()
      await db.close()
      await dropDb?.()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A new test database's name: the run's prefix (the global teardown drops what is left of them) and a random part. */
const testDbName = () => `agency_t_${inject('pgTemplate').split('_').pop()}_${crypto.randomBytes(4).toString('hex')}`

/** Drops a test database once its pool has ended, and ends the admin connection. */
async function dropDatabase(admin: pg.Client, name: string) {
  // Not `with (force)` at once: the ended pool's connections may still be closing, and killing them
  // surfaces as an unhandled FATAL 57P01 in the test run.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`)
      break
    } catch (err) {
      if (attempt >= 50) throw err
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  await admin.end()
}

/**
 * An empty database on the engine under test, for a test that migrates and seeds it itself: a PGlite in
 * memory, or on PostgreSQL (TEST_DATABASE_URL) a new database, dropped again by close().
 */
export async function emptyTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const db = await openPglite()
    return { db, close: () => db.close() }
  }
  const name = testDbName()
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const u = new URL(url)
  u.pathname = `/${name}`
  const db = await openPostgres(u.toString(), 5)
  return {
    db,
    async close() {
      await db.close()
      await dropDatabase(admin, name)
    },
  }
}

/** The ids of the two demo assets, by the names the seed gives them. */
export async function demoAssetIds(db: Db): Promise<{ first: string; second: string }> {
  const rows = await db.query<{ id: string; name: string }>('select id, name from assets where name = any($1)', [
    [...DEMO_ASSETS],
  ])
  const id = (name: string) => rows.find((r) => r.name === name)!.id
  return { first: id(DEMO_ASSETS[0]), second: id(DEMO_ASSETS[1]) }
}
