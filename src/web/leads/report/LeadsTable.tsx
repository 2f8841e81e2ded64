import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type RefObject } from 'react'
import type { ColumnVisibilityState, ExpandedState, RowSelectionState, Updater } from '@tanstack/react-table'
import { useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { buildColumns, type ColumnOptions } from './columns.tsx'
import { features, NARROW_PINNED_COLUMNS, NARROW_TABLE, PINNED_COLUMNS, type LeadRow } from './tableFeatures.ts'
import { LeadsTableHead } from './LeadsTableHead.tsx'
import { LeadsTableRow, ROW_HEIGHT } from './LeadsTableRow.tsx'
import { columnStyleSheet, columnVars, columnWindow, type ColumnPin } from './columnWindow.ts'
import { useChildLeads } from './useChildLeads.ts'
import { useFlingRows } from './useFlingRows.ts'

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
  /** The scrolling element, for a page that keeps its place (useReportPosition). */
  scrollerRef?: React.Ref<HTMLDivElement>
  loading?: boolean
  empty?: React.ReactNode
}

const apply = <T,>(u: Updater<T>, prev: T): T => (typeof u === 'function' ? (u as (p: T) => T)(prev) : u)
const sortFieldOf = (id: string) => REPORT_COLUMNS.find((c) => c.id === id)?.sortField

/** Whether the element is narrower than `below` px (followed as it resizes: a window, the split pane opening). */
function useNarrow(ref: RefObject<HTMLElement | null>, below: number) {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const watch = new ResizeObserver(([e]) => setNarrow(e.contentRect.width < below))
    watch.observe(el)
    return () => watch.disconnect()
  }, [ref, below])
  return narrow
}

/** Where the column at `i` sticks: the start columns at the sum of the widths before them, the end ones after. */
function pinOf(i: number, sizes: number[], pins: { start: number; end: number }): ColumnPin | false {
  const sum = (a: number, b: number) => sizes.slice(a, b).reduce((s, w) => s + w, 0)
  if (i < pins.start) return { side: 'left', offset: sum(0, i), edge: i === pins.start - 1 }
  if (i >= sizes.length - pins.end)
    return { side: 'right', offset: sum(i + 1, sizes.length), edge: i === sizes.length - pins.end }
  return false
}

/**
 * The virtualized leads table: TanStack Table for columns, server-side sorting, selection, expanding
 * parents into their child leads and column visibility; TanStack Virtual renders only the rows in view.
 */
export function LeadsTable(p: LeadsTableProps) {
  const expandedIds = useMemo(
    () =>
      p.expanded === true ? [] : Object.keys(p.expanded).filter((k) => (p.expanded as Record<string, boolean>)[k]),
    [p.expanded],
  )
  const children = useChildLeads(expandedIds)
  const data = useMemo(
    () => p.rows.map((r) => (children[r._id] ? { ...r, subRows: children[r._id] } : r)),
    [p.rows, children],
  )
  const columns = useMemo(
    () =>
      buildColumns({ canUpdate: p.canUpdate, selectable: p.selectable, expandable: p.expandable, refPath: p.refPath }),
    [p.canUpdate, p.selectable, p.expandable, p.refPath],
  )
  const sortKey = p.sort?.join(':')
  // biome-ignore lint/correctness/useExhaustiveDependencies: by content (sortKey): p.sort is a new array on every render
  const sorting = useMemo(
    () =>
      p.sort
        ? [{ id: REPORT_COLUMNS.find((c) => c.sortField === p.sort![0])?.id ?? p.sort[0], desc: p.sort[1] === -1 }]
        : [],
    [sortKey],
  )

  const scrollRef = useRef<HTMLDivElement>(null)
  const narrow = useNarrow(scrollRef, NARROW_TABLE)
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
    state: {
      sorting,
      rowSelection: p.selection,
      expanded: p.expanded,
      columnVisibility: p.columnVisibility,
      columnPinning: narrow ? NARROW_PINNED_COLUMNS : PINNED_COLUMNS,
    },
    onSortingChange: (u) => {
      const next = apply(u, sorting)[0]
      const field = next && sortFieldOf(next.id)
      p.onSort?.(next && field ? [field, next.desc ? -1 : 1] : null)
    },
    onRowSelectionChange: (u) => p.onSelection(apply(u, p.selection)),
    onExpandedChange: (u) => p.onExpanded(apply(u, p.expanded)),
  })
  const rows = table.getRowModel().rows
  // Stable handlers, so the memoized rows do not re-render for a new closure on every scroll.
  const latest = useRef(p)
  latest.current = p

  // Focus follows the lead, not its position: the focused lead's id, so when rows change under it (a
  // reload after a save, a parent expanded above it) the same lead stays focused, at its new index.
  const focusedId = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken when the focus moves; rows changing under it keep the lead, not the index
  useEffect(() => {
    focusedId.current = rows[p.focused]?.id ?? null
  }, [p.focused])

  // Tell the page only when the flattened rows really change (not on every scroll render).
  const sent = useRef<LeadRow[]>([])
  useEffect(() => {
    const next = rows.map((r) => r.original)
    if (next.length === sent.current.length && next.every((r, i) => r === sent.current[i])) return
    sent.current = next
    latest.current.onVisibleRows?.(next)
    const at = focusedId.current ? rows.findIndex((r) => r.id === focusedId.current) : -1
    if (at >= 0 && at !== latest.current.focused) latest.current.onFocus(at)
  }, [rows])
  const onFocus = useCallback((i: number) => latest.current.onFocus(i), [])
  const onOpen = useCallback((r: LeadRow) => latest.current.onOpen(r), [])

  useImperativeHandle(p.scrollerRef, () => scrollRef.current!, [])
  // headers and cells come pinned first (start), then the scrolled columns, then pinned last (end)
  const headers = table.getHeaderGroups()[0].headers
  const sizes = headers.map((h) => h.getSize())
  const pins = { start: table.getStartVisibleLeafColumns().length, end: table.getEndVisibleLeafColumns().length }
  // Declared before the rows' virtualizer so its scroll listener reads scrollLeft before the rows'
  // render changes the DOM (reading it after would force a layout inside the scroll event).
  const cv = useVirtualizer({
    horizontal: true,
    isRtl: document.documentElement.dir === 'rtl',
    count: sizes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => sizes[i],
    overscan: 2,
  })
  const cvItems = cv.getVirtualItems()
  const sizesKey = sizes.join(',')
  // a new window object only when the range or the widths change, so the memoized rows stay put
  // biome-ignore lint/correctness/useExhaustiveDependencies: by content: the range, the widths and the pins, not the new arrays holding them
  const columnsInView = useMemo(
    () => columnWindow(cvItems, sizes, pins),
    [cvItems[0]?.index, cvItems.at(-1)?.index, sizesKey, pins.start, pins.end],
  )
  // the columns' widths are the virtualizer's estimates: re-measure when the chosen columns change
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widths (sizesKey) are the trigger
  useEffect(() => {
    cv.measure()
  }, [sizesKey])
  // A stable key function: the virtualizer recomputes every row's measurements (10,000 in continuous
  // mode, ~1.5 ms) whenever it is a new function, which an inline arrow is on every scroll render.
  const getItemKey = useCallback((i: number) => rows[i].id, [rows])
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey,
  })
  const items = v.getVirtualItems()
  const light = useFlingRows(
    v,
    items.map((it) => rows[it.index].id),
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the focus moves, not when rows arrive or the virtualizer renews
  useEffect(() => {
    if (p.focused >= 0 && p.focused < rows.length) v.scrollToIndex(p.focused, { align: 'auto' })
  }, [p.focused])

  const lastIndex = items.at(-1)?.index ?? -1
  useEffect(() => {
    const { onEndReached } = latest.current
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 20) onEndReached()
  }, [lastIndex, rows.length])

  const width = sizes.reduce((s, w) => s + w, 0)
  const tableId = useId()
  const columnIds = headers.map((h) => h.column.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: by content: the columns, widths and pins as text, not the new arrays holding them
  const columnSheet = useMemo(
    () =>
      columnStyleSheet(
        `[data-lt="${tableId}"]`,
        headers.map((h, i) => ({ id: h.column.id, size: sizes[i], pin: pinOf(i, sizes, pins) })),
      ),
    [tableId, columnIds, sizesKey, pins.start, pins.end],
  )

  return (
    // isolate: the sticky header's z-index ranks it inside the table only (a form's save bar passes over it)
    <div ref={scrollRef} className="relative isolate min-h-0 flex-1 overflow-auto bg-white" data-testid="leads-scroll">
      <style>{columnSheet}</style>
      <table
        className="grid text-[13px]"
        style={{ width, minWidth: '100%', ...columnVars(columnsInView) }}
        data-lt={tableId}
        aria-rowcount={rows.length}
        data-testid="leads-table"
      >
        <LeadsTableHead headers={headers} sortKey={sortKey} sortable={!!p.onSort} columns={columnsInView} />
        <tbody className="relative grid" style={{ height: v.getTotalSize() }}>
          {items.map((it) => {
            const row = rows[it.index]
            return (
              <LeadsTableRow
                key={row.id}
                row={row}
                cells={row.getVisibleCells()}
                columns={columnsInView}
                index={it.index}
                start={it.start}
                focused={it.index === p.focused}
                selected={row.getIsSelected()}
                expanded={row.getIsExpanded()}
                light={light.has(row.id)}
                onFocus={onFocus}
                onOpen={onOpen}
              />
            )
          })}
        </tbody>
      </table>
      {rows.length === 0 && !p.loading && p.empty}
    </div>
  )
}
