import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { loginAgentWithoutContacts } from './helpers/users.ts'

// A populated record shows only what the caller could read of it directly.
let t: TestApp
let tokens: { admin: string; manager: string; agent: string; viewer: string }
let lead: { id: string; customer: string; agent: string }
let listing: { id: string; agent: string }

beforeAll(async () => {
  t = await startTestApp()
  const d = await t.demo()
  tokens = d
  // A lead and a listing of the viewer's asset whose customer and agent have contact details.
  ;[lead] = await t.db.query(
    `select l.id, l.customer_id as customer, l.agent_id as agent from leads l join customers c on c.id = l.customer_id join team_members m on m.id = l.agent_id
      where l.asset_id = $1 and l.deleted_at is null and c.email is not null and m.email is not null order by l.lead_id limit 1`,
    [d.firstAsset],
  )
  ;[listing] = await t.db.query(
    `select l.id, l.agent_id as agent from listings l join team_members m on m.id = l.agent_id where l.asset_id = $1 and l.deleted_at is null and m.email is not null limit 1`,
    [d.firstAsset],
  )
})
afterAll(() => t?.close())

const get = (path: string, token: string, filter: unknown) => t.request('GET', path, { token, query: { filter } })

describe('populate respects the target resource view key', () => {
  it('gives a viewer without CUSTOMERS_VIEW only the customer _id and name', async () => {
    const res = await get(`/api/properties/leads/${lead.id}`, tokens.viewer, { populate: 'customer' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.customer).toEqual({ _id: lead.customer, fullName: expect.any(String) })
  })

  it('gives a viewer without MEMBERS_VIEW only the agent _id and name, on leads and listings', async () => {
    const l = await get(`/api/properties/listings/${listing.id}`, tokens.viewer, { populate: 'agent' })
    expect(l.status, JSON.stringify(l.body)).toBe(200)
    expect(l.body.data.agent).toEqual({ _id: listing.agent, name: expect.any(String) })
    const list = await get('/api/properties/listings', tokens.viewer, { populate: ['agent'], limit: 50 })
    for (const row of list.body.data.filter((r: any) => r.agent))
      expect(Object.keys(row.agent).sort()).toEqual(['_id', 'name'])
    const ld = await get(`/api/properties/leads/${lead.id}`, tokens.viewer, { populate: ['agent', 'referredBy'] })
    expect(ld.body.data.agent).toEqual({ _id: lead.agent, name: expect.any(String) })
  })

  it('refuses what the viewer could not read directly: other fields and nested relations of the target', async () => {
    const sel = await get(`/api/properties/leads/${lead.id}`, tokens.viewer, {
      populate: { path: 'customer', select: ['type'] },
    })
    expect(sel.status).toBe(403)
    expect(sel.body.message).toContain("'type'")
    const nested = await get(`/api/properties/listings/${listing.id}`, tokens.viewer, { populate: 'agent.reportedTo' })
    expect(nested.status).toBe(403)
    expect(JSON.stringify(nested.body)).toContain('reportedTo')
  })

  it('keeps field permissions on populated records: an agent (no VIEW_SENSITIVE_INFORMATION) sees no e-mail or phone', async () => {
    const res = await get(`/api/properties/leads/${lead.id}`, await loginAgentWithoutContacts(t), {
      populate: ['customer', 'agent'],
    })
    expect(res.status).toBe(200)
    expect(res.body.data.customer).toMatchObject({
      _id: lead.customer,
      firstName: expect.any(String),
      type: expect.any(String),
    })
    for (const o of [res.body.data.customer, res.body.data.agent]) {
      for (const k of ['email', 'phone', 'phoneNumber', 'phoneCode', 'whatsapp']) expect(o).not.toHaveProperty(k)
    }
  })

  it('gives an admin the whole records', async () => {
    const res = await get(`/api/properties/leads/${lead.id}`, tokens.admin, {
      populate: ['customer', 'agent.reportedTo'],
    })
    expect(res.status).toBe(200)
    expect(res.body.data.customer).toMatchObject({
      _id: lead.customer,
      fullName: expect.any(String),
      email: expect.any(String),
      phoneNumber: expect.any(String),
      type: expect.any(String),
    })
    expect(res.body.data.agent).toMatchObject({
      _id: lead.agent,
      name: expect.any(String),
      email: expect.any(String),
      officeName: expect.anything(),
    })
    const l = await get(`/api/properties/listings/${listing.id}`, tokens.admin, { populate: 'agent' })
    expect(l.body.data.agent).toMatchObject({ _id: listing.agent, email: expect.any(String) })
  })
})
