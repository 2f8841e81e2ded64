import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
const apps: FastifyInstance[] = []
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await t?.close()
})

/** Another server on the same database with these environment settings. */
async function appWith(env: Record<string, string>) {
  const app = await buildApp(
    { db: t.db, config: { ...loadConfig(env), dataDir: t.dataDir, logLevel: 'silent' } },
    { logger: false },
  )
  apps.push(app)
  return app
}

const csp = (h: Headers) =>
  Object.fromEntries(
    (h.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  )

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/profile', '/leads/report'])(
    '%s: CSP, no framing, referrer policy, nosniff, and no HSTS over HTTP',
    async (path) => {
      const res = await t.request('GET', path)
      const d = csp(res.headers)
      expect(d['default-src']).toEqual(["'self'"])
      expect(d['script-src']).toEqual(["'self'"])
      expect(d['object-src']).toEqual(["'none'"])
      expect(d['frame-ancestors']).toEqual(["'none'"])
      expect(d['base-uri']).toEqual(["'self'"])
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('strict-transport-security')).toBeNull()
    },
  )

  it('sends HSTS only for a request that came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await appWith({ TRUST_PROXY: '1' })
    const https = await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const http = await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })
    expect(http.headers['strict-transport-security']).toBeUndefined()
    // Without TRUST_PROXY the header is the client's word, not the proxy's.
    const direct = await appWith({})
    const spoofed = await direct.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('allows the maps and chat widget origins only when they are configured', async () => {
    const plain = csp(new Headers((await t.request('GET', '/')).headers))
    expect(Object.values(plain).flat().join(' ')).not.toMatch(/google|intercom/)
    const withIntegrations = await appWith({ MAPS_API_KEY: 'k', INTERCOM_APP_ID: 'a' })
    const res = await withIntegrations.inject({ url: '/' })
    const d = csp(new Headers(res.headers as Record<string, string>))
    expect(d['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://maps.googleapis.com',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
      ]),
    )
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api-iam.eu.intercom.io', 'wss://nexus-europe-websocket.intercom.io']),
    )
    expect(d['frame-ancestors']).toEqual(["'none'"])
  })

  it('answers every API call Cache-Control: no-store, signed in or not, the event stream too; the console pages are no API answer', async () => {
    const d = await t.demo()
    const [customer] = await t.db.query<{ id: string }>('select id from customers where asset_id = $1 limit 1', [
      d.firstAsset,
    ])
    for (const [path, token] of [
      ['/api/profile', d.manager],
      [`/api/customers/${customer.id}`, d.manager],
      ['/api/customers/export', d.manager],
      ['/api/properties/leads', d.viewer],
      ['/api/profile', undefined],
      ['/api/health', undefined],
    ] as const) {
      const res = await t.request('GET', path, { token })
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    // a refusal and a sign-in's token alike
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'viewer@demo.test', password: 'demopass1' },
    })
    expect(login.headers.get('cache-control')).toBe('no-store')
    const stream = await fetch(`${t.url}/api/events/stream`, { headers: { authorization: `Bearer ${d.viewer}` } })
    expect(stream.headers.get('cache-control')).toMatch(/^no-store\b/)
    await stream.body?.cancel()
    for (const page of ['/', '/leads/report']) {
      const res = await t.request('GET', page)
      expect(res.headers.get('cache-control') ?? '', page).not.toMatch(/no-store/)
    }
  })
})
