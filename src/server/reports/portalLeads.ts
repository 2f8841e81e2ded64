import { firstResponseSql } from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { withPercentages } from '../../domain/reports/agentFigures.ts'
import { PORTAL_INPUT_SOURCE, RESPONSE_COLUMNS } from '../../domain/reports/definitions.ts'
import type { Db } from '../db/db.ts'
import { seesWholeAsset } from '../leads/scope.ts'
import { Where, type WhereContext } from '../leads/report/where.ts'
import { dimensionSets, type Dimension } from './dimensions.ts'
import { filterHoldsOnly, histogramPercentile, round1, rowsSql, testAgentLeadsSql } from './figureCounts.ts'

/** The listings shown: the most leads first. */
const LISTINGS_SHOWN = 50
/** A listing's name: its reference and title. */
const listingName = (li: string) => `coalesce(${li}.reference, '') || coalesce(' · ' || nullif(${li}.title, ''), '')`

const DIMENSIONS: Dimension[] = [
  { key: 'l.source', name: 'l.source' },
  {
    key: 'l.listing_id',
    name: listingName('li'),
    lookup: { join: (key) => `left join listings li on li.id = ${key}` },
    limit: LISTINGS_SHOWN,
  },
  // the agent's name as the lead carries it (leads.agent_name is always team_members.name, migration 0901), looked up for its groups
  { key: 'l.agent_id', name: 'tm.name', lookup: { join: (key) => `left join team_members tm on tm.id = ${key}` } },
]

/** The filter keys the portal counters hold (migration 1760): the range and the test agents' exclusion (the input source is the report's own). */
const COUNTED_KEYS = new Set(['datePreset', 'dateFrom', 'dateTo', 'excludeTestAgents', 'inputSource'])

/**
 * Portal Leads (/reports/portal-leads): the leads whose input source is a property portal (input source
 * 'Portal'; the portal is the lead's source), by portal, by listing (the 50 with most leads) and by
 * agent, with acceptance and first-response times. The drill-down adds inputSource Portal.
 */
export async function portalLeadsReport(db: Db, q: ReportQuery, ctx: WhereContext) {
  const pq: ReportQuery = { ...q, inputSource: [PORTAL_INPUT_SOURCE] }
  if (seesWholeAsset(ctx.visibility) && filterHoldsOnly(q, COUNTED_KEYS)) return countedPortalLeads(db, pq, ctx)
  // else one scan of the portal leads for the three tables (GROUPING SETS); the listing's and agent's names looked up for their groups only
  const {
    dims: [portals, listings, agents],
  } = await dimensionSets(db, pq, ctx, RESPONSE_COLUMNS, DIMENSIONS)
  return { portals, listings, agents }
}

/** The top-level live portal leads under their three keys (lead_portal_keys(), the counters' rule), through lead_figures(). */
const PORTAL_LEADS = {
  from: 'leads r cross join lateral lead_figures(r) f cross join lateral lead_portal_keys(f.source, f.listing_id, f.agent_id) d',
  at: 'r.data_source_created_at',
  cond: `r.parent_id is null and r.deleted_at is null and r.input_source = '${PORTAL_INPUT_SOURCE}'`,
  columns: 'd.dim, d.key, f.first_response as minutes, 1 as received, f.accepted_initial, f.contacted',
}

type Dim = 'portal' | 'listing' | 'agent'

type CountedRow = {
  key: string
  name: string | null
  received: number
  acceptedInInitial: number
  contacted: number
  /** the key's first-response histogram: minutes values (ascending) and how many leads had each */
  minutes: number[] | null
  counts: number[] | null
}

/** Each dimension's name of a key (SQL over k.key and the joins of `join`), and the rows it shows. */
const NAMED: Record<Dim, { name: string; join: string; limit?: number }> = {
  portal: { name: 'k.key', join: '' },
  listing: { name: listingName('li'), join: 'left join listings li on li.id = k.key::uuid', limit: LISTINGS_SHOWN },
  agent: { name: 'tm.name', join: 'left join team_members tm on tm.id = k.key::uuid' },
}

/**
 * A year's histogram rows of a dimension are up to ~70,000 (the minutes hardly repeat within a month and key);
 * grouped in memory, the default 4 MB spilled them to disk twice.
 */
const COUNTED_WORK_MEM = '32MB'

/**
 * From the counters of migration 1760, one statement per dimension, side by side on the pool (a year's ~150,000
 * counter rows took one statement 185 ms): the range's whole UTC months and days summed from them, its partial
 * days read from the leads. The test agents' keys are left out of the agents; their portal leads (few) are read and
 * taken away from the portals and listings when excluded.
 */
async function countedPortalLeads(db: Db, q: ReportQuery, ctx: WhereContext) {
  const [portals, listings, agents] = await Promise.all(
    (['portal', 'listing', 'agent'] as const).map((dim) => countedDim(db, q, ctx, dim)),
  )
  return { portals, listings, agents }
}

/**
 * One dimension's keys with their figures (the listings' first 50) and first-response histograms, in one
 * statement; the percentiles are PostgreSQL's percentile_cont over them (histogramPercentile), as the leads'
 * statement computes them.
 */
async function countedDim(db: Db, q: ReportQuery, ctx: WhereContext, dim: Dim) {
  const w = new Where()
  const test = q.excludeTestAgents && ctx.testAgentIds.length ? ctx.testAgentIds : null
  const parts = [
    rowsSql(
      q,
      ctx,
      w,
      { table: 'lead_portal_day_counts', column: 'day' },
      { table: 'lead_portal_month_counts', column: 'month' },
      'f.dim, f.key, f.minutes, f.received, f.accepted_initial, f.contacted',
      [PORTAL_LEADS],
    ),
  ]
  // the test agents' leads taken away from the portals and listings, from the leads' own columns as lead_figures() has them
  const testLeads =
    dim === 'agent'
      ? null
      : testAgentLeadsSql(
          q,
          ctx,
          w,
          'leads r cross join lateral lead_portal_keys(r.source, r.listing_id, r.agent_id) d',
          PORTAL_LEADS.cond,
          `d.dim, d.key, ${firstResponseSql('r')} as minutes, -1 as received, -(r.sla_settled_stage is not distinct from 'Initial')::int as accepted_initial, -r.is_contacted::int as contacted`,
        )
  if (testLeads) parts.push(testLeads)
  // the dimension's condition is pushed into each part (the counters' keys lead with it)
  const cond = [`u.dim = ${w.p(dim)}`]
  if (test && dim === 'agent') cond.push(`u.key <> all(${w.p(test)}::text[])`)
  const hist = 'g.minutes is not null and g.n <> 0'
  const named = NAMED[dim]
  const rows = await db.tx(async (t) => {
    await t.query(`set local work_mem = '${COUNTED_WORK_MEM}'`)
    return t.query<CountedRow>(
      `with g as (
         select u.key, u.minutes, sum(u.received)::int as n, sum(u.accepted_initial)::int as a, sum(u.contacted)::int as c
           from (${parts.join('\n    union all\n    ')}) u where ${cond.join(' and ')} group by 1, 2),
       k as (
         select g.key, sum(g.n)::int as received, sum(g.a)::int as accepted, sum(g.c)::int as contacted,
                array_agg(g.minutes::float8 order by g.minutes) filter (where ${hist}) as minutes, array_agg(g.n order by g.minutes) filter (where ${hist}) as counts
           from g group by 1 having sum(g.n) <> 0)
       select k.key, ${named.name} as name, k.received, k.accepted as "acceptedInInitial", k.contacted, k.minutes, k.counts
         from k ${named.join}
        order by k.received desc, name${named.limit ? ` limit ${named.limit}` : ''}`,
      w.params,
    )
  })
  return rows.map((r) => {
    const pairs = (r.minutes ?? []).map((minutes, i) => ({ minutes, n: r.counts![i] }))
    return withPercentages(
      {
        key: r.key,
        name: r.name ?? '',
        received: r.received,
        acceptedInInitial: r.acceptedInInitial,
        contacted: r.contacted,
        medianFirstResponse: round1(histogramPercentile(pairs, 0.5)),
        p90FirstResponse: round1(histogramPercentile(pairs, 0.9)),
      },
      RESPONSE_COLUMNS,
    )
  })
}
