import { useMemo, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import type { ReportQueryInput } from '../../domain/leads/reportFilter.ts'
import { responseTimeText } from '../../domain/leads/responseTime.ts'
import { formatNumber, formatPercent } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { columnLabel, drillQuery, type ReportColumn, type RowFilter } from '../../domain/reports/columns.ts'
import { leadsHref } from './links.ts'

export type FigureRow = { key: string; name: string } & Record<string, unknown>

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
})
const h = createColumnHelper<typeof features, FigureRow>()

/** A figure as read: counts and percentages as numbers, times as '1h 5m', ratings to two decimals, none as '–'. */
export function figureText(value: unknown, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined || value === '') return '–'
  if (kind === 'percent') return formatPercent(Number(value))
  if (kind === 'minutes') return responseTimeText(value)
  if (kind === 'rating') return formatNumber(Number(Number(value).toFixed(2)), 2)
  return typeof value === 'number' ? formatNumber(value) : String(value)
}

/**
 * A report's table: the row's name, then its figures; each count and percentage links to the leads report
 * filtered to exactly the leads it counts (the report's filter, the row's and the column's). Sortable by
 * any column with the mouse or the keyboard (each heading is a button; aria-sort says the order).
 */
export function FigureTable(props: {
  caption: string
  nameLabel: string
  rows: FigureRow[]
  columns: readonly ReportColumn[]
  reportQuery: Partial<ReportQueryInput>
  /** the leads report filter of a row's leads; none: the row's figures are not linked */
  rowFilter?: (row: FigureRow) => RowFilter
  /** a cell before the figures (office, team size, rank) */
  extra?: {
    label: string
    cell: (row: FigureRow) => ReactNode
    sortValue: (row: FigureRow) => string | number
    text?: true
  }[]
  nameCell?: (row: FigureRow) => ReactNode
  initialSort?: SortingState
  testId?: string
}) {
  const { columns, reportQuery, rowFilter } = props
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? [])
  // the name and text columns read from the start, figures from the end
  const textColumns = new Set(['name', ...(props.extra ?? []).flatMap((x, i) => (x.text ? [`extra${i}`] : []))])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the name cell, its label and the extra columns come inline (new each render) but are fixed per table
  const defs = useMemo(
    () =>
      h.columns([
        h.accessor('name', {
          header: props.nameLabel,
          sortFn: 'alphanumeric',
          cell: (c) =>
            props.nameCell ? (
              props.nameCell(c.row.original)
            ) : (
              <span data-i18n-data dir="auto">
                {c.row.original.name || '–'}
              </span>
            ),
        }),
        ...(props.extra ?? []).map((x, i) =>
          h.accessor((r) => x.sortValue(r), {
            id: `extra${i}`,
            header: x.label,
            sortFn: 'basic',
            cell: (c) => x.cell(c.row.original),
          }),
        ),
        ...columns.map((col) =>
          h.accessor((r) => (r[col.key] === null || r[col.key] === undefined ? -1 : Number(r[col.key])), {
            id: col.key,
            header: columnLabel(col),
            sortFn: 'basic',
            sortDescFirst: true,
            cell: (c) => {
              const row = c.row.original
              const text = figureText(row[col.key], col.kind)
              if (!col.drill || !rowFilter || row[col.key] === null) return text
              return (
                <Link
                  href={leadsHref(drillQuery(reportQuery, rowFilter(row), col))}
                  className="rounded text-brand tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  data-testid={`figure-${col.key}`}
                >
                  {text}
                </Link>
              )
            },
          }),
        ),
      ]),
    [columns, reportQuery, rowFilter],
  )
  const table = useTable({ features, columns: defs, data: props.rows, state: { sorting }, onSortingChange: setSorting })
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" data-testid={props.testId}>
      <table className="w-full text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((hd) => {
                const sorted = hd.column.getIsSorted()
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
                return (
                  <th
                    key={hd.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    className={`px-3 py-2 whitespace-nowrap ${textColumns.has(hd.id) ? 'text-start' : 'text-end'}`}
                  >
                    <button
                      type="button"
                      onClick={hd.column.getToggleSortingHandler()}
                      className={`inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand ${sorted ? 'text-slate-900' : ''}`}
                      data-testid={`sort-${hd.id}`}
                    >
                      <table.FlexRender header={hd} />
                      <Icon className={`size-3 ${sorted ? '' : 'opacity-40'}`} aria-hidden />
                    </button>
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.original.key}
              className="hover:bg-slate-50"
              data-testid="report-row"
              data-key={row.original.key}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-1.5 whitespace-nowrap ${cell.column.id === 'name' ? 'font-medium text-slate-900' : textColumns.has(cell.column.id) ? 'text-slate-700' : 'text-end tabular-nums text-slate-700'}`}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {!props.rows.length && (
            <tr>
              <td colSpan={defs.length} className="px-3 py-8 text-center text-slate-600">
                {t('reports.noFigures')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
