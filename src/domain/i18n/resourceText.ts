import { currentLanguage, t } from './index.ts'
import { resourceWords } from './ar/resourceWords.ts'

/**
 * A text of a resource declaration (a label, plural, field label, section title, enum label, help) in the
 * current language. Declarations carry their English in many places (fields, enums, columns, filters,
 * sections, related lists, tabs), so the Arabic is looked up by that English text: one table for every
 * resource, and a resource declared without its Arabic shows English until ar/resourceWords.ts has it.
 */
export function resourceText(english: string): string
export function resourceText(english: string | undefined): string | undefined
export function resourceText(english: string | undefined): string | undefined {
  if (!english || currentLanguage() !== 'ar') return english
  return (resourceWords as Record<string, string>)[english] ?? english
}

/** "<Label> not found" in the current language: a record of a resource that is not there (or not the caller's). */
export const recordNotFoundText = (label: string): string =>
  t('errors.other.recordNotFound', { label: resourceText(label) })
