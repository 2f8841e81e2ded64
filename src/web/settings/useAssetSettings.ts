import { useAtomValue } from 'jotai'
import type { BasicSettings, ViewingSettings } from '../../domain/admin/assetSettings.ts'
import type { Profile } from '../../domain/profile.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { activeAssetIdAtom, setProfile } from '../state/session.ts'

interface AssetSettings {
  _id: string
  basic: BasicSettings
  viewing: ViewingSettings
}

/**
 * The active asset's settings pages' data (GET /api/assets/{id}) and their one save
 * (PATCH /api/assets/{id}/settings); a save reloads the profile, which carries the asset's name,
 * currency and time zone to the rest of the console.
 */
export function useAssetSettings() {
  const assetId = useAtomValue(activeAssetIdAtom)
  const res = useApi<{ data: AssetSettings }>(assetId ? `/api/assets/${assetId}` : null)
  const save = async (body: Record<string, unknown>) => {
    const next = await api.patch<{ data: AssetSettings }>(`/api/assets/${assetId}/settings`, body)
    await res.mutate(next, false)
    setProfile((await api.get<{ data: Profile }>('/api/profile')).data)
    return next.data
  }
  return { settings: res.data?.data, error: res.error as Error | undefined, save }
}
