import type { ReactNode } from 'react'
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { TriangleAlert } from 'lucide-react'

/** A question over the page before something is lost: warning sign, title, what happens, the answers. */
export function AlertDialog({
  open,
  onClose,
  role,
  title,
  children,
  actions,
}: {
  open: boolean
  /** Esc (and the page's answer that keeps things as they are). */
  onClose: () => void
  role?: 'dialog' | 'alertdialog'
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} role={role} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <div className="flex gap-3">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
            <div>
              <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
              {children}
            </div>
          </div>
          <div className="mt-5 flex justify-end gap-2">{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
