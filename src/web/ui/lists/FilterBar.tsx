import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { Search, X } from 'lucide-react'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { useDebounced } from '../../lib/useDebounced.ts'

/** A filter in effect that no control of the bar shows (a dashboard's or a report's drill-down): a chip to remove. */
export interface FilterChip {
  key: string
  label: string
  onRemove: () => void
}

/**
 * The filter bar of every list (the leads report and the CRM reports, the registry lists): the search box
 * (`/` focuses it through `inputRef`; with `debounceMs` the list follows the typing once it pauses), the
 * list's own filter controls, the chips of filters no control shows, and 'Clear filters (n)' while any is
 * in effect.
 */
export function FilterBar({
  search,
  chips = [],
  active,
  onClear,
  className = 'border-b border-slate-200 bg-white px-4 py-2.5',
  children,
}: {
  search: {
    value: string
    onChange: (text: string) => void
    label: string
    placeholder: string
    inputRef?: Ref<HTMLInputElement>
    debounceMs?: number
    testId?: string
    className?: string
  }
  chips?: FilterChip[]
  /** How many filters are in effect (the search among them). */
  active: number
  onClear: () => void
  /** Where the bar sits on its page. */
  className?: string
  children?: ReactNode
}) {
  const [text, setText] = useState(search.value)
  const debounced = useDebounced(text, search.debounceMs ?? 0)
  // read when the debounced text settles, as they are then
  const latest = useRef(search)
  latest.current = search
  useEffect(() => {
    if (latest.current.debounceMs && debounced !== latest.current.value) latest.current.onChange(debounced)
  }, [debounced])
  // A restored or cleared view replaces the box's text.
  useEffect(() => setText(search.value), [search.value])
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} role="search" data-testid="filter-bar">
      <label className="relative">
        <span className="sr-only">{search.label}</span>
        <Search className="pointer-events-none absolute top-2 start-2 size-4 text-slate-400" aria-hidden />
        <input
          ref={search.inputRef}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (!search.debounceMs) search.onChange(e.target.value)
          }}
          placeholder={search.placeholder}
          data-testid={search.testId}
          className={`h-8 rounded-md border border-slate-300 bg-white pe-2 ps-8 text-[13px] placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none ${search.className ?? 'w-64'}`}
        />
      </label>
      {children}
      {chips.map((c) => (
        <span
          key={c.key}
          className="flex h-8 items-center gap-1 rounded-md border border-brand/40 bg-teal-50/60 pe-1 ps-2 text-[13px] text-teal-800"
          data-testid={`filter-${c.key}`}
        >
          {c.label}
          <button
            type="button"
            aria-label={t('lists.filters.remove', { label: c.label })}
            onClick={c.onRemove}
            className="rounded p-0.5 text-teal-700 hover:bg-teal-100 hover:text-teal-900"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      {active > 0 && (
        <button
          type="button"
          onClick={onClear}
          className="flex h-8 items-center gap-1 rounded-md px-2 text-[13px] text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          data-testid="clear-filters"
        >
          <X className="size-3.5" aria-hidden /> {t('lists.filters.clear', { n: formatNumber(active) })}
        </button>
      )}
    </div>
  )
}
