import fs from 'node:fs'
import os from 'node:os'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_ASSETS } from '../../src/server/db/seed/demo.ts'
import { withOwnDatabase } from './benchServer.ts'
import { leadBodies, postLeads, type CreateRun } from './leadCreates.ts'
import { demoLogin, withServerProcess } from './serverProcess.ts'

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
          const sides = await Promise.all([side('before', beforeUrl, beforeBase, beforeServer.pid!), side('after', afterUrl, afterBase, afterServer.pid!)])
          try {
            for (const s of sides) await postLeads(s.base, s.token, s.next, 3) // warm-up, not counted
            console.log(`POST /api/properties/leads on PostgreSQL, 10 connections, ${rounds} × ${seconds} s per side, before: ${root}`)
            for (let i = 0; i < rounds; i++) {
              for (const s of i % 2 ? [...sides].reverse() : sides) {
                const [cpu0, db0] = [cpuMs(s.pid), await s.dbCpuMs()]
                const r = await postLeads(s.base, s.token, s.next, seconds)
                const per = (ms: number) => ms / Math.max(1, r.created)
                const round = { ...r, cpu: per(cpuMs(s.pid) - cpu0), dbCpu: per((await s.dbCpuMs()) - db0) }
                s.runs.push(round)
                console.log(
                  `  round ${i + 1} ${s.name.padEnd(6)} ${r.perSecond.toFixed(1)} creates/s  p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99} ms  failed ${r.failed}  CPU per create: server ${round.cpu.toFixed(2)} ms, database ${round.dbCpu.toFixed(2)} ms  load ${os.loadavg()[0].toFixed(1)}`,
                )
                for (const f of r.failures) console.log(`    failed: ${f}`)
              }
            }
            const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
            for (const s of sides) {
              const m = (k: keyof Round) => median(s.runs.map((r) => r[k] as number))
              console.log(
                `  ${s.name.padEnd(6)} median ${m('perSecond').toFixed(1)} creates/s  p50 ${m('p50')}  p95 ${m('p95')}  p99 ${m('p99')} ms  failed ${s.runs.reduce((n, r) => n + r.failed, 0)}  CPU per create: server ${m('cpu').toFixed(2)} ms, database ${m('dbCpu').toFixed(2)} ms`,
              )
            }
            const [before, after] = sides.map((s) => median(s.runs.map((r) => r.perSecond)))
            console.log(`  after/before ${(after / before).toFixed(2)}x`)
            console.log(`  machine load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`)
          } finally {
            await Promise.all(sides.map((s) => s.close()))
          }
        }),
      ),
    ),
  )
}

type Round = CreateRun & { cpu: number; dbCpu: number }

/** One server under test: the manager's token and the lead bodies of its database. */
async function side(name: string, url: string, base: string, pid: number) {
  const db = await openPostgres(url, 2)
  const [{ id }] = await db.query<{ id: string }>('select id from assets where name = $1', [DEMO_ASSETS[0]])
  // The database's share: its backends' CPU (the server's pool; PostgreSQL on this machine).
  const dbCpuMs = async () => (await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).reduce((ms, r) => ms + cpuMs(r.pid), 0)
  return { name, base, pid, dbCpuMs, token: await demoLogin(base, 'manager@demo.test'), next: await leadBodies(db, id), runs: [] as Round[], close: () => db.close() }
}

/** A process's CPU time so far (user + system), in ms: the server's own cost, whatever else the machine runs. */
function cpuMs(pid: number): number {
  let stat: string
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return 0 // a backend that ended meanwhile
  }
  const fields = stat.split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime in clock ticks (100 Hz)
}
