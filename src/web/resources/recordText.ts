import { fieldLabel } from '../../domain/resources/define.ts'
import type { FieldDef, Resource } from '../../domain/resources/types.ts'

type Row = Record<string, any>

/** A value as text: a related record by its shown field, an enum by its label, a list joined. */
export function valueText(f: FieldDef | undefined, v: unknown): string {
  if (v === null || v === undefined || v === '') return ''
  if (Array.isArray(v)) return v.map((x) => valueText(f, x)).filter(Boolean).join(', ')
  if (typeof v === 'object') return String((v as Row)[f?.ref?.show ?? 'name'] ?? '')
  if (f?.enum) return f.enumLabels?.[String(v)] ?? String(v)
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  return String(v)
}

/** What names a record: its title field, else its id. */
export const recordTitle = (r: Resource, row: Row) => valueText(r.fields[r.titleField], row[r.titleField]) || String(row._id)

/** The record's subtitle fields, ' · ' between them, or undefined. */
export function recordSubtitle(r: Resource, row: Row): string | undefined {
  const parts = (r.subtitleFields ?? []).map((k) => valueText(r.fields[k], row[k])).filter((s) => s && s !== recordTitle(r, row))
  return parts.join(' · ') || undefined
}

/** A field's label by name. */
export const labelOf = (r: Resource, name: string) => fieldLabel(name, r.fields[name])
