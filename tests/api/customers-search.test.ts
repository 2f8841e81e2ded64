import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The customers search (list text and /search) over name, e-mail, phone, CRM id and customer number,
 * each served by its own index (migration 0902): the rows and totals a user gets for each kind of text.
 */
let t: TestApp
let admin: string
let firstAsset: string
let secondAsset: string
const T = `Zq${Math.random().toString(36).slice(2, 7)}`
const ids: Record<string, string> = {}

async function insertCustomer(
  key: string,
  assetId: string,
  c: { first: string; last: string; email?: string; phone?: string; crm?: string; number: number },
) {
  ids[key] = crypto.randomUUID()
  await t.db.query(
    `insert into customers (id, asset_id, customer_id, first_name, last_name, email, phone_code, phone, phone_number, source_data_id, type)
     values ($1, $2, $3, $4, $5, $6, '971', $7, $8, $9, 'Client')`,
    [
      ids[key],
      assetId,
      c.number,
      c.first,
      c.last,
      c.email ?? null,
      c.phone ?? null,
      c.phone ? `+971${c.phone}` : null,
      c.crm ?? null,
    ],
  )
}

const byList = async (text: string) => {
  const res = await t.request('GET', '/api/customers', {
    token: admin,
    query: { filter: { limit: 50, sort: { createdAt: -1 }, query: { $text: { $search: text } } } },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return {
    ids: (res.body.data as Array<{ _id: string }>).map((r) => r._id).sort(),
    total: res.body.meta.total as number,
  }
}
const bySearch = async (text: string) => {
  const res = await t.request('GET', '/api/customers/search', {
    token: admin,
    query: { q: text, filter: { limit: 50 } },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.data as Array<{ _id: string }>).map((r) => r._id).sort()
}
const expectFound = async (text: string, keys: string[]) => {
  const want = keys.map((k) => ids[k]).sort()
  expect(await byList(text), text).toEqual({ ids: want, total: want.length })
  expect(await bySearch(text), text).toEqual(want)
}

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, firstAsset, secondAsset } = await t.demo())
  await insertCustomer('noura', firstAsset, {
    first: `${T}noura`,
    last: 'Al Falasi',
    email: `noura.${T}@mail.test`,
    phone: '561230001',
    crm: `CRM-${T}-77`,
    number: 9_100_001,
  })
  await insertCustomer('solo', firstAsset, { first: `${T}solo`, last: '', phone: '561230002', number: 9_100_002 })
  await insertCustomer('omar', firstAsset, {
    first: 'Omar',
    last: `${T}Haddad`,
    email: `omar@${T}.test`,
    crm: `${T}-OMAR`,
    number: 9_100_003,
  })
  await insertCustomer('other', secondAsset, {
    first: `${T}noura`,
    last: 'Al Falasi',
    phone: '561230001',
    crm: `CRM-${T}-77`,
    number: 9_100_001,
  })
})
afterAll(() => t?.close())

describe('customers search', () => {
  it('finds by a part of the full name, in any case, the whole name and a name without a last name', async () => {
    await expectFound(T.toUpperCase(), ['noura', 'solo', 'omar'])
    await expectFound(`${T}noura al fal`, ['noura'])
    await expectFound(`${T}solo`, ['solo'])
    await expectFound(`omar ${T}h`, ['omar'])
  })

  it('finds by a part of the e-mail, the CRM id, the phone in any form or by its last digits, and the customer number', async () => {
    await expectFound(`@${T}.te`, ['omar'])
    await expectFound(`${T}-7`, ['noura'])
    await expectFound('056 123 0001', ['noura'])
    await expectFound('+971 56 123 000', ['noura', 'solo'])
    // the last digits an agent remembers, matched in the caller's asset only (the other asset's Noura has the same number)
    await expectFound('1230001', ['noura'])
    await expectFound('123 000', ['noura', 'solo'])
    await expectFound('9100003', ['omar'])
  })

  it("finds nothing for text no customer of the asset has, and never another asset's customer", async () => {
    await expectFound(`${T}nobody`, [])
    expect((await byList(`${T}noura`)).ids).not.toContain(ids.other)
  })
})
