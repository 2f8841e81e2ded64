import { atom, getDefaultStore } from 'jotai'
import type { Profile } from '../../domain/profile.ts'
import { hasAccess, hasSuperAccess } from '../../domain/permissions.ts'
import { DEFAULT_CURRENCY, setDisplayTimeZone } from '../../domain/format.ts'
import { clearSession, loadSession, replaceSession, saveSession, type Session } from '../lib/session.ts'

/** The signed-in session (token + profile); null when logged out. Persisted by lib/session.ts. */
export const sessionAtom = atom<Session | null>(loadSession())
export const profileAtom = atom<Profile | null>((get) => get(sessionAtom)?.profile ?? null)
/** The active asset's currency: every amount of the console is shown in it (formatMoney). */
export const currencyAtom = atom((get) => get(profileAtom)?.currencyCode ?? DEFAULT_CURRENCY)
export const activeAssetIdAtom = atom<string | null>((get) => get(sessionAtom)?.profile.activeAsset?._id ?? null)

/** The access rule bound to the signed-in profile: the one check for routes, sidebar and palette. */
export const canAtom = atom((get) => {
  const profile = get(profileAtom)
  return (permission?: readonly string[], opts: { strict?: boolean; superOnly?: boolean } = {}) =>
    !!profile && (!opts.superOnly || hasSuperAccess(profile)) && hasAccess(profile, permission, { strict: opts.strict })
})

const store = getDefaultStore()
// Dates show in the active asset's time zone (basic settings) whenever the profile names one.
const followTimeZone = () => setDisplayTimeZone(store.get(sessionAtom)?.profile.timeZone)
followTimeZone()
store.sub(sessionAtom, followTimeZone)
let endedAt = 0

export function startSession(s: Session, remember: boolean) {
  saveSession(s, remember)
  store.set(sessionAtom, s)
}

/** A new profile from the server (reload, asset switch, profile edit) for the current session. */
export function setProfile(profile: Profile) {
  const s = store.get(sessionAtom)
  if (!s) return
  const next = { ...s, profile }
  replaceSession(next)
  store.set(sessionAtom, next)
}

/** Logout, 401 or another tab's logout: the session ends on purpose, so guards stay silent. */
export function endSession() {
  endedAt = Date.now()
  clearSession()
  store.set(sessionAtom, null)
}

/** True shortly after endSession: the login guard then redirects without its message. */
export function sessionJustEnded() {
  return Date.now() - endedAt < 3000
}

/** Picks up a session another tab stored (login in another tab with remember me); false when none. */
export function reloadSessionFromStorage(): boolean {
  const s = loadSession()
  store.set(sessionAtom, s)
  return s !== null
}
