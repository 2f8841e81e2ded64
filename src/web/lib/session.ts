import type { Profile } from '../../domain/profile.ts'

/** The session kept in localStorage (remember me) or sessionStorage. */
export interface Session {
  accessToken: string
  profile: Profile
}
const KEY = 'agency.session'

export function loadSession(): Session | null {
  const raw = localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY)
  try {
    return raw ? (JSON.parse(raw) as Session) : null
  } catch {
    return null
  }
}

/**
 * Writes over the kept session in one step: the other tabs share localStorage and read the token from
 * it for every request, so a moment without it (removed, then set) would answer them 401 and sign them out.
 */
export function saveSession(s: Session, remember: boolean) {
  ;(remember ? sessionStorage : localStorage).removeItem(KEY)
  ;(remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(s))
}

/** Replaces the stored session in whichever storage holds it (keeps the remember-me choice). */
export function replaceSession(s: Session) {
  const remembered = localStorage.getItem(KEY) !== null
  saveSession(s, remembered)
}

export function clearSession() {
  localStorage.removeItem(KEY)
  sessionStorage.removeItem(KEY)
}
