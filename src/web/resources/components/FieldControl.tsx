import { Suspense, useState } from 'react'
import dayjs from 'dayjs'
import { Controller } from 'react-hook-form'
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react'
import { controlFor } from '../../../domain/resources/define.ts'
import { KINDS } from '../../../domain/resources/kinds.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { fieldText } from '../recordText.ts'
import type { FieldDef } from '../../../domain/resources/types.ts'
import type { StorageFile } from '../../../domain/storage/storageFile.ts'
import { FileThumb } from '../../storage/FileThumb.tsx'
import { StorageModal } from '../../storage/StorageModal.tsx'
import type { CustomFieldDef } from '../../../domain/resources/customFieldValues.ts'
import { useApi } from '../../lib/useApi.ts'
import { useOptions } from '../hooks/useOptions.ts'
import { ItemsControl } from './ItemsControl.tsx'
import { TranslationsControl } from './TranslationsControl.tsx'
import { RichText } from '../../richText/RichText.tsx'
import { StoredFileThumb } from './StoredFileThumb.tsx'
import { FIELD_COMPONENTS } from '../fieldComponents.ts'

import { input } from './inputClass.ts'
import { useControlKeys } from '../../shell/useControlKeys.ts'
import { removeLastValueKey } from '../../shell/fieldKeys.ts'
import type { ControlProps } from './controlProps.ts'

export { input }

function Choices({
  f,
  id,
  value,
  onChange,
  describedBy,
}: {
  f: FieldDef
  id: string
  value: unknown
  onChange: (v: unknown) => void
  describedBy?: string
}) {
  const options = useOptions(f)
  const listId = `${id}-options`
  if (controlFor(f) === 'dictionary') {
    // Free text with the dictionary's names offered: a new community or location is still allowed.
    return (
      <>
        <input
          id={id}
          list={listId}
          className={input}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          autoComplete="off"
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.value} value={o.value} />
          ))}
        </datalist>
      </>
    )
  }
  if (f.type === 'id[]') {
    // several related records (a member's groups): a list box, Ctrl/Shift or Space picks more than one
    return (
      <select
        id={id}
        multiple
        size={Math.min(Math.max(options.length, 2), 6)}
        className={input}
        value={(value as string[]) ?? []}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
        aria-describedby={describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} data-i18n-data>
            {o.label}
          </option>
        ))}
      </select>
    )
  }
  return (
    <select
      id={id}
      className={input}
      value={(value as string) ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      aria-describedby={describedBy}
    >
      <option value="">—</option>
      {/* a related record's name is stored data; an enum's label the console's text */}
      {options.map((o) => (
        <option key={o.value} value={o.value} data-i18n-data={!f.enum || undefined}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

function Tags({
  f,
  id,
  value,
  onChange,
}: {
  f: FieldDef
  id: string
  value: unknown[]
  onChange: (v: unknown[]) => void
}) {
  const [text, setText] = useState('')
  const options = useOptions(f, !!f.dictionary)
  const add = () => {
    const typed = text.trim()
    if (!typed) return
    const v = f.type === 'integer[]' ? Number(typed) : typed
    if (f.type === 'integer[]' && !Number.isInteger(v)) return
    if (!value.includes(v)) onChange([...value, v])
    setText('')
  }
  const keys = useControlKeys('tags-field', [
    { id: 'field.tags.add', title: t('shell.fieldKeys.addTag'), group: 'Fields', shortcut: 'enter,comma', run: add },
    { ...removeLastValueKey(), run: () => (!text && value.length ? onChange(value.slice(0, -1)) : false) },
  ])
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 rounded-md border border-slate-300 bg-white px-1.5 py-1 focus-within:border-brand">
      {value.map((tag) => (
        <span
          key={String(tag)}
          className="flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
          data-i18n-data
        >
          {String(tag)}
          <button
            type="button"
            aria-label={t('resources.controls.remove', { name: String(tag) })}
            onClick={() => onChange(value.filter((x) => x !== tag))}
            className="text-slate-500 hover:text-red-600"
          >
            <X className="size-3" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        list={options.length ? `${id}-options` : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        {...keys}
        onBlur={add}
        placeholder={t('resources.controls.typeAndEnter')}
        className="min-w-32 flex-1 border-0 px-1 py-0.5 text-sm focus:outline-none"
      />
      {options.length > 0 && (
        <datalist id={`${id}-options`}>
          {options.map((o) => (
            <option key={o.value} value={o.value} />
          ))}
        </datalist>
      )}
    </div>
  )
}

/** One image, or an ordered gallery, of stored files picked or uploaded through the storage modal; or one document (PDF or DOCX). */
function Files({
  id,
  many,
  value,
  onChange,
  files,
  document,
}: {
  id: string
  many: boolean
  value: string[] | string | null
  onChange: (v: unknown) => void
  files: Map<string, StorageFile>
  document?: boolean
}) {
  const [open, setOpen] = useState(false)
  const ids = many ? ((value as string[]) ?? []) : value ? [value as string] : []
  const move = (i: number, d: number) => {
    const next = [...ids]
    ;[next[i], next[i + d]] = [next[i + d], next[i]]
    onChange(next)
  }
  return (
    <div className="mt-1">
      <ul className="flex flex-wrap gap-2" aria-label={t('resources.controls.files')}>
        {ids.map((fid, i) => {
          const file = files.get(fid)
          return (
            <li
              key={fid}
              className="group relative size-24 overflow-hidden rounded-md border border-slate-200 bg-slate-50"
              data-i18n-data
            >
              {file ? <FileThumb file={file} /> : <StoredFileThumb id={fid} />}
              <span className="absolute inset-x-0 bottom-0 flex justify-between bg-white/90 px-1">
                {many && (
                  <button
                    type="button"
                    aria-label={t('resources.controls.earlier', { name: file?.name ?? t('resources.controls.file') })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    className="p-0.5 disabled:opacity-30"
                  >
                    <ArrowLeft className="size-3.5" aria-hidden />
                  </button>
                )}
                <button
                  type="button"
                  aria-label={t('resources.controls.remove', { name: file?.name ?? t('resources.controls.file') })}
                  onClick={() => onChange(many ? ids.filter((x) => x !== fid) : null)}
                  className="p-0.5 text-red-600"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
                {many && (
                  <button
                    type="button"
                    aria-label={t('resources.controls.later', { name: file?.name ?? t('resources.controls.file') })}
                    disabled={i === ids.length - 1}
                    onClick={() => move(i, 1)}
                    className="p-0.5 disabled:opacity-30"
                  >
                    <ArrowRight className="size-3.5" aria-hidden />
                  </button>
                )}
              </span>
            </li>
          )
        })}
        {(many || !ids.length) && (
          <li>
            <button
              id={id}
              type="button"
              onClick={() => setOpen(true)}
              className="flex size-24 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-slate-300 text-xs text-slate-600 hover:border-brand hover:text-brand"
            >
              <ImagePlus className="size-5" aria-hidden />{' '}
              {t(
                document
                  ? 'resources.controls.chooseDocument'
                  : many
                    ? 'resources.controls.addImage'
                    : 'resources.controls.chooseImage',
              )}
            </button>
          </li>
        )}
      </ul>
      <StorageModal
        open={open}
        onClose={() => setOpen(false)}
        accept={[document ? 'document' : 'image']}
        extensions={document ? ['pdf', 'docx'] : undefined}
        onSelect={(file) => {
          files.set(file._id, file)
          onChange(many ? [...ids.filter((x) => x !== file._id), file._id] : file._id)
        }}
      />
    </div>
  )
}

/** A listing's values of the asset's custom fields (resource customFields), each by its type. */
function CustomValues({
  id,
  value,
  onChange,
}: {
  id: string
  value: Record<string, unknown>
  onChange: (v: Record<string, unknown>) => void
}) {
  const res = useApi<{ data: CustomFieldDef[] }>('/api/properties/custom-fields', {
    filter: { query: { enabled: true }, limit: -1, sort: { name: 1 } },
  })
  const defs = res.data?.data ?? []
  const set = (k: string, v: unknown) => onChange({ ...value, [k]: v === '' ? null : v })
  if (!res.data)
    return (
      <p id={id} className="mt-1 text-sm text-slate-500">
        {res.error ? (res.error as Error).message : t('resources.list.loading')}
      </p>
    )
  if (!defs.length)
    return (
      <p id={id} className="mt-1 text-sm text-slate-500">
        {t('resources.controls.noCustomFields')}
      </p>
    )
  return (
    <div id={id} className="mt-1 grid gap-2 sm:grid-cols-2">
      {defs.map((d) => {
        const cid = `${id}-${d.key}`
        const v = value?.[d.key]
        return (
          <div key={d.key}>
            <label htmlFor={cid} className="block text-xs font-medium text-slate-600" data-i18n-data>
              {d.name}
              {d.required && (
                <span className="text-red-600" aria-hidden>
                  {' '}
                  *
                </span>
              )}
            </label>
            {d.type === 'boolean' ? (
              <input
                id={cid}
                type="checkbox"
                className="mt-1.5 block size-4 accent-brand"
                checked={v === true}
                onChange={(e) => set(d.key, e.target.checked)}
              />
            ) : d.type === 'select' ? (
              <select
                id={cid}
                className={input}
                value={(v as string) ?? ''}
                onChange={(e) => set(d.key, e.target.value)}
              >
                <option value="">—</option>
                {d.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={cid}
                type={d.type === 'number' ? 'number' : 'text'}
                className={input}
                value={(v as string | number) ?? ''}
                onChange={(e) =>
                  set(d.key, d.type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value)
                }
              />
            )}
          </div>
        )
      })}
    </div>
  )
}

/** The form control a field declares (or its type implies), bound to react-hook-form. */
export function FieldControl({ name, field: f, id, control, files, describedBy, fields }: ControlProps) {
  const kind = controlFor(f)
  // Lists of sub-items and translations bind each of their inputs to its own path.
  if (kind === 'items')
    return <ItemsControl name={name} field={f} id={id} control={control} files={files} Field={FieldControl} />
  if (kind === 'translations')
    return <TranslationsControl name={name} field={f} id={id} control={control} fields={fields ?? {}} />
  if (kind === 'component') {
    // a control of the console's registry (a currency picker, a role's permission matrix), bound the same way
    const Registered = FIELD_COMPONENTS[f.component!]
    return (
      <Suspense fallback={null}>
        <Registered
          name={name}
          field={f}
          id={id}
          control={control}
          files={files}
          describedBy={describedBy}
          fields={fields}
        />
      </Suspense>
    )
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const invalid = fieldState.invalid || undefined
        const common = {
          id,
          'aria-invalid': invalid,
          'aria-required': f.required || undefined,
          'aria-describedby': describedBy,
          onBlur: field.onBlur,
          ref: field.ref,
        }
        switch (kind) {
          case 'textarea':
            return (
              <textarea
                {...common}
                rows={5}
                className={input}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )
          case 'number':
          case 'money':
            return (
              <input
                {...common}
                type="number"
                inputMode="decimal"
                min={f.min}
                step={f.type === 'integer' ? 1 : 'any'}
                className={`${input} tabular-nums`}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              />
            )
          case 'switch':
            return (
              <input
                {...common}
                type="checkbox"
                role="switch"
                aria-checked={!!field.value}
                className="mt-2 block size-4 accent-brand"
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            )
          case 'date':
            return (
              <input
                {...common}
                type="date"
                className={input}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
              />
            )
          case 'datetime':
            // the stored instant shown and typed in the browser's time (the input takes no offset), sent back as an instant
            return (
              <input
                {...common}
                type="datetime-local"
                className={input}
                value={field.value ? dayjs(field.value as string).format('YYYY-MM-DDTHH:mm') : ''}
                onChange={(e) => field.onChange(e.target.value ? dayjs(e.target.value).toISOString() : null)}
              />
            )
          case 'radio':
            // labelled by the form's label (FormSections gives it the id `${id}-label`)
            return (
              <div
                role="radiogroup"
                aria-labelledby={`${id}-label`}
                aria-describedby={describedBy}
                aria-required={f.required || undefined}
                aria-invalid={invalid}
                className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1"
              >
                {(f.enum ?? []).map((v, i) => (
                  <label key={v} className="flex items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="radio"
                      id={i === 0 ? id : undefined}
                      ref={i === 0 ? field.ref : undefined}
                      name={id}
                      className="accent-brand"
                      checked={field.value === v}
                      onChange={() => field.onChange(v)}
                      onBlur={field.onBlur}
                    />
                    {resourceText(f.enumLabels?.[v] ?? v)}
                  </label>
                ))}
              </div>
            )
          case 'select':
          case 'relation':
          case 'dictionary':
            return <Choices f={f} id={id} value={field.value} onChange={field.onChange} describedBy={describedBy} />
          case 'tags':
            return <Tags f={f} id={id} value={field.value ?? []} onChange={field.onChange} />
          case 'image':
          case 'gallery':
            return (
              <Files id={id} many={kind === 'gallery'} value={field.value} onChange={field.onChange} files={files} />
            )
          case 'document':
            return <Files id={id} many={false} document value={field.value} onChange={field.onChange} files={files} />
          case 'richText':
            return (
              <RichText
                id={id}
                label={fieldText(name.split('.').pop()!, f)}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={describedBy}
                invalid={invalid}
              />
            )
          case 'customFields':
            return <CustomValues id={id} value={field.value ?? {}} onChange={field.onChange} />
          default:
            return (
              <input
                {...common}
                // an e-mail, phone or address gets its keyboard, and reads left to right in Arabic too
                {...(f.kind && { ...KINDS[f.kind].input, dir: 'ltr', autoComplete: 'off' })}
                className={input}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
              />
            )
        }
      }}
    />
  )
}
