import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertLead } from './helpers/leadFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let admin: string
let viewer: string
let frontdesk: string
let firstAsset: string
let customerId: string
let leadIds: string[]
let extraLead: { id: string; leadId: number }

/** The forms of one number the search must find, plus two more a person pastes. */
const FORMS = ['0504906370', '050 490 6370', '+971 50 490 6370', '971504906370', '00971 50 490 6370', '(050) 490-6370']

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, viewer, firstAsset } = await t.demo())
  frontdesk = await t.login('frontdesk@demo.test')
  // The number searched here is a demo customer's (Trace Fahey, first asset).
  const [c] = await t.db.query<{ id: string }>('select id from customers where asset_id = $1 and phone_number = $2', [
    firstAsset,
    '+971504906370',
  ])
  customerId = c.id
  extraLead = await insertLead(t.db, firstAsset, { customerId, status: 'Closed' })
  const rows = await t.db.query<{ id: string }>(
    'select id from leads where customer_id = $1 and parent_id is null and deleted_at is null',
    [customerId],
  )
  leadIds = rows.map((r) => r.id)
})
afterAll(() => t?.close())

describe('a phone typed in any common form', () => {
  it('finds the customer through the customers search', async () => {
    for (const q of FORMS) {
      const res = await t.request('GET', '/api/customers/search', {
        token: admin,
        query: { q, filter: { page: 1, limit: 5 } },
      })
      expect(res.status, q).toBe(200)
      expect(
        res.body.data.map((c: any) => c._id),
        q,
      ).toEqual([customerId])
    }
  })

  it('finds the customer through the customers list text search, and a partial number narrows from the start', async () => {
    const list = await t.request('GET', '/api/customers', {
      token: admin,
      query: { filter: { query: { $text: { $search: '+971 50 490 6370' } } } },
    })
    expect(list.body.data.map((c: any) => c._id)).toEqual([customerId])
    const partial = await t.request('GET', '/api/customers/search', {
      token: admin,
      query: { q: '050 4906', filter: { limit: 50 } },
    })
    expect(partial.body.data.map((c: any) => c._id)).toContain(customerId)
    for (const c of partial.body.data) expect(c.phoneNumber.startsWith('+9715049')).toBe(true)
  })

  it("finds the customer's leads (the demo's and one more) through the leads search, with their total", async () => {
    for (const q of FORMS) {
      const res = await t.request('GET', '/api/properties/leads/search', {
        token: admin,
        query: { q, filter: { page: 1, limit: 10 } },
      })
      expect(res.status, q).toBe(200)
      expect(res.body.data.map((l: any) => l._id).sort(), q).toEqual([...leadIds].sort())
      expect(res.body.meta.total, q).toBe(leadIds.length)
    }
  })

  it('does not find them for a caller who sees the leads but not phone numbers', async () => {
    const byId = await t.request('GET', '/api/properties/leads/search', {
      token: viewer,
      query: { q: String(extraLead.leadId) },
    })
    expect(byId.body.data.map((l: any) => l._id)).toEqual([extraLead.id])
    const leads = await t.request('GET', '/api/properties/leads/search', { token: viewer, query: { q: '0504906370' } })
    expect(leads.status).toBe(200)
    expect(leads.body.data).toEqual([])
    expect(leads.body.meta.total).toBe(0)
  })
})

/** What agents remember of +971504906370: its last six or seven digits, a run from the middle, as written or grouped. */
const REMEMBERED = ['906370', '4906370', '490 6370', '5049']
const digitsOf = (q: string) => q.replace(/\D/g, '')
const customersFound = async (q: string, token = admin) => {
  const res = await t.request('GET', '/api/customers/search', { token, query: { q, filter: { page: 1, limit: 50 } } })
  expect(res.status, q).toBe(200)
  return res.body.data as Array<{ _id: string; phoneNumber?: string }>
}

describe('the digits an agent remembers of a number', () => {
  it('find the customer by its last digits or a run of four or more, and only customers whose number holds them', async () => {
    for (const q of REMEMBERED) {
      const found = await customersFound(q)
      expect(
        found.map((c) => c._id),
        q,
      ).toContain(customerId)
      for (const c of found) expect(c.phoneNumber, q).toContain(digitsOf(q))
    }
    const list = await t.request('GET', '/api/customers', {
      token: admin,
      query: { filter: { query: { $text: { $search: '906370' } } } },
    })
    expect(list.body.data.map((c: { _id: string }) => c._id)).toEqual([customerId])
    expect(list.body.meta.total).toBe(1)
  })

  it("find the customer's leads through the leads search (the palette's too), with their total", async () => {
    for (const q of ['906370', '4906370', '490 6370']) {
      const res = await t.request('GET', '/api/properties/leads/search', {
        token: admin,
        query: { q, filter: { page: 1, limit: 10, populate: ['customer'] } },
      })
      expect(res.status, q).toBe(200)
      expect(res.body.data.map((l: { _id: string }) => l._id).sort(), q).toEqual([...leadIds].sort())
      expect(res.body.meta.total, q).toBe(leadIds.length)
    }
  })

  it('find an enquiry by the last digits of its phone', async () => {
    const res = await t.request('GET', '/api/data-form/enquiries/search', { token: admin, query: { q: '902233' } })
    expect(res.status).toBe(200)
    expect(res.body.data.map((e: { phoneNumber: string }) => e.phoneNumber)).toEqual(['+971501902233'])
  })

  it('read a run starting with 0 as a run inside the number or the start of a local one, never as the digits after the 0 alone', async () => {
    const insert = async (number: number, national: string) =>
      (
        await t.db.query<{ id: string }>(
          `insert into customers (id, asset_id, customer_id, first_name, last_name, phone_code, phone, phone_number, type)
           values (gen_random_uuid(), $1, $2, 'Fragment', 'Test', '971', $3, '+971' || $3, 'Client') returning id`,
          [firstAsset, number, national],
        )
      )[0].id
    // 04 906 3123 (a Dubai number) starts with the digits locally; +971 55 490 6312 holds 49063 but not 049063
    const local = await insert(9_200_001, '49063123')
    const without = await insert(9_200_002, '554906312')
    const found = (await customersFound('049063')).map((c) => c._id).sort()
    expect(found).toEqual([customerId, local].sort())
    expect(found).not.toContain(without)
    await t.db.query('delete from customers where id = any($1::uuid[])', [[local, without]])
  })

  it("never answer a record by its number when the digits start with 0: '09300001' is no customer or lead 9300001", async () => {
    // the million-lead bench's fragment '068181' of 050 681 8198 answered customer 68181 and lead 68181
    const [customer] = await t.db.query<{ id: string }>(
      `insert into customers (id, asset_id, customer_id, first_name, last_name, phone_code, phone, phone_number, type)
       values (gen_random_uuid(), $1, 9300001, 'Numbered', 'Test', '971', '529999001', '+971529999001', 'Client') returning id`,
      [firstAsset],
    )
    const lead = await insertLead(t.db, firstAsset, { leadId: 9_300_001 })
    expect((await customersFound('09300001')).map((c) => c._id)).not.toContain(customer.id)
    expect((await customersFound('9300001')).map((c) => c._id)).toContain(customer.id)
    const leads = async (q: string) =>
      (await t.request('GET', '/api/properties/leads/search', { token: admin, query: { q } })).body.data.map(
        (l: { _id: string }) => l._id,
      )
    expect(await leads('09300001')).not.toContain(lead.id)
    expect(await leads('9300001')).toContain(lead.id)
  })

  it('find nothing by phone for a caller who may not see phone numbers', async () => {
    for (const q of ['906370', '050 490 6370']) {
      expect(await customersFound(q, frontdesk), q).toEqual([])
      const leads = await t.request('GET', '/api/properties/leads/search', { token: viewer, query: { q } })
      expect(leads.status, q).toBe(200)
      expect(leads.body.data, q).toEqual([])
      expect(leads.body.meta.total, q).toBe(0)
    }
  })
})
