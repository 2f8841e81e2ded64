import { t } from './i18n/index.ts'
import { en } from './i18n/en/index.ts'

/** Saving a form whose values equal what was loaded: no request is sent, the user is told why (in the console's language). */
export const nothingToSave = () => t('messages.nothingToSave')
/** The English text (the catalogue's), for checks. */
export const NOTHING_TO_SAVE = en.messages.nothingToSave
