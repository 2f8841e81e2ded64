import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { leadScopeSql, seesWholeAsset } from '../leads/scope.ts'
import { DAY, monthStart, utcDate } from '../leads/report/counts.ts'
import type { Queryable } from '../db/db.ts'
import { reportRange, Where, type WhereContext } from '../leads/report/where.ts'

/**
 * The agents' figures from the counters of migration 1620 (lead_figure_day_counts, lead_response_day_counts:
 * per asset, UTC day of the lead's creation and agent, kept exact by triggers on leads; the ratings per UTC day
 * of the review and reviewed agent, by triggers on agent_reviews, 1721): the range's whole UTC days are summed
 * from them and the partial days at its ends read from the leads and reviews through the same rules
 * (lead_figures(), review_figures(), the triggers' own), so the figures equal the leads report's counts.
 */

/** Whether the filter sets no key but `keys` (a counter table holds those; any other needs the leads). */
export const filterHoldsOnly = (q: ReportQuery, keys: ReadonlySet<string>) =>
  Object.entries(q).every(([k, v]) => keys.has(k) || v === undefined || (Array.isArray(v) && v.length === 0))

/** The filter keys the agents' counters hold: the range, the agents and the test agents' exclusion. */
const COUNTED_KEYS = new Set(['datePreset', 'dateFrom', 'dateTo', 'agents', 'excludeTestAgents'])

export const figuresCountable = (q: ReportQuery) => filterHoldsOnly(q, COUNTED_KEYS)

/** A counter table and its period column (`day`, or `month` for the histogram's months). */
export interface Tier {
  table: string
  column: string
}

/**
 * What the counters count, read one row per counted thing (alias f: its figures) for the range's partial days:
 * `from` (alias r, the table kept by the counters' triggers), its time column and condition, and the columns.
 */
export interface Counted {
  from: string
  at: string
  cond: string
  columns: string
}

/**
 * The rows of the range: the counter rows of its whole UTC months (when a month table is given) and of its
 * other whole UTC days, and one row per counted thing of its partial days (each of `partial`).
 */
export function rowsSql(
  q: ReportQuery,
  ctx: WhereContext,
  w: Where,
  days: Tier,
  months: Tier | null,
  counterColumns: string,
  partial: Counted[],
): string {
  const range = reportRange(q, ctx)
  const from = range.from ? Date.parse(range.from) : null
  const to = range.to ? Date.parse(range.to) : null
  const first = from === null ? null : Math.ceil(from / DAY) * DAY
  const end = to === null ? null : Math.floor(to / DAY) * DAY
  const asset = w.p(ctx.assetId)
  const partialRows = (lo: number | null, hi: number | null, hiInclusive: boolean) =>
    partial
      .map((c) => {
        const cond = [`r.asset_id = ${asset}`, c.cond]
        if (lo !== null) cond.push(`${c.at} >= ${w.p(new Date(lo).toISOString())}::timestamptz`)
        if (hi !== null)
          cond.push(`${c.at} ${hiInclusive ? '<=' : '<'} ${w.p(new Date(hi).toISOString())}::timestamptz`)
        return `select ${c.columns} from ${c.from} where ${cond.join(' and ')}`
      })
      .join('\n    union all\n    ')
  // a range within one UTC day (or two partial ones): the counted rows only
  if (first !== null && end !== null && first >= end) return partialRows(from, to, true)
  const counted = (tier: Tier, lo: number | null, hi: number | null) => {
    const cond = [`f.asset_id = ${asset}`]
    if (lo !== null) cond.push(`f.${tier.column} >= ${w.p(utcDate(lo))}::date`)
    if (hi !== null) cond.push(`f.${tier.column} < ${w.p(utcDate(hi))}::date`)
    return `select ${counterColumns} from ${tier.table} f where ${cond.join(' and ')}`
  }
  const parts: string[] = []
  const mFirst = first === null ? null : monthStart(first) === first ? first : monthStart(first, 1)
  const mEnd = end === null ? null : monthStart(end)
  if (months && (mFirst === null || mEnd === null || mFirst < mEnd)) {
    parts.push(counted(months, mFirst, mEnd))
    if (first !== null && first < mFirst!) parts.push(counted(days, first, mFirst))
    if (end !== null && mEnd! < end) parts.push(counted(days, mEnd, end))
  } else parts.push(counted(days, first, end))
  if (first !== null && from! < first) parts.push(partialRows(from, first, false))
  if (end !== null) parts.push(partialRows(end, to, true))
  return parts.join('\n    union all\n    ')
}

const FIGURE_COLUMNS =
  'f.agent_id, f.lost_by_id, f.received, f.accepted_initial, f.claimed, f.contacted, f.with_viewing, f.reached_1, f.reached_2, f.reached_3, f.reached_4, f.reached_5, f.rating_sum, f.ratings'
/** The top-level live leads, each through lead_figures(), the triggers' rule. */
export const LEADS = {
  from: 'leads r cross join lateral lead_figures(r) f',
  at: 'r.data_source_created_at',
  cond: 'r.parent_id is null and r.deleted_at is null',
}

/**
 * The test agents' leads (`from`, alias r) in the filter's range under `cond`, as `columns`: what a counted report takes
 * away when it excludes them; null when it does not. Callers read the leads' own columns: lead_figures() per row cost
 * 0.02 ms, most of the statement for a year's 12,000 test leads.
 */
export function testAgentLeadsSql(
  q: ReportQuery,
  ctx: WhereContext,
  w: Where,
  from: string,
  cond: string,
  columns: string,
): string | null {
  if (!q.excludeTestAgents || !ctx.testAgentIds.length) return null
  const range = reportRange(q, ctx)
  const all = [`r.asset_id = ${w.p(ctx.assetId)}`, cond, `r.agent_id = any(${w.p(ctx.testAgentIds)}::uuid[])`]
  if (range.from) all.push(`r.data_source_created_at >= ${w.p(range.from)}::timestamptz`)
  if (range.to) all.push(`r.data_source_created_at <= ${w.p(range.to)}::timestamptz`)
  return `select ${columns} from ${from} where ${all.join(' and ')}`
}
/** The live reviews of agents, each its rating through review_figures() (migration 1721). */
const REVIEWS = {
  from: 'agent_reviews r cross join lateral review_figures(r) f',
  at: 'r.created_at',
  cond: 'r.deleted_at is null',
  columns: FIGURE_COLUMNS,
}

/** The figures (as counter rows: agent_id, lost_by_id and the counts) of the leads and reviews in the filter's range. */
export const figureRowsSql = (q: ReportQuery, ctx: WhereContext, w: Where) =>
  rowsSql(q, ctx, w, { table: 'lead_figure_day_counts', column: 'day' }, null, FIGURE_COLUMNS, [
    { ...LEADS, columns: FIGURE_COLUMNS },
    REVIEWS,
  ])

/** The first-response histogram (agent_id, minutes, n) in the filter's range (migrations 1620, 1621). */
export const responseRowsSql = (q: ReportQuery, ctx: WhereContext, w: Where) =>
  rowsSql(
    q,
    ctx,
    w,
    { table: 'lead_response_day_counts', column: 'day' },
    { table: 'lead_response_month_counts', column: 'month' },
    'f.agent_id, f.minutes, f.n',
    [
      {
        ...LEADS,
        cond: `${LEADS.cond} and jsonb_typeof(r.response_times->'firstResponse') = 'number'`,
        columns: 'f.agent_id, f.first_response as minutes, 1 as n',
      },
    ],
  )

/**
 * The condition on a counter row's agent (alias u) that the leads report's scope and filter put on the
 * lead's agent: the caller's agents (the leads escalated to them, which have no agent, are read apart:
 * escalatedPart) and the test agents' exclusion (a lead without an agent stays).
 */
export function agentCond(q: ReportQuery, ctx: WhereContext, w: Where, withAgents: boolean): string {
  const cond = ['true']
  const visible = leadScopeSql({ ...ctx.visibility, part: 'agents' }, 'u.agent_id', (v) => w.p(v))
  if (visible) cond.push(visible)
  if (withAgents && q.agents?.length) cond.push(`u.agent_id = any(${w.p(q.agents)}::uuid[])`)
  if (q.excludeTestAgents && ctx.testAgentIds.length)
    cond.push(`(u.agent_id is null or u.agent_id <> all(${w.p(ctx.testAgentIds)}::uuid[]))`)
  return cond.join(' and ')
}

/** The caller's escalated leads (no agent yet), counted from the leads; none for a caller who sees the whole asset. */
export const escalatedContext = (ctx: WhereContext): WhereContext | null =>
  seesWholeAsset(ctx.visibility) ? null : { ...ctx, visibility: { ...ctx.visibility, part: 'escalated' } }

/** A first-response histogram row: `n` leads of the agent answered first in `minutes`. */
export interface HistogramRow {
  agent_id: string | null
  minutes: number
  n: number
}

/**
 * The first-response histogram of the filter's range from the counters, summed per agent and minutes, for the
 * agents the caller may see and the filter keeps (agentCond; a lead without an agent stays). One read serves
 * both the percentiles and the distribution: computing them in SQL sorted and windowed its ~23,000 rows twice.
 */
export function responseHistogram(db: Queryable, q: ReportQuery, ctx: WhereContext): Promise<HistogramRow[]> {
  const w = new Where()
  return db.query<HistogramRow>(
    `select u.agent_id, u.minutes::float8 as minutes, sum(u.n)::int as n from (${responseRowsSql(q, ctx, w)}) u
      where ${agentCond(q, ctx, w, true)} group by 1, 2 having sum(u.n) <> 0`,
    w.params,
  )
}

/** A figure rounded to one decimal as the reports' SQL does (round(x::numeric, 1): halves away from zero). */
export const round1 = (v: number | null) => (v === null ? null : (Math.sign(v) * Math.round(Math.abs(v) * 10)) / 10)

/**
 * PostgreSQL's percentile_cont(p) over a histogram's (minutes, n) pairs: the values at the 0-based positions
 * floor(p·(N−1)) and the next, interpolated; null for no leads.
 */
export function histogramPercentile(pairs: Array<{ minutes: number; n: number }>, p: number): number | null {
  const sorted = [...pairs].sort((a, b) => a.minutes - b.minutes)
  const total = sorted.reduce((sum, x) => sum + x.n, 0)
  if (total === 0) return null
  const pos = p * (total - 1)
  const lo = Math.floor(pos)
  const at = (i: number) => {
    let cum = 0
    for (const x of sorted) {
      cum += x.n
      if (cum > i) return x.minutes
    }
    return sorted.at(-1)!.minutes
  }
  const low = at(lo)
  return low + (at(Math.min(lo + 1, total - 1)) - low) * (pos - lo)
}
