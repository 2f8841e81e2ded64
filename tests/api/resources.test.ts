import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let admin: string
let manager: string
let agent: string
let viewer: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await startTestApp()
  ;[admin, manager, agent, viewer] = await Promise.all(['admin', 'manager', 'agent', 'viewer'].map((u) => t.login(`${u}@demo.test`)))
  const dev = await t.request('POST', '/api/developers', { token: manager, body: { name: 'Emaar Test', slug: 'emaar-test' } })
  expect(dev.status).toBe(201)
  ids.developer = dev.body.data._id
  for (const [i, first] of ['Zed', 'Yara', 'Xavier'].entries()) {
    const c = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: first, lastName: `Res${i}`, email: `${first.toLowerCase()}@example.test`, phoneCode: '+971', phone: `50123456${i}`, type: 'Client' },
    })
    expect(c.status, JSON.stringify(c.body)).toBe(201)
    ids[first] = c.body.data._id
  }
})
afterAll(() => t?.close())

describe('generic resource API: reads', () => {
  it('lists with the paginator meta', async () => {
    const res = await t.request('GET', '/api/customers', { token: manager, query: { filter: { limit: 2, sort: { firstName: 1 } } } })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
    expect(res.body.meta).toMatchObject({ limit: 2, page: 1, offset: 0, from: 1, hasPrevPage: false, prev: null })
    expect(res.body.meta.total).toBeGreaterThanOrEqual(3)
    const row = res.body.data[0]
    expect(row).toMatchObject({ _id: expect.any(String), asset: expect.any(String), createdAt: expect.any(String) })
  })

  it('answers /one, /{id} and /count', async () => {
    const one = await t.request('GET', '/api/customers/one', { token: manager, query: { filter: { query: { firstName: 'Yara' } } } })
    expect(one.body.data).toMatchObject({ _id: ids.Yara, firstName: 'Yara', fullName: 'Yara Res1', phoneNumber: '+971501234561' })
    const byId = await t.request('GET', `/api/customers/${ids.Zed}`, { token: manager })
    expect(byId.body.data).toMatchObject({ _id: ids.Zed, email: 'zed@example.test' })
    const count = await t.request('GET', '/api/customers/count', { token: manager, query: { filter: { query: { lastName: { $regex: 'res' } } } } })
    expect(count.body).toEqual({ data: 3 })
  })
})

describe('generic resource API: access', () => {
  it('answers 401 without a token and 403 without the view key', async () => {
    expect((await t.request('GET', '/api/customers')).status).toBe(401)
    expect((await t.request('GET', '/api/customers', { token: viewer })).status).toBe(403)
    expect((await t.request('GET', '/api/properties/listings', { token: viewer })).status).toBe(200)
    expect((await t.request('POST', '/api/developers', { token: viewer, body: { name: 'Nope' } })).status).toBe(403)
  })

  it('hides sensitive fields from a caller without VIEW_SENSITIVE_INFORMATION', async () => {
    const res = await t.request('GET', `/api/customers/${ids.Zed}`, { token: agent })
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBeUndefined()
    expect(res.body.data.phoneNumber).toBeUndefined()
    const all = await t.request('GET', '/api/customers', { token: admin })
    expect(all.body.data.find((c: any) => c._id === ids.Zed).email).toBe('zed@example.test')
  })
})
