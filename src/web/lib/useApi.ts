import useSWR, { type SWRConfiguration } from 'swr'
import { useAtomValue } from 'jotai'
import { http } from './http.ts'
import { activeAssetIdAtom } from '../state/session.ts'

/**
 * GET through swr. The key starts with the active asset id and is fetched in that asset (assetData.ts),
 * so switching asset can never show another asset's cached data. Pass path null to skip.
 */
export function useApi<T = any>(path: string | null, query?: Record<string, unknown>, config?: SWRConfiguration<T>) {
  const assetId = useAtomValue(activeAssetIdAtom)
  return useSWR<T>(path ? [assetId, path, query ?? null] : null, ([asset, p, q]: [string | null, string, Record<string, unknown> | null]) => http<T>('GET', p, { query: q ?? undefined, asset }), config)
}
