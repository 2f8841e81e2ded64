import { LoaderCircle, Save } from 'lucide-react'
import { Kbd } from '../../ui/Kbd.tsx'
import { primaryCls, secondaryCls } from './controls/styles.ts'
import { useEditor } from './EditorContext.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * Card 9: Save (with LEAD_ADD on create, LEAD_UPDATE on update), also on Ctrl+Enter. On a page it
 * sits on the window's bottom edge, stuck or at the end: the content region's bottom padding (Frame's
 * pb-10) would otherwise show the form scrolling under it, so it reaches into that padding.
 */
export function SaveBar({ variant, onCancel }: { variant: 'page' | 'pane'; onCancel?: () => void }) {
  const { can, busy, mode } = useEditor()
  return (
    <div
      className={`sticky z-10 flex items-center justify-end gap-2 border-t border-slate-200 bg-white px-4 py-2.5 ${variant === 'page' ? '-bottom-10 mt-3 -mb-10 border-x' : 'bottom-0 rounded-b-lg border-x border-b'}`}
      data-testid="save-bar"
    >
      <span className="me-auto hidden items-center gap-1.5 text-xs text-slate-500 sm:flex">
        <Kbd shortcut="ctrl+enter" className="inline-flex" /> {t('editor.toSave')}
      </span>
      {onCancel && (
        <button type="button" className={secondaryCls} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
      {can.save && (
        <button type="submit" className={primaryCls} disabled={busy}>
          {busy ? <LoaderCircle className="size-4 animate-spin" /> : <Save className="size-4" />}
          {mode === 'create' ? t('editor.save') : t('editor.saveChanges')}
        </button>
      )}
    </div>
  )
}
