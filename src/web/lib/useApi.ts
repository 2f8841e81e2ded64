import useSWR, { type SWRConfiguration } from 'swr'
import { useAtomValue } from 'jotai'
import { api } from './http.ts'
import { activeAssetIdAtom } from '../state/session.ts'

/**
 * GET through swr. The key starts with the active asset id, so switching asset can never show
 * another asset's cached data. Pass path null to skip.
 */
export function useApi<T = any>(path: string | null, query?: Record<string, unknown>, config?: SWRConfiguration<T>) {
  const assetId = useAtomValue(activeAssetIdAtom)
  return useSWR<T>(path ? [assetId, path, query ?? null] : null, ([, p, q]: [string, string, Record<string, unknown> | null]) => api.get<T>(p, q ?? undefined), config)
}
