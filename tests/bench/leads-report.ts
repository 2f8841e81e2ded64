import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts'
import { sqlColumns } from './scale/recorder.ts'
import { listenRecorded } from './recordedServer.ts'

/**
 * The leads report on PostgreSQL with a million leads: server time (Fastify's elapsed time, requests
 * one at a time) of the first page with its total for the default report, with search text and with
 * filter combinations, beside the bare SQL time of the statements each ran (scale/recorder.ts); then a CSV export of about 100,000 rows with its rate and the peak RSS.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5433/leads_bench npm run seed -- --leads 1000000   (once)
 *   npm run bench -- leads-report [requests per case, default 60]
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5433/leads_bench) names the seeded database.
 */
export default async function leadsReportBench(args: string[]) {
  const n = Number(args[0] ?? 60)
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5433/leads_bench'
  const db = await openPostgres(url, 10)
  await migrate(db)
  const [{ total }] = await db.query<{ total: number }>('select count(*)::bigint as total from leads')
  if (total < 1_000_000)
    console.log(`note: ${total} leads (seed a million with: DATABASE_URL=${url} npm run seed -- --leads 1000000)`)
  await db.query('analyze leads')
  const { app, base, recorded, elapsed } = await listenRecorded(db)
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    })
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
    const headers = { authorization: `Bearer ${token}`, 'x-timezone': 'Asia/Dubai' }
    const [agent] = await db.query<{ id: string }>(
      `select agent_id as id from leads where agent_id is not null group by 1 order by count(*) desc limit 1`,
    )
    const [crm] = await db.query<{ v: string }>(
      `select source_data_id as v from leads where source_data_id is not null order by lead_id desc limit 1 offset 5000`,
    )
    const [project] = await db.query<{ id: string }>(
      `select project_id as id from leads where project_id is not null group by 1 order by count(*) desc limit 1`,
    )
    const [source] = await db.query<{ v: string }>(
      `select source as v from leads where source is not null group by 1 order by count(*) desc limit 1`,
    )
    const [input] = await db.query<{ v: string }>(
      `select input_source as v from leads where input_source is not null group by 1 order by count(*) desc limit 1`,
    )
    const midMonth = (months: number) => {
      const d = new Date()
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 15)).toISOString().slice(0, 10)
    }
    const q = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      `/api/properties/leads?filter=${encodeURIComponent(JSON.stringify({ page: 1, limit: 20, ...extra, query }))}`
    const cases: Array<[string, string]> = [
      ['baseline: GET /api/profile (session only)', '/api/profile'],
      ['default report, first page + total', q({})],
      ['default report, page 50 + total', q({}, { page: 50 })],
      [`search CRM ID fragment "${crm.v.slice(0, 7)}"`, q({ search: crm.v.slice(0, 7) })],
      ['search source word "finder"', q({ search: 'finder' })],
      ['search exact leadID', q({ search: '4242' })],
      ['3 filters: status Open + stage New + 1 agent', q({ status: ['Open'], stage: ['New'], agents: [agent.id] })],
      [
        '3 filters: market Off Plan + contact Buyer + Open',
        q({ market: ['Off Plan'], contactType: ['Buyer'], status: ['Open'] }),
      ],
      [
        '3 filters: SLA Lead Pool + Open + This Year',
        q({ slaStage: ['Lead Pool'], status: ['Open'], datePreset: 'This Year' }),
      ],
      ['3 filters: SLA Initial + 1 agent + Open', q({ slaStage: ['Initial'], agents: [agent.id], status: ['Open'] })],
      [
        '3 filters: SLA Initial + Open + This Year',
        q({ slaStage: ['Initial'], status: ['Open'], datePreset: 'This Year' }),
      ],
      [
        '3 filters: SLA Initial + Open + This Month',
        q({ slaStage: ['Initial'], status: ['Open'], datePreset: 'This Month' }),
      ],
      [
        '3 filters: SLA Initial + Off Plan + Buyer',
        q({ slaStage: ['Initial'], market: ['Off Plan'], contactType: ['Buyer'] }),
      ],
      ['SLA Lead Pool alone', q({ slaStage: ['Lead Pool'] })],
      ['SLA Initial + Lead Pool (two stages)', q({ slaStage: ['Initial', 'Lead Pool'] })],
      ['SLA Manager + This Month', q({ slaStage: ['Manager'], datePreset: 'This Month' })],
      ['SLA Initial + This Year', q({ slaStage: ['Initial'], datePreset: 'This Year' })],
      ['SLA Lead Pool + search CRM ID fragment', q({ slaStage: ['Lead Pool'], search: crm.v.slice(0, 7) })],
      ['date preset This Year', q({ datePreset: 'This Year' })],
      ['date preset This Year + Open + 1 agent', q({ datePreset: 'This Year', status: ['Open'], agents: [agent.id] })],
      // a date range with market, contact type, source, stage or input source: month counters; with a project or agent: their indexes
      [
        '3 filters: This Year + Off Plan + Buyer',
        q({ datePreset: 'This Year', market: ['Off Plan'], contactType: ['Buyer'] }),
      ],
      [
        '3 filters: Last Year + stage New + input source',
        q({ datePreset: 'Last Year', stage: ['New'], inputSource: [input.v] }),
      ],
      [
        '3 filters: 15th to 15th + Secondary + source',
        q({ dateFrom: midMonth(-3), dateTo: midMonth(-1), market: ['Secondary'], source: [source.v] }),
      ],
      [
        '3 filters: This Month + General + Seller',
        q({ datePreset: 'This Month', market: ['General'], contactType: ['Seller'] }),
      ],
      [
        '3 filters: This Year + 1 project + Open',
        q({ datePreset: 'This Year', projects: [project.id], status: ['Open'] }),
      ],
      [
        '3 filters: This Year + 1 agent + Buyer',
        q({ datePreset: 'This Year', agents: [agent.id], contactType: ['Buyer'] }),
      ],
      ['date preset This Month + sort by agent', q({ datePreset: 'This Month' }, { sort: { agent: 1 } })],
      ['sort by agent name', q({}, { sort: { agent: 1 } })],
      ['sort by agent name descending, page 50', q({}, { page: 50, sort: { agent: -1 } })],
    ]
    console.log(
      `\nLeads report on PostgreSQL, ${total.toLocaleString()} leads, ${n} requests each, one at a time; load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    )
    console.log(
      '  API: server time p50 p95 (ms); SQL: the same statements straight on the database, p50 p95; API/SQL at p50; plans scanning leads or customers',
    )
    for (const [label, path] of cases) {
      const check = await fetch(base + path, { headers })
      const body = (await check.json()) as { meta?: { total: number } }
      if (!body.meta) body.meta = { total: NaN }
      if (check.status !== 200) throw new Error(`${label}: ${check.status} ${JSON.stringify(body)}`)
      for (let i = 0; i < 3; i++) await (await fetch(base + path, { headers })).arrayBuffer()
      elapsed.length = 0
      for (let i = 0; i < n; i++) {
        recorded.log = []
        recorded.recording = true
        await (await fetch(base + path, { headers })).arrayBuffer()
        recorded.recording = false
      }
      console.log(
        `  ${label.padEnd(50)} total ${String(body.meta?.total).padStart(8)}   ${await sqlColumns(db, recorded.log, elapsed, n)}`,
      )
    }

    // Export of the newest ~10,000 and ~100,000 top-level leads (date ranges ending today): the peak
    // RSS should not grow with the size (flat memory), the rate is rows per second.
    for (const size of [10_000, 100_000]) {
      const [{ since }] = await db.query<{ since: Date }>(
        `select data_source_created_at as since from leads where asset_id = (select id from assets order by name limit 1)
         and parent_id is null and deleted_at is null order by data_source_created_at desc offset ${size - 1} limit 1`,
      )
      const dateFrom = new Date(since.getTime() + 86_400_000).toISOString().slice(0, 10)
      const exportPath = `/api/properties/leads/export?filter=${encodeURIComponent(JSON.stringify({ query: { dateFrom, excludeTestAgents: false } }))}`
      const rssBefore = process.memoryUsage().rss
      let peak = rssBefore
      let heapPeak = 0
      const sampler = setInterval(() => {
        const m = process.memoryUsage()
        peak = Math.max(peak, m.rss)
        heapPeak = Math.max(heapPeak, m.heapUsed)
      }, 20)
      const t0 = performance.now()
      // The client is curl in its own process, so the RSS sampled here is the server's alone.
      const out = path.join(os.tmpdir(), `leads-export-${process.pid}.csv`)
      await promisify(execFile)('curl', [
        '-sf',
        '-o',
        out,
        '-H',
        `authorization: ${headers.authorization}`,
        '-H',
        'x-timezone: UTC',
        base + exportPath,
      ])
      const secs = (performance.now() - t0) / 1000
      const csv = fs.readFileSync(out)
      fs.rmSync(out)
      const bytes = csv.length
      let lines = 0
      for (let i = 0; i < csv.length; i++) if (csv[i] === 10) lines++
      clearInterval(sampler)
      const rows = lines - 1
      console.log(
        `\nCSV export since ${dateFrom}: ${rows.toLocaleString()} rows, ${(bytes / 1e6).toFixed(1)} MB in ${secs.toFixed(1)} s = ${Math.round(rows / secs).toLocaleString()} rows/s;` +
          ` server RSS before ${(rssBefore / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB; peak JS heap in use ${(heapPeak / 1e6).toFixed(0)} MB`,
      )
    }
  } finally {
    await app.close()
    await db.close()
  }
}
