import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertLead } from './helpers/leadFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let admin: string
let viewer: string
let firstAsset: string
let customerId: string
let leadIds: string[]
let extraLead: { id: string; leadId: number }

/** The forms of one number (issue 13 item 7), plus two more a person pastes. */
const FORMS = ['0504906370', '050 490 6370', '+971 50 490 6370', '971504906370', '00971 50 490 6370', '(050) 490-6370']

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, viewer, firstAsset } = await t.demo())
  // The number is a demo customer's (Trace Fahey, first asset).
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
