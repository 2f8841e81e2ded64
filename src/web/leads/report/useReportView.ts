import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { hasViewParams, parseView, viewToParams, type ReportView } from './reportParams.ts'

export const REPORT_CACHE_KEY = 'agency.filters:/reports/leads'

/**
 * The report's view, kept in the URL (shareable) and cached per screen: coming back to the report
 * without filters in the URL restores the cached view, unless `refresh` is in the query (spec 2 §2).
 * Other parameters (edit, refresh) are left as they are.
 */
export function useReportView(): [
  ReportView,
  (next: ReportView) => void,
  URLSearchParams,
  (p: URLSearchParams) => void,
] {
  const [sp, setSp] = useSearchParams()

  // Once, on arrival: restore from the cache, or drop `refresh` and start from the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (sp.has('refresh')) {
      const next = new URLSearchParams(sp)
      next.delete('refresh')
      setSp(next, { replace: true })
      return
    }
    const cached = sessionStorage.getItem(REPORT_CACHE_KEY)
    if (!hasViewParams(sp) && cached) {
      const next = new URLSearchParams(cached)
      for (const [k, v] of sp) next.set(k, v)
      setSp(next, { replace: true })
    }
  }, [])

  const key = sp.toString()
  const view = useMemo(() => parseView(new URLSearchParams(key)), [key])

  useEffect(() => {
    if (!sp.has('refresh')) sessionStorage.setItem(REPORT_CACHE_KEY, viewToParams(view).toString())
  }, [view, sp])

  const setView = useCallback(
    (next: ReportView) => {
      const out = viewToParams(next)
      for (const k of ['edit']) {
        const val = new URLSearchParams(window.location.search).get(k)
        if (val) out.set(k, val)
      }
      setSp(out, { replace: true })
    },
    [setSp],
  )
  return [view, setView, sp, (p) => setSp(p, { replace: true })]
}
