import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

describe('login and session', () => {
  it('answers the health check once migrated', async () => {
    const res = await t.request('GET', '/api/health')
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('ok')
  })

  it('logs in a demo user and answers the profile', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'agent@demo.test', password: 'demopass1' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.accessToken).toMatch(/^[\w-]{40,}$/)
    expect(res.body.data.profile).toMatchObject({ email: 'agent@demo.test', role: { code: 'AGENT' } })
    expect(JSON.stringify(res.body)).not.toContain('password')
  })

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const a = await t.request('POST', '/api/auth/login', { body: { email: 'nobody@demo.test', password: 'demopass1' } })
    const b = await t.request('POST', '/api/auth/login', { body: { email: 'agent@demo.test', password: 'wrong-pass' } })
    expect(a.status).toBe(401)
    expect(b.status).toBe(401)
    expect(a.body.message).toBe(b.body.message)
  })

  it('rejects calls without a token and with a logged-out token', async () => {
    expect((await t.request('GET', '/api/profile')).status).toBe(401)
    const token = await t.login('viewer@demo.test')
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(200)
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(401)
  })

  it('rejects a made-up token, a malformed header and an expired session with 401', async () => {
    expect((await t.request('GET', '/api/profile', { token: 'made-up-token' })).status).toBe(401)
    expect((await t.request('GET', '/api/profile', { headers: { authorization: 'Basic abc' } })).status).toBe(401)
    const token = await t.login('viewer@demo.test')
    await t.db.query(`update sessions set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashToken(token),
    ])
    const res = await t.request('GET', '/api/profile', { token })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Unauthorized' })
  })

  it('gives a short session without remember me and a long one with it', async () => {
    const login = (remember: boolean) =>
      t.request('POST', '/api/auth/login', { body: { email: 'agent@demo.test', password: 'demopass1', remember } })
    const hours = async (remember: boolean) =>
      (Date.parse((await login(remember)).body.data.expiresAt) - Date.now()) / 3600_000
    expect(await hours(false)).toBeLessThanOrEqual(12)
    expect(await hours(true)).toBeGreaterThan(24)
  })

  it('records each login in the access log and stores only token hashes', async () => {
    const before = await t.db.query(
      `select count(*)::int as n from access_logs l join users u on u.id = l.user_id where u.email = 'manager@demo.test'`,
    )
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'manager@demo.test', password: 'demopass1' },
      headers: { 'user-agent': 'audit-test' },
    })
    const [row] = await t.db.query(
      `select l.ip, l.user_agent from access_logs l join users u on u.id = l.user_id where u.email = 'manager@demo.test' order by l.created_at desc limit 1`,
    )
    const after = await t.db.query(
      `select count(*)::int as n from access_logs l join users u on u.id = l.user_id where u.email = 'manager@demo.test'`,
    )
    expect(after[0].n).toBe(before[0].n + 1)
    expect(row).toMatchObject({ ip: '127.0.0.1', user_agent: 'audit-test' })
    expect(await t.db.query('select 1 from sessions where token_hash = $1', [res.body.data.accessToken])).toHaveLength(
      0,
    )
    expect(
      await t.db.query('select 1 from sessions where token_hash = $1', [hashToken(res.body.data.accessToken)]),
    ).toHaveLength(1)
  })

  it('answers 400 naming the field for a malformed login body', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 42 } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: any) => e.path)).toEqual(expect.arrayContaining(['email', 'password']))
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
  })
})
