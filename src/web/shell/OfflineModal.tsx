import { useSyncExternalStore } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
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

/** Full-screen 'Internet Disconnected' while the browser is offline; it closes itself when back online. */
export function OfflineModal() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine)
  return (
    <Dialog open={!online} onClose={() => {}} className="fixed inset-0 z-[95]">
      <div className="fixed inset-0 bg-slate-900/60 backdrop-blur-sm" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-2xl">
          <WifiOff className="mx-auto size-10 text-red-500" aria-hidden />
          <DialogTitle className="mt-3 text-lg font-semibold text-slate-900">{MSG.offlineTitle}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600">{MSG.offlineText}</p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
