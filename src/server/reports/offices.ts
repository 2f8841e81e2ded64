import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import type { Queryable } from '../db/db.ts'
import type { WhereContext } from '../leads/report/where.ts'
import { byOffice, groupFigures, type GroupFigures } from './agentFigures.ts'

/**
 * Offices (/reports/office-war): the Brokers figures per office, ranked by deals, then by leads accepted
 * within the SLA, then received (ties share a rank).
 */
export async function officesReport(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const rows = await groupFigures(db, q, ctx, byOffice)
  const score = (r: GroupFigures) => [Number(r.reachedDeal), Number(r.acceptedInInitial), Number(r.received)]
  const cmp = (a: GroupFigures, b: GroupFigures) => {
    const [x, y] = [score(a), score(b)]
    return y[0] - x[0] || y[1] - x[1] || y[2] - x[2]
  }
  rows.sort((a, b) => cmp(a, b) || a.name.localeCompare(b.name))
  let rank = 0
  return {
    rows: rows.map((r, i) => {
      if (i === 0 || cmp(rows[i - 1], r) !== 0) rank = i + 1
      return { ...r, agents: r.agentIds.length, rank }
    }),
  }
}
