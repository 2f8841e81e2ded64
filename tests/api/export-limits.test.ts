import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { TOO_MANY_EXPORTS } from '../../src/server/http/exportSlots.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

/**
 * Exports and slow clients: no database connection waits on a client that does not
 * read, a user runs at most two exports at once (in all server processes), and a stalled download is
 * cut by the idle timeout.
 */
let t: TestApp
const TAG = `Lim${Math.random().toString(36).slice(2, 8)}`
const ROWS = 6_000
const users: Record<string, { id: string; token: string }> = {}

/**
 * Leads with a wide source channel: an export of them is about 12 MB of CSV, more than a socket's
 * buffers hold, so a client that never reads stops the download midway.
 */
async function insertWideLeads(app: TestApp) {
  await app.db.query(
    `insert into leads (id, asset_id, lead_id, source_data_id, source, source_channel, data_source_created_at)
     select gen_random_uuid(), $1, $2 + i, 'CRM-' || ($2 + i), $3, 'Channel ' || repeat('x', 2000), timestamptz '2026-03-01' - make_interval(mins => i)
     from generate_series(1, $4::int) i`,
    [(await demoAssetIds(app.db)).first, 40_000_000 + Math.floor(Math.random() * 1_000_000), TAG, ROWS],
  )
}

beforeAll(async () => {
  t = await startTestApp()
  await insertWideLeads(t)
  await t.db.query('analyze leads')
  for (const name of ['u1', 'u2', 'u3', 'u4']) {
    // Super admins see the whole asset: the wide leads have no agent, so a manager's team scope shows none of them.
    const id = await createUser(t, `${TAG.toLowerCase()}-${name}@example.test`, { role: 'SUPER_ADMIN' })
    users[name] = { id, token: await t.login(`${TAG.toLowerCase()}-${name}@example.test`) }
  }
}, 300_000)
afterAll(() => t?.close())

const exportPath = `/api/properties/leads/export?filter=${encodeURIComponent(JSON.stringify({ query: { source: [TAG] } }))}`

/**
 * A client that sends an export request and never reads past the first bytes of the answer: resolves
 * with the socket and the status line once the answer has started.
 */
function stalledExport(url: string, token: string, path = exportPath): Promise<{ socket: net.Socket; status: number }> {
  const { port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`)
    })
    socket.once('data', (chunk) => {
      socket.pause()
      resolve({ socket, status: Number(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1]) })
    })
    socket.on('error', reject)
    socket.once('close', () => reject(new Error(`the connection closed before an answer to GET ${path}`)))
  })
}

/** Reads a stalled export to its end and resolves with its bytes. */
function readToEnd(socket: net.Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0
    let tail = ''
    socket.on('data', (c: Buffer) => {
      bytes += c.length
      tail = (tail + c.subarray(-5).toString('latin1')).slice(-5)
      // The chunked body's last chunk: the server has sent the whole answer.
      if (tail === '0\r\n\r\n') resolve(bytes)
    })
    socket.on('error', reject)
    socket.resume()
  })
}

/** Fails with `message` when `p` has not settled within `ms` (what a starved request would do forever). */
function within<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))
  return Promise.race([p, late]).finally(() => clearTimeout(timer))
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'clients that never read (PostgreSQL: needs TEST_DATABASE_URL, a pool of 5)',
  () => {
    it('hold no pooled connection: other requests are answered while as many exports stall as the pool has connections', async () => {
      const opened = Promise.all(['u1', 'u1', 'u2', 'u2', 'u3'].map((u) => stalledExport(t.url, users[u].token)))
      const stalled = await within(opened, 30_000, 'the 5 exports did not all start')
      try {
        expect(stalled.map((s) => s.status)).toEqual([200, 200, 200, 200, 200])
        const health = await within(
          t.request('GET', '/api/health'),
          10_000,
          '/api/health got no pooled connection while 5 exports stalled',
        )
        expect(health.status).toBe(200)
        const list = await within(
          t.request('GET', '/api/properties/leads', {
            token: users.u4.token,
            query: { filter: { page: 1, limit: 5, query: { source: [TAG] } } },
          }),
          10_000,
          'the leads report got no pooled connection while 5 exports stalled',
        )
        expect(list.body.meta.total).toBe(ROWS)
        // A stalled export is whole once its client reads: it was spooled, not cut.
        expect(await readToEnd(stalled[0].socket)).toBeGreaterThan(12_000_000)
      } finally {
        for (const s of stalled) s.socket.destroy()
      }
    }, 120_000)
  },
)

describe('exports per user', () => {
  it('answers 429 to a third export of one user, not to another user, and frees a slot when a download completes', async () => {
    const [a, b] = [await stalledExport(t.url, users.u1.token), await stalledExport(t.url, users.u1.token)]
    try {
      expect([a.status, b.status]).toEqual([200, 200])
      const third = await t.request('GET', exportPath, { token: users.u1.token })
      expect(third.status).toBe(429)
      expect(third.body.message).toBe(TOO_MANY_EXPORTS)
      const generic = await t.request('GET', '/api/customers/export', { token: users.u1.token })
      expect(generic.status).toBe(429)
      expect((await t.request('GET', exportPath, { token: users.u2.token })).status).toBe(200)

      await readToEnd(a.socket)
      expect((await t.request('GET', exportPath, { token: users.u1.token })).status).toBe(200)
    } finally {
      a.socket.destroy()
      b.socket.destroy()
    }
  }, 120_000)

  it('holds across server processes (slots live in the database), and a slot left by a dead process expires', async () => {
    // A second server on the same database, sharing nothing else with the first.
    const other = await buildApp(
      { db: t.db, config: { ...loadConfig({}), dataDir: t.dataDir, logLevel: 'silent' } },
      { logger: false },
    )
    await other.listen({ port: 0, host: '127.0.0.1' })
    const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`
    const [a, b] = [await stalledExport(t.url, users.u3.token), await stalledExport(otherUrl, users.u3.token)]
    try {
      expect([a.status, b.status]).toEqual([200, 200])
      const third = await stalledExport(otherUrl, users.u3.token)
      third.socket.destroy()
      expect(third.status).toBe(429)
    } finally {
      a.socket.destroy()
      b.socket.destroy()
      await other.close()
    }

    // Two slots whose process died without releasing them: expired, they no longer count.
    await t.db.query(
      `insert into export_slots (id, user_id, expires_at) select gen_random_uuid(), $1, now() - interval '1 second' from generate_series(1, 2)`,
      [users.u4.id],
    )
    expect((await t.request('GET', exportPath, { token: users.u4.token })).status).toBe(200)
    // Two live ones (another process's running exports) do.
    await t.db.query(
      `insert into export_slots (id, user_id, expires_at) select gen_random_uuid(), $1, now() + interval '1 minute' from generate_series(1, 2)`,
      [users.u4.id],
    )
    expect((await t.request('GET', exportPath, { token: users.u4.token })).status).toBe(429)
    await t.db.query('delete from export_slots where user_id = $1', [users.u4.id])
  }, 120_000)
})

describe('a stalled download', () => {
  it('is cut when its client takes nothing for the stall time, which frees its slot', async () => {
    const short = await startTestApp({ config: { downloadStallSeconds: 1 } })
    let stalled: net.Socket | undefined
    try {
      await insertWideLeads(short)
      const userId = await createUser(short, `${TAG.toLowerCase()}-idle@example.test`, { role: 'SUPER_ADMIN' })
      const token = await short.login(`${TAG.toLowerCase()}-idle@example.test`)
      // The server's end of the connection, to see it close.
      const serverSide = new Promise<net.Socket>((resolve) => short.app.server.once('connection', resolve))
      const started = await stalledExport(short.url, token)
      stalled = started.socket
      expect(started.status).toBe(200)
      const closed = serverSide.then(
        (s) => new Promise((resolve) => (s.destroyed ? resolve(null) : s.once('close', resolve))),
      )
      await within(closed, 30_000, 'the server kept the stalled download open')
      // The slot is released on close, by a statement that may still be under way.
      const slots = () => short.db.query('select 1 from export_slots where user_id = $1', [userId])
      for (let i = 0; i < 100 && (await slots()).length; i++) await new Promise((r) => setTimeout(r, 100))
      expect(await slots()).toEqual([])
    } finally {
      stalled?.destroy()
      await short.close()
    }
  }, 120_000)
})
