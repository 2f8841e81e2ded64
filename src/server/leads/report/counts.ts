import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import { parseLeadSearch } from '../../../domain/leads/search.ts'
import { slaPendingSqls } from '../../../domain/leads/sla.ts'
import type { Queryable } from '../../db/db.ts'
import { leadScopeSql, seesWholeAsset } from '../scope.ts'
import {
  countable,
  reportRange,
  reportWhere,
  searchBesidesSource,
  Where,
  type CounterDims,
  type WhereContext,
} from './where.ts'

/**
 * The report's totals (meta.total, the dashboard's figures): from the trigger-kept counter tables
 * where the filter allows, else counted from the leads. The page itself is read in query.ts.
 */
export async function testAgentIds(db: Queryable, assetId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from team_members where asset_id = $1 and is_test', [assetId])
  return rows.map((r) => r.id)
}

const countSql = (where: Where) => `select count(*)::bigint as n from leads l where ${where}`

/**
 * The total: from the trigger-kept counters when only their dimensions are filtered (a search then
 * adds the leads matching by CRM ID or leadID but not by source, counted directly), else counted.
 * With an SLA stage filter the leads of a settled stage (stored, time-invariant) and those whose
 * stage depends on now() (few: the SLA windows running now) are counted apart and added.
 * The report's meta.total and the dashboard's figures (each the total of the report view it links to).
 */
export async function countLeads(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  where: Where = reportWhere(q, ctx),
): Promise<number> {
  const sla = q.slaStage?.length ? q.slaStage : null
  const count = async (w: Where) => Number((await db.query<{ n: number }>(countSql(w), w.params))[0].n)
  const pending = sla && slaPendingSqls(sla).length ? count(reportWhere(q, ctx, 'pending')) : Promise.resolve(0)
  let counted: Promise<number>
  // The counters count by agent: a caller who sees part of the asset has their agents' leads counted there and
  // the leads escalated to them (no agent yet) from the rows.
  const part = (p: 'agents' | 'escalated'): WhereContext =>
    seesWholeAsset(ctx.visibility) ? ctx : { ...ctx, visibility: { ...ctx.visibility, part: p } }
  const escalated = () =>
    seesWholeAsset(ctx.visibility) ? null : reportWhere(q, part('escalated'), sla ? 'settled' : 'all')
  if (countable(q, COUNTER_DIMS, false)) counted = countByCounters(db, q, part('agents'), sla, escalated())
  else if (countable(q, DAYS.dims, true)) counted = countByPeriods(db, q, part('agents'), sla, DAYS, escalated())
  // The month counters have no agent: a caller who sees part of the asset is counted from the rows.
  else if (seesWholeAsset(ctx.visibility) && countable(q, MONTHS.dims, true))
    counted = countByPeriods(db, q, ctx, sla, MONTHS)
  else counted = count(sla ? reportWhere(q, ctx, 'settled') : where)
  const [a, b] = await Promise.all([counted, pending])
  return a + b
}

/** A counter sum plus the leads `extra` selects, in one statement (extra's $n renumbered after the sum's). */
function plusLeads(sumSql: string, params: unknown[], extra: Where | null): [string, unknown[]] {
  if (!extra) return [sumSql, params]
  const shifted = String(extra).replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + params.length}`)
  return [`select (${sumSql}) + (select count(*) from leads l where ${shifted}) as n`, [...params, ...extra.params]]
}

/** The dimensions of lead_report_counts and lead_report_sla_counts (0402, 0403), besides the SLA stage. */
const COUNTER_DIMS: CounterDims = [
  ['agent_id', 'agents', 'uuid'],
  ['status', 'status'],
  ['stage', 'stage'],
  ['contact_type', 'contactType'],
  ['source', 'source'],
  ['market', 'market'],
]

/** The dimensions of lead_report_status_counts (0904, a few hundred rows per asset), besides the SLA stage. */
const STATUS_DIMS: CounterDims = [
  ['agent_id', 'agents', 'uuid'],
  ['status', 'status'],
]

/** Filters a counter table (alias c) by the query's values of its dimensions and the settled SLA stages. */
function counterWhere(
  q: ReportQuery,
  ctx: WhereContext,
  sla: ReportQuery['slaStage'] | null,
  dims: CounterDims,
): Where {
  const w = new Where([ctx.assetId])
  w.and('c.asset_id = $1')
  const visible = leadScopeSql(ctx.visibility, 'c.agent_id', (v) => w.p(v))
  if (visible) w.and(visible) // only tables with an agent dimension are used then (countLeads)
  w.anyOf('c.sla_stage', sla)
  for (const [column, key, cast] of dims) w.anyOf(`c.${column}`, q[key], cast)
  return w
}

/**
 * The asset's sources that contain the search text: the few distinct sources (11 in the seed) are walked
 * by a skip scan of lead_report_counts_source_idx (0903), one probe each, and matched; the counter rows
 * of those sources are then read through the same index. ILIKE over every counter row took 50 ms.
 * Needs the asset id as $1.
 */
const matchingSourcesSql = (pattern: string) => `with recursive s(v) as (
    (select source from lead_report_counts where asset_id = $1 and source is not null order by source limit 1)
    union all
    select (select source from lead_report_counts where asset_id = $1 and source > s.v order by source limit 1) from s where s.v is not null
  ) select v from s where v ilike ${pattern}`

/**
 * The counters' sum, from the narrowest table holding the filter (status and agents: 0904; settled stages
 * of an SLA filter: lead_report_sla_counts), plus CRM-ID-only search matches.
 */
async function countByCounters(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  sla: ReportQuery['slaStage'] | null,
  extra: Where | null,
): Promise<number> {
  const w = counterWhere(q, ctx, sla, COUNTER_DIMS)
  if (q.excludeTestAgents) w.notTestAgent('c.agent_id', ctx.testAgentIds)
  const search = parseLeadSearch(q.search)
  if (search) w.and(`c.source = any(array(${matchingSourcesSql(w.p(search.pattern))}))`)
  const table =
    !search && countable(q, STATUS_DIMS, false)
      ? 'lead_report_status_counts'
      : sla
        ? 'lead_report_sla_counts'
        : 'lead_report_counts'
  const counted = db.query<{ n: number }>(
    ...plusLeads(`select coalesce(sum(c.n), 0)::bigint as n from ${table} c where ${w}`, w.params, extra),
  )
  if (!search) return Number((await counted)[0].n)
  const rest = reportWhere({ ...q, search: undefined }, ctx, 'settled')
  const pat = rest.p(search.pattern)
  rest.and(`(${searchBesidesSource(search, rest, ctx, pat)})`)
  rest.and(`not coalesce(l.source ilike ${pat}, false)`)
  const [[a], [b]] = await Promise.all([counted, db.query<{ n: number }>(countSql(rest), rest.params)])
  return Number(a.n) + Number(b.n)
}

/** UTC periods of the counter tables (also the CRM reports', reports/figureCounts.ts). */
export const DAY = 86_400_000
export const utcDate = (t: number) => new Date(t).toISOString().slice(0, 10)
export const monthStart = (t: number, add = 0) => {
  const d = new Date(t)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1)
}

/**
 * A counter table keyed by a whole UTC period (its `column`) and `dims`: the first period starting at
 * or after t, the one containing t.
 */
interface Period {
  table: string
  column: string
  dims: CounterDims
  ceil(t: number): number
  floor(t: number): number
}
const DAYS: Period = {
  table: 'lead_report_day_counts', // 0405
  column: 'day',
  dims: [
    ['status', 'status'],
    ['agent_id', 'agents', 'uuid'],
  ],
  ceil: (t) => Math.ceil(t / DAY) * DAY,
  floor: (t) => Math.floor(t / DAY) * DAY,
}
const MONTHS: Period = {
  table: 'lead_report_month_counts', // 0406
  column: 'month',
  dims: [
    ['status', 'status'],
    ['stage', 'stage'],
    ['market', 'market'],
    ['contact_type', 'contactType'],
    ['source', 'source'],
    ['input_source', 'inputSource'],
  ],
  ceil: (t) => (monthStart(t) === t ? t : monthStart(t, 1)),
  floor: (t) => monthStart(t),
}

/**
 * The total over a date range from counters kept per UTC day (status, agents) or per UTC month
 * (status, stage, market, contact type, source, input source): the sum over the whole periods inside
 * the range, plus a direct count of the partial periods at its ends (the period of the end bound always
 * counted directly, so timestamps finer than the bound's milliseconds stay exact). The month counters
 * have no agent: excluded test agents' leads of the whole months are counted directly and subtracted.
 * With an SLA filter only the settled stages (the caller adds the not-yet-settled leads).
 */
async function countByPeriods(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  sla: ReportQuery['slaStage'] | null,
  period: Period,
  extra: Where | null = null,
): Promise<number> {
  const range = reportRange(q, ctx)
  const from = range.from ? Date.parse(range.from) : null
  const to = range.to ? Date.parse(range.to) : null
  const first = from === null ? null : period.ceil(from)
  const end = to === null ? null : period.floor(to)
  const part = sla ? 'settled' : 'all'
  const undated = { ...q, datePreset: undefined, dateFrom: undefined, dateTo: undefined }
  const direct = (lo: number | null, hi: number | null, hiInclusive: boolean, w = reportWhere(undated, ctx, part)) => {
    if (lo !== null) w.and(`l.data_source_created_at >= ${w.p(new Date(lo).toISOString())}::timestamptz`)
    if (hi !== null)
      w.and(`l.data_source_created_at ${hiInclusive ? '<=' : '<'} ${w.p(new Date(hi).toISOString())}::timestamptz`)
    return db.query<{ n: number }>(countSql(w), w.params).then(([r]) => Number(r.n))
  }
  if (first !== null && end !== null && first >= end) {
    const [n, e] = await Promise.all([
      direct(from, to, true),
      extra ? db.query<{ n: number }>(countSql(extra), extra.params).then(([r]) => Number(r.n)) : 0,
    ])
    return n + e
  }

  const w = counterWhere(q, ctx, sla, period.dims)
  if (first !== null) w.and(`c.${period.column} >= ${w.p(utcDate(first))}::date`)
  if (end !== null) w.and(`c.${period.column} < ${w.p(utcDate(end))}::date`)
  let testAgents: Promise<number> = Promise.resolve(0)
  if (q.excludeTestAgents && ctx.testAgentIds.length) {
    if (period.dims.some(([, key]) => key === 'agents')) w.notTestAgent('c.agent_id', ctx.testAgentIds)
    else {
      const tw = reportWhere({ ...undated, excludeTestAgents: false }, ctx, part)
      tw.anyOf('l.agent_id', ctx.testAgentIds, 'uuid')
      testAgents = direct(first, end, false, tw)
    }
  }
  const parts = await Promise.all([
    db
      .query<{ n: number }>(
        ...plusLeads(`select coalesce(sum(c.n), 0)::bigint as n from ${period.table} c where ${w}`, w.params, extra),
      )
      .then(([r]) => Number(r.n)),
    first !== null && from! < first ? direct(from, first, false) : 0,
    end !== null ? direct(end, to, true) : 0,
    testAgents.then((n) => -n),
  ])
  return parts.reduce((a, b) => a + b, 0)
}
