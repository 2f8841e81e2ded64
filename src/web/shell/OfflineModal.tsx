import { useSyncExternalStore } from 'react'
import { WifiOff } from 'lucide-react'
import { MSG } from './messages.ts'

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb)
  window.addEventListener('offline', cb)
  return () => {
    window.removeEventListener('online', cb)
    window.removeEventListener('offline', cb)
  }
}

/**
 * Full-screen 'Internet Disconnected' while the browser is offline; it closes itself when back online.
 * It has nothing to focus or dismiss, so it is a plain alert dialog over everything rather than a
 * Headless UI Dialog (which would weigh on the login page, where this also shows).
 */
export function OfflineModal() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine)
  if (online) return null
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
      className="fixed inset-0 z-[95] flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-2xl">
        <WifiOff className="mx-auto size-10 text-red-500" aria-hidden />
        <h2 id="offline-title" className="mt-3 text-lg font-semibold text-slate-900">
          {MSG.offlineTitle}
        </h2>
        <p id="offline-text" className="mt-1 text-sm text-slate-600">
          {MSG.offlineText}
        </p>
      </div>
    </div>
  )
}
