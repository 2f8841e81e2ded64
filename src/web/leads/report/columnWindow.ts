import type { VirtualItem } from '@tanstack/react-virtual'

/**
 * The columns a row renders: the first (selection, expand) and the last (row links) always, and of
 * the data columns between them only those in view, the skipped widths kept as margins so every cell
 * stays at its place. Half the columns are off screen on a laptop, and each cell a row creates costs
 * render, style and layout time in the frame it scrolls into view.
 */
export interface ColumnWindow {
  from: number
  to: number
  /** Width of the skipped columns left of `from` and right of `to`. */
  padLeft: number
  padRight: number
}

export function columnWindow(items: VirtualItem[], sizes: number[]): ColumnWindow {
  const last = sizes.length - 1
  if (!items.length || last < 2) return { from: 1, to: last - 1, padLeft: 0, padRight: 0 }
  const from = Math.max(1, items[0].index)
  const to = Math.min(last - 1, items[items.length - 1].index)
  const sum = (a: number, b: number) => sizes.slice(a, b).reduce((s, w) => s + w, 0)
  return { from, to, padLeft: sum(1, from), padRight: sum(to + 1, last) }
}

/** Margins a rendered cell carries to hold the skipped widths: left of `from`, right of `to`. */
export type SkipMargin = 'left' | 'right' | 'both'

/** Whether the cell at `i` is rendered, and which skipped widths it holds as margins. */
export function cellPlacement(i: number, count: number, w: ColumnWindow): { render: boolean; skip?: SkipMargin } {
  if (i === 0) return { render: true }
  if (i === count - 1) return { render: true, skip: w.from > w.to && w.padLeft ? 'left' : undefined }
  if (i < w.from || i > w.to) return { render: false }
  const left = i === w.from && w.padLeft > 0
  const right = i === w.to && w.padRight > 0
  return { render: true, skip: left && right ? 'both' : left ? 'left' : right ? 'right' : undefined }
}

/**
 * The cells' widths and skip margins as a style sheet of classes (cellClass) for one table (`scope`,
 * a selector), the margins read from variables the table sets (columnVars): one rule per column shared
 * by every row, instead of an inline style object allocated per cell as rows scroll in (the frame's
 * style time grows with what is allocated between garbage collections).
 */
export function columnStyleSheet(scope: string, columns: Array<{ id: string; size: number }>): string {
  const widths = columns.map((c) => `${scope} .${cellClassName(c.id)}{width:${c.size}px}`)
  return [...widths, `${scope} .lc-skip-left,${scope} .lc-skip-both{margin-left:var(--lc-skip-left)}`, `${scope} .lc-skip-right,${scope} .lc-skip-both{margin-right:var(--lc-skip-right)}`].join('\n')
}

/** The variables holding the window's skipped widths, set on the table. */
export function columnVars(w: ColumnWindow): Record<string, string> {
  return { '--lc-skip-left': `${w.padLeft}px`, '--lc-skip-right': `${w.padRight}px` }
}

const cellClassName = (id: string) => `lc-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`

/** The classes of a rendered cell (header or body) of column `id`. */
export function cellClass(id: string, skip: SkipMargin | undefined): string {
  return skip ? `${cellClassName(id)} lc-skip-${skip}` : cellClassName(id)
}
