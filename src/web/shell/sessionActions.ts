import { getDefaultStore } from 'jotai'
import { mutate } from 'swr'
import { navigate } from 'wouter/use-browser-location'
import type { AssetRef, Profile } from '../../domain/profile.ts'
import { reloadAssetData } from '../lib/assetData.ts'
import { api } from '../lib/http.ts'
import { tellOtherTabs } from '../lib/authChannel.ts'
import type { Session } from '../lib/session.ts'
import { endSession, setProfile, startSession } from '../state/session.ts'
import { busyAtom } from '../state/ui.ts'
import { toast } from '../ui/toast.tsx'
import { MSG } from './messages.ts'

const store = getDefaultStore()

/** After a successful login: keep the session, tell other tabs, go where the user was heading. */
export function loggedIn(session: Session, remember: boolean) {
  startSession(session, remember)
  tellOtherTabs({ type: 'login' })
  const returnTo = sessionStorage.getItem('agency.returnTo')
  sessionStorage.removeItem('agency.returnTo')
  navigate(returnTo && !returnTo.startsWith('/auth') ? returnTo : '/dashboard', { replace: true })
}

/** Logout (spec 2 §4): loader, server call, message, other tabs told, /auth; on failure the error. */
export async function logout() {
  store.set(busyAtom, MSG.loggingOut)
  try {
    await api.post('/api/auth/logout')
    endSession()
    navigate('/auth', { replace: true })
    await mutate(() => true, undefined, { revalidate: false })
    tellOtherTabs({ type: 'logout' })
    toast.success(MSG.loggedOut)
  } catch (e) {
    toast.error((e as Error).message)
  } finally {
    store.set(busyAtom, null)
  }
}

/** Switching asset (spec 2 §4): loader, the profile replaced, other tabs told, the page's data reloaded. */
export async function switchAsset(asset: AssetRef) {
  store.set(busyAtom, MSG.switchAsset(asset.name))
  try {
    const res = await api.patch<{ data: Profile }>('/api/profile/change-active-asset', { asset: asset._id })
    setProfile(res.data)
    tellOtherTabs({ type: 'switch-business' })
    await reloadAssetData(res.data.activeAsset?._id)
  } catch (e) {
    toast.error((e as Error).message)
  } finally {
    store.set(busyAtom, null)
  }
}
