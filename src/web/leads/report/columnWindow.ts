import type { VirtualItem } from '@tanstack/react-virtual'

/**
 * The columns a row renders: the pinned ones always (selection, Lead ID and Customer at the start, the
 * row links at the end), and of the columns between them only those in view, the skipped widths kept as
 * margins so every cell stays at its place. Half the columns are off screen on a laptop, and each cell a
 * row creates costs render, style and layout time in the frame it scrolls into view.
 */
export interface ColumnWindow {
  from: number
  to: number
  /** Width of the skipped columns left of `from` and right of `to`. */
  padLeft: number
  padRight: number
  /** How many columns are pinned at the start and at the end (always rendered). */
  start: number
  end: number
}

export function columnWindow(
  items: VirtualItem[],
  sizes: number[],
  pins: { start: number; end: number } = { start: 1, end: 1 },
): ColumnWindow {
  const first = pins.start
  const last = sizes.length - 1 - pins.end // the last column between the pinned ones
  if (!items.length || last < first) return { from: first, to: last, padLeft: 0, padRight: 0, ...pins }
  const sum = (a: number, b: number) => sizes.slice(a, b).reduce((s, w) => s + w, 0)
  const from = Math.max(first, items[0].index)
  const to = Math.min(last, items[items.length - 1].index)
  // no column between the pinned ones in view: all of them are skipped, held left of the end columns
  if (from > to) return { from: last + 1, to: last, padLeft: sum(first, last + 1), padRight: 0, ...pins }
  return { from, to, padLeft: sum(first, from), padRight: sum(to + 1, last + 1), ...pins }
}

/** Margins a rendered cell carries to hold the skipped widths: left of `from`, right of `to`. */
export type SkipMargin = 'left' | 'right' | 'both'

/** Whether the cell at `i` is rendered, and which skipped widths it holds as margins. */
export function cellPlacement(i: number, count: number, w: ColumnWindow): { render: boolean; skip?: SkipMargin } {
  if (i < w.start) return { render: true }
  if (i >= count - w.end)
    return { render: true, skip: i === count - w.end && w.from > w.to && w.padLeft ? 'left' : undefined }
  if (i < w.from || i > w.to) return { render: false }
  const left = i === w.from && w.padLeft > 0
  const right = i === w.to && w.padRight > 0
  return { render: true, skip: left && right ? 'both' : left ? 'left' : right ? 'right' : undefined }
}

/** A pinned column: the side it sticks to, its distance from that edge, and whether it borders the scrolled columns. */
export interface ColumnPin {
  side: 'left' | 'right'
  offset: number
  edge: boolean
}

/**
 * The cells' widths, skip margins and pinning as a style sheet of classes (cellClass) for one table
 * (`scope`, a selector), the margins read from variables the table sets (columnVars): one rule per
 * column shared by every row, instead of an inline style object allocated per cell as rows scroll in
 * (the frame's style time grows with what is allocated between garbage collections). A pinned cell
 * sticks to its edge of the scroller over the row's background (inherited, so hover, focus and
 * selection show through), a line marking where the scrolled columns pass under it.
 */
export function columnStyleSheet(
  scope: string,
  columns: Array<{ id: string; size: number; pin?: ColumnPin | false }>,
): string {
  const rules = columns.map((c) => {
    if (!c.pin) return `${scope} .${cellClassName(c.id)}{width:${c.size}px}`
    const line = c.pin.edge ? `;box-shadow:inset ${c.pin.side === 'left' ? -1 : 1}px 0 0 var(--color-slate-200)` : ''
    // logical sides: under dir=rtl the first columns pin to the right
    return `${scope} .${cellClassName(c.id)}{width:${c.size}px;position:sticky;inset-inline-${c.pin.side === 'left' ? 'start' : 'end'}:${c.pin.offset}px;z-index:1;background-color:inherit${line}}`
  })
  return [
    ...rules,
    `${scope} .lc-skip-left,${scope} .lc-skip-both{margin-inline-start:var(--lc-skip-left)}`,
    `${scope} .lc-skip-right,${scope} .lc-skip-both{margin-inline-end:var(--lc-skip-right)}`,
    // the focused row's mark, drawn by its first cell (a pinned cell covers the row's own background)
    `${scope} [data-focused]>:first-child{box-shadow:inset 3px 0 0 var(--color-brand)}`,
    `[dir=rtl] ${scope} [data-focused]>:first-child{box-shadow:inset -3px 0 0 var(--color-brand)}`,
  ].join('\n')
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
