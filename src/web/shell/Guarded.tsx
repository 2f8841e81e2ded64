import { Suspense, useEffect } from 'react'
import { useAtomValue } from 'jotai'
import { Redirect } from 'wouter'
import type { RouteDef } from '../routeTypes.ts'
import { canAtom, profileAtom, sessionJustEnded } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'
import { MSG } from './messages.ts'
import { PageSpinner } from './PageSpinner.tsx'
import { t, textOr } from '../../domain/i18n/index.ts'

/** Redirects with a warning message (the guards' messages of spec 2 §6); remembers where the user was heading. */
function RedirectWith({ to, message, returnTo }: { to: string; message: string | null; returnTo?: string }) {
  useEffect(() => {
    if (returnTo) sessionStorage.setItem('agency.returnTo', returnTo)
    if (message) toast.warning(message)
  }, [message, returnTo])
  return <Redirect to={to} replace />
}

/** The route guards of spec 2 §6 around one lazily loaded page. */
export function Guarded({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const profile = useAtomValue(profileAtom)
  const can = useAtomValue(canAtom)
  const title = route.titleText?.() ?? textOr(`titles.${route.title}`, route.title)
  useEffect(() => {
    document.title = `${title} · ${t('shell.appName')}`
  }, [title])
  if (route.guard === 'login' && !profile) {
    // After a logout or a 401 the redirect is expected: no message, and no page to come back to.
    const ended = sessionJustEnded()
    return (
      <RedirectWith
        to="/auth"
        message={ended ? null : MSG.notLoggedIn}
        returnTo={ended ? undefined : location.pathname + location.search}
      />
    )
  }
  if (route.guard === 'guest' && profile) return <Redirect to="/dashboard" replace />
  if (
    (route.permission || route.superOnly) &&
    !can(route.permission, { strict: route.strict, superOnly: route.superOnly })
  ) {
    return <RedirectWith to="/dashboard" message={MSG.noPermission} />
  }
  const Page = route.component
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page params={params} title={title} />
    </Suspense>
  )
}
