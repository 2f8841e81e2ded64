import { lazy, Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation, useSearch } from 'wouter'
import { sessionAtom } from './state/session.ts'
import { languageAtom } from './i18n/language.ts'
import { busyAtom } from './state/ui.ts'
import { Toaster } from './ui/toast.tsx'
import { AppRoutes } from './shell/AppRoutes.tsx'
import { NavigationProgress } from './shell/NavigationProgress.tsx'
import { OfflineModal } from './shell/OfflineModal.tsx'
import { PageSpinner } from './shell/PageSpinner.tsx'
import { StagingBanner } from './shell/StagingBanner.tsx'
import { useAuthChannel } from './shell/useAuthChannel.ts'
import { useBoot } from './shell/useBoot.ts'
import { useIntegrations } from './shell/useIntegrations.ts'
import { useShellCommands } from './shell/useShellCommands.ts'
import { ShortcutsEffect } from './shell/ShortcutsEffect.tsx'
import { useEventStream } from './events/eventStream.ts'
import { useAcceptCommands } from './leads/pool/useAwaitingAcceptance.ts'
import { useSavedViewCommands } from './views/useSavedViews.ts'

// The signed-in frame and the palette load on demand: the login page carries neither.
const Frame = lazy(() => import('./shell/Frame.tsx').then((m) => ({ default: m.Frame })))
const Palette = lazy(() => import('./shell/palette/Palette.tsx').then((m) => ({ default: m.Palette })))
const ShortcutHelp = lazy(() => import('./shell/ShortcutHelp.tsx').then((m) => ({ default: m.ShortcutHelp })))

/** The console: app start, the frame (unless ?noframe), routes, palette, shortcuts and global overlays. */
export function App() {
  const session = useAtomValue(sessionAtom)
  // A language switch re-renders every screen in the new language at once, without a reload.
  const language = useAtomValue(languageAtom)
  const busy = useAtomValue(busyAtom)
  const booting = useBoot()
  const [location] = useLocation()
  const noframe = new URLSearchParams(useSearch()).has('noframe')
  useAuthChannel()
  useShellCommands()
  useIntegrations()
  useEventStream()
  useAcceptCommands()
  useSavedViewCommands()

  const framed = !!session && !location.startsWith('/auth') && !noframe
  return (
    <div key={language} className="flex h-dvh flex-col">
      <StagingBanner />
      <NavigationProgress />
      {booting ? (
        <PageSpinner full />
      ) : (
        <Suspense fallback={<PageSpinner full />}>
          {framed ? (
            <Frame>
              <AppRoutes />
            </Frame>
          ) : (
            <div className="min-h-0 flex-1 overflow-y-auto">
              <AppRoutes />
            </div>
          )}
        </Suspense>
      )}
      {session && !booting && (
        <Suspense fallback={null}>
          <Palette />
          <ShortcutHelp />
        </Suspense>
      )}
      <ShortcutsEffect />
      <OfflineModal />
      <Toaster />
      {busy && <PageSpinner full text={busy} />}
    </div>
  )
}
