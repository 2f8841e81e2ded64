import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { FUNNEL_COLUMNS } from '../../domain/reports/definitions.ts'
import { FUNNEL_STAGES } from '../../domain/reports/stages.ts'
import type { Queryable } from '../db/db.ts'
import { reportWhere, type WhereContext } from '../leads/report/where.ts'
import { AGGREGATES, dimensionRows } from './dimensions.ts'

/**
 * The sales funnel (GET /api/properties/leads/sales-funnel/report): how many of the report's leads reached
 * each stage (domain/reports/stages.ts), in order, with the conversion from the stage before and from
 * the first; the same by source, by source and channel, by UTM campaign; and leads per day by source
 * (the day in the caller's time zone).
 */
export async function salesFunnelReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const tw = reportWhere(q, ctx)
  const totalsQ = db.query<Record<string, number>>(
    `select ${FUNNEL_COLUMNS.filter((c) => AGGREGATES[c.key]).map((c) => `${AGGREGATES[c.key](tw)} as "${c.key}"`).join(', ')} from leads l where ${tw}`,
    tw.params,
  )
  const dw = reportWhere(q, ctx)
  const perDayQ = db.query<{ day: string; source: string; n: number }>(
    `select to_char(l.data_source_created_at at time zone ${dw.p(ctx.timeZone)}, 'YYYY-MM-DD') as day, l.source, count(*)::int as n
       from leads l where ${dw} and l.source is not null group by 1, 2 order by 1, 2`,
    dw.params,
  )
  const [[totals], bySource, byChannel, byCampaign, perDay] = await Promise.all([
    totalsQ,
    dimensionRows(db, q, ctx, { key: 'l.source', name: 'l.source' }, FUNNEL_COLUMNS),
    dimensionRows(db, q, ctx, { key: "l.source || ' · ' || l.source_channel", name: 'l.source_channel', limit: 100 }, FUNNEL_COLUMNS),
    dimensionRows(db, q, ctx, { key: "l.utm->>'campaign'", name: "l.utm->>'campaign'", limit: 100 }, FUNNEL_COLUMNS),
    perDayQ,
  ])
  const received = Number(totals.received)
  const stages = FUNNEL_STAGES.map((stage, i) => {
    const count = i === 0 ? received : Number(totals[`reached${stage}`])
    const prev = i === 0 ? null : i === 1 ? received : Number(totals[`reached${FUNNEL_STAGES[i - 1]}`])
    const pct = (part: number, whole: number | null) => (whole ? Math.round((part * 1000) / whole) / 10 : null)
    return { stage, count, fromPrevious: i === 0 ? null : pct(count, prev), fromFirst: pct(count, received) }
  })
  // the channel rows name their source too (both filters drill down)
  const channels = byChannel.map((r) => ({ ...r, source: String(r.key).split(' · ')[0], sourceChannel: r.name }))
  return { stages, bySource, byChannel: channels, byCampaign, perDay }
}
