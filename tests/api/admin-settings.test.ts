import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BASIC, DEFAULT_VIEWING } from '../../src/domain/admin/assetSettings.ts'
import { formatMoney } from '../../src/domain/format.ts'
import { INTEGRATIONS, INTEGRATION_KINDS } from '../../src/domain/integrations.ts'
import { buildApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { declaredRoutes } from '../../src/server/http/access.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
beforeAll(async () => {
  t = await startTestApp()
  d = await t.demo()
})
afterAll(() => t?.close())

describe('assets (/admin/assets)', () => {
  it('a new asset starts with default settings and no data, can be renamed, and its admin can switch to it', async () => {
    // assets are a registry declaration (/api/admin/assets); their settings are read at /api/assets/{id}
    const res = await t.request('POST', '/api/admin/assets', {
      token: d.admin,
      body: { name: 'Abu Dhabi Homes', currencyCode: 'AED' },
    })
    expect(res.status).toBe(201)
    const id = res.body.data._id
    const made = (await t.request('GET', `/api/assets/${id}`, { token: d.admin })).body.data
    expect(made).toMatchObject({
      name: 'Abu Dhabi Homes',
      currencyCode: 'AED',
      basic: { ...DEFAULT_BASIC, name: 'Abu Dhabi Homes' },
      viewing: DEFAULT_VIEWING,
      initialSlaMinutes: 30,
    })
    const renamed = await t.request('PATCH', `/api/admin/assets/${id}`, {
      token: d.admin,
      body: { name: 'Abu Dhabi Realty' },
    })
    expect(renamed.body.data.name).toBe('Abu Dhabi Realty')
    const switched = await t.request('PATCH', '/api/profile/change-active-asset', {
      token: d.admin,
      body: { asset: id },
    })
    expect(switched.status).toBe(200)
    expect(switched.body.data.activeAsset).toEqual({ _id: id, name: 'Abu Dhabi Realty' })
    for (const path of ['/api/properties/leads', '/api/customers', '/api/properties/listings', '/api/teams/members']) {
      const list = await t.request('GET', path, { token: d.admin })
      expect([path, list.body.meta?.total ?? list.body.meta?.totalDocs ?? list.body.data.length]).toEqual([path, 0])
    }
    await t.request('PATCH', '/api/profile/change-active-asset', { token: d.admin, body: { asset: d.firstAsset } })
  })

  it('only super access creates or renames assets; a name is required', async () => {
    expect(
      (await t.request('POST', '/api/admin/assets', { token: d.manager, body: { name: 'Mine', currencyCode: 'AED' } }))
        .status,
    ).toBe(403)
    expect(
      (await t.request('PATCH', `/api/admin/assets/${d.firstAsset}`, { token: d.manager, body: { name: 'Mine' } }))
        .status,
    ).toBe(403)
    const bad = await t.request('POST', '/api/admin/assets', {
      token: d.admin,
      body: { name: ' ', currencyCode: 'AED' },
    })
    expect(bad.body).toMatchObject({ statusCode: 400, errors: [{ path: 'name', message: 'Name is required.' }] })
  })
})

describe('basic and viewing settings (PATCH /api/assets/{id}/settings)', () => {
  it('the currency drives the money the console shows (the profile carries it) and the time zone is kept', async () => {
    const asset = await t.request('PATCH', `/api/assets/${d.secondAsset}/settings`, {
      token: d.admin,
      body: {
        currencyCode: 'USD',
        basic: { timeZone: 'America/New_York', languages: ['en', 'ar'], contactEmail: 'hello@palm.test' },
      },
    })
    expect(asset.status).toBe(200)
    expect(asset.body.data.basic).toMatchObject({
      currencyCode: 'USD',
      timeZone: 'America/New_York',
      languages: ['en', 'ar'],
      contactEmail: 'hello@palm.test',
      website: '',
    })
    const me = await t.request('PATCH', '/api/profile/change-active-asset', {
      token: d.admin,
      body: { asset: d.secondAsset },
    })
    expect(me.body.data).toMatchObject({ currencyCode: 'USD', timeZone: 'America/New_York' })
    expect(formatMoney(1500, me.body.data.currencyCode)).toBe('USD 1,500.00')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: d.admin, body: { asset: d.firstAsset } })
  })

  it('each page needs its own update key; bad values are 400s naming the field', async () => {
    const url = `/api/assets/${d.firstAsset}/settings`
    // the demo manager may run viewings but not rename the asset
    const viewing = await t.request('PATCH', url, {
      token: d.manager,
      body: { viewing: { durations: [30, 45], defaultDuration: 45, reminderMinutes: 120 } },
    })
    expect(viewing.status).toBe(200)
    expect(viewing.body.data.viewing).toEqual({ durations: [30, 45], defaultDuration: 45, reminderMinutes: 120 })
    expect((await t.request('PATCH', url, { token: d.manager, body: { name: 'Renamed' } })).status).toBe(403)
    expect((await t.request('PATCH', url, { token: d.viewer, body: { viewing: DEFAULT_VIEWING } })).status).toBe(403)
    const bad = await t.request('PATCH', url, {
      token: d.admin,
      body: {
        currencyCode: 'dollars',
        basic: { timeZone: 'Mars/Base' },
        viewing: { durations: [30], defaultDuration: 60, reminderMinutes: 0 },
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'currencyCode', message: 'Currency must be a three-letter ISO 4217 code such as AED.' },
      { path: 'basic.timeZone', message: 'Time zone must be an IANA time zone such as Asia/Dubai.' },
      { path: 'viewing.defaultDuration', message: 'The default duration must be one of the durations.' },
    ])
    // the free settings JSON cannot write around the pages' rules
    expect(
      (await t.request('PATCH', url, { token: d.admin, body: { settings: { viewing: { durations: [] } } } })).status,
    ).toBe(400)
  })
})

describe('integrations (/integrations)', () => {
  const secret = 'sk-live-TOP-SECRET-4242'

  it('declares about 27 services of the spec kinds, each named once', () => {
    expect(INTEGRATIONS.length).toBeGreaterThanOrEqual(25)
    expect(new Set(INTEGRATIONS.map((i) => i.name)).size).toBe(INTEGRATIONS.length)
    expect(new Set(INTEGRATIONS.map((i) => i.kind))).toEqual(new Set(INTEGRATION_KINDS))
  })

  it('secrets are write-only: never answered, kept when left empty, replaced when typed; in no response, log line or export', async () => {
    const lines: string[] = []
    const config = { ...loadConfig({}), dataDir: t.dataDir, logLevel: 'debug' }
    const logged = await buildApp({ db: t.db, config }, { logStream: { write: (line) => lines.push(line) } })
    const answers: string[] = []
    const call = async (method: string, url: string, payload?: unknown) => {
      const res = await logged.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${d.admin}` },
      })
      answers.push(res.body)
      return {
        status: res.statusCode,
        body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
      }
    }
    try {
      const base = `/api/assets/${d.firstAsset}/integrations`
      const saved = await call('PATCH', `${base}/mailchimp`, {
        enabled: true,
        settings: { apiKey: secret, serverPrefix: 'us21' },
      })
      expect([saved.status, saved.body.message]).toEqual([200, undefined])
      expect(saved.body.data).toMatchObject({
        name: 'mailchimp',
        kind: 'E-mail marketing',
        enabled: true,
        settings: { serverPrefix: 'us21' },
        secretsSet: { apiKey: true },
      })
      expect(saved.body.data.settings).not.toHaveProperty('apiKey')
      // an empty secret keeps the stored one; a typed one replaces it
      await call('PATCH', `${base}/mailchimp`, { settings: { apiKey: '', serverPrefix: 'us22' } })
      expect(
        (await t.db.query("select secrets->>'apiKey' as k from asset_integrations where name = 'mailchimp'"))[0].k,
      ).toBe(secret)
      expect((await call('GET', `${base}/mailchimp`)).body.data).toMatchObject({
        settings: { serverPrefix: 'us22' },
        secretsSet: { apiKey: true },
      })
      const list = await call('GET', base)
      expect(list.body.data).toHaveLength(INTEGRATIONS.length)
      // every CSV export and every answer that carries asset settings, as super access
      const reads = ['/api/assets', `/api/assets/${d.firstAsset}`, '/api/profile', '/api/admin/settings']
      for (const r of declaredRoutes(logged))
        if (r.method === 'GET' && r.url.endsWith('/export') && !r.url.includes(':')) reads.push(r.url)
      expect(reads.length).toBeGreaterThan(8)
      for (const url of reads) expect([url, (await call('GET', url)).status < 500]).toEqual([url, true])
      await logged.close()
      for (const text of [...answers, lines.join('')]) expect(text).not.toContain(secret)
      expect(lines.length).toBeGreaterThan(10)
      await t.request('PATCH', `${base}/mailchimp`, { token: d.admin, body: { settings: { apiKey: 'replaced-key' } } })
      expect(
        (await t.db.query("select secrets->>'apiKey' as k from asset_integrations where name = 'mailchimp'"))[0].k,
      ).toBe('replaced-key')
    } finally {
      await logged.close()
    }
  })

  it("the service's list calls answer a clear 'not connected'; unknown names and fields are refused", async () => {
    const base = `/api/assets/${d.firstAsset}/integrations`
    const lists = await t.request('GET', `${base}/mailchimp/contacts-lists`, { token: d.admin })
    expect(lists.status).toBe(501)
    expect(lists.body.message).toBe(
      'Reading contacts-lists of Mailchimp needs Mailchimp, which is not connected to this product. Nothing was changed.',
    )
    expect((await t.request('GET', `${base}/modules/hubspot`, { token: d.admin })).status).toBe(501)
    expect((await t.request('GET', `${base}/nothing`, { token: d.admin })).status).toBe(404)
    const field = await t.request('PATCH', `${base}/bitly`, { token: d.admin, body: { settings: { password: 'x' } } })
    expect(field.status).toBe(400)
    expect(field.body.errors[0].path).toBe('settings.password')
    // view and update keys; another asset's path is not found
    expect((await t.request('GET', `${base}/bitly`, { token: d.manager })).status).toBe(200)
    expect((await t.request('PATCH', `${base}/bitly`, { token: d.manager, body: { enabled: true } })).status).toBe(403)
    expect((await t.request('GET', `${base}/bitly`, { token: d.agent })).status).toBe(403)
    expect(
      (await t.request('GET', `/api/assets/${d.secondAsset}/integrations/bitly`, { token: d.manager })).status,
    ).toBe(404)
  })
})

describe('/admin/settings', () => {
  it('shows the server configuration read-only to super access, never the SMTP address', async () => {
    const res = await t.request('GET', '/api/admin/settings', { token: d.admin })
    expect(res.body.data).toMatchObject({
      sessionTtlHours: 720,
      shortSessionTtlHours: 12,
      mailDelivery: 'outbox',
      resetLinkMinutes: 60,
      inviteLinkHours: 72,
    })
    expect((await t.request('GET', '/api/admin/settings', { token: d.manager })).status).toBe(403)
  })
})

describe('deleting', () => {
  it('an asset only when it holds nothing and is not the one the admin works in', async () => {
    const empty = (
      await t.request('POST', '/api/admin/assets', { token: d.admin, body: { name: 'Mistake', currencyCode: 'AED' } })
    ).body.data._id
    await t.request('PATCH', `/api/assets/${empty}/integrations/bitly`, {
      token: d.admin,
      body: { settings: { domain: 'x.ly' } },
    })
    expect((await t.request('DELETE', `/api/admin/assets/${d.secondAsset}`, { token: d.admin })).body).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('only an empty asset'),
    })
    expect((await t.request('DELETE', `/api/admin/assets/${d.firstAsset}`, { token: d.admin })).body.message).toBe(
      'Switch to another asset before deleting this one.',
    )
    expect((await t.request('DELETE', `/api/admin/assets/${empty}`, { token: d.manager })).status).toBe(403)
    expect((await t.request('DELETE', `/api/admin/assets/${empty}`, { token: d.admin })).status).toBe(200)
    expect((await t.request('GET', `/api/assets/${empty}`, { token: d.admin })).status).toBe(404)
    expect(await t.db.query('select name from assets where id = $1', [d.secondAsset])).toHaveLength(1)
  })

  it('a user only while their invitation is pending', async () => {
    const role = (await t.db.query("select id from roles where code = 'AGENT'"))[0].id
    const invited = (
      await t.request('POST', '/api/admin/users', {
        token: d.admin,
        body: { email: 'oops@demo.test', firstName: 'Oops', lastName: '', role, assets: [d.firstAsset] },
      })
    ).body.data._id
    const agent = (await t.db.query("select id from users where email = 'agent@demo.test'"))[0].id
    expect((await t.request('DELETE', `/api/admin/users/${agent}`, { token: d.admin })).status).toBe(409)
    expect((await t.request('DELETE', `/api/admin/users/${invited}`, { token: d.admin })).status).toBe(200)
    expect(await t.db.query("select 1 from users where email = 'oops@demo.test'")).toEqual([])
  })
})
