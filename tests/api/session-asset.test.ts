import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_HEADER, ASSET_MISMATCH } from '../../src/domain/activeAsset.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let firstAsset: string
let secondAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ firstAsset, secondAsset } = await t.demo())
})
afterAll(() => t?.close())

/** The assets of the leads a list answered, read from the database. */
async function leadAssets(body: { data: { _id: string }[] }): Promise<string[]> {
  const rows = await t.db.query<{ asset_id: string }>(
    'select distinct asset_id from leads where id = any($1::uuid[])',
    [body.data.map((l) => l._id)],
  )
  return rows.map((r) => r.asset_id)
}

describe('the active asset belongs to the session', () => {
  it("one user, two sessions: B's switch leaves A in its asset; a request showing another asset gets 409", async () => {
    const a = await t.login('admin@demo.test')
    const b = await t.login('admin@demo.test')
    const switched = await t.request('PATCH', '/api/profile/change-active-asset', {
      token: b,
      body: { asset: secondAsset },
    })
    expect(switched.status).toBe(200)
    expect(switched.body.data.activeAsset._id).toBe(secondAsset)
    expect((await t.request('GET', '/api/profile', { token: b })).body.data.activeAsset._id).toBe(secondAsset)

    // A still works in the first asset: its profile, its leads, and with the header of the asset it shows.
    expect((await t.request('GET', '/api/profile', { token: a })).body.data.activeAsset._id).toBe(firstAsset)
    const leads = await t.request('GET', '/api/properties/leads', { token: a, query: { filter: { limit: 20 } } })
    expect(leads.status).toBe(200)
    expect(leads.body.data.length).toBeGreaterThan(0)
    expect(await leadAssets(leads.body)).toEqual([firstAsset])
    const shown = await t.request('GET', '/api/properties/leads', {
      token: a,
      query: { filter: { limit: 5 } },
      headers: { [ASSET_HEADER]: firstAsset },
    })
    expect(await leadAssets(shown.body)).toEqual([firstAsset])
    const bLeads = await t.request('GET', '/api/properties/leads', {
      token: b,
      query: { filter: { limit: 5 } },
      headers: { [ASSET_HEADER]: secondAsset },
    })
    expect(await leadAssets(bLeads.body)).toEqual([secondAsset])

    // A screen that shows another asset than its session is refused, with nothing changed.
    const mixed = await t.request('GET', '/api/properties/leads', {
      token: a,
      query: { filter: { limit: 5 } },
      headers: { [ASSET_HEADER]: secondAsset },
    })
    expect(mixed.status).toBe(409)
    expect(mixed.body.message).toBe(ASSET_MISMATCH)
    const phone = '0509876543'
    const customer = {
      firstName: 'Session',
      lastName: 'Asset',
      phoneCode: '971',
      phone,
      type: 'Client',
      enabled: true,
      doNotDisturb: false,
    }
    const refused = await t.request('POST', '/api/customers', {
      token: a,
      body: { ...customer, asset: secondAsset },
      headers: { [ASSET_HEADER]: secondAsset },
    })
    expect(refused.status).toBe(409)
    expect(await t.db.query("select 1 from customers where first_name = 'Session'")).toHaveLength(0)

    // Creating a customer in A works, in A's asset.
    const created = await t.request('POST', '/api/customers', {
      token: a,
      body: { ...customer, asset: firstAsset },
      headers: { [ASSET_HEADER]: firstAsset },
    })
    expect(created.status).toBe(201)
    expect(created.body.data.asset).toBe(firstAsset)

    // Routes that need no asset (the profile, the switch itself) answer whatever the screen shows.
    expect(
      (await t.request('GET', '/api/profile', { token: a, headers: { [ASSET_HEADER]: secondAsset } })).status,
    ).toBe(200)
  })

  it('a new login starts in the asset the user chose last', async () => {
    const a = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: a, body: { asset: secondAsset } })
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'admin@demo.test', password: 'demopass1' },
    })
    expect(res.body.data.profile.activeAsset._id).toBe(secondAsset)
    const c = res.body.data.accessToken
    expect((await t.request('GET', '/api/profile', { token: c })).body.data.activeAsset._id).toBe(secondAsset)
    const [log] = await t.db.query(
      "select l.asset_id from access_logs l join users u on u.id = l.user_id where u.email = 'admin@demo.test' order by l.created_at desc limit 1",
    )
    expect(log.asset_id).toBe(secondAsset)
    await t.request('PATCH', '/api/profile/change-active-asset', { token: c, body: { asset: firstAsset } })
    expect((await t.request('GET', '/api/profile', { token: a })).body.data.activeAsset._id).toBe(secondAsset)
  })

  it('answers 400 naming the header for a value that is not an asset id', async () => {
    const a = await t.login('manager@demo.test')
    const res = await t.request('GET', '/api/properties/leads', { token: a, headers: { [ASSET_HEADER]: 'not-an-id' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ path: ASSET_HEADER, message: expect.any(String) }])
  })
})
