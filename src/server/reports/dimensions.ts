import { firstResponseSql } from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { ReportColumn } from '../../domain/reports/columns.ts'
import { withPercentages } from '../../domain/reports/agentFigures.ts'
import { FUNNEL_STAGES, reachedRankSql, stageRank } from '../../domain/reports/stages.ts'
import type { Queryable } from '../db/db.ts'
import { reportWhere, type Where, type WhereContext } from '../leads/report/where.ts'

/** Aggregates of a group of leads `l` by their figure keys (domain/reports/definitions.ts columns). */
export const AGGREGATES = {
  received: () => 'count(*)::int',
  acceptedInInitial: () => `count(*) filter (where l.sla_settled_stage = 'Initial')::int`,
  contacted: () => 'count(*) filter (where l.is_contacted)::int',
  medianFirstResponse: () => `round(percentile_cont(0.5) within group (order by ${firstResponseSql('l')})::numeric, 1)::float8`,
  p90FirstResponse: () => `round(percentile_cont(0.9) within group (order by ${firstResponseSql('l')})::numeric, 1)::float8`,
  ...Object.fromEntries(FUNNEL_STAGES.slice(1).map((s) => [`reached${s}`, () => `count(*) filter (where ${reachedRankSql('l')} >= ${stageRank(s)})::int`])),
} as Record<string, (w: Where) => string>

export interface Dimension {
  /** the group's key and name (SQL over l and the joins) */
  key: string
  name: string
  joins?: string
  /** rows without a key are left out (e.g. leads without a listing in the by-listing table) */
  limit?: number
}

/**
 * The report's leads grouped by one dimension, with the aggregates of `columns` (percentages computed
 * after), most leads first. `q` is the report's filter, so every row's figures are the leads report's
 * total for that filter plus the row's key.
 */
export async function dimensionRows(db: Queryable, q: ReportQuery, ctx: WhereContext, dim: Dimension, columns: readonly ReportColumn[]) {
  const w = reportWhere(q, ctx)
  const aggs = columns.filter((c) => AGGREGATES[c.key]).map((c) => `${AGGREGATES[c.key](w)} as "${c.key}"`)
  const rows = await db.query<Record<string, unknown>>(
    `select ${dim.key} as key, min(${dim.name}) as name, ${aggs.join(', ')}
       from leads l ${dim.joins ?? ''}
      where ${w} and ${dim.key} is not null
      group by 1 order by received desc, 2${dim.limit ? ` limit ${dim.limit}` : ''}`,
    w.params,
  )
  return rows.map((r) => withPercentages({ ...r, key: String(r.key), name: r.name === null ? '' : String(r.name) }, columns))
}
