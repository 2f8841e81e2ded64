import { useEffect } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { onAuthMessage } from '../lib/authChannel.ts'
import { endSession, reloadSessionFromStorage } from '../state/session.ts'

/** Follows the other tabs (spec 2 §4): login → /, logout → /auth, asset or role switch → reload. */
export function useAuthChannel() {
  useEffect(
    () =>
      onAuthMessage((m) => {
        if (m.type === 'login') followLogin()
        else if (m.type === 'logout') {
          navigate('/auth', { replace: true })
          endSession()
        } else {
          window.location.reload()
        }
      }),
    [],
  )
}

/**
 * Follows another tab's login to /. Its session can reach this tab's storage after its message (tabs in
 * other processes see a storage write late): read it now, else at the storage change that brings it.
 * A session kept for that tab only (no remember me) never arrives, and is not ours to follow.
 */
function followLogin() {
  const follow = () => {
    if (!reloadSessionFromStorage()) return false
    navigate('/', { replace: true })
    return true
  }
  if (follow()) return
  const onStorage = () => {
    if (follow()) window.removeEventListener('storage', onStorage)
  }
  window.addEventListener('storage', onStorage)
  setTimeout(() => window.removeEventListener('storage', onStorage), 10_000)
}
