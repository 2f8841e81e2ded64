import useSWR, { type SWRConfiguration } from 'swr'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useAtomValue } from 'jotai'
import { type ApiAnswer, http } from './http.ts'
import { activeAssetIdAtom } from '../state/session.ts'

/**
 * GET through swr. The key starts with the active asset id and is fetched in that asset (assetData.ts),
 * so switching asset can never show another asset's cached data. Pass path null to skip.
 */
export function useApi<T = ApiAnswer>(
  path: string | null,
  query?: Record<string, unknown>,
  config?: SWRConfiguration<T>,
) {
  const assetId = useAtomValue(activeAssetIdAtom)
  return useSWR<T>(
    path ? [assetId, path, query ?? null] : null,
    ([asset, p, q]: [string | null, string, Record<string, unknown> | null]) =>
      http<T>('GET', p, { query: q ?? undefined, asset }),
    config,
  )
}

/**
 * A server page as a list shows it (spec 2 §4/§8): on failure the rows are emptied and the message
 * kept, so a failed reload never leaves stale rows under an error.
 */
export function usePagedApi<T>(path: string | null, query?: Record<string, unknown>) {
  const res = useApi<{ data: T[]; meta: PaginatorMeta }>(path, query, { keepPreviousData: true })
  return {
    rows: res.error ? [] : (res.data?.data ?? []),
    meta: res.error ? null : (res.data?.meta ?? null),
    error: res.error ? (res.error as Error).message || 'Something went wrong' : null,
    isLoading: res.isLoading,
    reload: () => res.mutate(),
    /** Replaces loaded rows in place, without a reload (a live list's changed rows). */
    patch: (update: (row: T) => T) =>
      void res.mutate((p) => p && { ...p, data: p.data.map(update) }, { revalidate: false }),
  }
}
