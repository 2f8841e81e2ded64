import { describe, expect, it } from 'vitest'
import { lightRows } from '../../../src/web/leads/report/useFlingRows.ts'

const seen = (ids: string[], light: string[] = []) => ({ ids: new Set(ids), light: new Set(light) })

describe('lightRows (rows entering a flung list render their first cells only)', () => {
  it('makes only the rows entering during a fling light, not the rows already shown whole', () => {
    expect([...lightRows(seen(['a', 'b', 'c']), ['b', 'c', 'd', 'e'], true, true)]).toEqual(['d', 'e'])
  })

  it('renders entering rows whole when the list moves slowly', () => {
    expect([...lightRows(seen(['a', 'b']), ['b', 'c'], false, true)]).toEqual([])
  })

  it('keeps a light row light while the scrolling goes on, even once it slows down', () => {
    expect([...lightRows(seen(['a', 'b'], ['b']), ['b', 'c'], false, true)]).toEqual(['b'])
  })

  it('fills every row in when the scrolling stops', () => {
    expect([...lightRows(seen(['a', 'b'], ['a', 'b']), ['a', 'b', 'c'], true, false)]).toEqual([])
  })

  it('forgets a light row that left the window: back in view slowly, it renders whole', () => {
    const left = lightRows(seen(['a', 'b'], ['a']), ['b', 'c'], false, true)
    expect([...left]).toEqual([])
    expect([...lightRows({ ids: new Set(['b', 'c']), light: left }, ['a', 'b', 'c'], false, true)]).toEqual([])
  })
})
