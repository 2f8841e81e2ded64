import { formatList } from '../../../domain/format.ts'
import { forwardRef } from 'react'
import { Search } from 'lucide-react'
import type { ListFilter, Resource } from '../../../domain/resources/types.ts'
import type { ListController } from '../hooks/useListController.ts'
import { useAtomValue } from 'jotai'
import { fieldVisible } from '../../../domain/resources/define.ts'
import { hasAccess } from '../../../domain/permissions.ts'
import { profileAtom } from '../../state/session.ts'
import { useOptions, useRefReadable } from '../hooks/useOptions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { labelOf, lowerWords, resourceNames } from '../recordText.ts'

export const control =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px] focus:border-brand focus:outline-none'

/** A date field's filter: the days from and to (kept as 'from..to'; listFilter makes it the query's range). */
function FilterDays({ r, filter, list }: { r: Resource; filter: ListFilter; list: ListController }) {
  const label = filter.label ? resourceText(filter.label) : labelOf(r, filter.field)
  const [from = '', to = ''] = (list.state.filters[filter.field] ?? '').split('..')
  const set = (a: string, b: string) =>
    list.set({ filters: { ...list.state.filters, [filter.field]: a || b ? `${a}..${b}` : '' } })
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden className="pe-1 text-[13px] text-slate-600">
        {label}
      </span>
      <input
        type="date"
        aria-label={t('resources.filters.from', { label })}
        value={from}
        max={to || undefined}
        onChange={(e) => set(e.target.value, to)}
        className={control}
      />
      <span aria-hidden className="text-slate-500">
        –
      </span>
      <input
        type="date"
        aria-label={t('resources.filters.to', { label })}
        value={to}
        min={from || undefined}
        onChange={(e) => set(from, e.target.value)}
        className={control}
      />
    </span>
  )
}

function FilterSelect({ r, filter, list }: { r: Resource; filter: ListFilter; list: ListController }) {
  const f = r.fields[filter.field]
  const options = useOptions(f)
  // a filter by records the caller may not read (a Viewer's Agent filter) would offer nothing
  if (!useRefReadable(f.ref)) return null
  const label = filter.label ? resourceText(filter.label) : labelOf(r, filter.field)
  const value = list.state.filters[filter.field] ?? ''
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => list.set({ filters: { ...list.state.filters, [filter.field]: e.target.value } })}
      className={`${control} max-w-48`}
    >
      <option value="">{t('resources.filters.all', { label })}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {f.type === 'boolean' && filter.field === 'enabled'
            ? t(o.value === 'true' ? 'resources.cell.enabled' : 'resources.cell.disabled')
            : o.label}
        </option>
      ))}
    </select>
  )
}

/** The list's search box and the declared filters; every change goes to the URL (useListController). */
export const FilterBar = forwardRef<HTMLInputElement, { resource: Resource; list: ListController }>(function FilterBar(
  { resource: r, list },
  ref,
) {
  const profile = useAtomValue(profileAtom)
  // the fields the caller sees: a search or filter by a contact field they may not read is none of theirs
  const visible = (k: string) => fieldVisible(r.fields[k], (keys) => hasAccess(profile, keys))
  const searchLabel = t('resources.list.search', { plural: resourceNames(r).pluralWord })
  const active = Object.values(list.state.filters).some(Boolean) || !!list.state.q
  return (
    <div className="flex flex-wrap items-center gap-2 px-6 pb-3" role="search">
      <label className="relative">
        <span className="sr-only">{searchLabel}</span>
        <Search className="pointer-events-none absolute top-2 start-2 size-4 text-slate-400" aria-hidden />
        <input
          ref={ref}
          type="search"
          value={list.state.q}
          onChange={(e) => list.set({ q: e.target.value })}
          placeholder={t('resources.filters.searchIn', {
            fields: formatList((r.searchFields ?? []).filter(visible).map((k) => lowerWords(labelOf(r, k)))),
          })}
          className={`${control} w-72 ps-8`}
        />
      </label>
      {(r.list.filters ?? [])
        .filter((f) => visible(f.field))
        .map((f) =>
          r.fields[f.field].type === 'date' ? (
            <FilterDays key={f.field} r={r} filter={f} list={list} />
          ) : (
            <FilterSelect key={f.field} r={r} filter={f} list={list} />
          ),
        )}
      {active && (
        <button
          type="button"
          onClick={() => list.set({ q: '', filters: {} })}
          className="h-8 rounded-md px-2 text-[13px] text-slate-600 hover:bg-slate-100"
        >
          {t('resources.filters.clear')}
        </button>
      )}
    </div>
  )
})
