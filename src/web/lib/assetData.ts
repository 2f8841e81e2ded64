import { mutate } from 'swr'

/**
 * Cached answers are keyed [assetId, path, query] and fetched in their key's asset, so one asset's data
 * never shows under another. When the page starts showing an asset, its keys and the keys of no asset
 * (env) are revalidated; other assets' keys are left alone: the session no longer works in them, so
 * their fetch would be refused.
 */
export function reloadAssetData(assetId: string | null | undefined) {
  return mutate((key) => !Array.isArray(key) || key[0] === assetId)
}
