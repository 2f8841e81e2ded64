import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('agent@demo.test')
})
afterAll(() => t?.close())

const COUNTRIES = {
  select: ['phoneCode', 'name', 'isoCode2', 'isoCode3'],
  query: { phoneCode: { $ne: null }, name: { $ne: null }, isoCode2: { $ne: null }, isoCode3: { $ne: null } },
  sort: { name: 1 },
  limit: -1,
}

describe('geography from shipped data', () => {
  it('answers the countries query of spec 1 §7: four fields, non-null, sorted by name', async () => {
    const res = await t.request('GET', '/api/geo/countries', { token, query: { filter: COUNTRIES } })
    expect(res.status).toBe(200)
    const rows = res.body.data
    expect(rows.length).toBeGreaterThan(200)
    expect(Object.keys(rows[0]).sort()).toEqual(['_id', 'isoCode2', 'isoCode3', 'name', 'phoneCode'])
    expect(rows.find((r: any) => r.isoCode2 === 'AE')).toMatchObject({
      name: 'United Arab Emirates',
      isoCode3: 'ARE',
      phoneCode: '971',
    })
    expect(rows.find((r: any) => r.isoCode2 === 'AI').phoneCode).toBe('1')
    for (const r of rows) for (const v of Object.values(r)) expect(v).not.toBeNull()
    const names = rows.map((r: any) => r.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })))
    expect(res.body.meta).toMatchObject({ total: rows.length, page: 1, totalPages: 1 })
  })

  it('states and cities of a country, paged', async () => {
    const states = await t.request('GET', '/api/geo/states', {
      token,
      query: { filter: { query: { countryCode: 'AE' }, limit: -1 } },
    })
    expect(states.body.data.map((s: any) => s.name)).toContain('Dubai')
    const cities = await t.request('GET', '/api/geo/cities', {
      token,
      query: { filter: { query: { countryCode: 'AE', stateCode: 'DU' }, page: 1, limit: 5 } },
    })
    expect(cities.body.data.map((c: any) => c.name)).toContain('Dubai')
    expect(cities.body.meta.limit).toBe(5)
  })

  it('currencies, time zones and languages', async () => {
    const cur = await t.request('GET', '/api/geo/currencies', { token, query: { filter: { query: { code: 'AED' } } } })
    expect(cur.body.data[0]).toMatchObject({
      id: 'AED',
      code: 'AED',
      isoCode: 'AED',
      name: 'United Arab Emirates Dirham',
    })
    const tz = await t.request('GET', '/api/geo/timezones', {
      token,
      query: { filter: { query: { $text: { $search: 'dubai' } } } },
    })
    expect(tz.body.data[0]).toMatchObject({ name: 'Asia/Dubai', offset: 'GMT+04:00' })
    const lang = await t.request('GET', '/api/geo/languages', {
      token,
      query: { filter: { query: { isoCode: 'ar' } } },
    })
    expect(lang.body.data[0]).toMatchObject({ id: 'ar', name: 'Arabic', isoCode: 'ar' })
    expect(lang.body.data[0].nativeName).toBeTruthy()
  })

  it('a bad filter is a 400 and login is required', async () => {
    expect((await t.request('GET', '/api/geo/countries', { token, query: { filter: '{oops' } })).status).toBe(400)
    expect(
      (await t.request('GET', '/api/geo/countries', { token, query: { filter: { query: { nope: 1 } } } })).status,
    ).toBe(400)
    expect(
      (await t.request('GET', '/api/geo/countries', { token, query: { filter: { sort: { nope: 1 } } } })).status,
    ).toBe(400)
    expect((await t.request('GET', '/api/geo/countries')).status).toBe(401)
  })
})
