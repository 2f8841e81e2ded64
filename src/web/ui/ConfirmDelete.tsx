import { useState } from 'react'
import { deleteMessages, type DeleteKind } from '../../domain/deleteMessages.ts'
import { t } from '../../domain/i18n/index.ts'
import { AlertDialog } from './AlertDialog.tsx'
import { toast } from './toast.tsx'

interface Props {
  /** Record label in the messages, e.g. 'customer', 'file'. */
  label: string
  /** What is about to go (shown under the title), null when closed. */
  target: string | null
  /** To the trash (restorable), undoable, or for good (irreversible): the warning says which. */
  kind: DeleteKind
  /** Puts the record back (kind 'undo'): the success message carries an Undo button that runs it. */
  onUndo?: () => Promise<void>
  onCancel: () => void
  /** Performs the delete; a thrown error's message is shown as a warning. */
  onConfirm: () => Promise<void>
}

/**
 * The delete confirmation of spec 2 §8: 'Are you sure you want to delete this {label}?', with what the delete
 * does (to the trash, restorable; or for good, irreversible); '{Label} has been deleted successfully', or a
 * warning with the server's message or the fallback. The target is stored data (a record's name).
 */
export function ConfirmDelete({ label, target, kind, onCancel, onConfirm, onUndo }: Props) {
  const m = deleteMessages(label, kind)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      if (onUndo)
        toast.success(m.success, {
          label: t('messages.undo'),
          run: () =>
            void onUndo().then(
              () => toast.success(t('messages.undone', { Label: m.Label })),
              (e: Error) => toast.warning(e.message || t('common.somethingWentWrong')),
            ),
        })
      else toast.success(m.success)
      onCancel()
    } catch (e) {
      toast.warning((e as Error).message || m.failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <AlertDialog
      open={target !== null}
      onClose={() => !busy && onCancel()}
      title={m.title}
      actions={
        <>
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className="rounded bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50"
          >
            {busy ? t('messages.deleting') : t('messages.delete')}
          </button>
        </>
      }
    >
      {target && (
        <p className="mt-1 text-sm font-medium text-slate-700 [overflow-wrap:anywhere]" data-i18n-data>
          {target}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{m.warning}</p>
    </AlertDialog>
  )
}
