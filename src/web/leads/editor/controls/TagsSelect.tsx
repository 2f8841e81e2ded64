import { formatList } from '../../../../domain/format.ts'
import { useMemo, useState } from 'react'
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { Check, ChevronsUpDown, X } from 'lucide-react'
import { MAX_AMENITY_TAGS } from '../../../../domain/leads/constants.ts'
import { usePicker } from './usePicker.ts'
import { t } from '../../../../domain/i18n/index.ts'
import { useControlKeys } from '../../../shell/useControlKeys.ts'
import { removeLastValueKey } from '../../../shell/fieldKeys.ts'

/**
 * Multi-select with tags: shows at most `maxTags` tags then '+N' (spec 1 §9: amenities show at most 2).
 * Typing filters with the first match highlighted, Enter toggles it, a click opens the list (usePicker),
 * Backspace in the empty input removes the last value.
 */
export function TagsSelect({
  id,
  value,
  options,
  onChange,
  placeholder,
  error,
  disabled,
  maxTags = MAX_AMENITY_TAGS,
  label = (v) => v,
}: {
  id: string
  value: string[]
  options: string[]
  onChange: (v: string[]) => void
  placeholder?: string
  error?: string
  disabled?: boolean
  maxTags?: number
  /** A value as shown (an enum value in the console's language); the value itself is what is saved. */
  label?: (value: string) => string
}) {
  const [query, setQuery] = useState('')
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? options.filter((o) => o.toLowerCase().includes(q) || label(o).toLowerCase().includes(q)) : options
  }, [options, query, label])
  const hidden = value.length - maxTags
  const picker = usePicker()
  const keys = useControlKeys('tags-select', [
    { ...removeLastValueKey(), run: () => (!query && value.length ? onChange(value.slice(0, -1)) : false) },
  ])
  return (
    <Combobox
      multiple
      value={value}
      onChange={(v: string[]) => {
        onChange(v)
        setQuery('')
      }}
      disabled={disabled}
    >
      <div
        className={`flex min-h-[34px] flex-wrap items-center gap-1 rounded-md border bg-white px-1.5 py-1 shadow-xs focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20 ${
          error ? 'border-red-400' : 'border-slate-300'
        } ${disabled ? 'bg-slate-50' : ''}`}
      >
        {value.slice(0, maxTags).map((v) => (
          <span
            key={v}
            data-testid="tag"
            className="inline-flex items-center gap-1 rounded bg-brand/10 px-1.5 py-0.5 text-xs font-medium text-brand"
          >
            {label(v)}
            {!disabled && (
              <button
                type="button"
                tabIndex={-1}
                aria-label={t('common.remove', { value: label(v) })}
                onClick={() => onChange(value.filter((x) => x !== v))}
                className="hover:text-brand-dark"
              >
                <X className="size-3" />
              </button>
            )}
          </span>
        ))}
        {hidden > 0 && (
          <span
            className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600"
            title={formatList(value.slice(maxTags).map(label))}
          >
            +{hidden}
          </span>
        )}
        <ComboboxInput
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-20 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm outline-none placeholder:text-slate-400"
          placeholder={value.length ? '' : placeholder}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onClick={picker.inputProps.onClick}
          {...keys}
        />
        <ComboboxButton
          ref={picker.buttonRef}
          className="rounded p-0.5 text-slate-400 hover:text-slate-700"
          aria-label={t('common.showOptions')}
        >
          <ChevronsUpDown className="size-3.5" />
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 max-h-64 [--anchor-max-height:16rem] w-(--input-width) min-w-56 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
      >
        {shown.map((o) => (
          <ComboboxOption
            key={o}
            value={o}
            className="group flex cursor-default items-center gap-2 px-3 py-1.5 data-focus:bg-brand/10"
          >
            <Check className="invisible size-3.5 text-brand group-data-selected:visible" aria-hidden />
            {label(o)}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  )
}
