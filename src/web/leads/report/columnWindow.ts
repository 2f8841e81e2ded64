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

/** Whether the cell at `i` is rendered, and the margins that hold the skipped widths. */
export function cellPlacement(i: number, count: number, w: ColumnWindow): { render: boolean; style?: { marginLeft?: number; marginRight?: number } } {
  if (i === 0) return { render: true }
  if (i === count - 1) return { render: true, style: w.from > w.to && w.padLeft ? { marginLeft: w.padLeft } : undefined }
  if (i < w.from || i > w.to) return { render: false }
  const style = { ...(i === w.from && w.padLeft ? { marginLeft: w.padLeft } : {}), ...(i === w.to && w.padRight ? { marginRight: w.padRight } : {}) }
  return { render: true, style: Object.keys(style).length ? style : undefined }
}
