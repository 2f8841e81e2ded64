import { useEffect } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { onAuthMessage } from '../lib/authChannel.ts'
import { endSession, reloadSessionFromStorage } from '../state/session.ts'

/** Follows the other tabs (spec 2 §4): login → /, logout → /auth, asset or role switch → reload. */
export function useAuthChannel() {
  useEffect(
    () =>
      onAuthMessage((m) => {
        if (m.type === 'login') {
          // A session kept for that tab only (no remember me) is not ours to follow.
          if (reloadSessionFromStorage()) navigate('/', { replace: true })
        } else if (m.type === 'logout') {
          navigate('/auth', { replace: true })
          endSession()
        } else {
          window.location.reload()
        }
      }),
    [],
  )
}
