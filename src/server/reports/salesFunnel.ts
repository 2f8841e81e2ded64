import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { FUNNEL_COLUMNS } from '../../domain/reports/definitions.ts'
import { FUNNEL_STAGES, reachedRankSql } from '../../domain/reports/stages.ts'
import type { Queryable } from '../db/db.ts'
import { seesWholeAsset } from '../leads/scope.ts'
import { reportRange, Where, type WhereContext } from '../leads/report/where.ts'
import { dimensionSets, groupedSets, type Dimension } from './dimensions.ts'
import { filterHoldsOnly, LEADS, rowsSql, testAgentLeadsSql } from './figureCounts.ts'

const HOUR = 3_600_000
const SOURCE: Dimension = { key: 'l.source', name: 'l.source' }
const CHANNEL: Dimension = { key: "l.source || ' · ' || l.source_channel", name: 'l.source_channel', limit: 100 }

/** The filter keys the funnel's counters hold (migration 1740): the range and the test agents' exclusion. */
const COUNTED_KEYS = new Set(['datePreset', 'dateFrom', 'dateTo', 'excludeTestAgents'])

/**
 * The funnel's counters answer for a reader who sees the whole asset, a filter of the range alone, and a range whose
 * ends are whole UTC hours (the per-day chart's days in the reader's zone are summed from hours).
 */
function countable(q: ReportQuery, ctx: WhereContext): boolean {
  if (!seesWholeAsset(ctx.visibility)) return false
  if (!filterHoldsOnly(q, COUNTED_KEYS)) return false
  const range = reportRange(q, ctx)
  return (!range.from || Date.parse(range.from) % HOUR === 0) && (!range.to || (Date.parse(range.to) + 1) % HOUR === 0)
}

/** The stage columns of the counters and their figures: reached_1 … reached_5 are reachedQualified … reachedDeal. */
const STAGE_COLUMNS = ['received', ...FUNNEL_STAGES.slice(1).map((_, i) => `reached_${i + 1}`)]
function counterOf(key: string): string | null {
  if (key === 'received') return 'received'
  const rank = FUNNEL_STAGES.findIndex((s) => `reached${s}` === key)
  return rank > 0 ? `reached_${rank}` : null
}

/**
 * The funnel's tables from the counters of migration 1740: the range's whole UTC days (hours for the per-day chart)
 * from the counters, its partial days from the leads, and the test agents' own leads (few) taken away when excluded.
 */
async function countedFunnel(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const range = reportRange(q, ctx)
  /** The test agents' leads in the range (`columns` over r), or null when they are not excluded. */
  const testRows = (w: Where, columns: string, cond = 'true') =>
    testAgentLeadsSql(q, ctx, w, 'leads r', `${LEADS.cond} and ${cond}`, columns)
  const stages = STAGE_COLUMNS.map((c) => `f.${c}`).join(', ')
  // a test lead's figures taken away: the rank reached as lead_figures() has it (domain/reports/stages.ts)
  const negated = `-1 as received, ${FUNNEL_STAGES.slice(1)
    .map((_, i) => `-(${reachedRankSql('r')} >= ${i + 1})::int as reached_${i + 1}`)
    .join(', ')}`
  /** Counter rows (whole days), the partial days' leads and the test agents' leads taken away, by `dims` (over f; over r: `leadDims`). */
  const dayRows = (w: Where, table: string, dims: string, leadDims: string) =>
    [
      rowsSql(q, ctx, w, { table, column: 'day' }, null, `${dims}, ${stages}`, [
        { ...LEADS, columns: `${dims}, ${stages}` },
      ]),
      testRows(w, `${leadDims}, ${negated}`),
    ]
      .filter((part) => part !== null)
      .join('\n    union all\n    ')
  const sums = (c: { key: string }) => (counterOf(c.key) ? `sum(l.${counterOf(c.key)})::int` : null)
  const cw = new Where()
  const channels = groupedSets(
    db,
    {
      w: cw,
      from: `(${dayRows(cw, 'lead_funnel_day_counts', 'f.source, f.source_channel', 'r.source, r.source_channel')}) l`,
      where: 'true',
      aggregate: sums,
    },
    FUNNEL_COLUMNS,
    [SOURCE, CHANNEL],
    { totals: true },
  )
  const mw = new Where()
  const campaigns = groupedSets(
    db,
    {
      w: mw,
      from: `(${dayRows(mw, 'lead_campaign_day_counts', 'f.campaign', "r.utm->>'campaign' as campaign")}) l`,
      where: 'true',
      aggregate: sums,
    },
    FUNNEL_COLUMNS,
    [{ key: 'l.campaign', name: 'l.campaign', limit: 100 }],
  )
  // per day in the reader's zone and source: the hours' counters, the test agents' leads taken away
  const dw = new Where()
  const tz = dw.p(ctx.timeZone)
  const hours = [`h.asset_id = ${dw.p(ctx.assetId)}`]
  if (range.from) hours.push(`h.hour >= ${dw.p(range.from)}::timestamptz`)
  if (range.to) hours.push(`h.hour < ${dw.p(new Date(Date.parse(range.to) + 1).toISOString())}::timestamptz`)
  const testDays = testRows(
    dw,
    `(r.data_source_created_at at time zone ${tz})::date as day, r.source, -1 as n`,
    'r.source is not null',
  )
  const perDay = db.query<{ day: string; source: string; n: number }>(
    // grouped by the local date, then formatted (to_char on each hour row costs)
    `select to_char(d.day, 'YYYY-MM-DD') as day, d.source, d.n from (
       select u.day, u.source, sum(u.n)::int as n from (
         select (h.hour at time zone ${tz})::date as day, h.source, h.n from lead_source_hour_counts h where ${hours.join(' and ')} and h.source is not null
         ${testDays ? `union all ${testDays}` : ''}
       ) u group by 1, 2 having sum(u.n) <> 0) d
     order by d.day, d.source`,
    dw.params,
  )
  const [c, m, days] = await Promise.all([channels, campaigns, perDay])
  return { totals: c.totals, dims: [c.dims[0], c.dims[1], m.dims[0]], perDay: days }
}

/**
 * The sales funnel (GET /api/properties/leads/sales-funnel/report): how many of the report's leads reached
 * each stage (domain/reports/stages.ts), in order, with the conversion from the stage before and from
 * the first; the same by source, by source and channel, by UTM campaign; and leads per day by source
 * (the day in the caller's time zone).
 */
export async function salesFunnelReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  // the counters when they hold the filter; else one scan of the leads for all five tables (GROUPING SETS): five took 5 s p95 on a year of a million leads
  const {
    totals,
    dims: [bySource, byChannel, byCampaign],
    perDay,
  } = countable(q, ctx)
    ? await countedFunnel(db, q, ctx)
    : await dimensionSets(
        db,
        q,
        ctx,
        FUNNEL_COLUMNS,
        [SOURCE, CHANNEL, { key: "l.utm->>'campaign'", name: "l.utm->>'campaign'", limit: 100 }],
        { totals: true, perDay: true },
      )
  const received = Number(totals!.received)
  const stages = FUNNEL_STAGES.map((stage, i) => {
    const count = i === 0 ? received : Number(totals![`reached${stage}`])
    const prev = i === 0 ? null : i === 1 ? received : Number(totals![`reached${FUNNEL_STAGES[i - 1]}`])
    const pct = (part: number, whole: number | null) => (whole ? Math.round((part * 1000) / whole) / 10 : null)
    return { stage, count, fromPrevious: i === 0 ? null : pct(count, prev), fromFirst: pct(count, received) }
  })
  // the channel rows name their source too (both filters drill down)
  const channels = byChannel.map((r) => ({ ...r, source: String(r.key).split(' · ')[0], sourceChannel: r.name }))
  return { stages, bySource, byChannel: channels, byCampaign, perDay }
}
