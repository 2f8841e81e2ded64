import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../src/server/db/pglite.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

describe('the database behind the HTTP loop', () => {
  it('answers /api/health while a slow query is in flight', async () => {
    const order: string[] = []
    const slow = t.db.query('select pg_sleep(2)').then(() => order.push('query'))
    const health = t.request('GET', '/api/health').then((r) => order.push(`health ${r.status}`))
    await Promise.all([slow, health])
    // On PGlite in the main thread the sleep blocked the loop: health came second.
    expect(order).toEqual(['health 200', 'query'])
  })

  it('holds other queries while a transaction is open, and keeps PostgreSQL error fields', async () => {
    await t.db.exec('create table tx_probe (id int primary key)')
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const tx = t.db.tx(async (q) => {
      await q.query('insert into tx_probe values (1)')
      await gate
      await q.query('insert into tx_probe values (2)')
    })
    // Issued while the transaction is open: it must neither run inside it nor see half of it. PGlite's
    // one connection makes it wait for the commit; PostgreSQL answers from another connection while the
    // transaction is still open (released only after that answer: released at once, the commit sometimes
    // came first and the query counted 2).
    const outside = t.db.query<{ n: number }>('select count(*)::int as n from tx_probe')
    if (t.db.engine === 'pg') await outside
    release()
    await tx
    expect((await outside)[0].n).toBe(t.db.engine === 'pglite' ? 2 : 0)
    const err = await t.db.query('insert into tx_probe values (1)').catch((e) => e)
    expect(err).toBeInstanceOf(Error)
    expect(err).toMatchObject({ code: '23505', constraint: 'tx_probe_pkey', detail: 'Key (id)=(1) already exists.' })
    // A failed transaction leaves nothing behind.
    await expect(
      t.db.tx(async (q) => {
        await q.query('insert into tx_probe values (3)')
        await q.query('insert into tx_probe values (1)')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(await t.db.query('select id from tx_probe order by id')).toEqual([{ id: 1 }, { id: 2 }])
  })
})

describe('embedded durability', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  // A process crash only proves what the page cache already gives; an OS crash or power cut needs the
  // fsync at commit, which the settings show (on PGlite's defaults fsync was off and fdatasync a no-op).
  it('keeps every acknowledged write when the process is killed (SIGKILL), with fsync at commit', {
    timeout: 180_000,
  }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-durable-'))
    dirs.push(dir)
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./helpers/durabilityWriter.ts', import.meta.url)), dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const exited = new Promise((r) => child.on('exit', r))
    let acked = 0
    for await (const line of readline.createInterface({ input: child.stdout! })) {
      const m = /^acked (\d+)$/.exec(line)
      if (m) acked = Number(m[1])
      if (acked >= 20) {
        child.kill('SIGKILL')
        break
      }
    }
    await exited
    expect(acked).toBeGreaterThanOrEqual(20)
    const db = await openPglite({ dataDir: dir })
    try {
      const [{ n, max }] = await db.query<{ n: number; max: number }>(
        'select count(*)::int as n, max(id) as max from probe',
      )
      expect(max).toBeGreaterThanOrEqual(acked)
      expect(n).toBe(max)
      const settings = await db.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method') order by name`,
      )
      expect(settings).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ])
    } finally {
      await db.close()
    }
  })
})
