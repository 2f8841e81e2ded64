/**
 * The slug of a declared resource (a field with `slugFrom`): the record's address on the website, unique
 * per asset and table, generated from the named field (the title) when left empty, editable. One rule for
 * the form (which fills it while the title is typed) and the server (which generates, checks and keeps it
 * unique in the write's transaction: src/server/resources/slugs.ts).
 */
import { t } from '../i18n/index.ts'

export const SLUG_MAX = 200

/** 'Dubai Marina: A Guide (2026)' → 'dubai-marina-a-guide-2026'; accents dropped ('Café' → 'cafe'); '' when nothing Latin is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/** Lowercase letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugFormatMessage = (label: string) => t('errors.resources.slugFormat', { label })

/** A slug to generate from a title with nothing Latin in it (an Arabic-only title). */
export const slugFallback = (recordLabel: string) => slugify(recordLabel) || 'item'

/** `stem`, else `stem-2`, `stem-3`, … : the first not in `taken`. */
export function freeSlug(stem: string, taken: ReadonlySet<string>): string {
  if (!taken.has(stem)) return stem
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const s = `${stem.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(s)) return s
  }
}
