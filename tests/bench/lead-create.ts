import os from 'node:os'
import autocannon from 'autocannon'
import { chromium } from '@playwright/test'
import { buildWeb, webBuildIsStale } from '../../src/server/build.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_ASSETS, seedDemo } from '../../src/server/db/seed/demo.ts'
import { chromiumArgs, findChromium } from '../chromium.ts'
import { withOwnDatabase } from './benchServer.ts'
import { benchConnection, createTarget } from './leadCreates.ts'
import { leadCreateBeforeAfter } from './leadCreateBeforeAfter.ts'
import { withServerProcess } from './serverProcess.ts'

/**
 * Lead creates per second through the API (POST /api/properties/leads with auto assignment, the merge
 * lookup, round robin and auto SLA) of a server process on PostgreSQL, 10 concurrent clients (rate,
 * p50/p95/p99, failures, CPU per create of the server and of the database);
 * then the lead form's time from open to interactive in Chromium (skipped with `api` after the seconds).
 *   npm run bench -- lead-create [seconds] [api]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/postgres) names the server; the bench
 * creates and drops its own database agency_bench_lead_create there.
 * With BENCH_ROOT=<another checkout>: before/after in one run instead (beforeAfter.ts).
 */
export default async function leadCreateBench(args: string[]) {
  const seconds = Number(args[0] ?? 10)
  if (process.env.BENCH_ROOT) return leadCreateBeforeAfter(process.env.BENCH_ROOT, seconds, Number(args[2] ?? 3))
  if (args[1] !== 'api' && webBuildIsStale()) await buildWeb()
  await withOwnDatabase('agency_bench_lead_create', async (url) => {
    const db = await openPostgres(benchConnection(url), 4)
    try {
      await migrate(db)
      const t0 = Date.now()
      await seedDemo(db, { leadsPerAsset: 5000 })
      console.log(`seeded demo agency (5000 leads per asset) in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      // The server in its own process, as `npm start` runs it: the load generator's work never shares its event loop.
      await withServerProcess({ env: { DATABASE_URL: url } }, async (base, server) => {
        await apiBench(db, await createTarget('server', url, base, server.pid!), seconds)
        if (args[1] !== 'api') await formBench(base)
      })
    } finally {
      db.pool.on('error', () => {}) // the drop ends idle connections
      await db.close()
    }
  })
}

async function apiBench(db: Db, target: Awaited<ReturnType<typeof createTarget>>, seconds: number) {
  const [{ id: assetId }] = await db.query<{ id: string }>('select id from assets where name = $1', [DEMO_ASSETS[0]])
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from leads where asset_id = $1', [assetId]))[0].n
  const before = await count()
  const r = await target.measure(seconds)
  await target.close()
  for (const f of r.failures) console.log(`  failed: ${f}`)
  const after = await count()
  const merged = (
    await db.query<{ n: number }>(
      'select count(*)::int as n from leads where asset_id = $1 and parent_id is not null and creator_id is not null',
      [assetId],
    )
  )[0].n
  const [{ dup }] = await db.query<{ dup: number }>(
    'select count(*)::int as dup from (select lead_id from leads where asset_id = $1 group by lead_id having count(*) > 1) d',
    [assetId],
  )
  console.log(`\nPOST /api/properties/leads on PostgreSQL, 10 connections, ${seconds} s`)
  console.log(`  requests/s  ${r.perSecond.toFixed(1)}`)
  console.log(`  latency ms  p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99}  max ${r.max}`)
  console.log(`  created ${r.created}  failed ${r.failed} (non-2xx, errors, timeouts)`)
  console.log(`  CPU per create: server process ${r.cpu.toFixed(2)} ms, database ${r.dbCpu.toFixed(2)} ms`)
  console.log(`  leads written ${after - before} (merged under a parent so far: ${merged}), duplicate leadIDs: ${dup}`)
  // Context: the same server answering an authenticated call that does no lead work (session + profile only).
  const base_ = await autocannon({
    url: `${target.base}/api/properties/leads/stages`,
    connections: 10,
    duration: 5,
    headers: { authorization: `Bearer ${target.token}` },
  })
  console.log(
    `  baseline GET /api/properties/leads/stages: ${base_.requests.average.toFixed(1)} req/s, p99 ${base_.latency.p99} ms`,
  )
  console.log(
    `  machine load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  )
}

async function formBench(base: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await page.goto(`${base}/auth/login`)
    await page.getByLabel('E-mail').fill('manager@demo.test')
    await page.getByLabel('Password').fill('demopass1')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/dashboard$/)
    const ready = () => page.locator('#lead-customer:focus').waitFor({ timeout: 30_000 })
    const cold: number[] = []
    const warm: number[] = []
    for (let k = 0; k < 5; k++) {
      // full load of /leads/create (app boot + lazy chunk + profile) until the customer picker has focus
      let t = performance.now()
      await page.goto(`${base}/leads/create`)
      await ready()
      cold.push(performance.now() - t)
      // in-app: the 'c l' shortcut from the dashboard
      await page.goto(`${base}/dashboard`)
      await page.locator('main').waitFor()
      t = performance.now()
      await page.keyboard.press('c')
      await page.keyboard.press('l')
      await ready()
      warm.push(performance.now() - t)
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0)
    console.log(`\nLead form, open to interactive (customer picker focused), Chromium, median of 5`)
    console.log(
      `  page load of /leads/create  ${median(cold)} ms   (runs: ${cold.map((x) => x.toFixed(0)).join(', ')})`,
    )
    console.log(
      `  'c l' from the dashboard    ${median(warm)} ms   (runs: ${warm.map((x) => x.toFixed(0)).join(', ')})`,
    )
  } finally {
    await browser.close()
  }
}
