import { useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import { api } from '../lib/http.ts'
import { useEnv } from '../lib/useEnv.ts'
import { profileAtom } from '../state/session.ts'

type IntercomFn = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] }
declare global {
  interface Window {
    Intercom?: IntercomFn
    intercomSettings?: Record<string, unknown>
  }
}

function loadScript(src: string, onError: () => void) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const s = document.createElement('script')
  s.src = src
  s.async = true
  s.onerror = onError
  document.head.appendChild(s)
}

/**
 * Third-party pieces of spec 2 §2 for signed-in users, only when the server names their keys: the maps
 * service script (a load failure is only logged) and the chat-support widget in the EU region,
 * identified with the per-user hash (POST /api/profile/intercom-hash) and updated at each navigation.
 */
export function useIntegrations() {
  const env = useEnv()
  const profile = useAtomValue(profileAtom)
  const [location] = useLocation()
  const userId = profile?._id

  useEffect(() => {
    if (!userId || !env?.mapsApiKey) return
    loadScript(
      `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(env.mapsApiKey)}&libraries=places&loading=async`,
      () => console.warn('The maps script could not be loaded'),
    )
  }, [userId, env?.mapsApiKey])

  const appId = env?.intercomAppId
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget follows the user (boot once per user), not every profile change
  useEffect(() => {
    if (!appId || !profile) return
    let cancelled = false
    api
      .post<{ data: { hash: string } }>('/api/profile/intercom-hash', { userId: profile._id })
      .then(({ data }) => {
        if (cancelled) return
        window.intercomSettings = {
          api_base: 'https://api-iam.eu.intercom.io',
          app_id: appId,
          user_id: profile._id,
          user_hash: data.hash,
          name: profile.fullName,
          email: profile.email,
        }
        if (!window.Intercom) {
          // The widget's queueing stub until its script arrives.
          const stub: IntercomFn = (...args) => {
            stub.q ??= []
            stub.q.push(args)
          }
          window.Intercom = stub
          loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(appId)}`, () =>
            console.warn('The chat widget could not be loaded'),
          )
        }
        window.Intercom('boot', window.intercomSettings)
      })
      .catch((e) => console.warn('Chat widget not set up:', (e as Error).message))
    return () => {
      cancelled = true
      window.Intercom?.('shutdown')
    }
  }, [appId, userId])

  // At each navigation end the widget learns the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger
  useEffect(() => {
    if (appId && userId) window.Intercom?.('update', { last_request_at: Math.floor(Date.now() / 1000) })
  }, [appId, userId, location])
}
