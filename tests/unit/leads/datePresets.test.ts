import { describe, expect, it } from 'vitest'
import { customRange, presetRange, safeTimeZone } from '../../../src/domain/leads/datePresets.ts'

// 2026-03-01 02:30 in Dubai (UTC+4) is still 2026-02-28 in UTC.
const now = new Date('2026-02-28T22:30:00Z')

describe('date presets in the caller time zone', () => {
  it('normalizes Today to the start and end of the local day', () => {
    expect(presetRange('Today', 'Asia/Dubai', now)).toEqual({
      from: '2026-02-28T20:00:00.000Z',
      to: '2026-03-01T19:59:59.999Z',
    })
    expect(presetRange('Today', 'UTC', now)).toEqual({
      from: '2026-02-28T00:00:00.000Z',
      to: '2026-02-28T23:59:59.999Z',
    })
  })
  it('computes Yesterday, months and years', () => {
    expect(presetRange('Yesterday', 'Asia/Dubai', now).from).toBe('2026-02-27T20:00:00.000Z')
    expect(presetRange('This Month', 'Asia/Dubai', now)).toEqual({
      from: '2026-02-28T20:00:00.000Z',
      to: '2026-03-31T19:59:59.999Z',
    })
    expect(presetRange('Last Month', 'Asia/Dubai', now)).toEqual({
      from: '2026-01-31T20:00:00.000Z',
      to: '2026-02-28T19:59:59.999Z',
    })
    expect(presetRange('This Year', 'UTC', now)).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-12-31T23:59:59.999Z',
    })
    expect(presetRange('Last Year', 'UTC', now).from).toBe('2025-01-01T00:00:00.000Z')
  })
  it('moves on when the local day ends, however often it was asked before', () => {
    const lastMinute = new Date('2026-02-28T19:59:00Z') // Feb 28, 23:59 in Dubai
    expect(presetRange('Today', 'Asia/Dubai', lastMinute).from).toBe('2026-02-27T20:00:00.000Z')
    expect(presetRange('Last Month', 'Asia/Dubai', lastMinute).from).toBe('2025-12-31T20:00:00.000Z')
    const nextDay = new Date('2026-02-28T20:00:00Z') // Mar 1, 00:00 in Dubai: a new day and month
    expect(presetRange('Today', 'Asia/Dubai', nextDay)).toEqual({
      from: '2026-02-28T20:00:00.000Z',
      to: '2026-03-01T19:59:59.999Z',
    })
    expect(presetRange('Last Month', 'Asia/Dubai', nextDay).from).toBe('2026-01-31T20:00:00.000Z')
    // Asked again for an earlier moment: the earlier day's range.
    expect(presetRange('Today', 'Asia/Dubai', lastMinute).from).toBe('2026-02-27T20:00:00.000Z')
  })
  it('falls back to UTC for an unknown zone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC')
    expect(presetRange('Today', 'Mars/Olympus', now).from).toBe('2026-02-28T00:00:00.000Z')
  })
  it('widens a custom range to whole days', () => {
    expect(customRange('2026-01-05', '2026-01-06', 'Asia/Dubai')).toEqual({
      from: '2026-01-04T20:00:00.000Z',
      to: '2026-01-06T19:59:59.999Z',
    })
    expect(customRange('nope', undefined, 'UTC')).toEqual({})
  })
})
