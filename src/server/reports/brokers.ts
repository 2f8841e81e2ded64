import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'
import { byAgent, groupFigures } from './agentFigures.ts'

/** Brokers (/reports/better-agent): the leaderboard, one row per agent with their office. */
export async function brokersReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const [rows, offices] = await Promise.all([
    groupFigures(db, q, ctx, byAgent),
    db.query<{ id: string; office: string | null }>('select id::text, office_name as office from team_members where asset_id = $1', [ctx.assetId]),
  ])
  const office = new Map(offices.map((o) => [o.id, o.office]))
  return { rows: rows.map((r) => ({ ...r, office: office.get(r.key) ?? null })) }
}
