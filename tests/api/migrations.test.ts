import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Db } from '../../src/server/db/db.ts'
import { migrate, migrationChecksum } from '../../src/server/db/migrate.ts'
import { COMMENTS_REWRITTEN } from '../../src/server/db/migrationsRewritten.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { DEMO_ASSETS } from '../../src/server/db/seed/demo.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

const root = path.resolve(import.meta.dirname, '../..')
const migrationsDir = path.join(root, 'src/server/db/migrations')
const files = fs
  .readdirSync(migrationsDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
const fileText = (file: string) => fs.readFileSync(path.join(migrationsDir, file), 'utf8')
const fileChecksum = (file: string) => migrationChecksum(fileText(file))
const onPostgres = !!process.env.TEST_DATABASE_URL
const CHANGED = /The migration 0001_init\.sql was changed after it was applied to this database/

/** `npm start` in a process of its own: `started` is true once it serves, false when it exits first. */
function startServer(env: Record<string, string>) {
  let output = ''
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrations-'))
  const port = String(20000 + Math.floor(Math.random() * 20000))
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', SKIP_WEB_BUILD: '1', ...env },
  })
  const exit = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)))
  const started = new Promise<boolean>((resolve) => {
    proc.stdout!.on('data', (d: Buffer) => {
      output += d
      if (output.includes('Agency Console on')) resolve(true)
    })
    proc.stderr!.on('data', (d: Buffer) => (output += d))
    void exit.then(() => resolve(false))
  })
  return {
    started,
    exit,
    output: () => output,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM')
      await exit
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

describe.skipIf(!onPostgres)('two server processes on one empty PostgreSQL database', () => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  // named like the suite's test databases, so the run's teardown drops it should this file stop half-way
  const name = `agency_t_${inject('pgTemplate').split('_').pop()}_migrate_${crypto.randomBytes(3).toString('hex')}`
  const u = new URL(process.env.TEST_DATABASE_URL || 'postgres://localhost')
  u.pathname = `/${name}`
  const servers: ReturnType<typeof startServer>[] = []

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create database ${name}`)
  })
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('both come up, each migration applied once and the demo seeded once', { timeout: 300_000 }, async () => {
    // a small demo: what is checked is that it is seeded once, not its size (5,000 leads per asset took minutes)
    const env = { DATABASE_URL: u.toString(), LOG_LEVEL: 'warn', SLA_TICK_SECONDS: '0', SEED_LEADS_PER_ASSET: '50' }
    servers.push(startServer(env), startServer(env))
    const started = await Promise.all(servers.map((s) => s.started))
    expect(started, servers.map((s) => s.output()).join('\n----\n')).toEqual([true, true])
    for (const s of servers) expect((await fetch(`${s.base}/api/health`)).status).toBe(200)

    // one process applied them all, the other found them applied
    const said = servers.map((s) => s.output().includes(`Applied migrations: ${files.join(', ')}`))
    expect(said.sort()).toEqual([false, true])
    const db = new pg.Client({ connectionString: u.toString() })
    await db.connect()
    try {
      const rows = (await db.query('select name, checksum from schema_migrations order by name')).rows
      expect(rows).toEqual(files.map((name) => ({ name, checksum: fileChecksum(name) })))
      const logged = await db.query(`select count(*)::int as n from system_logs where kind = 'db.migrations'`)
      expect(logged.rows[0].n).toBe(1)
      const assets = await db.query('select name from assets order by name')
      expect(assets.rows.map((r) => r.name)).toEqual([...DEMO_ASSETS].sort())
      const leads = await db.query('select count(*)::int as n from leads')
      expect(leads.rows[0].n).toBe(100)
    } finally {
      await db.end()
    }
  })
})

describe('an applied migration whose file changed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('stops migrating with a sentence naming the file; a database from before checksums gets them', async () => {
    const db: Db = t.db
    // a database migrated before checksums were recorded: the runner adds the column and takes the files as they are
    await db.exec('alter table schema_migrations drop column checksum')
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ name: string; checksum: string }>(
      'select name, checksum from schema_migrations order by name',
    )
    expect(recorded).toEqual(files.map((name) => ({ name, checksum: fileChecksum(name) })))

    await db.query(`update schema_migrations set checksum = 'not-this-file' where name = '0001_init.sql'`)
    await expect(migrate(db)).rejects.toThrow(CHANGED)
  })

  it('takes a reworded comment for no change: a checksum of the whole text, or of the text before its comments were rewritten, is upgraded', async () => {
    const db: Db = t.db
    const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex')
    expect(migrationChecksum('-- a comment\ncreate table x (id int);\n')).toBe(
      migrationChecksum('-- the same comment, reworded\ncreate table x (id int);'),
    )
    expect(migrationChecksum('create table x (id int);')).not.toBe(migrationChecksum('create table x (id bigint);'))
    const [rewritten, before] = Object.entries(COMMENTS_REWRITTEN)[0]
    await db.query(`update schema_migrations set checksum = $1 where name = '0001_init.sql'`, [
      sha(fileText('0001_init.sql')),
    ])
    await db.query('update schema_migrations set checksum = $1 where name = $2', [before, rewritten])
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ name: string; checksum: string }>(
      `select name, checksum from schema_migrations where name in ('0001_init.sql', $1) order by name`,
      [rewritten],
    )
    expect(recorded).toEqual([
      { name: '0001_init.sql', checksum: fileChecksum('0001_init.sql') },
      { name: rewritten, checksum: fileChecksum(rewritten) },
    ])
  })
})

describe('a start on a database whose applied migration changed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrations-db-'))
  let t: TestApp | undefined
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('exits with the sentence naming the file', { timeout: 120_000 }, async () => {
    let env: Record<string, string>
    if (onPostgres) {
      t = await startTestApp()
      await t.db.query(`update schema_migrations set checksum = 'not-this-file' where name = '0001_init.sql'`)
      env = { DATABASE_URL: t.databaseUrl! }
    } else {
      const db = await openPglite({ dataDir: path.join(dataDir, 'pgdata') })
      await migrate(db)
      await db.query(`update schema_migrations set checksum = 'not-this-file' where name = '0001_init.sql'`)
      await db.close()
      env = { DATABASE_URL: '', DATA_DIR: dataDir }
    }
    const server = startServer({ ...env, NO_SEED: '1' })
    try {
      expect(await server.started).toBe(false)
      expect(await server.exit).not.toBe(0)
      expect(server.output()).toMatch(CHANGED)
    } finally {
      await server.stop()
    }
  })
})
