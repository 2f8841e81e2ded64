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
  medianFirstResponse: () =>
    `round(percentile_cont(0.5) within group (order by ${firstResponseSql('l')})::numeric, 1)::float8`,
  p90FirstResponse: () =>
    `round(percentile_cont(0.9) within group (order by ${firstResponseSql('l')})::numeric, 1)::float8`,
  ...Object.fromEntries(
    FUNNEL_STAGES.slice(1).map((s) => [
      `reached${s}`,
      () => `count(*) filter (where ${reachedRankSql('l')} >= ${stageRank(s)})::int`,
    ]),
  ),
} as Record<string, (w: Where) => string>

export interface Dimension {
  /** the group's key (SQL over l); leads without one are left out of its rows */
  key: string
  /** the group's name: SQL over l (the least of the group's), or over the table `lookup` joins to the key after grouping */
  name: string
  /** a table joined to each group's key (`join(key)`: its join clause over the key's SQL), named in `name` */
  lookup?: { join: (key: string) => string }
  /** the rows kept: the first `limit` by leads, then name */
  limit?: number
}

type Row = Record<string, unknown> & { key: string; name: string }

/** What a grouped statement reads: its rows (alias l, the leads or counter rows), their condition and the figures' aggregates. */
export interface Grouped {
  w: Where
  from: string
  where: string
  /** a figure's aggregate over the group (SQL), null when it has none */
  aggregate: (c: ReportColumn) => string | null
}

/**
 * The report's leads grouped by each dimension (and, with `totals`, all of them; with `perDay`, per day in the
 * caller's time zone and source), with the aggregates of `columns` (percentages computed after), in ONE scan of
 * the leads (GROUPING SETS): each dimension's rows most leads first, then by name. `q` is the report's filter, so
 * every row's figures are the leads report's total for that filter plus the row's key.
 */
export function dimensionSets(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  columns: readonly ReportColumn[],
  dims: readonly Dimension[],
  opts: { totals?: boolean; perDay?: boolean } = {},
) {
  const w = reportWhere(q, ctx)
  const perDay = opts.perDay
    ? `to_char(l.data_source_created_at at time zone ${w.p(ctx.timeZone)}, 'YYYY-MM-DD')`
    : undefined
  return groupedSets(
    db,
    { w, from: 'leads l', where: `${w}`, aggregate: (c) => AGGREGATES[c.key]?.(w) ?? null },
    columns,
    dims,
    { totals: opts.totals, perDay },
  )
}

/**
 * Rows `src.from` grouped by each dimension (GROUPING SETS, one statement), as dimensionSets; `perDay` is the day's
 * SQL (grouped with l.source). A dimension's groups without leads (counter rows summing to 0) are left out.
 */
export async function groupedSets(
  db: Queryable,
  src: Grouped,
  columns: readonly ReportColumn[],
  dims: readonly Dimension[],
  opts: { totals?: boolean; perDay?: string } = {},
): Promise<{
  totals: Record<string, number> | null
  dims: Row[][]
  perDay: Array<{ day: string; source: string; n: number }>
}> {
  const w = src.w
  // the distinct grouping expressions, e0 … en; each set groups by some of them, told apart by grouping()'s bits
  const exprs: string[] = []
  const at = (e: string) => (exprs.includes(e) ? exprs.indexOf(e) : exprs.push(e) - 1)
  const sets: Array<{ by: number[]; dim?: number; perDay?: true }> = []
  if (opts.totals) sets.push({ by: [] })
  sets.push(...dims.map((d, i) => ({ by: [at(d.key)], dim: i })))
  if (opts.perDay) sets.push({ by: [at(opts.perDay), at('l.source')], perDay: true })
  const mask = (by: number[]) => exprs.reduce((m, _, i) => (by.includes(i) ? m : m | (1 << (exprs.length - 1 - i))), 0)
  const masks = sets.map((s) => mask(s.by))
  const keyOf = (i: number) => `g.e${at(dims[i].key)}`
  const dimMask = (i: number) => masks[sets.findIndex((s) => s.dim === i)]
  const counted = columns.filter((c) => src.aggregate(c) !== null)
  const aggs = counted.map((c) => `${src.aggregate(c)} as "${c.key}"`)
  // a dimension's name: its key's, the least of the group's, or the looked-up table's; none for the other sets
  const names = dims
    .map((d, i) => (d.lookup || d.name === d.key ? null : `min(${d.name}) as n${i}`))
    .filter((n) => n !== null)
  const nameOf = (d: Dimension, i: number) => (d.lookup ? d.name : d.name === d.key ? keyOf(i) : `g.n${i}`)
  const name = dims.length
    ? `case g.gs ${dims.map((d, i) => `when ${dimMask(i)} then ${nameOf(d, i)}`).join(' ')} end`
    : 'null'
  const perDay = sets.findIndex((s) => s.perDay)
  const perDayOrder = perDay < 0 ? [] : sets[perDay].by.map((e) => `case when g.gs = ${masks[perDay]} then g.e${e} end`)
  const keep = [
    ...dims.map((_, i) => `when ${dimMask(i)} then ${keyOf(i)} is not null and g.received <> 0`),
    ...(perDay < 0 ? [] : [`when ${masks[perDay]} then g.e${at('l.source')} is not null and g.received <> 0`]),
  ]
  const limits = dims.map((d, i) => (d.limit ? `when ${dimMask(i)} then ${d.limit}` : '')).filter(Boolean)
  const rows = await db.query<Record<string, unknown> & { gs: number }>(
    `select r.* from (
       select g.*, ${name} as name, row_number() over (partition by g.gs order by ${[...perDayOrder, 'g.received desc', name].join(', ')}) as rn
         from (select ${exprs.length ? `grouping(${exprs.join(', ')})` : '0'} as gs, ${[...exprs.map((e, i) => `${e} as e${i}`), ...names, ...aggs].join(', ')}
                 from ${src.from}
                where ${src.where}
                group by grouping sets (${sets.map((s) => `(${s.by.map((e) => exprs[e]).join(', ')})`).join(', ')})) g
         ${dims.map((d, i) => d.lookup?.join(keyOf(i)) ?? '').join(' ')}
        where ${keep.length ? `case g.gs ${keep.join(' ')} else true end` : 'true'}
     ) r
     where ${limits.length ? `r.rn <= case r.gs ${limits.join(' ')} else r.rn end` : 'true'}
     order by r.gs, r.rn`,
    w.params,
  )
  const figures = (r: Record<string, unknown>) => Object.fromEntries(counted.map((c) => [c.key, r[c.key]]))
  const of = (m: number) => rows.filter((r) => Number(r.gs) === m)
  const totalsRow = opts.totals ? of(masks[0])[0] : undefined
  return {
    totals: totalsRow ? (figures(totalsRow) as Record<string, number>) : null,
    dims: dims.map((_, i) =>
      of(dimMask(i)).map((r) =>
        withPercentages(
          { key: String(r[`e${at(dims[i].key)}`]), name: r.name === null ? '' : String(r.name), ...figures(r) },
          columns,
        ),
      ),
    ),
    perDay:
      perDay < 0
        ? []
        : of(masks[perDay]).map((r) => ({
            day: r[`e${sets[perDay].by[0]}`] as string,
            source: r[`e${sets[perDay].by[1]}`] as string,
            n: Number(r.received),
          })),
  }
}
