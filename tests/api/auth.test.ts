import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'agent@demo.test', password: 'demopass1' } })
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

  it('answers 400 naming the field for a malformed login body', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 42 } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: any) => e.path)).toEqual(expect.arrayContaining(['email', 'password']))
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
  })
})
