import type { ReportQueryInput } from '../leads/reportFilter.ts'
import { textOr } from '../i18n/index.ts'
import { valueLabel } from '../i18n/values.ts'

/** How a report cell reads: counts and percentages link to their leads; minutes read '1h 5m'. */
export type FigureKind = 'text' | 'count' | 'percent' | 'minutes' | 'rating' | 'date'

/**
 * A column of a CRM report's table, shared by the server (CSV headers and order) and the page.
 * `drill` is the leads report filter that lists exactly the leads the figure counts, added to the row's
 * own (its agents, source …) and the report's filter; `lost` swaps the row's agents for lostToPoolBy.
 */
export interface ReportColumn {
  key: string
  label: string
  kind: FigureKind
  drill?: Partial<ReportQueryInput>
  lost?: true
  /** a percentage: of which count column, and which count column it is the share of */
  pct?: { part: string; whole: string }
}

/** A report row's leads (the figure's base filter): the keys of the leads report's filter it pins. */
export type RowFilter = Partial<ReportQueryInput>

/**
 * The leads report filter of one figure: the report's filter, the row's, then the column's. For a
 * lost-to-pool figure the row's agents become lostToPoolBy (the leads they lost, whoever holds them now).
 */
export function drillQuery(
  reportQuery: Partial<ReportQueryInput>,
  row: RowFilter,
  column: ReportColumn,
): Partial<ReportQueryInput> {
  const q: Partial<ReportQueryInput> = { ...reportQuery, ...row, ...column.drill }
  if (column.lost) {
    q.lostToPoolBy = row.agents
    q.agents = reportQuery.agents
  }
  return q
}

/** A column's heading in the current language: a stage's as the stage reads, the others by their English label (i18n reports.columns). */
export const columnLabel = (col: Pick<ReportColumn, 'key' | 'label'>): string =>
  col.key.startsWith('reached') ? valueLabel('stage', col.label) : textOr(`reports.columns.${col.label}`, col.label)
