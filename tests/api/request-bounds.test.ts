import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILTER_LIMITS } from '../../src/domain/filterLimits.ts'
import { GEO_MAX_PAGE_SIZE } from '../../src/domain/paginate.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The rule "no request blocks another for more than 100 ms", by what makes it hold rather than by timing
 * (machines are noisy; `npm run bench -- responsiveness` prints the figures): every reader of a `filter`
 * refuses one over its bounds before evaluating it, the big dictionaries come in pages, and the heaviest
 * request the places thread accepts lets a light one and the health probe answer before it completes.
 */
let t: TestApp
let manager: string
beforeAll(async () => {
  t = await startTestApp()
  ;({ manager } = await t.demo())
})
afterAll(() => t?.close())

const AR = { 'X-Language': 'ar' }
const get = (path: string, filter: unknown, headers: Record<string, string> = {}) =>
  t.request('GET', path, { token: manager, query: { filter }, headers })
/** Two-letter codes, then numbered ones: as many distinct values as asked. */
const codes = (n: number) =>
  Array.from({ length: n }, (_, i) => (i < 676 ? String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)) : `Z${i}`))
/** n conditions in one $or: a substring of the name each (the places thread's costliest test). */
const branches = (n: number) => ({ $or: Array.from({ length: n }, (_, i) => ({ name: { $regex: `q${i}` } })) })

describe('every filter is bounded, with a sentence in the reader’s language', () => {
  it(`values in one list: at most ${FILTER_LIMITS.values}`, async () => {
    const tooMany = { query: { countryCode: { $in: codes(800) } } }
    const geo = await get('/api/geo/cities', tooMany)
    expect(geo.status).toBe(400)
    expect(geo.body).toEqual({
      statusCode: 400,
      message: 'Country Code can have at most 500 values.',
      errors: [{ path: 'filter.query.countryCode.$in', message: 'Country Code can have at most 500 values.' }],
    })
    expect((await get('/api/geo/cities', tooMany, AR)).body.message).toBe(
      'يمكن أن يحتوي Country Code على 500 قيمة على الأكثر.',
    )
    const customers = await get('/api/customers', { query: { fullName: { $nin: codes(FILTER_LIMITS.values + 1) } } })
    expect(customers.status).toBe(400)
    expect(customers.body.errors).toEqual([
      { path: 'filter.query.fullName.$nin', message: 'Full Name can have at most 500 values.' },
    ])
    const report = await get('/api/properties/leads', { query: { source: codes(FILTER_LIMITS.values + 1) } })
    expect(report.status).toBe(400)
    expect(report.body.errors).toEqual([
      { path: 'filter.query.source', message: 'Source can have at most 500 values.' },
    ])
    // at the bound: answered
    expect((await get('/api/geo/cities', { query: { countryCode: { $in: codes(500) } } })).status).toBe(200)
  })

  it(`conditions in the whole query, $or branches included: at most ${FILTER_LIMITS.conditions}`, async () => {
    for (const path of ['/api/geo/cities', '/api/customers']) {
      const query =
        path === '/api/customers' ? { $or: branches(101).$or.map(() => ({ fullName: 'x' })) } : branches(101)
      const res = await get(path, { query })
      expect(res.status, path).toBe(400)
      expect(res.body.errors, path).toEqual([
        { path: 'filter.query.$or.100', message: 'A filter can have at most 100 conditions.' },
      ])
    }
    // nested, and counted over the whole query
    const nested = await get('/api/customers', {
      query: { fullName: 'x', $and: [{ $or: Array.from({ length: 100 }, () => ({ fullName: 'y' })) }] },
    })
    expect(nested.body.errors).toEqual([
      { path: 'filter.query.$and.0.$or.99', message: 'A filter can have at most 100 conditions.' },
    ])
    expect((await get('/api/customers', { query: {}, limit: 1 }, AR)).status).toBe(200)
    expect((await get('/api/geo/cities', { query: branches(101) }, AR)).body.message).toBe(
      'يمكن أن يحتوي عامل التصفية على 100 شرط على الأكثر.',
    )
  })

  it(`a text pattern: at most ${FILTER_LIMITS.pattern} characters`, async () => {
    const long = 'a'.repeat(FILTER_LIMITS.pattern + 1)
    const geo = await get('/api/geo/cities', { query: { name: { $regex: long } } })
    expect(geo.body).toMatchObject({ statusCode: 400, message: 'Name can be at most 200 characters.' })
    const search = await get('/api/customers', { query: { $text: { $search: long } } })
    expect(search.body.errors).toEqual([
      { path: 'filter.query.$text.$search', message: 'Search can be at most 200 characters.' },
    ])
  })
})

describe('the big dictionaries come in pages', () => {
  it(`a page of places holds at most ${GEO_MAX_PAGE_SIZE}, "all" included; the sets the console reads whole fit in one`, async () => {
    const cities = await get('/api/geo/cities', { limit: -1, select: ['name'] })
    expect(cities.status).toBe(200)
    expect(cities.body.data).toHaveLength(GEO_MAX_PAGE_SIZE)
    expect(cities.body.meta).toMatchObject({ page: 1, limit: GEO_MAX_PAGE_SIZE, hasNextPage: true, next: 2 })
    expect(cities.body.meta.total).toBeGreaterThan(100_000)
    const next = await get('/api/geo/cities', { limit: -1, page: 2, select: ['name'] })
    expect(next.body.data).toHaveLength(GEO_MAX_PAGE_SIZE)
    expect(next.body.data[0]).not.toEqual(cities.body.data[0])
    for (const set of ['countries', 'currencies', 'timezones', 'languages']) {
      const all = await get(`/api/geo/${set}`, { limit: -1 })
      expect(all.body.meta, set).toMatchObject({ totalPages: 1, hasNextPage: false })
      expect(all.body.data, set).toHaveLength(all.body.meta.total)
    }
  })
})

describe('no request holds another', () => {
  /** The order in which the requests answered. */
  async function race(requests: Record<string, () => Promise<{ status: number }>>) {
    const order: string[] = []
    await Promise.all(
      Object.entries(requests).map(async ([label, send]) => order.push(`${label} ${(await send()).status}`)),
    )
    return order
  }
  const health = () => fetch(`${t.url}/api/health`)

  it('the heaviest places request lets a light lookup and the health probe answer before it completes', async () => {
    // sent first: 100 substring conditions over the 148,000 cities, the most a filter may ask
    const order = await race({
      heavy: () => get('/api/geo/cities', { query: branches(FILTER_LIMITS.conditions), limit: 10 }),
      light: () =>
        new Promise((r) => setTimeout(r, 10)).then(() => get('/api/geo/currencies', { query: { code: 'AED' } })),
      health: () => new Promise((r) => setTimeout(r, 10)).then(health),
    })
    expect(order.slice().sort()).toEqual(['health 200', 'heavy 200', 'light 200'])
    expect(order[2]).toBe('heavy 200')
  })

  it('the biggest listing dictionary (a country’s 14,000 cities) is built off the server’s loop', async () => {
    const order = await race({
      heavy: () => get('/api/properties/listings/cities', { query: { country: 'US' }, limit: -1 }),
      health: () => new Promise((r) => setTimeout(r, 10)).then(health),
    })
    expect(order).toEqual(['health 200', 'heavy 200'])
    const all = await get('/api/properties/listings/cities', { query: { country: 'US' }, limit: -1 })
    expect(all.body.data.length).toBeGreaterThan(13_000)
    const names = all.body.data.map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
    expect(all.body.data[0]).toEqual({ _id: expect.any(String), name: names[0], slug: all.body.data[0]._id })
  })
})
