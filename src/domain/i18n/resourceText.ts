import { currentLanguage, t } from './index.ts'
import { resourceWords } from './ar/resourceWords.ts'

/**
 * The Arabic a declaration brings itself (its label, plural and the texts the shared table lacks, ArabicNames in
 * resources/types.ts), by English: defineResource adds them, so a new resource is translated by its own file.
 * The first declaration to give a text keeps it (tests/unit/resources/sections.test.ts refuses two that differ).
 */
const declaredWords = new Map<string, string>()

export function addDeclaredWords(words: Readonly<Record<string, string>>) {
  for (const [english, arabic] of Object.entries(words))
    if (!declaredWords.has(english)) declaredWords.set(english, arabic)
}

/**
 * A text of a resource declaration (a label, plural, field label, section title, enum label, help) in the
 * current language. Declarations carry their English in many places (fields, enums, columns, filters,
 * sections, related lists, tabs), so the Arabic is looked up by that English text: the shared table of
 * ar/resourceWords.ts, else the declaration's own words; a text neither has shows in English.
 */
export function resourceText(english: string): string
export function resourceText(english: string | undefined): string | undefined
export function resourceText(english: string | undefined): string | undefined {
  if (!english || currentLanguage() !== 'ar') return english
  return (resourceWords as Record<string, string>)[english] ?? declaredWords.get(english) ?? english
}

/** "<Label> not found" in the current language: a record of a resource that is not there (or not the caller's). */
export const recordNotFoundText = (label: string): string =>
  t('errors.other.recordNotFound', { label: resourceText(label) })
