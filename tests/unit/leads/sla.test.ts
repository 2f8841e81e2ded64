import { describe, expect, it } from 'vitest'
import { deriveSlaStage, slaTimeLeft } from '../../../src/domain/leads/sla.ts'
import { formatDuration } from '../../../src/domain/format.ts'
import { i18n } from '../../../src/domain/i18n/index.ts'

const now = Date.parse('2026-01-10T12:00:00Z')
const min = 60_000
const iso = (t: number) => new Date(t).toISOString()

describe('deriveSlaStage (spec 1 §4)', () => {
  it("is '-' when either SLA date is missing", () => {
    expect(deriveSlaStage({ initialSlaEndDate: null, freePoolSlaEndDate: iso(now + min) }, now)).toBe('-')
    expect(deriveSlaStage({ initialSlaEndDate: iso(now + min) }, now)).toBe('-')
    expect(deriveSlaStage({ initialSlaEndDate: 'not a date', freePoolSlaEndDate: iso(now) }, now)).toBe('-')
  })
  it("is 'Manager' when assigned from the lead pool, whatever the dates", () => {
    expect(
      deriveSlaStage(
        { initialSlaEndDate: iso(now + min), freePoolSlaEndDate: iso(now + 2 * min), isAssignedFromLeadPool: true },
        now,
      ),
    ).toBe('Manager')
    expect(
      deriveSlaStage(
        { initialSlaEndDate: iso(now - 9 * min), freePoolSlaEndDate: iso(now - min), isAssignedFromLeadPool: true },
        now,
      ),
    ).toBe('Manager')
  })
  it("is 'Initial' while the initial end is not before now (boundary included)", () => {
    expect(deriveSlaStage({ initialSlaEndDate: iso(now + 1), freePoolSlaEndDate: iso(now + min) }, now)).toBe('Initial')
    expect(deriveSlaStage({ initialSlaEndDate: iso(now), freePoolSlaEndDate: iso(now + min) }, now)).toBe('Initial')
    expect(
      deriveSlaStage({ initialSlaEndDate: new Date(now), freePoolSlaEndDate: new Date(now + min) }, new Date(now)),
    ).toBe('Initial')
  })
  it("is 'Lead Pool' once the initial end passed while the pool end has not (boundary included)", () => {
    expect(deriveSlaStage({ initialSlaEndDate: iso(now - 1), freePoolSlaEndDate: iso(now + min) }, now)).toBe(
      'Lead Pool',
    )
    expect(deriveSlaStage({ initialSlaEndDate: iso(now - 1), freePoolSlaEndDate: iso(now) }, now)).toBe('Lead Pool')
  })
  it("is '-' after both ends passed", () => {
    expect(deriveSlaStage({ initialSlaEndDate: iso(now - 2), freePoolSlaEndDate: iso(now - 1) }, now)).toBe('-')
  })
  it('uses the accepted time instead of now for an accepted lead', () => {
    const base = { initialSlaEndDate: iso(now - 10 * min), freePoolSlaEndDate: iso(now - 5 * min), isAccepted: true }
    expect(deriveSlaStage({ ...base, acceptedAt: iso(now - 10 * min) }, now)).toBe('Initial')
    expect(deriveSlaStage({ ...base, acceptedAt: iso(now - 10 * min + 1) }, now)).toBe('Lead Pool')
    expect(deriveSlaStage({ ...base, acceptedAt: iso(now - 5 * min) }, now)).toBe('Lead Pool')
    expect(deriveSlaStage({ ...base, acceptedAt: iso(now - 5 * min + 1) }, now)).toBe('-')
    // accepted flag without a time falls back to now
    expect(deriveSlaStage({ ...base, acceptedAt: null }, now)).toBe('-')
  })
})

describe('slaTimeLeft and formatDuration (the live countdowns)', () => {
  const now = Date.parse('2026-01-01T10:00:00Z')
  const at = (min: number) => new Date(now + min * 60_000).toISOString()
  it('counts to the initial end in Initial, to the pool end in Lead Pool, nothing once accepted or with the manager', () => {
    expect(slaTimeLeft({ initialSlaEndDate: at(12), freePoolSlaEndDate: at(72) }, now)).toBe(12 * 60_000)
    expect(slaTimeLeft({ initialSlaEndDate: at(-1), freePoolSlaEndDate: at(30) }, now)).toBe(30 * 60_000)
    expect(
      slaTimeLeft({ initialSlaEndDate: at(12), freePoolSlaEndDate: at(72), isAccepted: true, acceptedAt: at(-1) }, now),
    ).toBeNull()
    expect(
      slaTimeLeft({ initialSlaEndDate: at(12), freePoolSlaEndDate: at(72), isAssignedFromLeadPool: true }, now),
    ).toBeNull()
    expect(slaTimeLeft({ initialSlaEndDate: at(-60), freePoolSlaEndDate: at(-1) }, now)).toBeNull()
  })
  it('reads in one format, the largest unit that says it: seconds, minutes, hours and minutes, days and hours (never a clock)', async () => {
    expect(formatDuration(38_000)).toBe('38 s')
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(17 * 60_000 + 4_000)).toBe('17 min')
    expect(formatDuration(65 * 60_000)).toBe('1 h 05 min')
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h')
    expect(formatDuration(-5_000)).toBe('0 s')
    await i18n.changeLanguage('ar')
    try {
      expect([38_000, 17 * 60_000 + 4_000, 65 * 60_000].map((ms) => formatDuration(ms))).toEqual([
        '38 ث',
        '17 د',
        '1 س 05 د',
      ])
    } finally {
      await i18n.changeLanguage('en')
    }
  })
})
