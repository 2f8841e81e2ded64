import { formatDateTime, formatList, formatNumber, formatPhone } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import { fieldLabel } from '../../domain/resources/define.ts'
import type { FieldDef, RecordValues, Resource } from '../../domain/resources/types.ts'

type Row = RecordValues

/** A value as text: a related record by its shown field, an enum by its label, a list joined. */
export function valueText(f: FieldDef | undefined, v: unknown): string {
  if (v === null || v === undefined || v === '') return ''
  if (Array.isArray(v)) return formatList(v.map((x) => valueText(f, x)).filter(Boolean))
  if (typeof v === 'object') return String((v as Row)[f?.ref?.show ?? 'name'] ?? '')
  if (f?.cell === 'phone') return formatPhone(String(v))
  if (f?.enum) return resourceText(f.enumLabels?.[String(v)] ?? String(v))
  // a time as every screen shows it (a log entry's subtitle: 'Updated · Nov 24, 2026, 6:40 PM')
  if (f?.type === 'date' && typeof v === 'string') return formatDateTime(v)
  if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no')
  return String(v)
}

/** What names a record: its title field, else its id. */
export const recordTitle = (r: Resource, row: Row) =>
  valueText(r.fields[r.titleField], row[r.titleField]) || String(row._id)

/**
 * The record's subtitle fields as shown, each with whether it is stored data (a name, a slug) or the
 * console's words for it (an option's label, Yes/No, a date it formats).
 */
export function recordSubtitleParts(r: Resource, row: Row): { field: string; text: string; data: boolean }[] {
  const title = recordTitle(r, row)
  return (r.subtitleFields ?? [])
    .map((k) => {
      const f = r.fields[k]
      const v = row[k]
      return { field: k, text: valueText(f, v), data: !f?.enum && typeof v !== 'boolean' && f?.type !== 'date' }
    })
    .filter((p) => p.text && p.text !== title)
}

/** The record's subtitle fields, ' · ' between them, or undefined. */
export function recordSubtitle(r: Resource, row: Row): string | undefined {
  return (
    recordSubtitleParts(r, row)
      .map((p) => p.text)
      .join(' · ') || undefined
  )
}

/** A field's label as people read it, in the current language (the declaration's English is the import's column name). */
export const fieldText = (name: string, f: FieldDef) => resourceText(fieldLabel(name, f))

/** A field's label by name, in the current language. */
export const labelOf = (r: Resource, name: string) => fieldText(name, r.fields[name])

/** 'Custom URLs' → 'custom URLs', 'FAQs' stays: words in a sentence, acronyms kept (Arabic as it is). */
export const lowerWords = (s: string) => s.replace(/\S+/g, (w) => (/^[A-Z]{2,}s?$/.test(w) ? w : w.toLowerCase()))

/** The resource's names in the current language for headings ('Listing', 'Listings') and inside sentences ('listing'). */
export const resourceNames = (r: Resource) => {
  const label = resourceText(r.label)
  const plural = resourceText(r.plural)
  return { label, plural, labelWord: lowerWords(label), pluralWord: lowerWords(plural) }
}

/**
 * The values of a sentence that counts a resource's records, for its plural forms (`_one`/`_other`, Arabic's
 * six): the count that picks the form, the number as written, and the noun in both numbers ('1 timeline',
 * '2 timelines'; the Arabic sentences say '{plural}: n').
 */
export const countOf = (r: Resource, count: number, n: string = formatNumber(count)) => {
  const { labelWord, pluralWord } = resourceNames(r)
  return { count, n, label: labelWord, plural: pluralWord }
}
