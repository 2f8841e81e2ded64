import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { verifySignature } from '../../src/server/webhooks/sign.ts'
import { withOwnDatabase } from './benchServer.ts'
import { cpuMs } from './serverProcess.ts'

/**
 * Webhook delivery on PostgreSQL, the server in its own process (`npm start`), a receiver in this one:
 *  1. throughput: `events` customers written by another process (the outbox rows are written by the table's
 *     trigger in those transactions), each a customer.created event to one hook, until the receiver has
 *     every delivery id (each signature verified): the time, deliveries per second, the server's CPU;
 *  2. kill -9: as many again, the server killed with SIGKILL when about a third has arrived, a new server
 *     started on the same database: the receiver must end with every delivery id (at-least-once; the
 *     duplicates it deduplicated are counted), and the database with every delivery succeeded.
 *   BENCH_DATABASE_URL=postgres://… npm run bench -- webhooks [events=10000]
 * The bench creates and drops its own database agency_bench_webhooks there.
 */
const SECRET = 'whsec_bench'
const root = path.resolve(import.meta.dirname, '../..')
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** The server in its own process on the bench's database; resolves once it listens. */
async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(20000 + Math.floor(Math.random() * 20000)),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_PRIVATE: '1',
      SLA_TICK_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Agency Console on')) resolve()
    })
  })
  return child
}

const exited = (p: ChildProcess) =>
  new Promise((r) => (p.exitCode !== null || p.signalCode ? r(null) : p.once('exit', r)))

export default async function webhooksBench(args: string[]) {
  const n = Number(args[0] ?? 10_000)
  // the receiver: every delivery id it got, how often, and whether each signature was right
  const seen = new Map<string, number>()
  let badSignatures = 0
  let waiter: (() => void) | null = null
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      if (!verifySignature(SECRET, body, String(req.headers['x-agency-signature']))) badSignatures++
      const id = String(req.headers['x-agency-delivery'])
      seen.set(id, (seen.get(id) ?? 0) + 1)
      res.writeHead(200).end('ok')
      waiter?.()
    })
  })
  receiver.keepAliveTimeout = 30_000
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
  /** Resolves when the receiver has `count` distinct deliveries (or after `limitS` seconds: the bench says so). */
  const until = async (count: number, limitS = 300) => {
    const end = Date.now() + limitS * 1000
    while (seen.size < count && Date.now() < end)
      await new Promise<void>((r) => {
        waiter = r
        setTimeout(r, 500)
      })
    return seen.size >= count
  }

  await withOwnDatabase('agency_bench_webhooks', async (dbUrl) => {
    // the bench's own connections are named, so the server's backends can be told apart (their CPU is counted)
    const db = await openPostgres(`${dbUrl}?application_name=webhooks_bench`, 4)
    const backends = async () =>
      (
        await db.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and application_name <> 'webhooks_bench'`,
        )
      ).map((r) => r.pid)
    /** CPU ms so far of the server process and of its database backends. */
    const cpuNow = async (pid: number) => ({
      server: cpuMs(pid),
      db: new Map((await backends()).map((b) => [b, cpuMs(b)])),
    })
    const cpuSince = async (pid: number, from: Awaited<ReturnType<typeof cpuNow>>) => {
      const to = await cpuNow(pid)
      return {
        server: to.server - from.server,
        db: [...to.db].reduce((ms, [b, now]) => ms + now - (from.db.get(b) ?? 0), 0),
      }
    }
    let server: ChildProcess | null = null
    try {
      await migrate(db)
      await seedDemo(db, { leadsPerAsset: 20 })
      const [owner] = await db.query<{ id: string; asset_id: string }>(
        `select u.id, a.id as asset_id from users u cross join (select id from assets order by name limit 1) a where u.email = 'admin@demo.test'`,
      )
      await db.query(
        `insert into webhooks (asset_id, url, events, secret, owner_id) values ($1, $2, '{customer.created}', $3, $4)`,
        [owner.asset_id, url, SECRET, owner.id],
      )
      let next = 0
      /** `count` customers in transactions of 500, each statement's trigger writing its events and deliveries. */
      const write = async (count: number) => {
        for (let done = 0; done < count; done += 500) {
          const k = Math.min(500, count - done)
          await db.query(
            `insert into customers (id, asset_id, first_name, last_name, customer_id)
             select gen_random_uuid(), $1, 'Bench', 'Hook ' || g, 900000000 + g from generate_series($2::int, $3::int) g`,
            [owner.asset_id, next, next + k - 1],
          )
          next += k
        }
      }
      server = await startServer(dbUrl)
      console.log(`\nWebhooks on PostgreSQL, server in its own process (${os.cpus().length} cores)`)

      // 1. throughput
      const cpu0 = await cpuNow(server.pid!)
      let t0 = performance.now()
      await write(n)
      const written = performance.now() - t0
      const all1 = await until(n)
      let took = (performance.now() - t0) / 1000
      const cpu = await cpuSince(server.pid!, cpu0)
      console.log(
        `1. ${n} events (customer.created) written in ${(written / 1000).toFixed(1)} s, ${seen.size} delivered to a local receiver in ${took.toFixed(1)} s` +
          ` (${Math.round(seen.size / took)}/s${all1 ? '' : ', NOT ALL'}); CPU per delivery: server ${(cpu.server / n).toFixed(2)} ms, its database backends ${(cpu.db / n).toFixed(2)} ms` +
          ` (the outbox rows, written in the writer's transactions, not counted); load average ${load()}`,
      )

      // 2. kill -9 mid-run
      const before = seen.size
      const dupes0 = [...seen.values()].filter((c) => c > 1).length
      t0 = performance.now()
      await write(n)
      await until(before + Math.floor(n / 3))
      const atKill = seen.size - before
      server.kill('SIGKILL')
      await exited(server)
      const [{ running }] = await db.query<{ running: number }>(
        `select count(*)::int as running from jobs where kind = 'webhook.deliver' and status = 'running'`,
      )
      server = await startServer(dbUrl)
      const all2 = await until(before + n)
      took = (performance.now() - t0) / 1000
      // a delivery the killed server had posted but not recorded is posted again once its lease passes: the
      // receiver had its id already, the database has it once that attempt is recorded
      for (let i = 0; i < 120; i++) {
        const [{ open }] = await db.query<{ open: number }>(
          `select count(*)::int as open from webhook_deliveries where status in ('pending', 'retrying')`,
        )
        if (!open) break
        await new Promise((r) => setTimeout(r, 1000))
      }
      const [states] = await db.query<{ succeeded: number; other: number; events: number }>(
        `select count(*) filter (where status = 'succeeded')::int as succeeded, count(*) filter (where status <> 'succeeded')::int as other,
                (select count(*)::int from webhook_events) as events from webhook_deliveries`,
      )
      const missing = (await db.query<{ id: string }>('select id from webhook_deliveries')).filter(
        (d) => !seen.has(d.id),
      ).length
      const dupes = [...seen.values()].filter((c) => c > 1).length - dupes0
      console.log(
        `2. ${n} more events, server killed with SIGKILL after ${atKill} had arrived (${running} deliveries in flight), a new server started:` +
          ` ${seen.size - before} delivered in ${took.toFixed(1)} s${all2 ? '' : ' (NOT ALL)'}; lost ${missing}, delivered twice ${dupes} (the receiver deduplicates by X-Agency-Delivery);` +
          ` database: ${states.events} events, ${states.succeeded} deliveries succeeded, ${states.other} not; bad signatures ${badSignatures}; load average ${load()}`,
      )
    } finally {
      if (server && server.exitCode === null && !server.signalCode) {
        server.kill('SIGTERM')
        await exited(server)
      }
      db.pool.on('error', () => {})
      await db.close()
      receiver.closeAllConnections()
      receiver.close()
    }
  })
}
