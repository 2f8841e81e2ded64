import { textOr } from './index.ts'
import type { en } from './en/index.ts'

export type ValueKind = keyof (typeof en)['values']

/** An enum value as people read it in the current language ('Open' → 'مفتوح'); a value not listed as stored. */
export const valueLabel = (kind: ValueKind, value: string | null | undefined): string =>
  value ? textOr(`values.${kind}.${value}`, value) : ''

/** Options of a select whose values are enum values, labelled in the current language. */
export const valueOptions = (kind: ValueKind, list: readonly string[]) => list.map((v) => ({ value: v, label: valueLabel(kind, v) }))
