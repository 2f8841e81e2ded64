import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS, RESET_REQUEST_LIMIT } from '../../src/server/auth/throttle.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

// Its own server: the per-address counter blocks every login from 127.0.0.1 once used up.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const login = (email: string, password: string) => t.request('POST', '/api/auth/login', { body: { email, password } })

describe('login throttling', () => {
  it('blocks an e-mail after too many failures from one address, even with the right password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max; i++) expect((await login('manager@demo.test', 'wrong-pass')).status).toBe(401)
    const blocked = await login('manager@demo.test', 'demopass1')
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ statusCode: 429, message: 'Too many login attempts. Please try again in 1 minute.' })
    // the e-mail is matched case-insensitively, other e-mails are not affected
    expect((await login(' MANAGER@demo.test', 'demopass1')).status).toBe(429)
    expect((await login('agent@demo.test', 'demopass1')).status).toBe(200)
  })

  it('does not count successful logins', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail.max + 2; i++) expect((await login('viewer@demo.test', 'demopass1')).status).toBe(200)
  })

  it('blocks an address after too many failures over any e-mails', async () => {
    let status = 0
    let attempts = 0
    for (; attempts < LOGIN_LIMITS.perAddress.max + 1 && status !== 429; attempts++) {
      status = (await login(`throttle-${attempts}@demo.test`, 'wrong-pass')).status
    }
    expect(status).toBe(429)
    const res = await login('admin@demo.test', 'demopass1')
    expect(res.status).toBe(429)
    expect(res.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/)
  })
})

describe('forgot-password throttling', () => {
  it('limits reset requests per e-mail and address, with our error format', async () => {
    const ask = () => t.request('POST', '/api/auth/forgot-password', { body: { email: 'throttle-reset@demo.test' } })
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) expect((await ask()).status).toBe(200)
    const res = await ask()
    expect(res.status).toBe(429)
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many password reset requests. Please try again in 15 minutes.' })
  })
})
