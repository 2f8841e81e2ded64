import type { ControlKey } from './useControlKeys.ts'
import { t } from '../../domain/i18n/index.ts'

type Declared = Omit<ControlKey, 'run'>

/** Backspace in a list field with nothing typed removes its last value (the lead editor's tags, a record's lists). */
export const removeLastValueKey = (): Declared => ({
  id: 'field.tags.removeLast',
  title: t('shell.fieldKeys.removeLastTag'),
  group: 'Fields',
  shortcut: 'backspace',
})

/** Enter in a date field takes the typed date (as leaving the field does) rather than submitting the form. */
export const takeDateKey = (): Declared => ({
  id: 'lead-editor.date.set',
  title: t('editor.commands.setDate'),
  group: 'Lead editor',
  shortcut: 'enter',
})
