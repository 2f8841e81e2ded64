import { useEffect, useMemo, useState } from 'react'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { GlobalDef } from '../../domain/globals/types.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import type { Profile } from '../../domain/profile.ts'
import { writeSchemas } from '../../domain/resources/schema.ts'
import type { FieldDef, RecordValues } from '../../domain/resources/types.ts'
import type { StorageFile } from '../../domain/storage/storageFile.ts'
import { api, type ApiError } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { setProfile } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

/** What an empty control holds until the values arrive. */
function emptyValue(f: FieldDef): unknown {
  if (f.type === 'boolean') return false
  if (f.type.endsWith('[]')) return []
  if (f.type === 'string' && !f.enum) return ''
  return null
}

const toValues = (g: GlobalDef, data: RecordValues | undefined) =>
  Object.fromEntries(Object.entries(g.fields).map(([k, f]) => [k, data?.[k] ?? emptyValue(f)]))

/**
 * A global's form (the record form's counterpart for a singleton): reads its values, checks them with the
 * declaration's derived schema (the server's), saves the fields changed (so a save never writes back what
 * someone else changed meanwhile in the others), and puts the server's field errors on their fields.
 */
export function useGlobalForm(g: GlobalDef) {
  const res = useApi<{ data: RecordValues }>(g.path)
  const [files] = useState(() => new Map<string, StorageFile>())
  const resolver = useMemo(() => zodResolver(writeSchemas(g).create) as unknown as Resolver<FieldValues>, [g])
  const form = useForm<FieldValues>({ resolver, defaultValues: toValues(g, undefined), mode: 'onTouched' })
  const data = res.data?.data
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values (re)loaded; the global and form are fixed for the page
  useEffect(() => {
    // a refetch (focus, another tab's save) keeps what the user is changing; only untouched fields follow it
    if (data) form.reset(toValues(g, data), { keepDirtyValues: true })
  }, [data])

  const save = form.handleSubmit(async (values) => {
    const changed = Object.keys(form.formState.dirtyFields)
    try {
      const next = await api.patch<{ data: RecordValues }>(
        g.path,
        Object.fromEntries(changed.map((k) => [k, values[k]])),
      )
      await res.mutate(next, false)
      form.reset(toValues(g, next.data))
      toast.success(resourceText(g.saved))
      // the asset's currency and time zone reach every screen through the profile
      if (g.inProfile) setProfile((await api.get<{ data: Profile }>('/api/profile')).data)
    } catch (e) {
      const err = e as ApiError
      if (err.statusCode === 400 && err.errors?.length)
        for (const fe of err.errors) form.setError(fe.path.split('.')[0], { message: fe.message })
      else toast.error(err.message || t('common.error'))
    }
  })
  return {
    form,
    files,
    save,
    loaded: !!data,
    loadError: res.error ? (res.error as Error).message : null,
  }
}
