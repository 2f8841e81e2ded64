import os from 'node:os'
import { demoLogin, withServerProcess } from './serverProcess.ts'

/**
 * Whether one request can stop the server (the rule: no request blocks another for more than 100 ms): a
 * real server process on the embedded database (demo seed); the heavy requests below run one at a time as
 * each demo role (or, with `parallel`, as the four roles at once) while /api/health is polled every 20 ms.
 * Per request: its status, time and size, and health's p50/p99/max (the bar: p99 <= 100 ms) with the load
 * average. A request the server refuses (a filter over its bounds: 400) is listed but not counted in the worst.
 *   npm run bench -- responsiveness [text: only requests whose label has it] [parallel]
 *   (BENCH_ROOT=<checkout>: its server)
 */
const ROLES = ['admin', 'manager', 'agent', 'viewer'] as const
const f = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`
/** Two-letter codes AA, AB, …: as many values as a filter list may be asked to hold. */
const codes = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => String.fromCharCode(65 + (Math.floor(i / 26) % 26), 65 + (i % 26)) + (i >= 676 ? i : ''),
  )

/** The heavy requests; those needing an id read it first. Cities come first: their first call is cold. */
const HEAVY: Array<[label: string, path: string]> = [
  ['geo cities sorted by latitude (cold)', `/api/geo/cities?${f({ sort: { latitude: -1 }, page: 3, limit: 100 })}`],
  ['geo cities sorted by name, all', `/api/geo/cities?${f({ sort: { name: -1 }, limit: -1 })}`],
  [
    'geo cities of a country by state, name',
    `/api/geo/cities?${f({ query: { countryCode: 'US' }, sort: { stateCode: 1, name: 1 }, limit: 60 })}`,
  ],
  ['geo cities, 800 codes in $in', `/api/geo/cities?${f({ query: { countryCode: { $in: codes(800) } }, limit: -1 })}`],
  ['geo cities, 500 codes in $in', `/api/geo/cities?${f({ query: { countryCode: { $in: codes(500) } }, limit: -1 })}`],
  [
    'geo cities, 100 $regex in $or',
    `/api/geo/cities?${f({ query: { $or: codes(100).map((c) => ({ name: { $regex: c.toLowerCase() } })) }, limit: -1 })}`,
  ],
  ['geo states, all', `/api/geo/states?${f({ limit: -1 })}`],
  ['dictionary cities of the US, all', `/api/properties/listings/cities?${f({ query: { country: 'US' }, limit: -1 })}`],
  ['leads report limit 10000', `/api/properties/leads?${f({ limit: 10000 })}`],
  ['leads report limit -1, sorted by agent', `/api/properties/leads?${f({ limit: -1, sort: { agent: 1 } })}`],
  ['leads search text', `/api/properties/leads/search?${f({ limit: 200 })}&search=a`],
  ['leads export (CSV)', '/api/properties/leads/export'],
  ['customers search, all', `/api/customers/search?${f({ limit: -1 })}&search=a`],
  ['customers list, all', `/api/customers?${f({ limit: -1 })}`],
  ['listings, all populated', `/api/properties/listings?${f({ limit: -1, populate: ['agent'] })}`],
  ['team members, all', `/api/teams/members?${f({ limit: -1 })}`],
  ['dashboard stats', '/api/dashboard/stats'],
]

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/**
 * Runs `work` while firing GET /api/health every 20 ms; answers health's latencies (ms, sorted). A poll
 * that fails (the client gives up connecting after 10 s) counts with the time it waited.
 */
async function withHealthPolls<T>(base: string, work: () => Promise<T>): Promise<[T, number[]]> {
  const latencies: number[] = []
  const inflight: Array<Promise<void>> = []
  const poll = () => {
    const t0 = performance.now()
    inflight.push(
      fetch(`${base}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => {})
        .then(() => void latencies.push(performance.now() - t0)),
    )
  }
  poll()
  const timer = setInterval(poll, 20)
  try {
    return [await work(), latencies]
  } finally {
    clearInterval(timer)
    await Promise.all(inflight)
    latencies.sort((a, b) => a - b)
  }
}

export default async function responsiveness(args: string[]) {
  const parallel = args.includes('parallel')
  const only = args.find((a) => a !== 'parallel')?.toLowerCase() ?? ''
  await withServerProcess({ root: process.env.BENCH_ROOT }, async (base) => {
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (r) => [r, await demoLogin(base, `${r}@demo.test`)] as const)),
    )
    const [, idle] = await withHealthPolls(base, () => new Promise((r) => setTimeout(r, 2000)))
    console.log(
      `health idle: p50 ${pct(idle, 50).toFixed(1)} ms, p99 ${pct(idle, 99).toFixed(1)} ms (${idle.length} polls)\n`,
    )
    console.log(
      'request                                    role     status  time (ms)   KB      health n  p50    p99     max     load 1m',
    )
    const call = async (path: string, role: (typeof ROLES)[number]) => {
      const t0 = performance.now()
      try {
        const r = await fetch(base + path, { headers: { authorization: `Bearer ${tokens[role]}` } })
        const bytes = (await r.arrayBuffer()).byteLength
        return { status: r.status, ms: performance.now() - t0, bytes }
      } catch {
        return { status: 'failed' as const, ms: performance.now() - t0, bytes: 0 }
      }
    }
    let worst = 0
    for (const [label, path] of HEAVY.filter(([l]) => l.toLowerCase().includes(only))) {
      for (const role of parallel ? (['x4'] as const) : ROLES) {
        const [answers, lat] = await withHealthPolls(base, () =>
          role === 'x4' ? Promise.all(ROLES.map((r) => call(path, r))) : call(path, role).then((a) => [a]),
        )
        const res = answers.reduce((a, b) => (b.ms > a.ms ? b : a))
        const p99 = pct(lat, 99)
        if (answers.every((a) => typeof a.status === 'number' && a.status < 400)) worst = Math.max(worst, p99)
        console.log(
          `${label.padEnd(42)} ${role.padEnd(8)} ${String(res.status).padEnd(7)} ${res.ms.toFixed(0).padStart(9)} ${(res.bytes / 1024).toFixed(0).padStart(7)}   ` +
            `${String(lat.length).padStart(7)}  ${pct(lat, 50).toFixed(0).padStart(5)}  ${p99.toFixed(0).padStart(6)}  ${lat[lat.length - 1].toFixed(0).padStart(6)}   ${os.loadavg()[0].toFixed(1).padStart(6)}`,
        )
      }
    }
    console.log(`\nworst health p99 during an answered request: ${worst.toFixed(0)} ms (bar: 100 ms)`)
  })
}
