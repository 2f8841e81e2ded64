import { t } from './i18n/index.ts'
import { en } from './i18n/en/index.ts'

/** Delete confirmation and results of any list (spec 2 §8), for a record label such as 'customer', in the console's language. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const deleteMessages = (label: string) => ({
  title: t('messages.deleteTitle', { label }),
  warning: t('messages.deleteWarning'),
  success: t('messages.deleteSuccess', { Label: cap(label) }),
  failure: t('messages.deleteFailure', { Label: cap(label) }),
})

/** Export with nothing to export (spec 2 §5, §8), in the console's language. */
export const dataIsEmpty = () => t('messages.dataIsEmpty')
/** The English text (the catalogue's), for checks. */
export const DATA_IS_EMPTY = en.messages.dataIsEmpty
