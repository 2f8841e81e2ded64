import { useAtomValue } from 'jotai'
import { hasAccess } from '../../../domain/permissions.ts'
import { RESOURCES } from '../../../domain/resources/index.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import type { FieldDef, RecordValues, RefTarget } from '../../../domain/resources/types.ts'
import { useApi } from '../../lib/useApi.ts'
import { profileAtom } from '../../state/session.ts'

export interface Option {
  value: string
  label: string
}

/**
 * The choices of a field, for a filter or a form control: its enum (with labels), yes/no, the related
 * resource's records by their shown field, or a dictionary endpoint's names. `enabled` false skips the load.
 */
export function useOptions(f: FieldDef, enabled = true): Option[] {
  const readable = useRefReadable(f.ref)
  const ref = f.ref && enabled && readable ? f.ref : null
  const refs = useApi<{ data: RecordValues[] }>(
    ref?.path ?? null,
    ref ? { filter: { limit: -1, select: ['_id', ref.show], sort: { [ref.show]: 1 } } } : undefined,
  )
  const dict = useApi<{ data: Array<{ name: string }> }>(f.dictionary && enabled ? f.dictionary : null, {
    filter: { limit: -1 },
  })
  if (f.enum) return f.enum.map((v) => ({ value: v, label: resourceText(f.enumLabels?.[v] ?? v) }))
  if (f.type === 'boolean')
    return [
      { value: 'true', label: t('common.yes') },
      { value: 'false', label: t('common.no') },
    ]
  if (ref) return (refs.data?.data ?? []).map((r) => ({ value: r._id, label: String(r[ref.show] ?? r._id) }))
  return (dict.data?.data ?? []).map((o) => ({ value: o.name, label: o.name }))
}

/**
 * Whether the caller may list a relation's records (a declared resource's view keys; others are the
 * server's to judge): a Viewer's listings page asked for the team members it may not read (a 403 in the
 * console) to fill its Agent filter.
 */
export function useRefReadable(ref: RefTarget | undefined): boolean {
  const profile = useAtomValue(profileAtom)
  const target = ref && RESOURCES.find((r) => r.name === ref.target)
  return !target || hasAccess(profile, target.access?.view)
}
