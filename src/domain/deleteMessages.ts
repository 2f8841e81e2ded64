import { t } from './i18n/index.ts'
import { en } from './i18n/en/index.ts'

/** Delete confirmation and results of any list (spec 2 §8), for a record label such as 'customer', in the console's language. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * What a delete does, which its warning says: `trash` moves the record to its list's trash, where it can
 * be restored; `undo` removes it with an Undo in the message that follows (a record without a trash, such
 * as a project's FAQ); `forGood` removes it (the trash's 'Delete forever'). Only the last is irreversible.
 */
export type DeleteKind = 'trash' | 'undo' | 'forGood'

export const deleteMessages = (label: string, kind: DeleteKind) => ({
  title: t('messages.deleteTitle', { label }),
  warning:
    kind === 'trash'
      ? t('messages.trashWarning')
      : kind === 'undo'
        ? t('messages.undoWarning')
        : t('messages.deleteWarning'),
  Label: cap(label),
  success: t('messages.deleteSuccess', { Label: cap(label) }),
  failure: t('messages.deleteFailure', { Label: cap(label) }),
})

/** Export with nothing to export (spec 2 §5, §8), in the console's language. */
export const dataIsEmpty = () => t('messages.dataIsEmpty')
/** The English text (the catalogue's), for checks. */
export const DATA_IS_EMPTY = en.messages.dataIsEmpty
