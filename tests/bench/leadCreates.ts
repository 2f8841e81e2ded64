import autocannon from 'autocannon'
import type { Db } from '../../src/server/db/db.ts'

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
  const customers = await ids(`select id from customers where asset_id = $1 and type = 'Client' and deleted_at is null order by id limit 2000`)
  const listings = await ids(`select id from listings where asset_id = $1 and agent_id is not null and deleted_at is null order by id`)
  const projects = await ids(`select p.id from projects p where p.asset_id = $1 and p.deleted_at is null and exists (select 1 from project_agents pa where pa.project_id = p.id) order by id`)
  const agents = await ids(`select id from team_members where asset_id = $1 and enabled and deleted_at is null order by id`)
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
    if (kind < 6) return { ...common, type: 'listing', contactType: 'Buyer', listing: listings[n % listings.length], agent: agents[0], isManualAssignment: false }
    if (kind < 9) return { ...common, type: 'offplan', contactType: 'Buyer', project: projects[n % projects.length], unitType: 'Apartment', agent: agents[0], isManualAssignment: false }
    return {
      ...common, type: 'general', contactType: 'Tenant', agent: agents[n % agents.length], isManualAssignment: true, unitType: 'Villa', amenities: ['Gym'],
      country: 'United Arab Emirates', city: 'Dubai', location: 'Dubai Marina', minBedrooms: 2, maxBedrooms: 3, minPrice: 100000, maxPrice: 200000,
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
export async function postLeads(base: string, token: string, nextBody: () => unknown, seconds: number, connections = 10): Promise<CreateRun> {
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
