import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * A registry text search counts its matches only up to a cap: past 10,000 its total is a lower
 * bound the meta says so (`totalIsLowerBound`), with a next page; below it, or paging past it, the total is exact.
 */
let t: TestApp
let manager: string
const MATCHING = 10_005

beforeAll(async () => {
  t = await startTestApp()
  const demo = await t.demo()
  manager = demo.manager
  await t.db.tx(async (q) => {
    await q.query(`select set_config('app.audit', 'off', true)`)
    await q.query(
      `insert into developers (id, asset_id, name) select gen_random_uuid(), $1, 'Capped Dev ' || lpad(g::text, 5, '0') from generate_series(1, $2::int) g`,
      [demo.firstAsset, MATCHING],
    )
  })
})
afterAll(() => t?.close())

const search = (text: string, page = 1, path = '/api/developers') =>
  t.request('GET', path, {
    token: manager,
    query: { filter: { page, limit: 20, query: { $text: { $search: text } } } },
  })

describe('a text search over many matches', () => {
  it('answers "10,000 or more" as a lower bound with a next page, and the first page in the sort', async () => {
    for (const res of [
      await search('Capped Dev'),
      await t.request('GET', '/api/developers/search', {
        token: manager,
        query: { search: 'Capped Dev', filter: { limit: 20 } },
      }),
    ]) {
      expect(res.status).toBe(200)
      expect(res.body.meta).toMatchObject({
        total: 10_000,
        totalIsLowerBound: true,
        totalPages: 500,
        page: 1,
        hasNextPage: true,
        next: 2,
      })
      expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Capped Dev ${String(i + 1).padStart(5, '0')}`),
      )
    }
    // the last page within the cap still has a next one
    expect((await search('Capped Dev', 500)).body.meta).toMatchObject({
      totalIsLowerBound: true,
      hasNextPage: true,
      next: 501,
    })
  })

  it('counts exactly past the cap when paging there, and under it', async () => {
    const last = await search('Capped Dev', 501)
    expect(last.body.meta).toMatchObject({ total: MATCHING, page: 501, hasNextPage: false })
    expect(last.body.meta).not.toHaveProperty('totalIsLowerBound')
    expect(last.body.data).toHaveLength(5)
    const few = await search('Capped Dev 0999')
    expect(few.body.meta).toMatchObject({ total: 10, hasNextPage: false })
    expect(few.body.meta).not.toHaveProperty('totalIsLowerBound')
    // under the cap, counted and sorted in one pass: a later page in the asked sort, and a page past the last match
    const sorted = (page: number) =>
      t.request('GET', '/api/developers', {
        token: manager,
        query: { filter: { page, limit: 4, sort: { name: -1 }, query: { $text: { $search: 'Capped Dev 0999' } } } },
      })
    const second = await sorted(2)
    expect(second.body.data.map((r: { name: string }) => r.name)).toEqual([
      'Capped Dev 09995',
      'Capped Dev 09994',
      'Capped Dev 09993',
      'Capped Dev 09992',
    ])
    expect(second.body.meta).toMatchObject({ total: 10, page: 2, hasNextPage: true })
    const past = await sorted(4)
    expect(past.body.data).toEqual([])
    expect(past.body.meta).toMatchObject({ total: 10, page: 4, hasNextPage: false })
    // a list without a search keeps its exact total
    const all = await t.request('GET', '/api/developers', { token: manager, query: { filter: { limit: 20 } } })
    expect(all.body.meta.total).toBeGreaterThan(MATCHING)
    expect(all.body.meta).not.toHaveProperty('totalIsLowerBound')
  })
})
