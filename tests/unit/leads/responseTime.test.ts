import { describe, expect, it } from 'vitest'
import { formatResponseTime } from '../../../src/domain/leads/responseTime.ts'

describe('formatResponseTime (spec 2 §9)', () => {
  it("is 'N/A' for invalid values", () => {
    for (const v of [null, undefined, NaN, Infinity, -1, 'abc', '', {}, true]) expect(formatResponseTime(v)).toBe('N/A')
  })
  it('formats minutes, hours, days and months (month 43,200 min, day 1,440 min)', () => {
    expect(formatResponseTime(0)).toBe('0m')
    expect(formatResponseTime(45)).toBe('45m')
    expect(formatResponseTime(60)).toBe('1h')
    expect(formatResponseTime(1439)).toBe('23h 59m')
    expect(formatResponseTime(1440)).toBe('1d')
    expect(formatResponseTime(43_199)).toBe('29d 23h 59m')
    expect(formatResponseTime(43_200)).toBe('1mo')
    expect(formatResponseTime(43_200 + 1440 + 61)).toBe('1mo 1d 1h 1m')
    expect(formatResponseTime('90')).toBe('1h 30m')
    expect(formatResponseTime(2.6)).toBe('3m')
  })
})
