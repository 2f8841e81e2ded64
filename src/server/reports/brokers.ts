import {
  firstResponseSql,
  responseBucketCaseSql,
  responseBucketOf,
  RESPONSE_BUCKETS,
} from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { Queryable } from '../db/db.ts'
import { reportWhere, type WhereContext } from '../leads/report/where.ts'
import { byAgent, groupFigures } from './agentFigures.ts'
import { escalatedContext, figuresCountable, responseHistogram, type HistogramRow } from './figureCounts.ts'

/**
 * Brokers (/reports/better-agent): the leaderboard, one row per agent with their office, and the
 * first-response time distribution of the same leads (each bucket's leads: the firstResponse drill-down).
 */
export async function brokersReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  // the counters' histogram, read once for the leaderboard's percentiles and the distribution
  const histogram = figuresCountable(q) ? responseHistogram(db, q, ctx) : undefined
  const [rows, offices, buckets] = await Promise.all([
    groupFigures(db, q, ctx, byAgent, histogram),
    db.query<{ id: string; office: string | null }>(
      'select id::text, office_name as office from team_members where asset_id = $1',
      [ctx.assetId],
    ),
    responseBuckets(db, q, ctx, histogram),
  ])
  const office = new Map(offices.map((o) => [o.id, o.office]))
  const count = (key: string) => buckets.flat().reduce((n, x) => n + (x.bucket === key ? x.count : 0), 0)
  return {
    rows: rows.map((r) => ({ ...r, office: office.get(r.key) ?? null })),
    responseTimes: RESPONSE_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: count(b.key) })),
  }
}

type Buckets = Array<{ bucket: string; count: number }>

/** The report's leads per first-response bucket: from the counters' histogram when they hold the filter (and the caller's escalated leads from the leads). */
async function responseBuckets(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  histogram: Promise<HistogramRow[]> | undefined,
): Promise<Buckets[]> {
  const fromLeads = (scope: WhereContext) => {
    const bw = reportWhere(q, scope)
    return db.query<{ bucket: string; count: number }>(
      `select ${responseBucketCaseSql(firstResponseSql('l'))} as bucket, count(*)::int as count from leads l where ${bw} and ${firstResponseSql('l')} is not null group by 1`,
      bw.params,
    )
  }
  if (!histogram) return Promise.all([fromLeads(ctx)])
  const counted = histogram.then((rows) => rows.map((r) => ({ bucket: responseBucketOf(r.minutes), count: r.n })))
  const escalated = escalatedContext(ctx)
  return Promise.all([counted, ...(escalated ? [fromLeads(escalated)] : [])])
}
