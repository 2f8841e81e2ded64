import { useEffect, useMemo, useRef } from 'react'
import {
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  FlexRender,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { cellFor, fieldVisible } from '../../../domain/resources/define.ts'
import type { CellKind, Resource } from '../../../domain/resources/types.ts'
import type { Row } from '../hooks/useListController.ts'
import { t } from '../../../domain/i18n/index.ts'
import { resourceText } from '../../../domain/i18n/resourceText.ts'
import { labelOf } from '../recordText.ts'
import { Cell } from './Cell.tsx'

const features = tableFeatures({ columnVisibilityFeature, columnSizingFeature })
const h = createColumnHelper<typeof features, Row>()
const ROW_HEIGHT = 40
const WIDTH: Partial<Record<CellKind, number>> = {
  phone: 150,
  email: 220,
  image: 56,
  status: 100,
  boolean: 80,
  number: 100,
  money: 150,
  day: 130,
  date: 170,
  enum: 120,
  tags: 200,
  title: 160,
}

/** The declared columns of a resource the caller may see (`can`: their keys) as table columns: header, cell kind, width. */
export function tableColumns(r: Resource, can: (keys: string | readonly string[]) => boolean) {
  return r.list.columns
    .filter((c) => fieldVisible(r.fields[c.field], can))
    .map((c) => {
      const f = r.fields[c.field]
      const kind = c.cell ?? cellFor(f)
      return {
        id: c.field,
        header: c.label ? resourceText(c.label) : labelOf(r, c.field),
        kind,
        size: c.width ?? WIDTH[kind] ?? 150,
        sortable: f.sortable !== false && f.type !== 'json' && !f.type.endsWith('[]') && !f.ref,
      }
    })
}

interface Props {
  resource: Resource
  /** The columns shown (tableColumns: the caller's), before the user's choice of them. */
  columns: ReturnType<typeof tableColumns>
  rows: Row[]
  visibility: ColumnVisibilityState
  sort: [string, 1 | -1] | null
  onSort: (sort: [string, 1 | -1] | null) => void
  focused: number
  onFocus: (i: number) => void
  onOpen: (row: Row) => void
  selected: ReadonlySet<string>
  onToggle?: (row: Row) => void
  /** Buttons at the end of each row (edit, delete; restore in the trash). */
  actions?: (row: Row) => React.ReactNode
}

/**
 * A declared resource's rows: TanStack Table for the declared columns and the user's choice of them,
 * TanStack Virtual renders only the rows in view; sorting is the server's (header click cycles
 * ascending, descending, default).
 */
export function ResourceTable({
  resource: r,
  columns: defs,
  rows,
  visibility,
  sort,
  onSort,
  focused,
  onFocus,
  onOpen,
  selected,
  onToggle,
  actions,
}: Props) {
  const columns = useMemo(
    () =>
      h.columns(
        defs.map((d) =>
          h.display({
            id: d.id,
            header: d.header,
            size: d.size,
            cell: (ctx) => (
              <Cell field={r.fields[d.id]} value={ctx.row.original[d.id]} kind={d.kind} row={ctx.row.original} />
            ),
          }),
        ),
      ),
    [defs, r],
  )
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row._id,
    state: { columnVisibility: visibility },
  })
  const headers = table.getHeaderGroups()[0].headers
  const model = table.getRowModel().rows
  const scrollRef = useRef<HTMLDivElement>(null)
  const v = useVirtualizer({
    count: model.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the focus moves, not when rows arrive or the virtualizer renews
  useEffect(() => {
    if (focused >= 0 && focused < model.length) v.scrollToIndex(focused, { align: 'auto' })
  }, [focused])
  const width = headers.reduce((s, hd) => s + hd.getSize(), 0) + (onToggle ? 40 : 0) + (actions ? 96 : 0)
  const cycle = (field: string) => onSort(!sort || sort[0] !== field ? [field, 1] : sort[1] === 1 ? [field, -1] : null)
  return (
    <div ref={scrollRef} className="relative isolate min-h-0 flex-1 overflow-auto" data-testid="resource-scroll">
      <table
        className="grid text-[13px]"
        style={{ width, minWidth: '100%' }}
        aria-rowcount={rows.length}
        data-testid="resource-table"
      >
        <thead className="sticky top-0 z-10 grid bg-slate-50">
          <tr className="flex w-full border-b border-slate-200">
            {onToggle && (
              <th className="w-10 shrink-0">
                <span className="sr-only">{t('resources.table.selected')}</span>
              </th>
            )}
            {headers.map((hd) => {
              const d = defs.find((x) => x.id === hd.column.id)!
              const dir = sort?.[0] === d.id ? sort[1] : 0
              return (
                <th
                  key={hd.id}
                  scope="col"
                  style={{ width: hd.getSize() }}
                  className="shrink-0 px-3 py-2 text-start text-[11px] font-semibold tracking-wide text-slate-500 uppercase"
                  aria-sort={dir ? (dir === 1 ? 'ascending' : 'descending') : undefined}
                >
                  {d.sortable ? (
                    <button
                      type="button"
                      onClick={() => cycle(d.id)}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-800"
                    >
                      {d.header}
                      {dir === 1 && <ArrowUp className="size-3" aria-hidden />}
                      {dir === -1 && <ArrowDown className="size-3" aria-hidden />}
                    </button>
                  ) : (
                    d.header
                  )}
                </th>
              )
            })}
            {actions && (
              <th className="w-24 shrink-0">
                <span className="sr-only">{t('resources.table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: v.getTotalSize() }}>
          {v.getVirtualItems().map((it) => {
            const row = model[it.index]
            const isFocused = it.index === focused
            const isSelected = selected.has(row.id)
            return (
              <tr
                key={row.id}
                data-index={it.index}
                data-testid="resource-row"
                data-focused={isFocused || undefined}
                data-live={row.original._live}
                aria-selected={isSelected}
                // a row deleted elsewhere fades out and stays until the list is shown fresh (live/useLiveList.ts)
                className={`absolute flex w-full cursor-pointer items-center border-b border-slate-100 transition-opacity duration-700 data-[live=deleted]:line-through data-[live=deleted]:opacity-40 ${isFocused ? 'bg-sky-50 shadow-[inset_0_0_0_1px_var(--color-sky-200)]' : isSelected ? 'bg-teal-50' : 'bg-white hover:bg-slate-50'}`}
                style={{ transform: `translateY(${it.start}px)`, height: ROW_HEIGHT }}
                onClick={() => onFocus(it.index)}
                onDoubleClick={() => onOpen(row.original)}
              >
                {onToggle && (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: only keeps a click near the checkbox from focusing the row
                  <td className="flex w-10 shrink-0 justify-center" onClick={(e) => e.stopPropagation()}>
                    <input
                      type="checkbox"
                      className="size-3.5 accent-brand"
                      aria-label={t('resources.table.selectRow', { n: it.index + 1 })}
                      checked={isSelected}
                      onChange={() => onToggle(row.original)}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((c) => (
                  <td
                    key={c.id}
                    style={{ width: c.column.getSize() }}
                    // one line per row: an e-mail's break points (EmailText) are for a record's page; a stored
                    // value (Cell marks it, in its own direction) is cut at its own end: an English name in Arabic
                    // at its end, not its start
                    className="shrink-0 truncate px-3 text-slate-700 rtl:text-right [&_wbr]:hidden [&>bdi]:block [&>bdi]:truncate"
                  >
                    <FlexRender cell={c} />
                  </td>
                ))}
                {actions && (
                  // the buttons' labels name the record (stored data)
                  // biome-ignore lint/a11y/useKeyWithClickEvents: only keeps a click between the buttons from focusing the row
                  <td
                    className="flex w-24 shrink-0 justify-end gap-0.5 pe-2"
                    onClick={(e) => e.stopPropagation()}
                    data-i18n-data
                  >
                    {actions(row.original)}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
