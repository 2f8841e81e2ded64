import { afterEach, describe, expect, it } from 'vitest'
import {
  displayTimeZone,
  enumLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPhone,
  setDisplayTimeZone,
} from '../../src/domain/format.ts'

describe('one format per kind of value', () => {
  it('writes a date-time and a date one way, in local time, empty when missing', () => {
    const at = new Date(2026, 10, 24, 16, 5) // local time
    expect(formatDateTime(at)).toBe('Nov 24, 2026, 4:05 PM')
    expect(formatDateTime(at.toISOString())).toBe('Nov 24, 2026, 4:05 PM')
    expect(formatDate(at.toISOString())).toBe('Nov 24, 2026')
    expect(formatDateTime(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })

  it('writes phones in international form, grouped, from E.164 or code and national number', () => {
    expect(formatPhone('+971504906370')).toBe('+971 50 490 6370')
    expect(formatPhone('504906370', '971')).toBe('+971 50 490 6370')
    expect(formatPhone('0504906370', '+971')).toBe('+971 50 490 6370')
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456')
    expect(formatPhone(null)).toBe('')
    // what libphonenumber cannot read is shown as given
    expect(formatPhone('12', '971')).toBe('+971 12')
  })

  it("writes amounts with the asset's currency and two decimals, counts grouped", () => {
    expect(formatMoney(7084750)).toBe('AED 7,084,750.00')
    expect(formatMoney('1500.5', 'usd')).toBe('USD 1,500.50')
    expect(formatMoney(null)).toBe('')
    expect(formatMoney(10, 'POINTS')).toBe('POINTS 10.00')
    expect(formatNumber(4618)).toBe('4,618')
  })

  it('shows enum values by their labels', () => {
    expect(enumLabel('listing')).toBe('Listing')
    expect(enumLabel('offplan')).toBe('Off Plan')
    expect(enumLabel('assignment')).toBe('Assignment')
    expect(enumLabel('Buyer')).toBe('Buyer')
    expect(enumLabel(null)).toBe('')
  })
})

describe("dates in the asset's time zone (basic settings)", () => {
  const noonUtc = '2026-11-24T12:00:00Z'
  afterEach(() => setDisplayTimeZone(null))

  it('shows dates in the zone the console was given, or the one asked for', () => {
    expect(formatDateTime(noonUtc, 'Asia/Dubai')).toBe('Nov 24, 2026, 4:00 PM')
    setDisplayTimeZone('America/New_York')
    expect(formatDateTime(noonUtc)).toBe('Nov 24, 2026, 7:00 AM')
    expect(formatDate('2026-11-25T02:00:00Z')).toBe('Nov 24, 2026')
    expect(displayTimeZone()).toBe('America/New_York')
    setDisplayTimeZone('')
    expect(displayTimeZone()).toBeNull()
  })
})
