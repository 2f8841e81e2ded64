import { useState } from 'react'
import { DATE_PRESETS } from '../../../domain/leads/datePresets.ts'
import type { DrillKey } from '../../../domain/leads/reportFilter.ts'
import { drillChipText } from './drillChipText.ts'
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
import { FilterBar, type FilterChip } from '../../ui/lists/FilterBar.tsx'

/** Search input debounce (spec 2 §9). */
const SEARCH_DEBOUNCE_MS = 500

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
 * The leads' filters on the shared filter bar (spec 2 §4, §9), for the leads report and the CRM reports:
 * created-at presets or range, the list filters as multi-select dropdowns, exclude test agents (default Yes),
 * the search box (debounced 500 ms, `/` focuses it) and the chips of the filters the dashboard and the
 * reports' drill-downs set.
 */
export function LeadFilters({
  filters,
  onChange,
  searchRef,
}: {
  filters: ReportFilters
  onChange: (f: ReportFilters) => void
  searchRef: React.RefObject<HTMLInputElement | null>
}) {
  const options = useFilterOptions()
  const setList = (k: ListKey, v: string[]) => onChange({ ...filters, lists: { ...filters.lists, [k]: v } })
  const custom = !filters.datePreset && !!(filters.dateFrom || filters.dateTo)
  const [customOpen, setCustomOpen] = useState(false)
  const chips: FilterChip[] = [
    // No control sets it here (the dashboard links to it): shown as a chip so it is seen and can be removed.
    ...(filters.slaEndsWithin
      ? [
          {
            key: 'slaEndsWithin',
            label: slaEndsWithinLabel(filters.slaEndsWithin),
            onRemove: () => onChange({ ...filters, slaEndsWithin: undefined }),
          },
        ]
      : []),
    // A CRM report's drill-down filter: no control sets it either.
    ...Object.entries(filters.drill ?? {}).map(([k, val]) => {
      const rest = { ...filters.drill }
      delete rest[k as DrillKey]
      return {
        key: k,
        label: drillChipText(k as DrillKey, val, options.agents),
        onRemove: () => onChange({ ...filters, drill: rest }),
      }
    }),
  ]

  return (
    <FilterBar
      search={{
        value: filters.search,
        onChange: (search) => onChange({ ...filters, search }),
        label: t('report.searchLeads'),
        placeholder: t('report.searchPlaceholder'),
        inputRef: searchRef,
        debounceMs: SEARCH_DEBOUNCE_MS,
        testId: 'leads-search',
      }}
      chips={chips}
      active={activeFilterCount(filters)}
      onClear={() => onChange(emptyFilters())}
    >
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
    </FilterBar>
  )
}
