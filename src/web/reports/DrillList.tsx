import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { Pager } from '../ui/lists/Pager.tsx'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * The list under a report's figures (reviews, activities): the rows a clicked figure counts, named by
 * `filterText` with a button to show them all again, 20 a page.
 */
export function DrillList<T extends { _id: string }>(props: {
  title: string
  filterText: string | null
  onClear: () => void
  columns: readonly string[]
  list: { data: T[]; meta: PaginatorMeta }
  cells: (row: T) => ReactNode
  onPage: (page: number) => void
}) {
  const { list } = props
  return (
    <section className="rounded-lg border border-slate-200 bg-white" aria-label={props.title} data-testid="drill-list">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">{props.title}</h2>
        <span className="text-sm text-slate-600" data-testid="drill-total">
          {formatNumber(list.meta.total)}
        </span>
        {props.filterText && (
          <span className="ms-2 flex items-center gap-1 rounded-md border border-brand/40 bg-teal-50/60 pe-1 ps-2 text-[13px] text-teal-800">
            {props.filterText}
            <button
              type="button"
              aria-label={t('reports.showAll', { filter: props.filterText })}
              onClick={props.onClear}
              className="rounded p-0.5 hover:bg-teal-100"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              {props.columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-2 text-start whitespace-nowrap">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.map((r) => (
              <tr key={r._id} className="align-top hover:bg-slate-50">
                {props.cells(r)}
              </tr>
            ))}
            {!list.data.length && (
              <tr>
                <td colSpan={props.columns.length} className="px-4 py-8 text-center text-slate-600">
                  {t('reports.nothing')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager meta={list.meta} onPage={props.onPage} />
    </section>
  )
}

export const td = 'px-4 py-1.5'
