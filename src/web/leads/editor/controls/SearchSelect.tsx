import { useMemo, useRef, useState } from 'react'
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { Check, ChevronsUpDown, LoaderCircle, X } from 'lucide-react'
import { inputCls } from './styles.ts'
import { usePicker } from './usePicker.ts'
import { t } from '../../../../domain/i18n/index.ts'

export interface Option {
  value: string
  label: string
  hint?: string
  data?: unknown
}

export interface SearchSelectProps {
  id: string
  value: string | null | undefined
  onChange: (value: string | null, option: Option | null) => void
  options: Option[]
  /** Remote search: called with the typed text (the caller debounces and loads `options`). */
  onQuery?: (q: string) => void
  loading?: boolean
  /** Label of the current value when it is not among `options` (e.g. a search result gone). */
  valueLabel?: string | null
  placeholder?: string
  disabled?: boolean
  error?: string
  /** Free text allowed: what is typed can be picked as is. */
  creatable?: boolean
  clearable?: boolean
  autoFocus?: boolean
  /** Picked with Enter (after onChange): a dialog whose only question this is applies at once. */
  onEnterPick?: (value: string) => void
}

/**
 * A keyboard-first picker (headless UI Combobox, usePicker): type to filter or search, arrows to move,
 * Enter to pick, Escape to close, a click opens the list. Local options are filtered here; remote ones
 * come back through onQuery, and while they load the list says so rather than offer the last text's.
 */
export function SearchSelect({
  id,
  value,
  onChange,
  options,
  onQuery,
  loading,
  valueLabel,
  placeholder,
  disabled,
  error,
  creatable,
  clearable = true,
  autoFocus,
  onEnterPick,
}: SearchSelectProps) {
  const [query, setQuery] = useState('')
  const selected = useMemo<Option | null>(() => {
    if (!value) return null
    return options.find((o) => o.value === value) ?? { value, label: valueLabel ?? value }
  }, [value, options, valueLabel])
  const shown = useMemo(() => {
    if (onQuery) return options
    const q = query.trim().toLowerCase()
    const list = q
      ? options.filter((o) => o.label.toLowerCase().includes(q) || o.hint?.toLowerCase().includes(q))
      : options
    if (creatable && q && !options.some((o) => o.label.toLowerCase() === q))
      return [...list, { value: query.trim(), label: query.trim(), hint: t('common.useThisValue') }]
    return list
  }, [options, query, onQuery, creatable])
  const searching = !!onQuery && !!loading
  const byEnter = useRef(false)
  const choose = (o: Option | null) => {
    onChange(o?.value ?? null, o)
    if (byEnter.current && o) onEnterPick?.(o.value)
    byEnter.current = false
  }
  const picker = usePicker({
    loading: searching,
    pickFirst: () => {
      byEnter.current = true
      if (shown[0]) choose(shown[0])
    },
  })

  return (
    <Combobox
      value={selected}
      by={(a, b) => a?.value === b?.value}
      onChange={choose}
      onClose={() => setQuery('')}
      disabled={disabled}
    >
      <div className="relative">
        <ComboboxInput
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputCls} pe-14`}
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          displayValue={(o: Option | null) => o?.label ?? ''}
          {...picker.inputProps}
          onKeyDown={(e) => {
            byEnter.current = e.key === 'Enter'
            picker.inputProps.onKeyDown(e)
          }}
          onChange={(e) => {
            setQuery(e.target.value)
            onQuery?.(e.target.value)
          }}
        />
        <div className="absolute inset-y-0 end-1 flex items-center gap-0.5 text-slate-400">
          {loading && <LoaderCircle className="size-3.5 animate-spin" aria-label={t('common.loading')} />}
          {clearable && selected && !disabled && (
            <button
              type="button"
              tabIndex={-1}
              aria-label={t('common.clear')}
              className="rounded p-0.5 hover:text-slate-700"
              onClick={() => onChange(null, null)}
            >
              <X className="size-3.5" />
            </button>
          )}
          <ComboboxButton
            ref={picker.buttonRef}
            className="rounded p-0.5 hover:text-slate-700"
            aria-label={t('common.showOptions')}
          >
            <ChevronsUpDown className="size-3.5" />
          </ComboboxButton>
        </div>
      </div>
      <ComboboxOptions
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 max-h-64 [--anchor-max-height:16rem] w-(--input-width) min-w-56 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
      >
        {searching ? (
          <div className="px-3 py-2 text-slate-500">{t('common.searching')}</div>
        ) : shown.length === 0 ? (
          <div className="px-3 py-2 text-slate-500">
            {onQuery && !query ? t('common.typeToSearch') : t('common.noResults')}
          </div>
        ) : (
          shown.map((o) => (
            <ComboboxOption
              key={o.value}
              value={o}
              className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-slate-800 data-focus:bg-brand/10 data-focus:text-slate-900"
            >
              <Check className="invisible size-3.5 shrink-0 text-brand group-data-selected:visible" aria-hidden />
              <span className="truncate">{o.label}</span>
              {o.hint && <span className="ms-auto truncate ps-3 text-xs text-slate-500">{o.hint}</span>}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  )
}
