import autocannon from 'autocannon'
import type { Db } from '../../src/server/db/db.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { DEMO_ASSETS } from '../../src/server/db/seed/demo.ts'
import { cpuMs, demoLogin } from './serverProcess.ts'

/**
 * Lead creates under load, shared by `npm run bench -- lead-create` and the scale bench: bodies as the
 * lead form sends them and many clients posting them at once.
 */

/**
 * Bodies for the asset's own records, in turn: 60% listing leads (auto: the listing's agent, or a merge
 * under the customer's open lead), 30% off-plan (auto: the project's round robin), 10% general
 * (manual); every one with auto SLA.
 */
export async function leadBodies(db: Db, assetId: string): Promise<() => Record<string, unknown>> {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql, [assetId])).map((r) => r.id)
  const customers = await ids(
    `select id from customers where asset_id = $1 and type = 'Client' and deleted_at is null order by id limit 2000`,
  )
  const listings = await ids(
    `select id from listings where asset_id = $1 and agent_id is not null and deleted_at is null order by id`,
  )
  const projects = await ids(
    `select p.id from projects p where p.asset_id = $1 and p.deleted_at is null and exists (select 1 from project_agents pa where pa.project_id = p.id) order by id`,
  )
  const agents = await ids(
    `select id from team_members where asset_id = $1 and enabled and deleted_at is null order by id`,
  )
  let i = 0
  return () => {
    const n = i++
    const common = {
      customer: customers[n % customers.length],
      source: 'Website',
      referredBy: agents[n % agents.length],
      contactMethod: 'Phone',
      action: 'Requires call from agent',
      setAutoSLADetails: true,
      asset: assetId,
    }
    const kind = n % 10
    if (kind < 6)
      return {
        ...common,
        type: 'listing',
        contactType: 'Buyer',
        listing: listings[n % listings.length],
        agent: agents[0],
        isManualAssignment: false,
      }
    if (kind < 9)
      return {
        ...common,
        type: 'offplan',
        contactType: 'Buyer',
        project: projects[n % projects.length],
        unitType: 'Apartment',
        agent: agents[0],
        isManualAssignment: false,
      }
    return {
      ...common,
      type: 'general',
      contactType: 'Tenant',
      agent: agents[n % agents.length],
      isManualAssignment: true,
      unitType: 'Villa',
      amenities: ['Gym'],
      country: 'United Arab Emirates',
      city: 'Dubai',
      location: 'Dubai Marina',
      minBedrooms: 2,
      maxBedrooms: 3,
      minPrice: 100000,
      maxPrice: 200000,
    }
  }
}

export interface CreateRun {
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  created: number
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number
  /** The first few failures' status and body. */
  failures: string[]
}

/** `connections` clients POST /api/properties/leads for `seconds`, each body from `nextBody`. */
export async function postLeads(
  base: string,
  token: string,
  nextBody: () => unknown,
  seconds: number,
  connections = 10,
): Promise<CreateRun> {
  const failures: string[] = []
  const times: number[] = []
  const run = autocannon({
    url: `${base}/api/properties/leads`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(nextBody()) }),
        onResponse: (status: number, body: string) => {
          if (status >= 300 && failures.length < 5) failures.push(`${status} ${body.slice(0, 300)}`)
        },
      },
    ],
  })
  run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms))
  const result = await run
  times.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0)
  return {
    perSecond: result.requests.total / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: Math.round(times.at(-1) ?? 0),
    created: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    failures,
  }
}

export const BENCH_APP = 'agency_bench'
/** The bench's own connections are named, so the database CPU counted is the server's alone. */
export const benchConnection = (url: string) => {
  const u = new URL(url)
  u.searchParams.set('application_name', BENCH_APP)
  return u.toString()
}

/** A run with the CPU per create of the server process and of the database's backends, in ms. */
export type MeasuredRun = CreateRun & { cpu: number; dbCpu: number }

/**
 * A server process under test on its database: the manager's token and the lead bodies of the first demo
 * asset; `measure` posts for `seconds` and adds the CPU each create cost the server process and the
 * database's backends (its pool; PostgreSQL on this machine), which a busy machine inflates less than the rate.
 */
export async function createTarget(name: string, url: string, base: string, pid: number) {
  const db = await openPostgres(benchConnection(url), 2)
  const [{ id }] = await db.query<{ id: string }>('select id from assets where name = $1', [DEMO_ASSETS[0]])
  // per backend: a pool's backend that exits during the run takes its CPU with it (an undercount, never a negative)
  const dbCpu = async () =>
    new Map(
      (
        await db.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and application_name <> $1',
          [BENCH_APP],
        )
      ).map((r) => [r.pid, cpuMs(r.pid)]),
    )
  const dbCpuSince = async (start: Map<number, number>) =>
    [...(await dbCpu())].reduce((ms, [pid, now]) => ms + now - (start.get(pid) ?? 0), 0)
  const token = await demoLogin(base, 'manager@demo.test')
  const next = await leadBodies(db, id)
  return {
    name,
    base,
    token,
    next,
    db,
    async measure(seconds: number): Promise<MeasuredRun> {
      const [cpu0, db0] = [cpuMs(pid), await dbCpu()]
      const r = await postLeads(base, token, next, seconds)
      const per = (ms: number) => ms / Math.max(1, r.created)
      return { ...r, cpu: per(cpuMs(pid) - cpu0), dbCpu: per(await dbCpuSince(db0)) }
    },
    close: () => db.close(),
  }
}
