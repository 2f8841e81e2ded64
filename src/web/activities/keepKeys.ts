import type { KeyboardEvent } from 'react'
import { useControlKeys } from '../shell/useControlKeys.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * A dialog's keys stay in the dialog: Ctrl/Cmd+Enter saves, Esc closes (unless a picker inside took it to
 * close its list), and no key reaches the page's shortcuts (the lead page's letters, its Esc back, the
 * editor pane's Ctrl+Enter save), which listen on the document. Spread the result on the dialog's panel.
 */
export function useDialogKeys(save: (e: KeyboardEvent) => void, close: () => void) {
  return useControlKeys(
    'dialog',
    [
      {
        id: 'dialog.save',
        title: t('shell.dialogKeys.save'),
        group: 'Dialog',
        shortcut: 'ctrl+enter,command+enter',
        run: save,
      },
      {
        id: 'dialog.close',
        title: t('shell.dialogKeys.close'),
        group: 'Dialog',
        shortcut: 'esc',
        run: (e) => (e.defaultPrevented ? false : close()),
      },
    ],
    { contain: true },
  )
}
