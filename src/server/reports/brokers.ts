import { firstResponseSql, responseBucketCaseSql, RESPONSE_BUCKETS } from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { Queryable } from '../db/db.ts'
import { reportWhere, type WhereContext } from '../leads/report/where.ts'
import { byAgent, groupFigures } from './agentFigures.ts'

/**
 * Brokers (/reports/better-agent): the leaderboard, one row per agent with their office, and the
 * first-response time distribution of the same leads (each bucket's leads: the firstResponse drill-down).
 */
export async function brokersReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const bw = reportWhere(q, ctx)
  const [rows, offices, buckets] = await Promise.all([
    groupFigures(db, q, ctx, byAgent),
    db.query<{ id: string; office: string | null }>('select id::text, office_name as office from team_members where asset_id = $1', [ctx.assetId]),
    db.query<{ bucket: string; count: number }>(
      `select ${responseBucketCaseSql(firstResponseSql('l'))} as bucket, count(*)::int as count from leads l where ${bw} and ${firstResponseSql('l')} is not null group by 1`,
      bw.params,
    ),
  ])
  const office = new Map(offices.map((o) => [o.id, o.office]))
  return {
    rows: rows.map((r) => ({ ...r, office: office.get(r.key) ?? null })),
    responseTimes: RESPONSE_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: buckets.find((x) => x.bucket === b.key)?.count ?? 0 })),
  }
}
