import { useEffect, useMemo, useRef } from 'react'
import type { ColumnVisibilityState, ExpandedState, RowSelectionState, Updater } from '@tanstack/react-table'
import { useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { buildColumns, type ColumnOptions } from './columns.tsx'
import { features, type LeadRow } from './tableFeatures.ts'
import { useChildLeads } from './useChildLeads.ts'

export const ROW_HEIGHT = 34

export interface LeadsTableProps extends ColumnOptions {
  rows: LeadRow[]
  sort: [string, 1 | -1] | null
  onSort?: (sort: [string, 1 | -1] | null) => void
  selection: RowSelectionState
  onSelection: (s: RowSelectionState) => void
  expanded: ExpandedState
  onExpanded: (e: ExpandedState) => void
  columnVisibility: ColumnVisibilityState
  focused: number
  onFocus: (index: number) => void
  onOpen: (row: LeadRow) => void
  /** Continuous mode: called when the last rows come into view. */
  onEndReached?: () => void
  /** The flattened visible rows (parents and expanded children), for keyboard triage. */
  onVisibleRows?: (rows: LeadRow[]) => void
  loading?: boolean
  empty?: React.ReactNode
}

const apply = <T,>(u: Updater<T>, prev: T): T => (typeof u === 'function' ? (u as (p: T) => T)(prev) : u)
const sortFieldOf = (id: string) => REPORT_COLUMNS.find((c) => c.id === id)?.sortField

/**
 * The virtualized leads table: TanStack Table for columns, server-side sorting, selection, expanding
 * parents into their child leads and column visibility; TanStack Virtual renders only the rows in view.
 */
export function LeadsTable(p: LeadsTableProps) {
  const expandedIds = useMemo(() => (p.expanded === true ? [] : Object.keys(p.expanded).filter((k) => (p.expanded as Record<string, boolean>)[k])), [p.expanded])
  const children = useChildLeads(expandedIds)
  const data = useMemo(() => p.rows.map((r) => (children[r._id] ? { ...r, subRows: children[r._id] } : r)), [p.rows, children])
  const columns = useMemo(
    () => buildColumns({ canUpdate: p.canUpdate, selectable: p.selectable, expandable: p.expandable, refPath: p.refPath }),
    [p.canUpdate, p.selectable, p.expandable, p.refPath],
  )
  const sortKey = p.sort?.join(':')
  const sorting = useMemo(
    () => (p.sort ? [{ id: REPORT_COLUMNS.find((c) => c.sortField === p.sort![0])?.id ?? p.sort[0], desc: p.sort[1] === -1 }] : []),
    [sortKey], // eslint-disable-line react-hooks/exhaustive-deps
  )

  const table = useTable({
    features,
    columns,
    data,
    getRowId: (r) => r._id,
    getSubRows: (r) => r.subRows,
    getRowCanExpand: (r) => r.original.childCount > 0,
    enableRowSelection: (r) => r.depth === 0,
    manualSorting: true,
    // children arrive as new data: keep the parents open
    autoResetExpanded: false,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    state: { sorting, rowSelection: p.selection, expanded: p.expanded, columnVisibility: p.columnVisibility },
    onSortingChange: (u) => {
      const next = apply(u, sorting)[0]
      const field = next && sortFieldOf(next.id)
      p.onSort?.(next && field ? [field, next.desc ? -1 : 1] : null)
    },
    onRowSelectionChange: (u) => p.onSelection(apply(u, p.selection)),
    onExpandedChange: (u) => p.onExpanded(apply(u, p.expanded)),
  })
  const rows = table.getRowModel().rows
  // Tell the page only when the flattened rows really change (not on every scroll render).
  const sent = useRef<LeadRow[]>([])
  useEffect(() => {
    const next = rows.map((r) => r.original)
    if (next.length === sent.current.length && next.every((r, i) => r === sent.current[i])) return
    sent.current = next
    p.onVisibleRows?.(next)
  }, [rows]) // eslint-disable-line react-hooks/exhaustive-deps

  const scrollRef = useRef<HTMLDivElement>(null)
  const v = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12, getItemKey: (i) => rows[i].id })
  const items = v.getVirtualItems()

  useEffect(() => {
    if (p.focused >= 0 && p.focused < rows.length) v.scrollToIndex(p.focused, { align: 'auto' })
  }, [p.focused]) // eslint-disable-line react-hooks/exhaustive-deps

  const lastIndex = items.at(-1)?.index ?? -1
  useEffect(() => {
    if (p.onEndReached && rows.length > 0 && lastIndex >= rows.length - 20) p.onEndReached()
  }, [lastIndex, rows.length]) // eslint-disable-line react-hooks/exhaustive-deps

  const headers = table.getHeaderGroups()[0].headers
  const width = headers.reduce((s, h) => s + h.getSize(), 0)

  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto bg-white" data-testid="leads-scroll">
      <table className="grid text-[13px]" style={{ width, minWidth: '100%' }} aria-rowcount={rows.length} data-testid="leads-table">
        <thead className="sticky top-0 z-20 grid bg-slate-50 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
          <tr className="flex w-full">
            {headers.map((h) => {
              const sorted = h.column.getIsSorted() || (!p.sort && h.id === 'dataSourceCreatedAt' ? 'desc' : false)
              const can = h.column.getCanSort() && !!p.onSort
              return (
                <th
                  key={h.id}
                  style={{ width: h.getSize() }}
                  className="flex h-8 shrink-0 items-center px-2 text-left text-[11px] font-semibold tracking-wide text-slate-500 uppercase select-none"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {can ? (
                    <button type="button" onClick={h.column.getToggleSortingHandler()} className="group flex min-w-0 items-center gap-1 tracking-wide uppercase hover:text-slate-800" data-testid={`sort-${h.id}`}>
                      <span className="truncate">
                        <table.FlexRender header={h} />
                      </span>
                      {sorted === 'asc' ? <ArrowUp className="size-3 text-brand" aria-hidden /> : sorted === 'desc' ? <ArrowDown className="size-3 text-brand" aria-hidden /> : <ArrowUpDown className="size-3 opacity-0 group-hover:opacity-60" aria-hidden />}
                    </button>
                  ) : (
                    <span className="truncate">
                      <table.FlexRender header={h} />
                    </span>
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: v.getTotalSize() }}>
          {items.map((it) => {
            const row = rows[it.index]
            const focused = it.index === p.focused
            const selected = row.getIsSelected()
            return (
              <tr
                key={row.id}
                data-index={it.index}
                data-testid="lead-row"
                data-lead-id={row.original.leadID}
                data-focused={focused || undefined}
                data-depth={row.depth}
                aria-selected={selected}
                className={`absolute flex w-full cursor-default border-b border-slate-100 ${
                  focused ? 'bg-sky-50 shadow-[inset_3px_0_0_var(--color-brand),inset_0_0_0_1px_var(--color-sky-200)]' : selected ? 'bg-teal-50' : row.depth > 0 ? 'bg-slate-50/80' : 'hover:bg-slate-50'
                }`}
                style={{ transform: `translateY(${it.start}px)`, height: ROW_HEIGHT }}
                onClick={() => p.onFocus(it.index)}
                onDoubleClick={() => p.onOpen(row.original)}
              >
                {row.getVisibleCells().map((c) => (
                  <td key={c.id} style={{ width: c.column.getSize() }} className="flex shrink-0 items-center overflow-hidden px-2 whitespace-nowrap text-slate-800">
                    <span className="min-w-0 truncate">
                      <table.FlexRender cell={c} />
                    </span>
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && !p.loading && p.empty}
    </div>
  )
}
