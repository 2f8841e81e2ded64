import { describe, expect, it } from 'vitest'
import { GEO_SETS, type GeoRow } from '../../src/server/geo/data.ts'
import { GEO_ROWS_PER_TURN, geoPage } from '../../src/server/geo/page.ts'
import { GEO_MAX_PAGE_SIZE } from '../../src/domain/paginate.ts'

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
    it(`sorts like a full sort: ${label}`, async () => {
      const expected = naive(states, keep, Object.entries(sort) as Array<[string, 1 | -1]>).map((r) => r._id)
      const all = await geoPage('states', { sort, query, limit: -1 })
      expect(all.data.map((r) => r._id)).toEqual(expected.slice(0, GEO_MAX_PAGE_SIZE))
      expect(all.meta.total).toBe(expected.length)
      const page3 = await geoPage('states', { sort, query, page: 3, limit: 7 })
      expect(page3.data.map((r) => r._id)).toEqual(expected.slice(14, 21))
    })
  }

  it('pages "all" at the places API\'s largest page, with the total and the pages after it', {
    timeout: 120_000,
  }, async () => {
    const total = GEO_SETS.cities().length
    const first = await geoPage('cities', { limit: -1, select: ['name'] })
    expect(first.data.length).toBe(GEO_MAX_PAGE_SIZE)
    expect(first.meta).toMatchObject({ total, limit: GEO_MAX_PAGE_SIZE, page: 1, hasNextPage: true, next: 2 })
    expect(first.meta.totalPages).toBe(Math.ceil(total / GEO_MAX_PAGE_SIZE))
    const last = await geoPage('cities', { limit: 5000, page: first.meta.totalPages, select: ['name'] })
    expect(last.data.length).toBe(total - (first.meta.totalPages - 1) * GEO_MAX_PAGE_SIZE)
    expect(last.meta.hasNextPage).toBe(false)
  })

  it('lets other requests run every few thousand rows of a scan, so none holds the thread', {
    timeout: 120_000,
  }, async () => {
    let pauses = 0
    const pause = async () => {
      pauses++
    }
    const cities = GEO_SETS.cities()
    const query = { $or: Array.from({ length: 50 }, (_, i) => ({ name: { $regex: `x${i}` } })) }
    await geoPage('cities', { query, limit: 10 }, pause)
    expect(pauses).toBe(Math.floor(cities.length / GEO_ROWS_PER_TURN))
  })

  it('matches a long $in list as it matches each value (any case, null for a missing value)', async () => {
    const cities = GEO_SETS.cities()
    const codes = [...new Set(cities.map((c) => String(c.countryCode)))].slice(0, 300)
    const values = [...codes.map((c, i) => (i % 2 ? c.toLowerCase() : c)), 'nowhere', null]
    const res = await geoPage('cities', { query: { countryCode: { $in: values } }, limit: 1 })
    expect(res.meta.total).toBe(cities.filter((c) => codes.includes(String(c.countryCode))).length)
    const none = await geoPage('states', { query: { countryCode: { $nin: values } }, limit: 1 })
    const stateCodes = new Set(codes.map((c) => c.toUpperCase()))
    expect(none.meta.total).toBe(GEO_SETS.states().filter((s) => !stateCodes.has(String(s.countryCode))).length)
  })

  it("compares text by the order the set sorts by and numbers as numbers, from the bound's place in that order", async () => {
    const states = GEO_SETS.states()
    const collator = new Intl.Collator('en', { numeric: true })
    const byName = await geoPage('states', { query: { name: { $gte: 'M', $lt: 'Pa' } }, limit: 1 })
    expect(byName.meta.total).toBe(
      states.filter(
        (r) =>
          r.name != null && collator.compare(String(r.name), 'M') >= 0 && collator.compare(String(r.name), 'Pa') < 0,
      ).length,
    )
    const north = await geoPage('states', { query: { latitude: { $gt: 50 }, longitude: { $lte: '10.5' } }, limit: 1 })
    expect(north.meta.total).toBe(
      states.filter(
        (r) =>
          r.latitude != null && (r.latitude as number) > 50 && r.longitude != null && (r.longitude as number) <= 10.5,
      ).length,
    )
    expect(north.meta.total).toBeGreaterThan(0)
    await expect(geoPage('states', { query: { latitude: { $gt: 'north' } } })).rejects.toMatchObject({
      statusCode: 400,
    })
  })
})
