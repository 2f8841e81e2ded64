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

export function saveSession(s: Session, remember: boolean) {
  clearSession()
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
