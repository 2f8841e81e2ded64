import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { controlFor } from '../../../domain/resources/define.ts'
import { writeSchemas } from '../../../domain/resources/schema.ts'
import { slugify } from '../../../domain/resources/slug.ts'
import type { FieldDef, Resource } from '../../../domain/resources/types.ts'
import type { StorageFile } from '../../../domain/storage/storageFile.ts'
import { type ApiError, http } from '../../lib/http.ts'
import { useApi } from '../../lib/useApi.ts'
import { toast } from '../../ui/toast.tsx'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import type { Row } from './useListController.ts'

/** The fields the form edits, in its sections' order (a fixed one, such as a user's e-mail, only when creating). */
export const formFields = (r: Resource, mode: 'create' | 'update') =>
  r.form.sections
    .flatMap((s) => s.fields)
    .filter((k) => controlFor(r.fields[k]) !== 'none' && !(mode === 'update' && r.fields[k].fixed))

/** Relations whose records the form shows (pictures of the gallery, the logo, a CV). */
const filePopulate = (r: Resource) =>
  formFields(r, 'create').filter((k) => ['image', 'gallery', 'document'].includes(controlFor(r.fields[k])))

function emptyValue(name: string, f: FieldDef): unknown {
  if (f.type === 'boolean') return name === 'enabled'
  if (f.type.endsWith('[]') || f.items) return []
  if (f.type === 'json') return {}
  if (f.type === 'string' && !f.enum && !f.ref) return ''
  return null
}

/** A record as form values: related records by id (their files kept aside for previews). */
function toValues(r: Resource, mode: 'create' | 'update', row: Row | undefined, files: Map<string, StorageFile>) {
  const out: Record<string, unknown> = {}
  for (const k of formFields(r, mode)) {
    const f = r.fields[k]
    let v = row?.[k]
    const id = (x: unknown) => {
      if (!x || typeof x !== 'object') return x
      const file = x as StorageFile
      files.set(file._id, file)
      return file._id
    }
    if (Array.isArray(v) && f.ref) v = v.map(id)
    else if (v && typeof v === 'object' && f.ref) v = id(v)
    out[k] = v === undefined || v === null ? emptyValue(k, f) : v
  }
  return out
}

/**
 * Form values as a request body: an empty optional text or date is cleared (null) on update, and left out
 * on create so the table's default applies (a new listing is for sale and available unless chosen).
 */
export function toBody(r: Resource, values: FieldValues, mode: 'create' | 'update'): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of formFields(r, mode)) {
    const v = values[k] === '' && !r.fields[k].required ? null : values[k]
    if (v !== null || mode === 'update') out[k] = v
  }
  return out
}

export type SaveResult = { ok: true; row: Row } | { ok: false }

/**
 * A declared resource's form (react-admin's useEditController/useCreateController): loads the record,
 * validates with the declaration's schema (the same the server runs), saves with the updatedAt it read
 * (a stale save is the server's 409: the input stays and the message says what to do), maps the server's
 * field errors onto the fields.
 */
export function useRecordForm(r: Resource, id: string | null) {
  const mode = id ? 'update' : 'create'
  const populate = filePopulate(r)
  const rec = useApi<{ data: Row }>(
    id ? `${r.basePath}/${id}` : null,
    populate.length ? { filter: { populate } } : undefined,
    { revalidateOnFocus: false },
  )
  const [files] = useState(() => new Map<string, StorageFile>())
  const [stale, setStale] = useState<string | null>(null)
  const schema = writeSchemas(r)[mode]
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const z = zodResolver(schema) as unknown as Resolver<FieldValues>
    return (values, ctx, opts) => z(toBody(r, values, mode), ctx, opts)
  }, [r, schema, mode])
  const form = useForm<FieldValues>({ resolver, defaultValues: toValues(r, mode, undefined, files), mode: 'onTouched' })
  const row = rec.data?.data
  // biome-ignore lint/correctness/useExhaustiveDependencies: the record (re)loaded; the resource, mode and form are fixed for one record
  useEffect(() => {
    if (row) form.reset(toValues(r, mode, row, files))
  }, [row])

  // A new record's slug follows its title until someone types in it; saved untouched, it is left to the
  // server, which makes the same slug unique (-2, -3…) instead of refusing a taken one.
  const slugField = formFields(r, mode).find((k) => r.fields[k].slugFrom)
  const slugSource = useWatch({ control: form.control, name: slugField ? r.fields[slugField].slugFrom! : '_none' })
  const autoSlug = () => mode === 'create' && !!slugField && !form.getFieldState(slugField).isDirty
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the title as it is typed, nothing else
  useEffect(() => {
    if (autoSlug()) form.setValue(slugField!, slugify(String(slugSource ?? '')))
  }, [slugSource])

  const save = (): Promise<SaveResult> =>
    new Promise((resolve) => {
      void form.handleSubmit(
        async (values) => {
          setStale(null)
          const body = toBody(r, values, mode)
          if (autoSlug()) delete body[slugField!]
          try {
            const res = id
              ? await http<{ data: Row }>('PATCH', `${r.basePath}/${id}`, {
                  body: { ...body, updatedAt: row?.updatedAt },
                  allow403: true,
                })
              : await http<{ data: Row }>('POST', r.basePath, { body, allow403: true })
            toast.success(t(id ? 'resources.form.saved' : 'resources.form.added', { Label: resourceText(r.label) }))
            if (id) await rec.mutate()
            resolve({ ok: true, row: res.data })
          } catch (e) {
            const err = e as ApiError
            if (err.statusCode === 409) setStale(err.message)
            else if (err.statusCode === 400 && err.errors?.length) {
              // Sub-items and translations show their errors in place; other fields on the field.
              const inPlace = (path: string) =>
                ['items', 'translations'].includes(controlFor(r.fields[path.split('.')[0]] ?? { type: 'string' }))
              for (const fe of err.errors)
                form.setError(inPlace(fe.path) ? fe.path : fe.path.split('.')[0], { message: fe.message })
            } else toast.error(err.message || t('common.error'))
            resolve({ ok: false })
          }
        },
        () => resolve({ ok: false }),
      )()
    })
  return {
    form,
    mode,
    row,
    files,
    loading: !!id && rec.isLoading,
    loadError: rec.error ? (rec.error as Error).message : null,
    stale,
    save,
  }
}
