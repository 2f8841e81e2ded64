import { useEffect, useRef, useState } from 'react'
import { Search, X } from 'lucide-react'
import { DATE_PRESETS } from '../../../domain/leads/datePresets.ts'
import type { DrillKey } from '../../../domain/leads/reportFilter.ts'
import { drillChipText } from './drillChipText.ts'
import { useDebounced } from '../../lib/useDebounced.ts'
import { MultiSelect } from './MultiSelect.tsx'
import {
  activeFilterCount,
  emptyFilters,
  slaEndsWithinLabel,
  type ListKey,
  type ReportFilters,
} from './reportParams.ts'
import { useFilterOptions } from './useFilterOptions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'
import { formatNumber } from '../../../domain/format.ts'

/** Search input debounce (spec 2 §9). */
export const SEARCH_DEBOUNCE_MS = 500

const LISTS: ListKey[] = [
  'status',
  'slaStage',
  'market',
  'agents',
  'projects',
  'stage',
  'contactType',
  'source',
  'inputSource',
]

const select =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px] text-slate-700 hover:border-slate-400 focus:border-brand focus:outline-none'

/**
 * The report's filters (spec 2 §4, §9): created-at presets or range, the list filters as multi-select
 * dropdowns, exclude test agents (default Yes) and the search box (debounced 500 ms, `/` focuses it).
 */
export function FilterBar({
  filters,
  onChange,
  searchRef,
}: {
  filters: ReportFilters
  onChange: (f: ReportFilters) => void
  searchRef: React.RefObject<HTMLInputElement | null>
}) {
  const options = useFilterOptions()
  const [text, setText] = useState(filters.search)
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS)
  // read when the debounced text settles, as they are then
  const latest = useRef({ filters, onChange })
  latest.current = { filters, onChange }
  useEffect(() => {
    const { filters, onChange } = latest.current
    if (debounced !== filters.search) onChange({ ...filters, search: debounced })
  }, [debounced])
  // A restored or cleared view replaces the box's text.
  useEffect(() => setText(filters.search), [filters.search])

  const setList = (k: ListKey, v: string[]) => onChange({ ...filters, lists: { ...filters.lists, [k]: v } })
  const custom = !filters.datePreset && !!(filters.dateFrom || filters.dateTo)
  const [customOpen, setCustomOpen] = useState(false)
  const count = activeFilterCount(filters)

  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2.5"
      data-testid="filter-bar"
    >
      <label className="relative">
        <span className="sr-only">{t('report.searchLeads')}</span>
        <Search className="pointer-events-none absolute top-2 start-2 size-4 text-slate-400" aria-hidden />
        <input
          ref={searchRef}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('report.searchPlaceholder')}
          data-testid="leads-search"
          className="h-8 w-64 rounded-md border border-slate-300 bg-white pe-2 ps-8 text-[13px] placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/20 focus:outline-none"
        />
      </label>
      <select
        aria-label={t('report.createdDate')}
        data-testid="filter-date"
        className={`${select} ${filters.datePreset || custom ? 'border-brand/40 bg-teal-50/60' : ''}`}
        value={filters.datePreset ?? (custom || customOpen ? 'custom' : '')}
        onChange={(e) => {
          const v = e.target.value
          setCustomOpen(v === 'custom')
          onChange({
            ...filters,
            datePreset: v && v !== 'custom' ? v : undefined,
            dateFrom: v === 'custom' ? filters.dateFrom : undefined,
            dateTo: v === 'custom' ? filters.dateTo : undefined,
          })
        }}
      >
        <option value="">{t('report.anyDate')}</option>
        {DATE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {valueLabel('datePreset', p)}
          </option>
        ))}
        <option value="custom">{t('report.customRange')}</option>
      </select>
      {!filters.datePreset && (custom || customOpen) && (
        <span className="flex items-center gap-1 text-[13px] text-slate-500">
          <input
            type="date"
            aria-label={t('common.from')}
            className={select}
            value={filters.dateFrom ?? ''}
            onChange={(e) => onChange({ ...filters, dateFrom: e.target.value || undefined })}
          />
          –
          <input
            type="date"
            aria-label={t('common.to')}
            className={select}
            value={filters.dateTo ?? ''}
            onChange={(e) => onChange({ ...filters, dateTo: e.target.value || undefined })}
          />
        </span>
      )}
      {LISTS.map((k) => (
        <MultiSelect
          key={k}
          label={t(`report.filters.${k}`)}
          testId={`filter-${k}`}
          options={options[k]}
          value={filters.lists[k] ?? []}
          onChange={(v) => setList(k, v)}
        />
      ))}
      {filters.slaEndsWithin && (
        // No control sets it here (the dashboard links to it): shown as a chip so it is seen and can be removed.
        <span
          className="flex h-8 items-center gap-1 rounded-md border border-brand/40 bg-teal-50/60 pe-1 ps-2 text-[13px] text-teal-800"
          data-testid="filter-slaEndsWithin"
        >
          {slaEndsWithinLabel(filters.slaEndsWithin)}
          <button
            type="button"
            aria-label={t('report.removeFilter', { label: slaEndsWithinLabel(filters.slaEndsWithin) })}
            onClick={() => onChange({ ...filters, slaEndsWithin: undefined })}
            className="rounded p-0.5 text-teal-700 hover:bg-teal-100 hover:text-teal-900"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      )}
      {Object.entries(filters.drill ?? {}).map(([k, val]) => {
        // A CRM report's drill-down filter: no control sets it, so it shows as a removable chip.
        const label = drillChipText(k as DrillKey, val, options.agents)
        const rest = { ...filters.drill }
        delete rest[k as DrillKey]
        return (
          <span
            key={k}
            className="flex h-8 items-center gap-1 rounded-md border border-brand/40 bg-teal-50/60 pe-1 ps-2 text-[13px] text-teal-800"
            data-testid={`filter-${k}`}
          >
            {label}
            <button
              type="button"
              aria-label={t('report.removeFilter', { label })}
              onClick={() => onChange({ ...filters, drill: rest })}
              className="rounded p-0.5 text-teal-700 hover:bg-teal-100 hover:text-teal-900"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        )
      })}
      <select
        aria-label={t('report.excludeTestAgents')}
        data-testid="filter-exclude-test"
        className={select}
        value={filters.excludeTestAgents ? 'Yes' : 'No'}
        onChange={(e) => onChange({ ...filters, excludeTestAgents: e.target.value === 'Yes' })}
      >
        <option value="Yes">{t('report.excludeYes')}</option>
        <option value="No">{t('report.excludeNo')}</option>
      </select>
      {count > 0 && (
        <button
          type="button"
          onClick={() => onChange(emptyFilters())}
          className="flex h-8 items-center gap-1 rounded-md px-2 text-[13px] text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          data-testid="clear-filters"
        >
          <X className="size-3.5" aria-hidden /> {t('report.clearFilters', { n: formatNumber(count) })}
        </button>
      )}
    </div>
  )
}
