import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { hashToken } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { lastLinkTo, mailsTo } from './helpers/outbox.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const forgot = (email: string, type?: string) =>
  t.request('POST', '/api/auth/forgot-password', { body: { email, type } })

describe('forgot password', () => {
  it('answers alike for a known and an unknown e-mail, and mails only the known one', async () => {
    await createUser(t, 'forgot1@demo.test')
    const known = await forgot('forgot1@demo.test')
    const unknown = await forgot('nobody-here@demo.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    await lastLinkTo(t.dataDir, 'forgot1@demo.test')
    expect(mailsTo(t.dataDir, 'forgot1@demo.test')).toHaveLength(1)
    expect(mailsTo(t.dataDir, 'nobody-here@demo.test')).toHaveLength(0)
  })

  it('mails a reset link to the public URL and stores only the token hash', async () => {
    await createUser(t, 'forgot2@demo.test')
    await forgot('Forgot2@Demo.test')
    const link = await lastLinkTo(t.dataDir, 'forgot2@demo.test')
    expect(link.pathname).toBe('/auth/reset-password')
    expect(link.searchParams.get('email')).toBe('forgot2@demo.test')
    const token = link.searchParams.get('token')!
    expect(token).toMatch(/^[\w-]{40,}$/)
    const rows = await t.db.query('select token_hash from password_resets where token_hash = $1', [hashToken(token)])
    expect(rows).toHaveLength(1)
    expect((await t.db.query('select 1 from password_resets where token_hash = $1', [token])).length).toBe(0)
  })

  it('answers alike when the SMTP server cannot be reached', async () => {
    const smtpApp = await buildApp(
      { db: t.db, config: { ...loadConfig({}), dataDir: t.dataDir, smtpUrl: 'smtp://127.0.0.1:9' } },
      { logger: false },
    )
    try {
      const ask = async (email: string) =>
        (await smtpApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).json()
      const known = await ask('agent@demo.test')
      expect(known).toEqual(await ask('nobody-here@demo.test'))
      expect(known.data.success).toBe(true)
    } finally {
      await smtpApp.close()
    }
  })

  it('answers before the mail is sent: a mail server that never greets does not hold the answer', async () => {
    const connections = new Set<net.Socket>()
    const silent = net.createServer((socket) => connections.add(socket))
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const smtpUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`
    const smtpApp = await buildApp(
      { db: t.db, config: { ...loadConfig({}), dataDir: t.dataDir, smtpUrl } },
      { logger: false },
    )
    try {
      const res = await smtpApp.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'manager@demo.test' },
      })
      expect(res.statusCode).toBe(200)
      // the mail is on its way, to a server that has not said a word yet
      await vi.waitFor(() => expect(connections.size).toBe(1))
    } finally {
      for (const socket of connections) socket.destroy()
      await smtpApp.close() // waits for the mail, which has now failed
      await new Promise((r) => silent.close(r))
    }
  })

  it('logs that a reset mail was written, never its link (nor the link when it is opened)', async () => {
    const lines: string[] = []
    const config = { ...loadConfig({}), dataDir: t.dataDir, logLevel: 'debug' }
    const loggedApp = await buildApp({ db: t.db, config }, { logStream: { write: (line) => lines.push(line) } })
    try {
      await createUser(t, 'logged@demo.test')
      const res = await loggedApp.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'logged@demo.test' },
      })
      expect(res.statusCode).toBe(200)
      const link = await lastLinkTo(t.dataDir, 'logged@demo.test')
      await loggedApp.inject({ method: 'GET', url: link.pathname + link.search })
      await loggedApp.close()
      const log = lines.join('')
      expect(log).not.toContain(link.searchParams.get('token'))
      expect(log).not.toContain(link.href)
      const entries = lines.map((line) => JSON.parse(line))
      expect(entries.find((e) => e.msg === 'mail written to outbox')).toMatchObject({
        level: 30,
        to: 'logged@demo.test',
        subject: 'Reset your Agency Console password',
        file: expect.stringContaining('outbox'),
      })
      expect(entries.find((e) => e.msg === 'request' && e.method === 'GET')).toMatchObject({
        url: '/auth/reset-password?token=redacted&email=logged%40demo.test',
      })
    } finally {
      await loggedApp.close()
    }
  })

  it('answers 400 naming the field for a bad e-mail', async () => {
    const res = await forgot('not-an-email')
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('email')
  })
})

describe('verify token and reset password', () => {
  it('completes the whole flow: verify, reset, single use, sessions ended, new password works', async () => {
    await createUser(t, 'reset1@demo.test')
    const oldSession = await t.login('reset1@demo.test')
    await forgot('reset1@demo.test')
    const token = (await lastLinkTo(t.dataDir, 'reset1@demo.test')).searchParams.get('token')!

    const ok = await t.request('POST', '/api/auth/verify-token', { token, body: { email: 'reset1@demo.test' } })
    expect(ok.status).toBe(200)
    expect(ok.body.data.valid).toBe(true)

    const reset = await t.request('POST', '/api/auth/reset-password', {
      token,
      body: { password: 'brand-new-pass', confirmPassword: 'brand-new-pass', type: 'oac' },
    })
    expect(reset.status).toBe(200)
    expect(JSON.stringify(reset.body)).not.toContain(token)

    // single use
    const again = await t.request('POST', '/api/auth/reset-password', { token, body: { password: 'another-pass-1' } })
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/invalid or has expired/)
    expect(
      (await t.request('POST', '/api/auth/verify-token', { token, body: { email: 'reset1@demo.test' } })).status,
    ).toBe(400)

    // the old session is over, the old password no longer works, the new one does
    expect((await t.request('GET', '/api/profile', { token: oldSession })).status).toBe(401)
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'reset1@demo.test', password: 'demopass1' } }))
        .status,
    ).toBe(401)
    await t.login('reset1@demo.test', 'brand-new-pass')
  })

  it('refuses a token for another e-mail, a missing token, a made-up token and an expired token', async () => {
    await createUser(t, 'reset2@demo.test')
    await forgot('reset2@demo.test')
    const token = (await lastLinkTo(t.dataDir, 'reset2@demo.test')).searchParams.get('token')!
    const verify = (tok: string | null, email = 'reset2@demo.test') =>
      t.request('POST', '/api/auth/verify-token', { token: tok, body: { email } })
    expect((await verify(token, 'agent@demo.test')).status).toBe(400)
    expect((await verify(null)).status).toBe(400)
    expect((await verify('made-up-token-made-up-token-made-up-token')).status).toBe(400)
    expect((await verify(token)).status).toBe(200)
    await t.db.query(`update password_resets set expires_at = now() - interval '1 minute' where token_hash = $1`, [
      hashToken(token),
    ])
    const expired = await verify(token)
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/invalid or has expired/) })
    expect(
      (await t.request('POST', '/api/auth/reset-password', { token, body: { password: 'brand-new-pass' } })).status,
    ).toBe(400)
  })

  it('answers 400 naming the field for a short password or a different confirmation, and changes nothing', async () => {
    await createUser(t, 'reset3@demo.test')
    await forgot('reset3@demo.test')
    const token = (await lastLinkTo(t.dataDir, 'reset3@demo.test')).searchParams.get('token')!
    const short = await t.request('POST', '/api/auth/reset-password', { token, body: { password: 'short' } })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([{ path: 'password', message: 'Password must be at least 8 characters.' }])
    const differ = await t.request('POST', '/api/auth/reset-password', {
      token,
      body: { password: 'long-enough-1', confirmPassword: 'long-enough-2' },
    })
    expect(differ.status).toBe(400)
    expect(differ.body.errors[0].path).toBe('confirmPassword')
    const missing = await t.request('POST', '/api/auth/reset-password', { token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].path).toBe('password')
    // the token still works and the old password too
    expect(
      (await t.request('POST', '/api/auth/verify-token', { token, body: { email: 'reset3@demo.test' } })).status,
    ).toBe(200)
    await t.login('reset3@demo.test')
  })
})
