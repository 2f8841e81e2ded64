import { FUNNEL_STAGES } from './stages.ts'
import type { ReportColumn } from './columns.ts'

/**
 * The figures of the Brokers, Managers and Offices reports, per agent, per manager's team and
 * per office, each over the leads received in the report's range (created date, the leads report's rule):
 * received, accepted within the initial SLA (the settled SLA stage 'Initial': accepted, not claimed, by
 * the initial end), claimed from the pool, lost to the pool (leads the agent lost, whoever holds them
 * now), median and p90 first response (minutes), contacted, leads with a viewing, stage reached (now or before), and the
 * average rating of the customers' reviews of the agents recorded in the range (agent_reviews, whatever the lead filters;
 * ratings of 0 are unresponsive customers and left out, as in the reviews summary).
 */
export const AGENT_FIGURE_COLUMNS: ReportColumn[] = [
  { key: 'received', label: 'Leads received', kind: 'count', drill: {} },
  { key: 'acceptedInInitial', label: 'Accepted in SLA', kind: 'count', drill: { acceptedInInitial: true } },
  {
    key: 'acceptedPct',
    label: 'Accepted in SLA %',
    kind: 'percent',
    drill: { acceptedInInitial: true },
    pct: { part: 'acceptedInInitial', whole: 'received' },
  },
  { key: 'claimed', label: 'Claimed from pool', kind: 'count', drill: { claimedFromPool: true } },
  { key: 'lostToPool', label: 'Lost to pool', kind: 'count', drill: {}, lost: true },
  { key: 'medianFirstResponse', label: 'Median first response', kind: 'minutes' },
  { key: 'p90FirstResponse', label: 'p90 first response', kind: 'minutes' },
  { key: 'contacted', label: 'Contacted', kind: 'count', drill: { contacted: true } },
  {
    key: 'contactedPct',
    label: 'Contacted %',
    kind: 'percent',
    drill: { contacted: true },
    pct: { part: 'contacted', whole: 'received' },
  },
  { key: 'viewings', label: 'With a viewing', kind: 'count', drill: { hasViewing: true } },
  ...FUNNEL_STAGES.slice(1).map(
    (s): ReportColumn => ({ key: `reached${s}`, label: s, kind: 'count', drill: { reachedStage: [s] } }),
  ),
  { key: 'averageRating', label: 'Average rating', kind: 'rating' },
]

/** Percentages of a row's counts (whole numbers; none of nothing). */
export function withPercentages<T extends Record<string, unknown>>(row: T, columns: readonly ReportColumn[]): T {
  const out: Record<string, unknown> = { ...row }
  for (const c of columns) {
    if (!c.pct) continue
    const whole = Number(row[c.pct.whole] ?? 0)
    out[c.key] = whole ? Math.round((Number(row[c.pct.part] ?? 0) * 1000) / whole) / 10 : null
  }
  return out as T
}
