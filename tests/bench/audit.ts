import os from 'node:os'
import type { Db } from '../../src/server/db/db.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { withBenchServer } from './benchServer.ts'
import { leadBodies, postLeads, type CreateRun } from './leadCreates.ts'

/**
 * What the activity log's trigger costs lead creates: POST /api/properties/leads on PostgreSQL,
 * 10 clients, in alternating rounds with the leads table's audit trigger on and off (same server, same
 * data), so drift in the machine's load falls on both sides. Prints each round, the medians and the ratio.
 *   npm run bench -- audit [seconds per round] [rounds per side]
 * BENCH_DATABASE_URL names the PostgreSQL server (see benchServer.ts).
 */
export default async function auditBench(args: string[]) {
  const seconds = Number(args[0] ?? 8)
  const rounds = Number(args[1] ?? 3)
  const seed = (db: Db) => seedDemo(db, { leadsPerAsset: 2000 })
  await withBenchServer('agency_bench_audit', seed, async ({ db, base, login }) => {
    const { token, assetId } = await login('manager@demo.test')
    const next = await leadBodies(db, assetId)
    const runs: Record<'on' | 'off', CreateRun[]> = { on: [], off: [] }
    // a warm-up round, not counted
    await postLeads(base, token, next, 3)
    for (let i = 0; i < rounds; i++) {
      for (const side of i % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        await db.query(`alter table leads ${side === 'on' ? 'enable' : 'disable'} trigger audit_row`)
        const r = await postLeads(base, token, next, seconds)
        runs[side].push(r)
        console.log(
          `  round ${i + 1} trigger ${side.padEnd(3)} ${r.perSecond.toFixed(1)} creates/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}  load ${os.loadavg()[0].toFixed(1)}`,
        )
      }
    }
    // The trigger's own cost, without HTTP: one UPDATE of 1,000 leads (as a bulk update writes), on and off.
    const ids = (
      await db.query<{ id: string }>('select id from leads where asset_id = $1 order by lead_id limit 1000', [assetId])
    ).map((r) => r.id)
    const bulk: Record<'on' | 'off', number[]> = { on: [], off: [] }
    for (let i = 0; i < rounds * 2; i++) {
      for (const side of i % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        await db.query(`alter table leads ${side === 'on' ? 'enable' : 'disable'} trigger audit_row`)
        const t0 = performance.now()
        await db.query(`update leads set remarks = coalesce(remarks, '') || '.' where id = any($1::uuid[])`, [ids])
        bulk[side].push(performance.now() - t0)
      }
    }
    await db.query('alter table leads enable trigger audit_row')
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const on = median(runs.on.map((r) => r.perSecond))
    const off = median(runs.off.map((r) => r.perSecond))
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where record_type = 'leads'`,
    )
    console.log(`\nLead creates on PostgreSQL, 10 connections, ${rounds} × ${seconds} s per side`)
    console.log(
      `  trigger on   median ${on.toFixed(1)} creates/s  p50 ${median(runs.on.map((r) => r.p50))} ms  p99 ${median(runs.on.map((r) => r.p99))} ms`,
    )
    console.log(
      `  trigger off  median ${off.toFixed(1)} creates/s  p50 ${median(runs.off.map((r) => r.p50))} ms  p99 ${median(runs.off.map((r) => r.p99))} ms`,
    )
    console.log(`  on/off ratio ${(on / off).toFixed(3)}  (audit rows of leads written: ${n})`)
    const [bOn, bOff] = [median(bulk.on), median(bulk.off)]
    console.log(
      `  UPDATE of 1,000 leads (median of ${bulk.on.length}): trigger on ${bOn.toFixed(0)} ms, off ${bOff.toFixed(0)} ms, ${(bOn - bOff).toFixed(0)} µs per row logged (ms per 1,000 rows)`,
    )
    console.log(
      `  machine load average at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    )
  })
}
