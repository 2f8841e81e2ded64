import { AlertDialog } from '../../ui/AlertDialog.tsx'
import { buttonCls, secondaryCls } from './controls/styles.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Asked before an editor with unsaved changes closes; Esc or 'Keep editing' goes back to the form. */
export function DiscardChanges({
  open,
  what,
  onKeep,
  onDiscard,
}: {
  open: boolean
  what: string
  onKeep: () => void
  onDiscard: () => void
}) {
  return (
    <AlertDialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      title={t('editor.discardTitle')}
      actions={
        <>
          <button type="button" autoFocus onClick={onKeep} className={secondaryCls}>
            {t('editor.keepEditing')}
          </button>
          <button
            type="button"
            onClick={onDiscard}
            className={`${buttonCls} bg-red-600 text-white shadow-sm hover:bg-red-700`}
          >
            {t('editor.discardChanges')}
          </button>
        </>
      }
    >
      <p className="mt-1 text-sm text-slate-600">{t('editor.discardText', { what })}</p>
    </AlertDialog>
  )
}
