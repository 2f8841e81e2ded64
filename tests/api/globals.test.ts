import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VIEWING } from '../../src/domain/admin/assetSettings.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The globals (src/domain/globals): one GET and one PATCH per declared global at its path, for the caller's
 * active asset, behind its keys, checked by the declaration's derived schema and its rules over the stored values.
 */
let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
beforeAll(async () => {
  t = await startTestApp()
  d = await t.demo()
})
afterAll(() => t?.close())

/** A picture of the asset's media library (as an upload would leave it). */
const imageOf = async (asset: string) =>
  (
    await t.db.query<{ id: string; file: string }>(
      `insert into storage_files (id, asset_id, name, type, file, ext) values ($1, $2, 'logo.png', 'image/png', $3, 'png')
       returning id, file`,
      [crypto.randomUUID(), asset, `/api/storage/files/${asset}/${crypto.randomUUID()}.png`],
    )
  )[0]

describe('the settings globals', () => {
  it('answer the active asset’s values behind the view keys, and write behind the update keys', async () => {
    const basic = await t.request('GET', '/api/settings/basic-settings', { token: d.viewer })
    expect(basic.status).toBe(200)
    expect(basic.body.data).toMatchObject({ currencyCode: 'AED', languages: expect.any(Array), logo: null })
    expect((await t.request('GET', '/api/settings/basic-settings', { token: d.agent })).status).toBe(403)
    expect((await t.request('GET', '/api/settings/viewing-setting', { token: d.viewer })).body.data).toEqual(
      DEFAULT_VIEWING,
    )
    // the manager changes the viewing setting, not the asset's name
    expect(
      (await t.request('PATCH', '/api/settings/basic-settings', { token: d.manager, body: { name: 'Mine' } })).status,
    ).toBe(403)
    const set = await t.request('PATCH', '/api/settings/viewing-setting', {
      token: d.manager,
      body: { data: { durations: [30, 45], defaultDuration: 45 } },
    })
    expect(set.status).toBe(200)
    expect(set.body.data).toEqual({ durations: [30, 45], defaultDuration: 45, reminderMinutes: 60 })
    const asset = await t.request('GET', `/api/assets/${d.firstAsset}`, { token: d.manager })
    expect(asset.body.data.viewing).toEqual(set.body.data)
    await t.request('PATCH', '/api/settings/viewing-setting', { token: d.manager, body: DEFAULT_VIEWING })
  })

  it('check a partial save with the stored values: a default duration must stay one of the durations', async () => {
    const res = await t.request('PATCH', '/api/settings/viewing-setting', {
      token: d.manager,
      body: { defaultDuration: 45 },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'defaultDuration', message: 'The default duration must be one of the durations.' },
    ])
    const dropped = await t.request('PATCH', '/api/settings/viewing-setting', {
      token: d.manager,
      body: { durations: [60, 90] },
    })
    expect(dropped.body.errors).toEqual([
      { path: 'defaultDuration', message: 'The default duration must be one of the durations.' },
    ])
    const stored = await t.request('GET', '/api/settings/viewing-setting', { token: d.manager })
    expect(stored.body.data).toEqual(DEFAULT_VIEWING)
  })

  it('refuse unknown fields and bad values with sentences naming the field, writing nothing', async () => {
    const res = await t.request('PATCH', '/api/settings/basic-settings', {
      token: d.admin,
      body: { currencyCode: 'dollars', languages: [], contactEmail: 'nobody', other: 1 },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'currencyCode', message: 'Currency must be a three-letter ISO 4217 code such as AED.' },
        { path: 'languages', message: 'Languages needs at least one value.' },
        { path: 'contactEmail', message: 'Invalid Email.' },
        { path: 'other', message: expect.stringContaining('other') },
      ]),
    )
    const ar = await t.request('PATCH', '/api/settings/lead-setting', {
      token: d.admin,
      body: { initialSlaMinutes: 0 },
      headers: { 'x-language': 'ar' },
    })
    expect(ar.body.errors[0].message).toMatch(/[\u0600-\u06FF]/)
    const [row] = await t.db.query('select currency_code, initial_sla_minutes from assets where id = $1', [
      d.firstAsset,
    ])
    expect(row).toEqual({ currency_code: 'AED', initial_sla_minutes: 30 })
  })

  it('keep a logo only as a file of the asset’s own media library, stored as {_id, file}', async () => {
    const own = await imageOf(d.firstAsset)
    const other = await imageOf(d.secondAsset)
    const refused = await t.request('PATCH', '/api/settings/basic-settings', {
      token: d.admin,
      body: { logo: other.id },
    })
    expect(refused.body.errors).toEqual([{ path: 'logo', message: 'Logo must be a file from the media library.' }])
    const set = await t.request('PATCH', '/api/settings/basic-settings', { token: d.admin, body: { logo: own.id } })
    expect(set.body.data.logo).toBe(own.id)
    const asset = await t.request('GET', `/api/assets/${d.firstAsset}`, { token: d.admin })
    expect(asset.body.data.basic.logo).toEqual({ _id: own.id, file: own.file })
    await t.request('PATCH', '/api/settings/basic-settings', { token: d.admin, body: { logo: null } })
  })
})

describe('PATCH /api/assets/{id}/settings writes through the same globals', () => {
  const url = () => `/api/assets/${d.firstAsset}/settings`

  it('writes the pool’s privacy with the other lead settings (it was accepted and dropped)', async () => {
    const res = await t.request('PATCH', url(), { token: d.manager, body: { hidePoolCustomerNames: true } })
    expect(res.status).toBe(200)
    const lead = await t.request('GET', '/api/settings/lead-setting', { token: d.manager })
    expect(lead.body.data.hidePoolCustomerNames).toBe(true)
    await t.request('PATCH', url(), { token: d.manager, body: { hidePoolCustomerNames: false } })
  })

  it('takes a logo only from the asset’s media library, whatever file path the body names', async () => {
    const other = await imageOf(d.secondAsset)
    const forged = await t.request('PATCH', url(), {
      token: d.admin,
      body: { basic: { logo: { _id: other.id, file: 'javascript:alert(1)' } } },
    })
    expect(forged.status).toBe(400)
    expect(forged.body.errors).toEqual([{ path: 'logo', message: 'Logo must be a file from the media library.' }])
    const own = await imageOf(d.firstAsset)
    const set = await t.request('PATCH', url(), {
      token: d.admin,
      body: { basic: { logo: { _id: own.id, file: 'anything' } } },
    })
    expect(set.body.data.basic.logo).toEqual({ _id: own.id, file: own.file })
    await t.request('PATCH', url(), { token: d.admin, body: { basic: { logo: null } } })
  })
})
