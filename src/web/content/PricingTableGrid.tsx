import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useAtomValue } from 'jotai'
import Papa from 'papaparse'
import { Download, Plus, Save, Trash2, Upload } from 'lucide-react'
import { PRICING_TABLE_LIMITS } from '../../domain/resources/content/pricingTables.ts'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import { type ApiError, api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailProps.ts'
import { canAtom } from '../state/session.ts'
import { toast } from '../ui/toast.tsx'

interface Table {
  name: string
  columns: string[]
  rows: { cells: string[] }[]
  updatedAt: string
}

/** The grid's cells: row 0 holds the column headings, the others the table's rows. */
type Grid = string[][]

const button =
  'flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-[13px] text-slate-700 hover:bg-slate-50 disabled:opacity-40'
const HELP = [
  [null, 'arrows'],
  ['Enter', 'enter'],
  ['Tab', 'tab'],
  ['Escape', 'escape'],
  [null, 'typing'],
  ['Delete', 'delete'],
  ['Ctrl+Enter', 'save'],
] as const
const fit = (cells: string[], n: number) => Array.from({ length: n }, (_, i) => cells[i] ?? '')

/**
 * A data table edited as a grid from the keyboard: arrows move, Enter edits and commits, Tab moves right
 * (Shift+Tab left), Escape cancels an edit, typing starts one, Delete clears a cell; Ctrl+Enter saves.
 * Rows and columns are added and removed with the buttons (or Alt+R, Alt+C, Alt+Shift+R, Alt+Shift+C);
 * CSV in (the first line is the headings) and out (papaparse; formulas escaped for spreadsheets).
 */
export default function PricingTableGrid({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: Table }>(`${r.basePath}/${row._id}`, {
    filter: { select: ['name', 'columns', 'rows', 'updatedAt'] },
  })
  const canEdit = useAtomValue(canAtom)([P.PRICING_TABLE_UPDATE])
  const [grid, setGrid] = useState<Grid>([[]])
  const [at, setAt] = useState({ r: 0, c: 0 })
  const [draft, setDraftState] = useState<string | null>(null)
  // what the open input holds, read by commit (a blur after Escape must not commit the cancelled text)
  const draftRef = useRef<string | null>(null)
  const setDraft = (v: string | null) => {
    draftRef.current = v
    setDraftState(v)
  }
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const tableRef = useRef<HTMLTableElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const stored = res.data?.data

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload never overwrites unsaved edits, and saving (dirty turns false) is no reload
  useEffect(() => {
    if (!stored || dirty) return
    setGrid([stored.columns, ...stored.rows.map((x) => fit(x.cells, stored.columns.length))])
  }, [stored])

  const width = grid[0].length
  // the focus follows the cursor (roving tabindex) while it is in the grid, unless the cell's input is open
  useEffect(() => {
    const table = tableRef.current
    if (draft === null && table && (table.contains(document.activeElement) || document.activeElement === document.body))
      table.querySelector<HTMLElement>(`[data-cell="${at.r}:${at.c}"]`)?.focus()
  }, [at, draft])

  const change = (next: Grid, cursor = at) => {
    setGrid(next)
    setDirty(true)
    setAt({ r: Math.min(cursor.r, next.length - 1), c: Math.max(0, Math.min(cursor.c, next[0].length - 1)) })
  }
  const commit = () => {
    const v = draftRef.current
    if (v === null) return
    setDraft(null)
    if (v !== grid[at.r][at.c])
      change(grid.map((cells, i) => (i === at.r ? cells.map((x, j) => (j === at.c ? v : x)) : cells)))
  }
  const move = (dr: number, dc: number) =>
    setAt((p) => ({
      r: Math.max(0, Math.min(grid.length - 1, p.r + dr)),
      c: Math.max(0, Math.min(width - 1, p.c + dc)),
    }))
  const addRow = () =>
    grid.length - 1 < PRICING_TABLE_LIMITS.rows &&
    change([...grid.slice(0, at.r + 1), Array(width).fill(''), ...grid.slice(at.r + 1)], { r: at.r + 1, c: at.c })
  const removeRow = () =>
    at.r > 0 &&
    change(
      grid.filter((_, i) => i !== at.r),
      { r: at.r, c: at.c },
    )
  const addColumn = () =>
    width < PRICING_TABLE_LIMITS.columns &&
    change(
      grid.map((cells, i) => [
        ...cells.slice(0, at.c + 1),
        i === 0 ? t('content.grid.column', { n: width + 1 }) : '',
        ...cells.slice(at.c + 1),
      ]),
      { r: at.r, c: width === 0 ? 0 : at.c + 1 },
    )
  const removeColumn = () => width > 0 && change(grid.map((cells) => cells.filter((_, j) => j !== at.c)))

  const save = async () => {
    if (!stored || saving) return
    setSaving(true)
    try {
      await api.patch(`${r.basePath}/${row._id}`, {
        columns: grid[0],
        rows: grid.slice(1).map((cells) => ({ cells })),
        updatedAt: stored.updatedAt,
      })
      setDirty(false)
      await res.mutate()
      toast.success(t('content.grid.saved'))
    } catch (e) {
      toast.error((e as ApiError).message || t('common.error'))
    } finally {
      setSaving(false)
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      commit()
      if (canEdit) void save()
      return
    }
    if (draft !== null) {
      if (e.key === 'Escape') {
        e.preventDefault()
        e.stopPropagation()
        setDraft(null)
      } else if (e.key === 'Enter') {
        e.preventDefault()
        commit()
      } else if (e.key === 'Tab') {
        e.preventDefault()
        commit()
        move(0, e.shiftKey ? -1 : 1)
      }
      return
    }
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Home: [0, -width],
      End: [0, width],
    }
    if (moves[e.key] && !e.altKey) {
      e.preventDefault()
      return move(...moves[e.key])
    }
    if (e.key === 'Tab' && (e.shiftKey ? at.c > 0 : at.c < width - 1)) {
      e.preventDefault()
      return move(0, e.shiftKey ? -1 : 1)
    }
    if (!canEdit || width === 0) return
    if (e.altKey && ['r', 'R', 'c', 'C'].includes(e.key)) {
      e.preventDefault()
      const act =
        e.key.toLowerCase() === 'r' ? (e.shiftKey ? removeRow : addRow) : e.shiftKey ? removeColumn : addColumn
      return void act()
    }
    if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault()
      setDraft(grid[at.r][at.c])
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      change(grid.map((cells, i) => (i === at.r ? cells.map((v, j) => (j === at.c ? '' : v)) : cells)))
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // typing over a cell starts editing it with what was typed, as in a spreadsheet
      e.preventDefault()
      setDraft(e.key)
    }
  }

  const importCsv = (file: File) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: ({ data, errors }) => {
        if (errors.length)
          return void toast.error(
            t('content.grid.csvUnreadable', { error: errors[0].message, row: formatNumber((errors[0].row ?? 0) + 1) }),
          )
        const n = Math.min(Math.max(0, ...data.map((x) => x.length)), PRICING_TABLE_LIMITS.columns)
        if (!data.length || !n) return void toast.error(t('content.grid.csvEmpty'))
        const rows = data.slice(1, PRICING_TABLE_LIMITS.rows + 1)
        change([fit(data[0], n), ...rows.map((x) => fit(x, n))], { r: 0, c: 0 })
        toast.success(t('content.grid.imported', { rows: formatNumber(rows.length), columns: formatNumber(n) }))
      },
    })
  }
  const exportCsv = () => {
    const csv = Papa.unparse({ fields: grid[0], data: grid.slice(1) }, { escapeFormulae: true })
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: `${(stored?.name ?? 'data-table').replace(/[^\w\- ]+/g, '').trim() || 'data-table'}.csv`,
    })
    a.click()
    URL.revokeObjectURL(url)
  }

  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!stored) return <p className="text-sm text-slate-500">{t('content.loading')}</p>
  return (
    <section aria-label={t('content.grid.label')} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {canEdit && (
          <>
            <button
              type="button"
              className={button}
              onClick={addRow}
              disabled={width === 0}
              title={t('content.grid.addRow')}
            >
              <Plus className="size-3.5" aria-hidden /> {t('content.grid.row')}
            </button>
            <button type="button" className={button} onClick={addColumn} title={t('content.grid.addColumn')}>
              <Plus className="size-3.5" aria-hidden /> {t('content.grid.columnButton')}
            </button>
            <button
              type="button"
              className={button}
              onClick={removeRow}
              disabled={at.r === 0}
              title={t('content.grid.removeRow')}
            >
              <Trash2 className="size-3.5" aria-hidden /> {t('content.grid.row')}
            </button>
            <button
              type="button"
              className={button}
              onClick={removeColumn}
              disabled={width === 0}
              title={t('content.grid.removeColumn')}
            >
              <Trash2 className="size-3.5" aria-hidden /> {t('content.grid.columnButton')}
            </button>
            <button type="button" className={button} onClick={() => fileRef.current?.click()}>
              <Upload className="size-3.5" aria-hidden /> {t('content.grid.importCsv')}
            </button>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              className="hidden"
              aria-label={t('content.grid.csvFile')}
              onChange={(e) => {
                const f = e.target.files?.[0]
                e.target.value = ''
                if (f) importCsv(f)
              }}
            />
          </>
        )}
        <button type="button" className={button} onClick={exportCsv} disabled={width === 0}>
          <Download className="size-3.5" aria-hidden /> {t('content.grid.exportCsv')}
        </button>
        {canEdit && (
          <button
            type="button"
            onClick={() => {
              commit()
              void save()
            }}
            disabled={!dirty || saving}
            className="ms-auto flex items-center gap-1.5 rounded-md bg-brand px-3 py-1.5 text-[13px] font-medium text-white hover:opacity-90 disabled:opacity-40"
          >
            <Save className="size-4" aria-hidden />{' '}
            {t(saving ? 'content.grid.saving' : dirty ? 'content.grid.save' : 'content.grid.savedState')}
          </button>
        )}
      </div>
      {width === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500">
          {t(canEdit ? 'content.grid.noColumnsEdit' : 'content.grid.noColumns')}
        </p>
      ) : (
        <div className="overflow-auto rounded-lg border border-slate-200 bg-white">
          <table
            ref={tableRef}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an editable spreadsheet, the ARIA grid pattern on a table
            role="grid"
            aria-label={t('content.grid.gridLabel', { name: stored.name })}
            aria-rowcount={grid.length}
            onKeyDown={onKeyDown}
            className="border-collapse text-sm"
          >
            <tbody>
              {grid.map((cells, i) => (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a grid row is its place (the cursor and cell ids are places too)
                  key={i}
                  aria-rowindex={i + 1}
                  className={i === 0 ? 'bg-slate-50 font-medium text-slate-700' : 'text-slate-900'}
                >
                  {cells.map((v, j) => {
                    const active = at.r === i && at.c === j
                    const Cell = i === 0 ? 'th' : 'td'
                    return (
                      <Cell
                        // biome-ignore lint/suspicious/noArrayIndexKey: a grid cell is its place
                        key={j}
                        role={i === 0 ? 'columnheader' : 'gridcell'}
                        data-cell={`${i}:${j}`}
                        tabIndex={active && draft === null ? 0 : -1}
                        aria-selected={active}
                        data-i18n-data
                        dir="auto"
                        onClick={() => {
                          if (draft !== null) commit()
                          setAt({ r: i, c: j })
                        }}
                        onDoubleClick={() => canEdit && setDraft(v)}
                        className={`h-8 min-w-32 border border-slate-200 px-2 text-start align-middle whitespace-pre outline-none ${active ? 'bg-brand/10 ring-2 ring-brand ring-inset' : ''}`}
                      >
                        {active && draft !== null ? (
                          <input
                            autoFocus
                            aria-label={
                              i === 0
                                ? t('content.grid.heading', { n: formatNumber(j + 1) })
                                : t('content.grid.cell', {
                                    column: grid[0][j] || t('content.grid.column', { n: formatNumber(j + 1) }),
                                    row: formatNumber(i),
                                  })
                            }
                            value={draft}
                            maxLength={PRICING_TABLE_LIMITS.cell}
                            onChange={(e) => setDraft(e.target.value)}
                            onBlur={commit}
                            className="w-full bg-transparent outline-none"
                          />
                        ) : (
                          v
                        )}
                      </Cell>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {HELP.map(([key, what], i) => (
          <span key={what}>
            {i > 0 && ' · '}
            {key && <kbd className="font-sans">{key}</kbd>} {t(`content.grid.help.${what}`)}
          </span>
        ))}
        {dirty ? t('content.grid.unsaved') : ''}
      </p>
    </section>
  )
}
