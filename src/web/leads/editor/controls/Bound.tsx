import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import type { LeadField, LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { useEditor } from '../EditorContext.ts'
import { FormField } from './FormField.tsx'
import { SearchSelect, type Option } from './SearchSelect.tsx'
import { inputCls } from './styles.ts'
import { t } from '../../../../domain/i18n/index.ts'
import { valueLabel, type ValueKind } from '../../../../domain/i18n/values.ts'

const fid = (name: string) => `lead-${name}`

function useFieldMeta(name: LeadField) {
  const { formState } = useFormContext<LeadFormValues>()
  const { required } = useEditor()
  const err = formState.errors[name]
  return { error: typeof err?.message === 'string' ? err.message : undefined, required: required.includes(name) }
}

/** A select bound to a form field; `onPick` replaces the plain set (for fields with transitions). */
export function BoundSelect({
  name,
  label,
  options,
  placeholder,
  disabled,
  creatable,
  onPick,
  className,
  hint,
  clearable,
  kind,
}: {
  clearable?: boolean
  /** Enum values: a value the options lack still reads in the console's language. */
  kind?: ValueKind
  name: LeadField
  label: string
  options: Option[]
  placeholder?: string
  disabled?: boolean
  creatable?: boolean
  onPick?: (value: string | null, option: Option | null) => void
  className?: string
  hint?: ReactNode
}) {
  const { control } = useFormContext<LeadFormValues>()
  const meta = useFieldMeta(name)
  return (
    <FormField
      id={fid(name)}
      label={label}
      required={meta.required}
      error={meta.error}
      className={className}
      hint={hint}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SearchSelect
            id={fid(name)}
            value={(field.value as string | null) ?? null}
            options={options}
            valueLabel={kind && field.value ? valueLabel(kind, field.value as string) : undefined}
            onChange={(v, o) => (onPick ? onPick(v, o) : field.onChange(v))}
            placeholder={placeholder ?? t('common.select', { label: label.toLowerCase() })}
            disabled={disabled}
            creatable={creatable}
            clearable={clearable}
            error={meta.error}
          />
        )}
      />
    </FormField>
  )
}

/** A text or number input bound to a form field. */
export function BoundInput({
  name,
  label,
  type = 'text',
  placeholder,
  disabled,
  className,
  min,
  multiline,
}: {
  name: LeadField | `utm.${string}`
  label: string
  type?: 'text' | 'number'
  placeholder?: string
  disabled?: boolean
  className?: string
  min?: number
  multiline?: boolean
}) {
  const { register, formState } = useFormContext<LeadFormValues>()
  const { required } = useEditor()
  const parts = name.split('.')
  const errNode = parts.reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], formState.errors) as
    | { message?: string }
    | undefined
  const error = errNode?.message
  const id = fid(name.replace('.', '-'))
  const reg = register(
    name as LeadField,
    type === 'number' ? { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) } : {},
  )
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }
  return (
    <FormField
      id={id}
      label={label}
      required={required.includes(name as LeadField)}
      error={error}
      className={className}
    >
      {multiline ? (
        <textarea {...reg} {...aria} rows={3} placeholder={placeholder} disabled={disabled} className={inputCls} />
      ) : (
        <input
          {...reg}
          {...aria}
          type={type}
          min={min}
          step={type === 'number' ? 'any' : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          placeholder={placeholder}
          disabled={disabled}
          className={`${inputCls} ${type === 'number' ? 'tabular-nums' : ''}`}
        />
      )}
    </FormField>
  )
}
