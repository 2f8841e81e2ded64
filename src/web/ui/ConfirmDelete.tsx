import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { deleteMessages } from '../../domain/deleteMessages.ts'
import { toast } from './toast.tsx'

interface Props {
  /** Record label in the messages, e.g. 'customer', 'file'. */
  label: string
  /** What is about to go (shown under the title), null when closed. */
  target: string | null
  onCancel: () => void
  /** Performs the delete; a thrown error's message is shown as a warning. */
  onConfirm: () => Promise<void>
}

/**
 * The delete confirmation of spec 2 §8: 'Are you sure you want to delete this {label}?', irreversible;
 * '{Label} has been deleted successfully', or a warning with the server's message or the fallback.
 */
export function ConfirmDelete({ label, target, onCancel, onConfirm }: Props) {
  const m = deleteMessages(label)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      toast.success(m.success)
      onCancel()
    } catch (e) {
      toast.warning((e as Error).message || m.failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={target !== null} onClose={() => !busy && onCancel()} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <div className="flex gap-3">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
            <div>
              <DialogTitle className="text-base font-semibold text-slate-900">{m.title}</DialogTitle>
              {target && <p className="mt-1 text-sm font-medium text-slate-700">{target}</p>}
              <p className="mt-1 text-sm text-slate-600">{m.warning}</p>
            </div>
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" onClick={onCancel} disabled={busy} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              Cancel
            </button>
            <button type="button" onClick={confirm} disabled={busy} className="rounded bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50">
              {busy ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
