import { textOr } from './index.ts'
import type { en } from './en/index.ts'
import { values } from './en/values.ts'

export type ValueKind = keyof (typeof en)['values']

/** An enum value as people read it in the current language ('Open' → 'مفتوح'); a value not listed as stored. */
export const valueLabel = (kind: ValueKind, value: string | null | undefined): string =>
  value ? textOr(`values.${kind}.${value}`, value) : ''

/** Every listed value of a kind with its label in the current language: a lookup table for a query that writes the labels (a CSV). */
export const valueLabels = (kind: ValueKind): Record<string, string> =>
  Object.fromEntries(Object.keys(values[kind]).map((v) => [v, valueLabel(kind, v)]))
