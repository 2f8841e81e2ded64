import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'
import { byManager, groupFigures } from './agentFigures.ts'

/** Managers (/reports/managers): the Brokers figures per manager's team (their reportedTo chain and themselves). */
export async function managersReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  return { rows: (await groupFigures(db, q, ctx, byManager)).map((r) => ({ ...r, teamSize: r.agentIds.length })) }
}
