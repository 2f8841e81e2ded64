import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const meta = {
  total: expect.any(Number),
  offset: expect.any(Number),
  limit: expect.any(Number),
  totalPages: expect.any(Number),
  page: expect.any(Number),
  from: expect.any(Number),
  hasPrevPage: expect.any(Boolean),
  hasNextPage: expect.any(Boolean),
}

describe('GET /api/profile/access-logs', () => {
  it("answers the caller's own logins, newest first, with the paginator meta", async () => {
    await createUser(t, 'logs1@demo.test')
    for (const ua of ['browser-1', 'browser-2', 'browser-3']) {
      await t.request('POST', '/api/auth/login', {
        body: { email: 'logs1@demo.test', password: 'demopass1' },
        headers: { 'user-agent': ua },
      })
    }
    const token = await t.login('logs1@demo.test')
    await t.login('agent@demo.test') // someone else's login must not show
    const res = await t.request('GET', '/api/profile/access-logs', { token, query: { filter: { page: 1, limit: 2 } } })
    expect(res.status).toBe(200)
    expect(res.body.meta).toMatchObject({
      ...meta,
      total: 4,
      page: 1,
      limit: 2,
      totalPages: 2,
      hasNextPage: true,
      next: 2,
      prev: null,
      from: 1,
    })
    expect(res.body.data).toHaveLength(2)
    expect(res.body.data[0]).toMatchObject({
      action: 'login',
      ip: '127.0.0.1',
      asset: { _id: expect.any(String), name: expect.any(String) },
      user: { email: 'logs1@demo.test' },
    })
    const page2 = await t.request('GET', '/api/profile/access-logs', {
      token,
      query: { filter: { page: 2, limit: 2 } },
    })
    expect(page2.body.data.map((r: any) => r.userAgent)).toEqual(['browser-2', 'browser-1'])
    expect(page2.body.meta).toMatchObject({ hasPrevPage: true, prev: 1, hasNextPage: false, from: 3 })
    const all = await t.request('GET', '/api/profile/access-logs', { token })
    expect(all.body.meta).toMatchObject({ page: 1, limit: 20, total: 4 })
    expect(Date.parse(all.body.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all.body.data[3].createdAt))
  })

  it('answers 401 without a session and 400 for a malformed filter', async () => {
    expect((await t.request('GET', '/api/profile/access-logs')).status).toBe(401)
    const token = await t.login('viewer@demo.test')
    const bad = await t.request('GET', '/api/profile/access-logs', { token, query: { filter: '{"page":' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('filter')
    const unknown = await t.request('GET', '/api/profile/access-logs', {
      token,
      query: { filter: { query: { userId: 'x' } } },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0].path).toBe('filter.query.userId')
  })
})

describe('GET /api/admin/users-access-logs', () => {
  it("answers everyone's logins to super access, narrowed by user on request", async () => {
    const token = await t.login('admin@demo.test')
    const res = await t.request('GET', '/api/admin/users-access-logs', {
      token,
      query: { filter: { limit: 100, populate: 'user' } },
    })
    expect(res.status).toBe(200)
    const emails = new Set(res.body.data.map((r: any) => r.user.email))
    expect(emails).toContain('agent@demo.test')
    expect(emails).toContain('admin@demo.test')
    const [agent] = await t.db.query(`select id from users where email = 'agent@demo.test'`)
    const one = await t.request('GET', '/api/admin/users-access-logs', {
      token,
      query: { filter: { query: { user: agent.id } } },
    })
    expect(one.body.data.length).toBeGreaterThan(0)
    expect(one.body.data.every((r: any) => r.user === agent.id)).toBe(true)
    const bad = await t.request('GET', '/api/admin/users-access-logs', {
      token,
      query: { filter: { query: { user: 'nope' } } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('filter.query.user.$eq')
  })

  it('answers 403 to every non-super role', async () => {
    for (const email of ['manager@demo.test', 'agent@demo.test', 'viewer@demo.test']) {
      expect((await t.request('GET', '/api/admin/users-access-logs', { token: await t.login(email) })).status).toBe(403)
    }
  })
})
