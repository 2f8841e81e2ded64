import { AlertDialog } from '../../ui/AlertDialog.tsx'
import { buttonCls, secondaryCls } from './controls/styles.ts'

/** Asked before an editor with unsaved changes closes; Esc or 'Keep editing' goes back to the form. */
export function DiscardChanges({ open, what, onKeep, onDiscard }: { open: boolean; what: string; onKeep: () => void; onDiscard: () => void }) {
  return (
    <AlertDialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      title="Discard your changes?"
      actions={
        <>
          <button type="button" autoFocus onClick={onKeep} className={secondaryCls}>
            Keep editing
          </button>
          <button type="button" onClick={onDiscard} className={`${buttonCls} bg-red-600 text-white shadow-sm hover:bg-red-700`}>
            Discard changes
          </button>
        </>
      }
    >
      <p className="mt-1 text-sm text-slate-600">{what} has changes that are not saved. Closing it drops them.</p>
    </AlertDialog>
  )
}
