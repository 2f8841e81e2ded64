/**
 * Values one record of an asset holds (a listing's reference, a slug, a custom field's key): the name of the
 * index that backs a declared `unique` field, and the sentence refusing a value another record has, naming it.
 */
import { t } from '../i18n/index.ts'
import { resourceText } from '../i18n/resourceText.ts'
import { labelText } from '../validationMessages.ts'

/** The partial unique index of a `unique` field: (asset_id, lower(column)) where deleted_at is null. */
export const uniqueIndexName = (table: string, column: string) => `${table}_${column}_unique`

// inside a sentence a label reads in lower case, an acronym as it is ('reference', 'URL')
const inSentence = (words: string) =>
  words
    .split(' ')
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(' ')

/**
 * "Another listing already has the reference 'DMR-1': Marina View." `name` is the other record's (its title;
 * none when the value is its name), `value` what was written (none when the database only said it clashed).
 */
export function takenMessage(record: string, label: string, value?: string, name?: string | null): string {
  const vars = { record: inSentence(resourceText(record)), label: inSentence(labelText(label)), value, name }
  if (value === undefined) return t('errors.resources.takenSome', vars)
  return name ? t('errors.resources.taken', vars) : t('errors.resources.takenUnnamed', vars)
}

/** The other record's name when it is in the trash (a slug stays taken there, so a restore never collides). */
export const trashedName = (name: string) => t('errors.resources.inTrash', { name })
