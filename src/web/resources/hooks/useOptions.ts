import type { FieldDef } from '../../../domain/resources/types.ts'
import { useApi } from '../../lib/useApi.ts'

export interface Option {
  value: string
  label: string
}

/**
 * The choices of a field, for a filter or a form control: its enum (with labels), yes/no, the related
 * resource's records by their shown field, or a dictionary endpoint's names. `enabled` false skips the load.
 */
export function useOptions(f: FieldDef, enabled = true): Option[] {
  const ref = f.ref && enabled ? f.ref : null
  const refs = useApi<{ data: Array<Record<string, any>> }>(ref?.path ?? null, ref ? { filter: { limit: -1, select: ['_id', ref.show], sort: { [ref.show]: 1 } } } : undefined)
  const dict = useApi<{ data: Array<{ name: string }> }>(f.dictionary && enabled ? f.dictionary : null, { filter: { limit: -1 } })
  if (f.enum) return f.enum.map((v) => ({ value: v, label: f.enumLabels?.[v] ?? v }))
  if (f.type === 'boolean') return [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]
  if (ref) return (refs.data?.data ?? []).map((r) => ({ value: r._id, label: String(r[ref.show] ?? r._id) }))
  return (dict.data?.data ?? []).map((o) => ({ value: o.name, label: o.name }))
}
