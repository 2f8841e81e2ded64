import os from 'node:os'
import { withOwnDatabase } from './benchServer.ts'
import { createTarget, postLeads, type MeasuredRun } from './leadCreates.ts'
import { withServerProcess } from './serverProcess.ts'

/**
 * `BENCH_ROOT=<checkout> npm run bench -- lead-create [seconds] api [rounds]`: lead creates through the API
 * of two servers at once, BENCH_ROOT's ("before") and this checkout's ("after"), each its own process on
 * its own database (demo agency) on BENCH_DATABASE_URL's PostgreSQL, in alternating rounds of `seconds`,
 * so drift in the machine's load falls on both: each round (with the server process's and the database
 * backends' CPU time per create, which a busy machine does not inflate as much as the rate),
 * the medians and the after/before ratio.
 */
export async function leadCreateBeforeAfter(root: string, seconds: number, rounds: number) {
  await withOwnDatabase('agency_bench_lead_create_before', (beforeUrl) =>
    withOwnDatabase('agency_bench_lead_create_after', (afterUrl) =>
      withServerProcess({ root, env: { DATABASE_URL: beforeUrl } }, (beforeBase, beforeServer) =>
        withServerProcess({ env: { DATABASE_URL: afterUrl } }, async (afterBase, afterServer) => {
          const sides = await Promise.all([
            createTarget('before', beforeUrl, beforeBase, beforeServer.pid!),
            createTarget('after', afterUrl, afterBase, afterServer.pid!),
          ])
          const runs = new Map<string, MeasuredRun[]>(sides.map((s) => [s.name, []]))
          try {
            for (const s of sides) await postLeads(s.base, s.token, s.next, 3) // warm-up, not counted
            console.log(
              `POST /api/properties/leads on PostgreSQL, 10 connections, ${rounds} × ${seconds} s per side, before: ${root}`,
            )
            for (let i = 0; i < rounds; i++) {
              for (const s of i % 2 ? [...sides].reverse() : sides) {
                const r = await s.measure(seconds)
                runs.get(s.name)!.push(r)
                console.log(
                  `  round ${i + 1} ${s.name.padEnd(6)} ${r.perSecond.toFixed(1)} creates/s  p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99} ms  failed ${r.failed}  CPU per create: server ${r.cpu.toFixed(2)} ms, database ${r.dbCpu.toFixed(2)} ms  load ${os.loadavg()[0].toFixed(1)}`,
                )
                for (const f of r.failures) console.log(`    failed: ${f}`)
              }
            }
            const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
            for (const s of sides) {
              const m = (k: keyof MeasuredRun) => median(runs.get(s.name)!.map((r) => r[k] as number))
              console.log(
                `  ${s.name.padEnd(6)} median ${m('perSecond').toFixed(1)} creates/s  p50 ${m('p50')}  p95 ${m('p95')}  p99 ${m('p99')} ms  failed ${runs.get(s.name)!.reduce((n, r) => n + r.failed, 0)}  CPU per create: server ${m('cpu').toFixed(2)} ms, database ${m('dbCpu').toFixed(2)} ms`,
              )
            }
            const [before, after] = sides.map((s) => median(runs.get(s.name)!.map((r) => r.perSecond)))
            console.log(`  after/before ${(after / before).toFixed(2)}x`)
            console.log(
              `  machine load average at the end: ${os
                .loadavg()
                .map((x) => x.toFixed(1))
                .join(' ')} on ${os.cpus().length} cores`,
            )
          } finally {
            await Promise.all(sides.map((s) => s.close()))
          }
        }),
      ),
    ),
  )
}
