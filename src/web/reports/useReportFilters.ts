import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import type { ReportQueryInput } from '../../domain/leads/reportFilter.ts'
import {
  defaultView,
  hasViewParams,
  parseView,
  toApiQuery,
  viewToParams,
  type ReportFilters,
} from '../leads/report/reportParams.ts'

/** A report without a date in its URL shows this month (a manager's usual question). */
export const DEFAULT_REPORT_PRESET = 'This Month'

/**
 * A CRM report's filters: the leads report's, in the page URL in the same form (shareable, and
 * the drill-down links carry them on), with the report's own keys (a figure clicked, a page) beside them.
 */
export function useReportFilters(): {
  filters: ReportFilters
  setFilters: (f: ReportFilters) => void
  query: ReportQueryInput
  extra: URLSearchParams
  setExtra: (values: Record<string, string | undefined>) => void
} {
  const [sp, setSp] = useSearchParams()
  const key = sp.toString()
  const filters = useMemo(() => {
    const s = new URLSearchParams(key)
    const f = parseView(s).filters
    return hasViewParams(s) ? f : { ...f, datePreset: DEFAULT_REPORT_PRESET }
  }, [key])
  const query = useMemo(() => toApiQuery(filters), [filters])
  const setFilters = useCallback(
    (f: ReportFilters) => {
      // a date cleared to 'Any date' stays cleared: the URL then says so
      const out = viewToParams({ ...defaultView(), filters: f })
      if (!out.toString()) out.set('excludeTestAgents', String(f.excludeTestAgents))
      setSp(out, { replace: true })
    },
    [setSp],
  )
  const setExtra = useCallback(
    (values: Record<string, string | undefined>) => {
      const next = new URLSearchParams(window.location.search)
      if (!hasViewParams(next)) next.set('datePreset', DEFAULT_REPORT_PRESET)
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined || v === '') next.delete(k)
        else next.set(k, v)
      }
      setSp(next, { replace: true })
    },
    [setSp],
  )
  return { filters, setFilters, query, extra: new URLSearchParams(key), setExtra }
}
