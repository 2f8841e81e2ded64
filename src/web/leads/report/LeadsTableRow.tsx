import { memo } from 'react'
import { FlexRender, type Cell, type Row } from '@tanstack/react-table'
import { cellClass, cellPlacement, type ColumnWindow } from './columnWindow.ts'
import { FLING_CELLS } from './useFlingRows.ts'
import type { features, LeadRow } from './tableFeatures.ts'
import type { LiveRow } from '../../live/useLiveList.ts'
import { DATA_COLUMNS, LTR_COLUMNS } from './dataColumns.ts'

export const ROW_HEIGHT = 34

type F = typeof features

export interface LeadsTableRowProps {
  row: Row<F, LeadRow>
  /** The row's visible cells (a new array when the columns or their visibility change). */
  cells: Cell<F, LeadRow, unknown>[]
  /** The columns in view (a new object only when that range changes). */
  columns: ColumnWindow
  index: number
  start: number
  focused: boolean
  /** Passed so the memo sees selection and expansion changes (the cells read them from the row). */
  selected: boolean
  expanded: boolean
  /** Entered during a fling: only the first FLING_CELLS cells in view until the scrolling stops (useFlingRows). */
  light: boolean
  onFocus: (index: number) => void
  onOpen: (row: LeadRow) => void
}

/**
 * One row of the virtualized leads table. Memoized: while scrolling, the table re-renders on every
 * scroll event, and only the rows entering the window should render (not every cell in view).
 */
export const LeadsTableRow = memo(function LeadsTableRow({
  row,
  cells,
  columns,
  index,
  start,
  focused,
  selected,
  light,
  onFocus,
  onOpen,
}: LeadsTableRowProps) {
  let shown = 0
  return (
    <tr
      data-index={index}
      data-testid="lead-row"
      data-lead-id={row.original.leadID}
      data-focused={focused || undefined}
      data-depth={row.depth}
      data-light={light || undefined}
      data-live={(row.original as LiveRow)._live}
      aria-selected={selected}
      // a row deleted elsewhere fades out and stays until the list is shown fresh (live/useLiveList.ts)
      className={`absolute flex w-full cursor-default border-b border-slate-100 transition-opacity duration-700 data-[live=deleted]:line-through data-[live=deleted]:opacity-40 ${
        // opaque backgrounds: the pinned cells take the row's (inherit) over the columns scrolling under them
        focused
          ? 'bg-sky-50 shadow-[inset_0_0_0_1px_var(--color-sky-200)]'
          : selected
            ? 'bg-teal-50'
            : row.depth > 0
              ? 'bg-slate-50'
              : 'bg-white hover:bg-slate-50'
      }`}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      onClick={() => onFocus(index)}
      onDoubleClick={() => onOpen(row.original)}
    >
      {cells.map((c, i) => {
        const place = cellPlacement(i, cells.length, columns)
        const value = c.getValue()
        return (
          place.render &&
          (!light || ++shown <= FLING_CELLS) && (
            // A plain block cell (no wrapper element, no inline style): each element and each inline style
            // costs style and layout time as rows enter. Width and margins from classes (columnStyleSheet);
            // an empty cell's '—' drawn by CSS. A long value is cut at the column's width, whole in its title
            // (stored data only: the console's own words are short and the accessor's text is English).
            <td
              key={c.id}
              data-i18n-data={DATA_COLUMNS.has(c.column.id) || undefined}
              title={DATA_COLUMNS.has(c.column.id) && typeof value === 'string' && value ? value : undefined}
              className={`${cellClass(c.column.id, place.skip)} shrink-0 truncate px-2 leading-[33px] text-slate-800 empty:before:text-slate-300 empty:before:content-['—']`}
            >
              {/* An ID reads left to right inside Arabic: its own isolate, not the cell's dir, whose
                  direction would turn a pinned cell's inset-inline-start into the other side (the lead
                  number scrolled away under the Arabic report's columns). */}
              {LTR_COLUMNS.has(c.column.id) && value !== null && value !== undefined && value !== '' ? (
                <bdi dir="ltr">
                  <FlexRender cell={c} />
                </bdi>
              ) : (
                <FlexRender cell={c} />
              )}
            </td>
          )
        )
      })}
    </tr>
  )
})
