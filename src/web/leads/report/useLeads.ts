import { useMemo } from 'react'
import { useAtomValue } from 'jotai'
import useSWR from 'swr'
import useSWRInfinite from 'swr/infinite'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { REPORT_MAX_PAGE_SIZE, type PaginatorMeta } from '../../../domain/paginate.ts'
import { http } from '../../lib/http.ts'
import { useDebounced } from '../../lib/useDebounced.ts'
import { activeAssetIdAtom } from '../../state/session.ts'
import { toApiQuery, toApiSort, type ReportView } from './reportParams.ts'

/** List reload debounce (spec 2 §9). */
export const RELOAD_DEBOUNCE_MS = 250
/** Rows fetched per request while scrolling in continuous mode: the report's largest page. */
export const CONTINUOUS_CHUNK = REPORT_MAX_PAGE_SIZE

interface Page {
  data: LeadReportRow[]
  meta: PaginatorMeta
}

export interface LeadsResult {
  rows: LeadReportRow[]
  meta: PaginatorMeta | null
  loading: boolean
  /** Nothing loaded yet (and no failure): the count and pages are unknown, not zero. */
  pending: boolean
  /** The failure message ('Something went wrong' when the server gave none); the list is then empty. */
  error: string | null
  loadMore: () => void
  hasMore: boolean
  reload: () => void
  /** Replaces loaded rows in place, without a reload (a live list's changed rows). */
  patch: (update: (row: LeadReportRow) => LeadReportRow) => void
}

// Fetched in the key's asset (lib/assetData.ts).
const fetchPage = ([asset, path, filter]: [string | null, string, unknown]) =>
  http<Page>('GET', path, { query: { filter }, asset })
const failure = (e: unknown) => (e ? (e as Error).message || 'Something went wrong' : null)

/**
 * Loads the report for a view: one page (paging) or growing chunks (continuous). A change of filter,
 * page, size or sort reloads after 250 ms; keys carry the active asset.
 */
export function useLeads(view: ReportView, extraQuery?: Record<string, unknown>): LeadsResult {
  const assetId = useAtomValue(activeAssetIdAtom)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same by content: an equal view in a new object must not reload
  const base = useMemo(
    () => ({ sort: toApiSort(view.sort), query: { ...toApiQuery(view.filters), ...extraQuery } }),
    [JSON.stringify(view.filters), JSON.stringify(view.sort), JSON.stringify(extraQuery)],
  )
  const debounced = useDebounced(
    { base, page: view.page, limit: view.limit, continuous: view.continuous },
    RELOAD_DEBOUNCE_MS,
  )
  const pathOf = (b: typeof base) => (b.query.search ? '/api/properties/leads/search' : '/api/properties/leads')

  const paged = useSWR<Page>(
    debounced.continuous
      ? null
      : [assetId, pathOf(debounced.base), { ...debounced.base, page: debounced.page, limit: debounced.limit }],
    fetchPage,
    { keepPreviousData: true, revalidateOnFocus: false },
  )
  const infinite = useSWRInfinite<Page>(
    (i, prev) =>
      !debounced.continuous || (prev && !prev.meta.hasNextPage)
        ? null
        : [assetId, pathOf(debounced.base), { ...debounced.base, page: i + 1, limit: CONTINUOUS_CHUNK }],
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, persistSize: false },
  )

  if (debounced.continuous) {
    const pages = infinite.error ? [] : (infinite.data ?? [])
    const last = pages.at(-1)
    return {
      rows: flatRows(pages),
      meta: last?.meta ?? null,
      loading: infinite.isLoading || infinite.isValidating,
      pending: !infinite.data && !infinite.error,
      error: failure(infinite.error),
      hasMore: !!last?.meta.hasNextPage,
      loadMore: () => {
        if (!infinite.isValidating && last?.meta.hasNextPage) void infinite.setSize(pages.length + 1)
      },
      reload: () => void infinite.mutate(),
      patch: (update) =>
        void infinite.mutate((ps) => ps?.map((p) => ({ ...p, data: p.data.map(update) })), { revalidate: false }),
    }
  }
  return {
    rows: paged.error ? EMPTY : (paged.data?.data ?? EMPTY),
    meta: paged.error ? null : (paged.data?.meta ?? null),
    loading: paged.isLoading || paged.isValidating,
    pending: !paged.data && !paged.error,
    error: failure(paged.error),
    hasMore: false,
    loadMore: () => {},
    reload: () => void paged.mutate(),
    patch: (update) => void paged.mutate((p) => p && { ...p, data: p.data.map(update) }, { revalidate: false }),
  }
}

const EMPTY: LeadReportRow[] = []
const flatCache = new WeakMap<Page[], LeadReportRow[]>()
/** The rows of all loaded chunks, one stable array per chunk list (the table needs stable data). */
function flatRows(pages: Page[]): LeadReportRow[] {
  let rows = flatCache.get(pages)
  if (!rows) {
    rows = pages.flatMap((p) => p.data)
    flatCache.set(pages, rows)
  }
  return rows
}
