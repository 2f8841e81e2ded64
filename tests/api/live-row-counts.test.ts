import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resourceDefs } from '../../src/server/resources/registry.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let admin: string
let firstAsset: string
let secondAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, firstAsset, secondAsset } = await t.demo())
})
afterAll(() => t?.close())

const switchTo = async (asset: string) =>
  expect((await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset } })).status).toBe(
    200,
  )
const counted = Object.values(resourceDefs).filter((d) => d.liveCount)
const f = (filter: unknown) => ({ filter: JSON.stringify(filter) })

/** The list's unfiltered total (read from the trigger-kept counts) and the rows as counted. */
async function totals(base: string, table: string, asset: string) {
  const res = await t.request('GET', base, {
    token: admin,
    query: f({ page: 1, limit: 1 }),
    headers: { 'x-asset-id': asset },
  })
  expect(res.status).toBe(200)
  const [{ n }] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where asset_id = $1 and deleted_at is null`,
    [asset],
  )
  return { shown: res.body.meta.total as number, counted: n }
}

let seq = 0
const newRecord: Record<string, () => Record<string, unknown>> = {
  customers: () => ({
    firstName: 'Count',
    lastName: `Check ${++seq}`,
    phoneCode: '971',
    phone: `50${String(7_100_000 + seq * 331).padStart(7, '0')}`,
    type: 'Client',
    enabled: true,
    doNotDisturb: false,
  }),
  listings: () => ({
    reference: `CNT-${++seq}`,
    title: 'Counted listing',
    purpose: 'sale',
    status: 'available',
    enabled: true,
  }),
}

describe('unfiltered list totals of tables with a live row count', () => {
  it('covers customers and listings, and the demo data starts counted exactly in each asset', async () => {
    expect(counted.map((d) => d.name).sort()).toEqual(['customers', 'listings'])
    for (const def of counted) {
      for (const asset of [firstAsset, secondAsset]) {
        await switchTo(asset)
        const { shown, counted: n } = await totals(def.basePath!, def.table, asset)
        expect(n).toBeGreaterThan(0)
        expect(shown).toBe(n)
      }
    }
  })

  for (const name of ['customers', 'listings']) {
    it(`${name}: stays exact through create, soft delete, restore and delete for good, per asset`, async () => {
      const def = resourceDefs[name]
      await switchTo(firstAsset)
      const before = await totals(def.basePath!, def.table, firstAsset)
      await switchTo(secondAsset)
      const other = await totals(def.basePath!, def.table, secondAsset)
      await switchTo(firstAsset)
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const res = await t.request('POST', def.basePath!, {
          token: admin,
          body: newRecord[name](),
          headers: { 'x-asset-id': firstAsset },
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        ids.push(res.body.data._id)
      }
      expect(await totals(def.basePath!, def.table, firstAsset)).toEqual({
        shown: before.shown + 3,
        counted: before.counted + 3,
      })

      expect((await t.request('DELETE', `${def.basePath}/${ids[0]}`, { token: admin })).status).toBe(200)
      expect((await t.request('DELETE', `${def.basePath}/${ids[1]}`, { token: admin })).status).toBe(200)
      expect(await totals(def.basePath!, def.table, firstAsset)).toEqual({
        shown: before.shown + 1,
        counted: before.counted + 1,
      })

      expect((await t.request('GET', `${def.basePath}/${ids[0]}/restore`, { token: admin })).status).toBe(200)
      expect(await totals(def.basePath!, def.table, firstAsset)).toEqual({
        shown: before.shown + 2,
        counted: before.counted + 2,
      })

      // Deleting a soft-deleted row for good changes nothing; a live one counts down.
      expect((await t.request('DELETE', `${def.basePath}/${ids[1]}/force`, { token: admin })).status).toBe(200)
      expect((await t.request('DELETE', `${def.basePath}/${ids[2]}/force`, { token: admin })).status).toBe(200)
      expect(await totals(def.basePath!, def.table, firstAsset)).toEqual({
        shown: before.shown + 1,
        counted: before.counted + 1,
      })
      // An update that is not a delete or restore leaves the count alone.
      await t.db.query(`update ${def.table} set updated_at = now() where asset_id = $1`, [firstAsset])
      expect(await totals(def.basePath!, def.table, firstAsset)).toEqual({
        shown: before.shown + 1,
        counted: before.counted + 1,
      })
      await switchTo(secondAsset)
      expect(await totals(def.basePath!, def.table, secondAsset)).toEqual(other)
    })
  }

  it('counts rows written many at once by one statement, in either asset', async () => {
    const [{ n: before1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from customers where asset_id = $1 and deleted_at is null',
      [firstAsset],
    )
    await t.db.query(
      `insert into customers (id, asset_id, customer_id, first_name, last_name, type)
       select gen_random_uuid(), a, 900000 + g, 'Bulk', 'Row ' || g, 'Client' from unnest($1::uuid[]) a, generate_series(1, 40) g`,
      [[firstAsset, secondAsset]],
    )
    await t.db.query(`update customers set deleted_at = now() where first_name = 'Bulk' and customer_id <= 900010`)
    await switchTo(firstAsset)
    expect(await totals('/api/customers', 'customers', firstAsset)).toEqual({
      shown: before1 + 30,
      counted: before1 + 30,
    })
    await switchTo(secondAsset)
    const second = await totals('/api/customers', 'customers', secondAsset)
    expect(second.shown).toBe(second.counted)
  })
})
