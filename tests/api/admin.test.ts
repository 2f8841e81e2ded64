import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { P } from '../../src/domain/permissions.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
let assets: { id: string }[]
beforeAll(async () => {
  t = await startTestApp()
  assets = await t.db.query('select id from assets order by name')
  await t.db.query(`insert into roles (id, code, name, permissions) values ($1, 'USER_ADMIN', 'User Admin', $2)`, [
    newId(),
    [P.USERS_VIEW, P.ROLES_VIEW],
  ])
  await createUser(t, 'useradmin@demo.test', { role: 'USER_ADMIN' })
  await createUser(t, 'second-only@demo.test', { assetIds: [assets[1].id] })
})
afterAll(() => t?.close())

describe('GET /api/admin/users', () => {
  it('lists every user to super access, without secrets', async () => {
    const res = await t.request('GET', '/api/admin/users', {
      token: await t.login('admin@demo.test'),
      query: { filter: { limit: -1, populate: ['role', 'assets'] } },
    })
    expect(res.status).toBe(200)
    const emails = res.body.data.map((u: any) => u.email)
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.test', 'agent@demo.test', 'second-only@demo.test']))
    expect(res.body.meta).toMatchObject({ total: emails.length, page: 1, totalPages: 1 })
    expect(res.body.data.find((u: any) => u.email === 'admin@demo.test')).toMatchObject({
      role: { code: 'SUPER_ADMIN' },
      assets: [{ _id: expect.any(String), name: expect.any(String) }, expect.any(Object)],
    })
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|\$argon2/i)
  })

  it('refuses a non-super USERS_VIEW holder: users span assets, so only super access reads them', async () => {
    const token = await t.login('useradmin@demo.test')
    for (const path of ['', '/search?q=agent', '/count', '/one', '/export'])
      expect((await t.request('GET', `/api/admin/users${path}`, { token })).status, path).toBe(403)
  })

  it('finds users by part of the e-mail or name (the search route), wildcards taken literally', async () => {
    const token = await t.login('admin@demo.test')
    const find = async (search: string) =>
      (await t.request('GET', '/api/admin/users/search', { token, query: { search, filter: { limit: -1 } } })).body
    expect((await find('MANAGER@')).data.map((u: any) => u.email)).toEqual(['manager@demo.test'])
    expect((await find('Aisha')).data.map((u: any) => u.email)).toEqual(['agent@demo.test'])
    expect((await find('%')).meta.total).toBe(0)
  })

  it('answers 403 without USERS_VIEW and 401 without a session', async () => {
    expect((await t.request('GET', '/api/admin/users', { token: await t.login('manager@demo.test') })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/users')).status).toBe(401)
  })
})

describe('GET /api/admin/roles', () => {
  it('lists the roles to ROLES_VIEW holders and refuses others', async () => {
    const res = await t.request('GET', '/api/admin/roles', { token: await t.login('useradmin@demo.test') })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r: any) => r.code)).toEqual(
      expect.arrayContaining(['SUPER_ADMIN', 'MANAGER', 'AGENT', 'VIEWER', 'USER_ADMIN']),
    )
    expect(res.body.data.find((r: any) => r.code === 'VIEWER').permissions).toContain(P.LEADS_REPORT_VIEW)
    expect((await t.request('GET', '/api/admin/roles', { token: await t.login('viewer@demo.test') })).status).toBe(403)
  })
})
