import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { buildApp } from '../../../src/server/app.ts'
import { loadConfig } from '../../../src/server/config.ts'
import { maintainTables } from '../../../src/server/db/maintenance.ts'
import { migrate } from '../../../src/server/db/migrate.ts'
import { openPglite } from '../../../src/server/db/pglite.ts'
import { DEMO_ASSETS, DEMO_PASSWORD, seedDemo } from '../../../src/server/db/seed/demo.ts'
import { createTarget } from '../leadCreates.ts'
import { demoLogin, rssMb, withServerProcess } from '../serverProcess.ts'
import type { ScaleContext } from '../scale.ts'

/**
 * The write rows of the scale table: lead creates by 10 clients on the big database (rate, p50/p95/p99,
 * failures, duplicate numbers), the CSV export of ~100,000 leads (rows/s and the server's RSS growth),
 * and the embedded engine's default report page on the demo agency as `npm start` leaves it.
 * SCALE_CREATE_SECONDS (default 10) sets the creates' duration.
 */
export default async function writeRows(ctx: ScaleContext) {
  // the server as `npm start` runs it, in its own process on the big database: the load generator and the
  // read cases' server never share its event loop, and the RSS sampled is that server's alone
  await withServerProcess({ env: { DATABASE_URL: ctx.url } }, async (base, server) => {
    await leadCreates(ctx, base, server.pid!)
    await exportRows(ctx, base, server.pid!)
  })
  await embeddedDefaultPage(ctx.n)
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** 10 clients post leads for SCALE_CREATE_SECONDS; the CPU per create of the server process and of the database's backends beside the rate. */
async function leadCreates({ db, url }: ScaleContext, base: string, pid: number) {
  const seconds = Number(process.env.SCALE_CREATE_SECONDS ?? 10)
  const target = await createTarget('server', url, base, pid)
  const [{ assetId }] = await db.query<{ assetId: string }>('select id as "assetId" from assets where name = $1', [
    DEMO_ASSETS[0],
  ])
  try {
    const r = await target.measure(seconds)
    for (const f of r.failures) console.log(`    failed: ${f}`)
    const [{ dup }] = await db.query<{ dup: number }>(
      'select count(*)::int as dup from (select lead_id from leads where asset_id = $1 group by lead_id having count(*) > 1) d',
      [assetId],
    )
    console.log(
      `  ${'lead creates, 10 clients'.padEnd(52)} ${r.perSecond.toFixed(1)} /s   p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} max ${r.max} ms   ` +
        `${r.created} created, ${r.failed} failed, ${dup} duplicate leadIDs; CPU per create: server ${r.cpu.toFixed(2)} ms, database ${r.dbCpu.toFixed(2)} ms; load ${load()}`,
    )
  } finally {
    await target.close()
  }
}

/** Exports the newest ~100,000 leads of the biggest asset as the admin; the client is curl, the RSS sampled the server process's. */
async function exportRows({ db }: ScaleContext, base: string, pid: number) {
  const size = 100_000
  const [{ since }] = await db.query<{ since: Date }>(
    `select data_source_created_at as since from leads where asset_id = (select asset_id from leads group by 1 order by count(*) desc limit 1)
       and parent_id is null and deleted_at is null order by data_source_created_at desc offset ${size - 1} limit 1`,
  )
  const dateFrom = new Date(since.getTime() + 86_400_000).toISOString().slice(0, 10)
  const url = `${base}/api/properties/leads/export?filter=${encodeURIComponent(JSON.stringify({ query: { dateFrom, excludeTestAgents: false } }))}`
  const token = await demoLogin(base, 'admin@demo.test')
  for (let run = 1; run <= 3; run++) {
    const rssBefore = rssMb(pid)
    let peak = rssBefore
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10)
    const out = path.join(os.tmpdir(), `scale-export-${process.pid}.csv`)
    const t0 = performance.now()
    await promisify(execFile)('curl', [
      '-sf',
      '-o',
      out,
      '-H',
      `authorization: Bearer ${token}`,
      '-H',
      'x-timezone: Asia/Dubai',
      url,
    ])
    const secs = (performance.now() - t0) / 1000
    clearInterval(sampler)
    const csv = fs.readFileSync(out)
    fs.rmSync(out)
    let rows = -1 // the header
    for (const byte of csv) if (byte === 10) rows++
    console.log(
      `  ${`export of ~100k leads, run ${run}`.padEnd(52)} ${rows.toLocaleString().padStart(10)}  ${Math.round(rows / secs).toLocaleString()} rows/s ` +
        `(${secs.toFixed(1)} s, ${(csv.length / 1e6).toFixed(1)} MB)   server RSS ${rssBefore.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (+${(peak - rssBefore).toFixed(0)} MB); load ${load()}`,
    )
  }
}

/** The demo agency on the embedded engine, seeded and maintained as `npm start` does: the report's default page, server time. */
async function embeddedDefaultPage(n: number) {
  const db = await openPglite()
  try {
    await migrate(db)
    await seedDemo(db)
    await maintainTables(db)
    const app = await buildApp(
      {
        db,
        config: {
          ...loadConfig({}),
          dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'scale-embedded-')),
          logLevel: 'silent',
        },
      },
      { logger: false },
    )
    const times: number[] = []
    app.addHook('onResponse', async (_req, reply) => void times.push(reply.elapsedTime))
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const addr = app.server.address()
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      })
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
      const page = `${base}/api/properties/leads?filter=${encodeURIComponent(JSON.stringify({ page: 1, limit: 20, query: {} }))}`
      for (let i = 0; i < 3; i++)
        await fetch(page, { headers: { authorization: `Bearer ${token}`, 'x-timezone': 'Asia/Dubai' } })
      times.length = 0
      for (let i = 0; i < n; i++) {
        const res = await fetch(page, { headers: { authorization: `Bearer ${token}`, 'x-timezone': 'Asia/Dubai' } })
        if (res.status !== 200) throw new Error(`embedded default page answered ${res.status}`)
        await res.arrayBuffer()
      }
      times.sort((a, b) => a - b)
      const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
      console.log(
        `  ${'embedded demo (5k leads), default page + total'.padEnd(52)} API p50 ${pct(50).toFixed(1)} p95 ${pct(95).toFixed(1)} ms; load ${load()}`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await db.close()
  }
}
