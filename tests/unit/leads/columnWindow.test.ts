import { describe, expect, it } from 'vitest'
import type { VirtualItem } from '@tanstack/react-virtual'
import { cellClass, cellPlacement, columnStyleSheet, columnWindow } from '../../../src/web/leads/report/columnWindow.ts'

// selection column, five data columns, row links
const sizes = [40, 100, 110, 120, 130, 140, 56]
const items = (from: number, to: number): VirtualItem[] =>
  sizes.slice(from, to + 1).map((size, k) => ({
    index: from + k,
    key: from + k,
    size,
    start: sizes.slice(0, from + k).reduce((s, w) => s + w, 0),
    end: 0,
    lane: 0,
  }))
// the margins a rendered cell gets from its skip classes (the table's variables hold padLeft/padRight)
const rendered = (w: ReturnType<typeof columnWindow>) =>
  sizes
    .map((_, i) => cellPlacement(i, sizes.length, w))
    .flatMap((p, i) =>
      p.render
        ? [
            {
              i,
              marginLeft: p.skip === 'left' || p.skip === 'both' ? w.padLeft : 0,
              marginRight: p.skip === 'right' || p.skip === 'both' ? w.padRight : 0,
            },
          ]
        : [],
    )
// where each rendered cell starts when laid out in a row (width plus margins, left to right)
const starts = (w: ReturnType<typeof columnWindow>) => {
  let x = 0
  return rendered(w).map(({ i, marginLeft = 0, marginRight = 0 }) => {
    const start = x + marginLeft
    x = start + sizes[i] + marginRight
    return [i, start]
  })
}
const at = (i: number) => sizes.slice(0, i).reduce((s, w) => s + w, 0)

describe('the columns a row of the leads table renders', () => {
  it('renders every column when all are in view', () => {
    expect(rendered(columnWindow(items(0, 6), sizes)).map((c) => c.i)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('skips the data columns out of view and keeps every rendered cell at its place', () => {
    const w = columnWindow(items(2, 3), sizes)
    expect(w).toEqual({ from: 2, to: 3, padLeft: 100, padRight: 270, start: 1, end: 1 })
    expect(starts(w)).toEqual([0, 2, 3, 6].map((i) => [i, at(i)]))
  })

  it('always renders the selection and the row links columns', () => {
    expect(rendered(columnWindow(items(3, 4), sizes)).map((c) => c.i)).toEqual([0, 3, 4, 6])
  })

  it('places the row links after every skipped column when no data column is in view', () => {
    const w = columnWindow(items(6, 6), sizes)
    expect(starts(w)).toEqual([
      [0, 0],
      [6, at(6)],
    ])
  })

  it('gives each cell the width of its column and its skip margins by class, in a sheet scoped to one table', () => {
    const css = columnStyleSheet('[data-lt="t1"]', [
      { id: 'source', size: 120 },
      { id: 'lead id', size: 84 },
    ])
    expect(cellClass('source', undefined)).toBe('lc-source')
    expect(css).toContain('[data-lt="t1"] .lc-source{width:120px}')
    expect(cellClass('lead id', 'both')).toBe('lc-lead_id lc-skip-both')
    expect(css).toContain('[data-lt="t1"] .lc-lead_id{width:84px}')
    expect(css).toMatch(/\.lc-skip-both\{margin-inline-start:var\(--lc-skip-left\)\}/)
    expect(css).toMatch(/\.lc-skip-both\{margin-inline-end:var\(--lc-skip-right\)\}/)
  })

  it('always renders the pinned columns and keeps the scrolled ones at their place between them', () => {
    // selection, Lead ID and Customer pinned at the start, the row links at the end
    const pins = { start: 3, end: 1 }
    const w = columnWindow(items(4, 5), sizes, pins)
    expect(w).toEqual({ from: 4, to: 5, padLeft: 120, padRight: 0, start: 3, end: 1 })
    expect(sizes.map((_, i) => cellPlacement(i, sizes.length, w).render)).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ])
    // nothing between the pinned columns in view: all of it held left of the end column
    const none = columnWindow(items(0, 1), sizes, pins)
    expect(none).toMatchObject({ padLeft: 390, padRight: 0 })
    expect(cellPlacement(6, sizes.length, none)).toEqual({ render: true, skip: 'left' })
    expect(cellPlacement(3, sizes.length, none).render).toBe(false)
  })

  it('makes a pinned column stick to its edge over the row background, marking the edge of the scrolled columns', () => {
    const css = columnStyleSheet('[data-lt="t1"]', [
      { id: 'leadID', size: 84, pin: { side: 'left', offset: 60, edge: true } },
      { id: 'links', size: 56, pin: { side: 'right', offset: 0, edge: true } },
    ])
    expect(css).toContain(
      '[data-lt="t1"] .lc-leadID{width:84px;position:sticky;inset-inline-start:60px;z-index:1;background-color:inherit;box-shadow:inset -1px 0 0 var(--color-slate-200)}',
    )
    expect(css).toContain('.lc-links{width:56px;position:sticky;inset-inline-end:0px;')
  })
})
