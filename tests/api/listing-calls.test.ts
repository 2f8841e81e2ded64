import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** The listing calls of spec 1 §7 beyond the generic API. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let listing: any
const base = '/api/properties/listings'

async function storedFile(asset: string, name: string): Promise<string> {
  const [r] = await t.db.query<{ id: string }>(
    `insert into storage_files (id, asset_id, name, type, file, ext) values (gen_random_uuid(), $1, $2, 'image/png', gen_random_uuid()::text || '.png', 'png') returning id`,
    [asset, name],
  )
  return r.id
}

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
  listing = (
    await t.request('POST', base, {
      token: demo.manager,
      body: {
        reference: 'DMR-CALLS-1',
        tags: ['Sea View', 'Vacant'],
        bedrooms: 14,
        permitNumber: '7117340000',
        permitExpiry: '2027-05-31',
      },
    })
  ).body.data
})
afterAll(() => t?.close())

describe('listing calls', () => {
  it('sets the gallery in the order given, populated with the files, and refuses another asset’s file', async () => {
    const [a, b] = [await storedFile(demo.firstAsset, 'front.png'), await storedFile(demo.firstAsset, 'pool.png')]
    const res = await t.request('PATCH', `${base}/images/${listing._id}`, {
      token: demo.manager,
      body: { images: [b, a] },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.images).toEqual([b, a])
    const read = await t.request('GET', `${base}/${listing._id}`, {
      token: demo.agent,
      query: { filter: { populate: ['images'] } },
    })
    expect(read.body.data.images.map((f: any) => f.name)).toEqual(['pool.png', 'front.png'])
    const foreign = await storedFile(demo.secondAsset, 'theirs.png')
    const refused = await t.request('PATCH', `${base}/images/${listing._id}`, {
      token: demo.manager,
      body: { images: [a, foreign] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('images')
    expect(
      (await t.request('PATCH', `${base}/images/${listing._id}`, { token: demo.viewer, body: { images: [] } })).status,
    ).toBe(403)
    expect(
      (await t.request('PATCH', `${base}/images/${listing._id}`, { token: demo.manager, body: {} })).body.errors,
    ).toEqual([{ path: 'images', message: 'Gallery is required.' }])
  })

  it('updates amenities alone', async () => {
    const am = await t.request('PATCH', `${base}/amenities/${listing._id}`, {
      token: demo.manager,
      body: { amenities: ['Pool', 'Gym'] },
    })
    expect(am.status).toBe(200)
    expect(am.body.data).toMatchObject({ amenities: ['Pool', 'Gym'], reference: 'DMR-CALLS-1' })
  })

  it("checks custom field values against the asset's definitions (customFields)", async () => {
    const def = (body: object) => t.request('POST', '/api/properties/custom-fields', { token: demo.manager, body })
    expect(
      (await def({ name: 'View', key: 'view', type: 'select', options: ['Sea', 'City'], required: true })).status,
    ).toBe(201)
    expect((await def({ name: 'Parking spaces', key: 'parking', type: 'number' })).status).toBe(201)
    // one definition per key: a 400 naming the definition that has it
    const dup = await def({ name: 'View again', key: 'View' })
    expect(dup.status).toBe(400)
    expect(dup.body.errors).toEqual([
      { path: 'key', message: "Another custom field already has the key 'View': View." },
    ])
    const bad = await t.request('PATCH', `${base}/custom-fields/${listing._id}`, {
      token: demo.manager,
      body: { customFields: { view: 'Garden', parking: 'two', colour: 'red' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveLength(3)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'customFields.colour', message: "Custom field 'colour' is not defined for listings." },
        { path: 'customFields.view', message: 'View must be one of: Sea, City.' },
        { path: 'customFields.parking', message: 'Parking spaces must be a number.' },
      ]),
    )
    const missing = await t.request('POST', base, {
      token: demo.manager,
      body: { reference: 'DMR-CF-1', customFields: { parking: 2 } },
    })
    expect(missing.body.errors).toEqual([{ path: 'customFields.view', message: 'View is required.' }])
    const ok = await t.request('PATCH', `${base}/custom-fields/${listing._id}`, {
      token: demo.manager,
      body: { customFields: { view: 'Sea', parking: 2 } },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.customFields).toEqual({ view: 'Sea', parking: 2 })
    // a listing saved without custom values is not held back by them
    expect(
      (await t.request('PATCH', `${base}/${listing._id}`, { token: demo.manager, body: { title: 'Only the title' } }))
        .status,
    ).toBe(200)
  })

  it('answers the dictionaries with the filter JSON', async () => {
    const tags = await t.request('GET', `${base}/tags`, { token: demo.agent, query: { filter: { search: 'sea' } } })
    expect(tags.body.data.map((o: any) => o.name)).toEqual(['Sea View'])
    const beds = await t.request('GET', `${base}/bedrooms`, { token: demo.agent, query: { filter: { limit: -1 } } })
    expect(beds.body.data.map((o: any) => o.name)).toEqual([...Array.from({ length: 11 }, (_, i) => String(i)), '14'])
    const places = await t.request('GET', `${base}/search-locations`, {
      token: demo.agent,
      query: { filter: { search: 'marina', limit: 5 } },
    })
    expect(places.status).toBe(200)
    expect(places.body.data.length).toBeGreaterThan(0)
    for (const p of places.body.data) expect(p.name.toLowerCase()).toContain('marina')
  })

  it('answers 501 naming the missing integration for feed and permit calls, changing nothing', async () => {
    const calls: Array<[string, string, RegExp]> = [
      ['PATCH', `${base}/sync-now/${listing._id}`, /^Syncing a listing needs the agency’s listings feed/],
      ['GET', `${base}/sync-property-images/${listing._id}`, /^Syncing listing images needs/],
      ['POST', `${base}/sync-multiple-listings`, /^Syncing listings needs/],
      [
        'GET',
        `${base}/permit-service/${listing._id}`,
        /^Checking a Trakheesi permit needs the Dubai Land Department’s Trakheesi permit service, which is not connected/,
      ],
    ]
    for (const [method, path, message] of calls) {
      const res = await t.request(method, path, {
        token: demo.admin,
        body: method === 'GET' ? undefined : { asset: demo.firstAsset },
      })
      expect(res.status, path).toBe(501)
      expect(res.body.message).toMatch(message)
    }
    expect((await t.request('PATCH', `${base}/sync-now/${listing._id}`, { token: demo.viewer, body: {} })).status).toBe(
      403,
    )
  })
})

describe('demo listings', () => {
  it('each carry a Trakheesi permit (10 digits, unique) with its expiry, and a status', async () => {
    const [c] = await t.db.query<{ n: number; permits: number; valid: number; expiring: number }>(
      `select count(*)::int as n, count(distinct permit_number)::int as permits,
              count(*) filter (where permit_number ~ '^[0-9]{10}$')::int as valid, count(permit_expiry)::int as expiring
         from listings where asset_id = $1 and reference not like 'DMR-C%'`,
      [demo.firstAsset],
    )
    expect(c).toEqual({ n: 200, permits: 200, valid: 200, expiring: 200 })
    const statuses = await t.db.query<{ status: string }>(
      `select distinct status from listings where asset_id = $1 order by 1`,
      [demo.firstAsset],
    )
    expect(statuses.map((s) => s.status)).toEqual(['available', 'rented', 'reserved', 'sold'])
  })
})
