import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('agent@demo.test')
})
afterAll(() => t?.close())

it('answers other requests while a cold sorted cities request is being computed', async () => {
  const order: string[] = []
  const filter = { sort: { latitude: -1, name: 1 }, page: 2, limit: 50 }
  const cities = t.request('GET', '/api/geo/cities', { token, query: { filter } })
  // Sent second, through the same session checks: its database answers queue behind the cities
  // request's, so on the main thread it waited for the 148,000 cities to be built and sorted.
  const profile = t.request('GET', '/api/profile', { token }).then((r) => order.push(`profile ${r.status}`))
  const res = await cities
  order.push(`cities ${res.status}`)
  await profile
  expect(order).toEqual(['profile 200', 'cities 200'])
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(res.body.data).toHaveLength(50)
  expect(res.body.meta).toMatchObject({ page: 2, limit: 50, hasNextPage: true })
  // Latitudes sort as numbers (as text, 69.52587 came before 69.9389).
  const lat = res.body.data.map((c: { latitude: number }) => c.latitude)
  expect(lat).toEqual([...lat].sort((a, b) => b - a))
})

it('answers a bad filter from the geography thread as a 400 naming the field', async () => {
  const res = await t.request('GET', '/api/geo/cities', { token, query: { filter: { sort: { nope: 1 } } } })
  expect(res.status).toBe(400)
  expect(res.body.errors).toEqual([{ path: 'filter.sort.nope', message: "unknown field 'nope'" }])
})
