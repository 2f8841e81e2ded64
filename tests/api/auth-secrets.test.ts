import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_LOGIN } from '../../src/server/auth/routes.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { mailsTo } from './helpers/outbox.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

describe('secrets never leave the server', () => {
  it('no auth, profile, asset or admin answer carries a password hash or a stored token hash', async () => {
    const token = await t.login('admin@demo.test')
    await t.request('POST', '/api/auth/forgot-password', { body: { email: 'admin@demo.test' } })
    const me = (await t.request('GET', '/api/profile', { token })).body.data._id
    const answers = [
      await t.request('POST', '/api/auth/login', { body: { email: 'admin@demo.test', password: 'demopass1' } }),
      await t.request('GET', '/api/profile', { token }),
      await t.request('PATCH', '/api/profile', { token, body: { lastName: 'Admin' } }),
      await t.request('POST', '/api/profile/intercom-hash', { token, body: { userId: me } }),
      await t.request('GET', '/api/profile/access-logs', { token }),
      await t.request('GET', '/api/assets', { token }),
      await t.request('GET', '/api/admin/users', { token, query: { filter: { limit: -1 } } }),
      await t.request('GET', '/api/admin/roles', { token }),
      await t.request('GET', '/api/admin/users-access-logs', { token }),
    ]
    const hashes = [
      ...(await t.db.query('select password_hash as h from users')),
      ...(await t.db.query('select token_hash as h from sessions')),
      ...(await t.db.query('select token_hash as h from password_resets')),
    ].map((r) => r.h as string)
    expect(hashes.length).toBeGreaterThan(5)
    for (const res of answers) {
      expect(res.status).toBe(200)
      const text = JSON.stringify(res.body)
      expect(text).not.toMatch(/password_?hash|token_?hash|\$argon2/i)
      for (const h of hashes) expect(text).not.toContain(h)
    }
  })
})

describe('disabled users', () => {
  it('lose their sessions, cannot log in (same message) and get no reset mail', async () => {
    const id = await createUser(t, 'disabled@demo.test')
    const token = await t.login('disabled@demo.test')
    await t.db.query('update users set enabled = false where id = $1', [id])
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(401)
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'disabled@demo.test', password: 'demopass1' },
    })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe(INVALID_LOGIN)
    expect(
      (await t.request('POST', '/api/auth/forgot-password', { body: { email: 'disabled@demo.test' } })).status,
    ).toBe(200)
    // no reset row, so no mail will follow the answer either
    expect(await t.db.query('select 1 from password_resets where user_id = $1', [id])).toEqual([])
    expect(mailsTo(t.dataDir, 'disabled@demo.test')).toHaveLength(0)
  })
})
