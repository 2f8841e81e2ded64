import { useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import type { Profile } from '../../domain/profile.ts'
import { api } from '../lib/http.ts'
import { sessionAtom, setProfile } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

const REFRESH_EVERY_MS = 60_000

async function loadProfile() {
  let { data: profile } = await api.get<{ data: Profile }>('/api/profile')
  // No active asset but assets exist: the first one is activated (spec 2 §4).
  if (!profile.activeAsset && profile.assets.length) {
    profile = (await api.patch<{ data: Profile }>('/api/profile/change-active-asset', { asset: profile.assets[0]._id }))
      .data
  }
  setProfile(profile)
}

/**
 * App start: true until the profile of a stored session is loaded from the server. Afterwards the
 * profile is refreshed at navigation ends (at most once a minute) so role or asset changes made
 * elsewhere show up.
 */
export function useBoot(): boolean {
  const signedIn = useAtomValue(sessionAtom) !== null
  const [booting, setBooting] = useState(signedIn)
  const [location] = useLocation()
  const lastLoad = useRef(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at sign-in and at each navigation end (location); booting is read as it is then
  useEffect(() => {
    if (!signedIn) {
      setBooting(false)
      return
    }
    const stale = Date.now() - lastLoad.current > REFRESH_EVERY_MS
    if (!booting && !stale) return
    lastLoad.current = Date.now()
    loadProfile()
      .catch((e) => toast.error((e as Error).message))
      .finally(() => setBooting(false))
  }, [signedIn, location])
  return booting && signedIn
}
