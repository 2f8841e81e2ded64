import { memo } from 'react'
import { FlexRender, type Header } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cellClass, cellPlacement, type ColumnWindow } from './columnWindow.ts'
import type { features, LeadRow } from './tableFeatures.ts'

export interface LeadsTableHeadProps {
  headers: Header<typeof features, LeadRow, unknown>[]
  /** The server sort as 'field:dir' (or undefined for the default), so the memo sees sort changes. */
  sortKey: string | undefined
  sortable: boolean
  columns: ColumnWindow
}

/**
 * The sticky header row with server-side sort buttons. Memoized: the table re-renders on every
 * scroll event, the header only when its columns or the sort change.
 */
export const LeadsTableHead = memo(function LeadsTableHead({
  headers,
  sortKey,
  sortable,
  columns,
}: LeadsTableHeadProps) {
  return (
    <thead className="sticky top-0 z-20 grid bg-slate-50 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
      <tr className="flex w-full bg-slate-50">
        {headers.map((h, i) => {
          const place = cellPlacement(i, headers.length, columns)
          if (!place.render) return null
          const sorted = h.column.getIsSorted() || (!sortKey && h.id === 'dataSourceCreatedAt' ? 'desc' : false)
          const can = h.column.getCanSort() && sortable
          return (
            <th
              key={h.id}
              className={`${cellClass(h.column.id, place.skip)} flex h-8 shrink-0 items-center px-2 text-start text-[11px] font-semibold tracking-wide text-slate-500 uppercase select-none`}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {can ? (
                <button
                  type="button"
                  onClick={h.column.getToggleSortingHandler()}
                  className="group flex min-w-0 items-center gap-1 tracking-wide uppercase hover:text-slate-800"
                  data-testid={`sort-${h.id}`}
                >
                  <span className="truncate">
                    <FlexRender header={h} />
                  </span>
                  {sorted === 'asc' ? (
                    <ArrowUp className="size-3 text-brand" aria-hidden />
                  ) : sorted === 'desc' ? (
                    <ArrowDown className="size-3 text-brand" aria-hidden />
                  ) : (
                    <ArrowUpDown className="size-3 opacity-0 group-hover:opacity-60" aria-hidden />
                  )}
                </button>
              ) : (
                <span className="truncate">
                  <FlexRender header={h} />
                </span>
              )}
            </th>
          )
        })}
      </tr>
    </thead>
  )
})
