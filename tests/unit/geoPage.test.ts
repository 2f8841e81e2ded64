import { describe, expect, it } from 'vitest'
import { GEO_SETS, type GeoRow } from '../../src/server/geo/data.ts'
import { geoPage } from '../../src/server/geo/page.ts'

/** What the precomputed orders must equal: a stable sort of the matches by each key in turn. */
function naive(rows: GeoRow[], keep: (r: GeoRow) => boolean, sort: Array<[string, 1 | -1]>): GeoRow[] {
  const collator = new Intl.Collator('en', { numeric: true })
  const cmp = (a: unknown, b: unknown) =>
    typeof a === 'number' || typeof b === 'number'
      ? a == null
        ? b == null
          ? 0
          : -1
        : b == null
          ? 1
          : (a as number) - (b as number)
      : collator.compare(String(a ?? ''), String(b ?? ''))
  return rows.filter(keep).sort((a, b) => {
    for (const [k, d] of sort) {
      const c = cmp(a[k], b[k])
      if (c) return c * d
    }
    return 0
  })
}

describe('geography pages from precomputed orders', () => {
  const states = GEO_SETS.states()
  const cases: Array<[string, Record<string, 1 | -1>, (r: GeoRow) => boolean, Record<string, unknown>]> = [
    ['name ascending', { name: 1 }, () => true, {}],
    ['name descending', { name: -1 }, () => true, {}],
    ['country descending then name', { countryCode: -1, name: 1 }, () => true, {}],
    ['latitude (numbers) within a country', { latitude: 1 }, (r) => r.countryCode === 'AE', { countryCode: 'AE' }],
    [
      'isoCode then latitude descending',
      { isoCode: 1, latitude: -1 },
      (r) => [r.name, r.isoCode].some((v) => String(v).toLowerCase().includes('al')),
      { $text: { $search: 'al' } },
    ],
  ]
  for (const [label, sort, keep, query] of cases) {
    it(`sorts like a full sort: ${label}`, () => {
      const expected = naive(states, keep, Object.entries(sort) as Array<[string, 1 | -1]>).map((r) => r._id)
      const all = geoPage('states', { sort, query, limit: -1 })
      expect(all.data.map((r) => r._id)).toEqual(expected.slice(0, 10000))
      expect(all.meta.total).toBe(expected.length)
      const page3 = geoPage('states', { sort, query, page: 3, limit: 7 })
      expect(page3.data.map((r) => r._id)).toEqual(expected.slice(14, 21))
    })
  }

  it('caps "all" at the lists\' maximum and keeps the total', () => {
    const res = geoPage('cities', { limit: -1, select: ['name'] })
    expect(res.data.length).toBe(10000)
    expect(res.meta.total).toBe(GEO_SETS.cities().length)
  })
})
