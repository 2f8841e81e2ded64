import type { ReportQueryInput } from '../../domain/leads/reportFilter.ts'
import { defaultView, queryToFilters, viewToParams } from '../leads/report/reportParams.ts'

/** The leads report filtered by an API query: a figure's drill-down link. */
export function leadsHref(query: Partial<ReportQueryInput>): string {
  const sp = viewToParams({ ...defaultView(), filters: queryToFilters(query) })
  return `/reports/leads?${sp.toString()}`
}
