import type { Ref } from 'react'
import { formatList } from '../../../domain/format.ts'
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
import { FilterBar } from '../../ui/lists/FilterBar.tsx'

const control = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px] focus:border-brand focus:outline-none'

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

/** A registry list's declared filters on the shared filter bar; every change goes to the URL (useListController). */
export function ResourceFilters({
  resource: r,
  list,
  searchRef,
}: {
  resource: Resource
  list: ListController
  searchRef: Ref<HTMLInputElement>
}) {
  const profile = useAtomValue(profileAtom)
  // the fields the caller sees: a search or filter by a contact field they may not read is none of theirs
  const visible = (k: string) => fieldVisible(r.fields[k], (keys) => hasAccess(profile, keys))
  return (
    <FilterBar
      className="px-6 pb-3"
      search={{
        value: list.state.q,
        onChange: (q) => list.set({ q }),
        label: t('resources.list.search', { plural: resourceNames(r).pluralWord }),
        placeholder: t('resources.filters.searchIn', {
          fields: formatList((r.searchFields ?? []).filter(visible).map((k) => lowerWords(labelOf(r, k)))),
        }),
        inputRef: searchRef,
        className: 'w-72',
      }}
      active={Object.values(list.state.filters).filter(Boolean).length + (list.state.q ? 1 : 0)}
      onClear={() => list.set({ q: '', filters: {} })}
    >
      {(r.list.filters ?? [])
        .filter((f) => visible(f.field))
        .map((f) =>
          r.fields[f.field].type === 'date' ? (
            <FilterDays key={f.field} r={r} filter={f} list={list} />
          ) : (
            <FilterSelect key={f.field} r={r} filter={f} list={list} />
          ),
        )}
    </FilterBar>
  )
}
