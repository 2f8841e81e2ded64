import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ar } from '../../src/domain/i18n/ar/index.ts'
import { en } from '../../src/domain/i18n/en/index.ts'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { openPostgres } from '../../src/server/db/postgres.ts'
import { withServerProcess } from '../bench/serverProcess.ts'
import { createApiKey } from './helpers/apiKeys.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * API keys (Settings › API keys): the secret is answered once and kept only as its sha256; a key acts in its
 * asset exactly as a user of its role; a revoke is refused by every process at once; the per-key limit is
 * counted in the database; a key's writes are logged as "API key {name}"; session-only routes refuse it.
 */
let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')
const roleId = async (code: string) =>
  (await t.db.query<{ id: string }>('select id from roles where code = $1', [code]))[0].id

beforeAll(async () => {
  t = await startTestApp({ config: { apiKeyRateLimit: 1000 } })
  d = await t.demo()
})
afterAll(() => t?.close())

/** Another server on the same database: a second process on PostgreSQL, a second app on PGlite's one database. */
async function onSecondServer(run: (request: (path: string, token: string) => Promise<number>) => Promise<void>) {
  if (t.databaseUrl)
    return withServerProcess({ env: { DATABASE_URL: t.databaseUrl, SLA_TICK_SECONDS: '0' } }, (base) =>
      run(async (path, token) => (await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })).status),
    )
  const app = await buildApp({ db: t.db, config: { ...loadConfig({}), dataDir: t.dataDir } }, { logger: false })
  try {
    await run(
      async (path, token) =>
        (await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } })).statusCode,
    )
  } finally {
    await app.close()
  }
}

describe('life cycle', () => {
  it('answers the secret once, keeps only its hash, shows last use, and a revoke is refused on another server at once', async () => {
    const created = await t.request('POST', '/api/api-keys', {
      token: d.admin,
      body: { name: 'Website forms', role: await roleId('VIEWER') },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { secret, _id: id } = created.body.data
    expect(secret).toMatch(/^ak_[A-Za-z0-9_-]{43}$/)
    expect(created.body.data).toMatchObject({
      name: 'Website forms',
      prefix: secret.slice(0, 7),
      role: { name: 'Viewer' },
      status: 'active',
      lastUsedAt: null,
    })
    // stored: its sha256 and first characters, never the secret
    const [row] = await t.db.query('select to_jsonb(k)::text as json, token_hash from api_keys k where id = $1', [id])
    expect(row.token_hash).toBe(sha256(secret))
    expect(row.json).not.toContain(secret.slice(7))
    // never answered again
    const list = await t.request('GET', '/api/api-keys', { token: d.admin })
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(7))
    expect(list.body.data.find((k: any) => k._id === id)).not.toHaveProperty('secret')

    // the key works, here and on another server, and its use is listed with the address
    expect((await t.request('GET', '/api/properties/leads', { token: secret })).status).toBe(200)
    await onSecondServer(async (request) => expect(await request('/api/properties/leads', secret)).toBe(200))
    const used = (await t.request('GET', '/api/api-keys', { token: d.admin })).body.data.find((k: any) => k._id === id)
    expect(used.lastUsedAt).toBeTruthy()
    expect(used.lastUsedAddress).toMatch(/127\.0\.0\.1/)

    await onSecondServer(async (request) => {
      expect(await request('/api/properties/leads', secret)).toBe(200)
      const revoked = await t.request('DELETE', `/api/api-keys/${id}`, { token: d.admin })
      expect(revoked.status).toBe(200)
      expect(revoked.body.data).toMatchObject({ status: 'revoked' })
      // the other server, already running and having served the key, refuses it at once
      expect(await request('/api/properties/leads', secret)).toBe(401)
    })
    expect((await t.request('GET', '/api/properties/leads', { token: secret })).status).toBe(401)
    expect((await t.request('DELETE', `/api/api-keys/${crypto.randomUUID()}`, { token: d.admin })).status).toBe(404)
  }, 120_000)

  it('an expired key is refused; a key of the other asset is not listed or revoked here', async () => {
    const key = await createApiKey(t, { token: d.admin, role: 'VIEWER' })
    await t.db.query("update api_keys set expires_at = now() - interval '1 second' where id = $1", [key.id])
    expect((await t.request('GET', '/api/properties/leads', { token: key.secret })).status).toBe(401)
    const listed = (await t.request('GET', '/api/api-keys', { token: d.admin })).body.data
    expect(listed.find((k: any) => k._id === key.id)).toMatchObject({ status: 'expired' })

    const other = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: other, body: { asset: d.secondAsset } })
    expect((await t.request('GET', '/api/api-keys', { token: other })).body.data.map((k: any) => k._id)).not.toContain(
      key.id,
    )
    expect((await t.request('DELETE', `/api/api-keys/${key.id}`, { token: other })).status).toBe(404)
  })

  it('refuses bad input with a sentence per field, and roles beyond the creator or with super access', async () => {
    const bad = await t.request('POST', '/api/api-keys', {
      token: d.admin,
      body: { name: ' ', role: 'nope', expiresAt: '2020-01-01T00:00:00+04:00' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: en.apiKeys.errors.nameRequired },
        { path: 'role', message: en.apiKeys.errors.role },
        { path: 'expiresAt', message: en.apiKeys.errors.expiresPast },
      ]),
    )
    const superKey = await t.request('POST', '/api/api-keys', {
      token: d.admin,
      body: { name: 'Everything', role: await roleId('SUPER_ADMIN') },
    })
    expect(superKey.status).toBe(400)
    expect(superKey.body.errors).toEqual([{ path: 'role', message: en.apiKeys.errors.superRole }])
    // a manager allowed to make keys may not give one the Viewer's whole-asset scope
    await t.db.query(
      "update roles set permissions = permissions || '{API_KEYS_UPDATE}' where code = 'MANAGER' and not 'API_KEYS_UPDATE' = any(permissions)",
    )
    const wider = await t.request('POST', '/api/api-keys', {
      token: d.manager,
      body: { name: 'Wider', role: await roleId('VIEWER') },
    })
    expect(wider.status).toBe(403)
    expect(wider.body.message).toBe(en.apiKeys.errors.grantOwnOnly)
    expect((await t.db.query("select 1 from api_keys where name in ('Everything', 'Wider')")).length).toBe(0)
    // and without the key to make keys, nothing at all
    expect((await t.request('GET', '/api/api-keys', { token: d.agent })).status).toBe(403)
  })

  it('a role that a live key has cannot be deleted', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `insert into roles (id, code, name, permissions, lead_scope) values (gen_random_uuid(), 'KEYED', 'Keyed', '{LEADS_VIEW}', 'asset') returning id`,
    )
    const key = await createApiKey(t, { token: d.admin, role: 'KEYED', name: 'Keyed key' })
    const refused = await t.request('DELETE', `/api/admin/roles/${id}`, { token: d.admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(en.apiKeys.errors.roleInUse.replace('{{name}}', 'Keyed'))
    await t.request('DELETE', `/api/api-keys/${key.id}`, { token: d.admin })
    expect((await t.request('DELETE', `/api/admin/roles/${id}`, { token: d.admin })).status).toBe(200)
  })
})

describe('scope', () => {
  it.each(['agent', 'manager', 'viewer'] as const)(
    "a key with the %s's role, made by them, answers what they are answered",
    async (who) => {
      await t.db.query(
        `update roles r set permissions = r.permissions || '{API_KEYS_UPDATE}' from users u
          where u.role_id = r.id and u.email = $1 and not 'API_KEYS_UPDATE' = any(r.permissions)`,
        [`${who}@demo.test`],
      )
      const [{ code }] = await t.db.query<{ code: string }>(
        'select r.code from users u join roles r on r.id = u.role_id where u.email = $1',
        [`${who}@demo.test`],
      )
      const key = await createApiKey(t, { token: d[who], role: code })
      const ask = async (token: string, method: string, path: string, query?: Record<string, unknown>) => {
        const res = await t.request(method, path, { token, query, headers: { 'x-timezone': 'Asia/Dubai' } })
        return { status: res.status, data: res.status === 200 ? res.body.data : null, total: res.body?.meta?.total }
      }
      const probes: Array<[string, string, Record<string, unknown>?]> = [
        ['GET', '/api/properties/leads', { filter: { limit: 1000, sort: { leadID: -1 } } }],
        ['GET', '/api/customers', { filter: { limit: 1000, sort: { createdAt: -1 } } }],
        ['GET', '/api/dashboard/stats'],
        ['GET', '/api/admin/activity-logs'],
        ['GET', '/api/admin/users'],
        ['GET', '/api/assets'],
      ]
      for (const [method, path, query] of probes) {
        const asUser = await ask(d[who], method, path, query)
        const asKey = await ask(key.secret, method, path, query)
        expect({ path, ...asKey }).toEqual({ path, ...asUser })
      }
    },
  )

  it('a key never leaves its asset, nor calls a route of a person', async () => {
    const key = await createApiKey(t, { token: d.admin, role: 'MANAGER' })
    const other = await t.request('GET', '/api/properties/leads', {
      token: key.secret,
      headers: { 'X-Asset-Id': d.secondAsset },
    })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe(en.apiKeys.errors.otherAsset)
    // its creator's other assets are not its own
    const assets = await t.request('GET', '/api/assets', { token: key.secret })
    expect(assets.body.data.map((x: any) => x._id)).toEqual([d.firstAsset])
    const personal: Array<[string, string, unknown?]> = [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile', { firstName: 'Key' }],
      ['PATCH', '/api/profile/change-password', { oldPassword: 'demopass1', password: 'another-pass-1' }],
      ['PATCH', '/api/profile/change-active-asset', { asset: d.secondAsset }],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/notifications'],
      ['GET', '/api/views'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'Minted', role: await roleId('AGENT') }],
    ]
    for (const [method, path, body] of personal) {
      const res = await t.request(method, path, { token: key.secret, body })
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: en.apiKeys.errors.sessionOnly,
      })
    }
    const arabic = await t.request('GET', '/api/profile', { token: key.secret, headers: { 'X-Language': 'ar' } })
    expect(arabic.body.message).toBe(ar.apiKeys.errors.sessionOnly)
  })
})

describe('audit', () => {
  it('a write by a key is logged as the key, in the activity log, the record history and the lead history', async () => {
    await t.db.query(
      "update roles set permissions = permissions || '{API_KEYS_UPDATE}' where code = 'MANAGER' and not 'API_KEYS_UPDATE' = any(permissions)",
    )
    const key = await createApiKey(t, { token: d.manager, role: 'MANAGER', name: 'Portal sync' })
    const created = await t.request('POST', '/api/customers', {
      token: key.secret,
      body: { firstName: 'Keyed', lastName: 'Customer', phoneCode: '+971', phone: '501239871', type: 'Client' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data._id
    const [logged] = await t.db.query('select user_id, api_key_id from audit_log where record_id = $1', [id])
    expect(logged).toEqual({ user_id: null, api_key_id: key.id })
    const history = await t.request('GET', `/api/history/customers/${id}`, { token: d.admin })
    expect(history.body.data[0]).toMatchObject({ user: null, apiKey: 'Portal sync' })
    const log = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { recordId: id } } },
    })
    expect(log.body.data[0]).toMatchObject({ apiKey: 'Portal sync' })
    const csv = await t.request('GET', '/api/admin/activity-logs/export', {
      token: d.admin,
      query: { filter: { query: { recordId: id } } },
    })
    expect(csv.body).toContain('API key Portal sync')

    // a lead the key moves: its history names the key, in the reader's language
    const leads = await t.request('GET', '/api/properties/leads', {
      token: key.secret,
      query: { filter: { limit: 100 } },
    })
    const lead = leads.body.data.find((l: any) => l.stage !== 'Qualified')
    const moved = await t.request('PATCH', '/api/properties/leads/bulk-update', {
      token: key.secret,
      body: { data: { ids: [lead._id], stage: 'Qualified' } },
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const details = await t.request('GET', `/api/properties/leads/${lead._id}/details`, {
      token: d.admin,
      headers: { 'X-Language': 'ar' },
    })
    expect(details.body.data.history[0].actor.fullName).toBe(ar.apiKeys.actor.replace('{{name}}', 'Portal sync'))
  })
})

describe('rate limit', () => {
  let limited: TestApp
  let second: FastifyInstance
  let closeSecondDb: (() => Promise<void>) | undefined
  beforeAll(async () => {
    limited = await startTestApp({ config: { apiKeyRateLimit: 3 } })
    // the second server has its own connections (on PostgreSQL): the count is the database's, not a process's
    let db = limited.db
    if (limited.databaseUrl) {
      const own = await openPostgres(limited.databaseUrl, 2)
      db = own
      closeSecondDb = () => own.close()
    }
    const config = { ...loadConfig({}), dataDir: limited.dataDir, apiKeyRateLimit: 3 }
    second = await buildApp({ db, config }, { logger: false })
  })
  afterAll(async () => {
    await second?.close()
    await closeSecondDb?.()
    await limited?.close()
  })

  it('counts a key’s requests across servers in the database: over the limit, 429 with Retry-After', async () => {
    const key = await createApiKey(limited, { role: 'VIEWER' })
    const other = await createApiKey(limited, { role: 'VIEWER' })
    const onSecond = async (secret: string) =>
      second.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { authorization: `Bearer ${secret}` } })
    expect((await limited.request('GET', '/api/dashboard/stats', { token: key.secret })).status).toBe(200)
    expect((await onSecond(key.secret)).statusCode).toBe(200)
    expect((await limited.request('GET', '/api/dashboard/stats', { token: key.secret })).status).toBe(200)
    const over = await onSecond(key.secret)
    expect(over.statusCode).toBe(429)
    const wait = Number(over.headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(over.json().message).toMatch(/^Too many requests with this API key\. Please try again in \d+ seconds?\.$/)
    // another key has its own count
    expect((await onSecond(other.secret)).statusCode).toBe(200)
  })
})
