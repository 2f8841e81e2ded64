import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { loginAgentWithoutContacts } from './helpers/users.ts'

let t: TestApp
let manager: string
let agent: string
let viewer: string
let admin: string
let firstAsset: string
let secondAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ manager, viewer, admin, firstAsset, secondAsset } = await t.demo())
  agent = await loginAgentWithoutContacts(t)
})
afterAll(() => t?.close())

let seq = 0
/** A valid UAE mobile not used before in this file. */
const uniquePhone = () => `50${String(9_000_000 + ++seq * 7919).padStart(7, '0')}`
const body = (over: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Haddad',
  phoneCode: '971',
  phone: uniquePhone(),
  email: `layla${++seq}@example.com`,
  type: 'Client',
  enabled: true,
  doNotDisturb: false,
  ...over,
})

describe('customer create and update', () => {
  it('creates with the form values plus the active asset and stores the phone in E.164', async () => {
    const b = body({ phone: '0501112233', email: 'first@example.com' })
    const res = await t.request('POST', '/api/customers', { token: manager, body: { ...b, asset: firstAsset } })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      firstName: 'Layla',
      fullName: 'Layla Haddad',
      phoneCode: '971',
      phone: '501112233',
      phoneNumber: '+971501112233',
      email: 'first@example.com',
      type: 'Client',
      enabled: true,
      asset: firstAsset,
    })
    expect(res.body.data.customerID).toBeGreaterThan(0)
    expect(res.body.data.login).toEqual({ enabled: false })
    expect(JSON.stringify(res.body)).not.toMatch(/password/i)
    const [row] = await t.db.query('select phone_number, asset_id, creator_id from customers where id = $1', [
      res.body.data._id,
    ])
    expect(row.phone_number).toBe('+971501112233')
  })

  it('answers 400 with every field error and exact messages', async () => {
    const res = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: '  ', phoneCode: '971', phone: '123', email: 'x', type: 'VIP' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'The First Name should not contain only whitespaces.' },
        { path: 'phone', message: 'The Phone Number is invalid.' },
        { path: 'email', message: 'Invalid Email.' },
        { path: 'type', message: 'Type is required.' },
      ]),
    )
  })

  it('refuses wrong types without a 500', async () => {
    for (const bad of [
      { firstName: 12, type: 'Client', phoneCode: 971, phone: 501234567 },
      [],
      'text',
      { ...body(), enabled: 'yes' },
    ]) {
      const res = await t.request('POST', '/api/customers', { token: manager, body: bad })
      expect(res.status).toBe(400)
    }
  })

  it('refuses a duplicate phone or e-mail in the asset, naming the existing customer', async () => {
    const first = await t.request('POST', '/api/customers', {
      token: manager,
      body: body({ firstName: 'Original', phone: '507770001', email: 'dup@example.com' }),
    })
    expect(first.status).toBe(201)
    const n = first.body.data.customerID
    const samePhone = await t.request('POST', '/api/customers', { token: manager, body: body({ phone: '0507770001' }) })
    expect(samePhone.status).toBe(400)
    expect(samePhone.body.message).toBe(`A customer with this phone number already exists: Original Haddad (#${n})`)
    expect(samePhone.body.errors[0].path).toBe('phone')
    const sameMail = await t.request('POST', '/api/customers', {
      token: manager,
      body: body({ email: 'DUP@example.com' }),
    })
    expect(sameMail.status).toBe(400)
    expect(sameMail.body.message).toContain('Original Haddad')
    // updating the original with its own values is not a duplicate
    const upd = await t.request('PATCH', `/api/customers/${first.body.data._id}`, {
      token: manager,
      body: body({ firstName: 'Original', phone: '507770001', email: 'dup@example.com' }),
    })
    expect(upd.status).toBe(200)
  })

  it('lets only one of two simultaneous creates with the same phone through', async () => {
    const b = body({ phone: '507770010' })
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        t.request('POST', '/api/customers', { token: manager, body: { ...b, email: `race${i}@example.com` } }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400])
    const [{ n }] = await t.db.query(`select count(*)::int as n from customers where phone_number = '+971507770010'`)
    expect(n).toBe(1)
  })

  it('allows the same phone in another asset', async () => {
    const b = body({ phone: '507770002' })
    expect((await t.request('POST', '/api/customers', { token: admin, body: b })).status).toBe(201)
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: secondAsset } })
    try {
      const res = await t.request('POST', '/api/customers', {
        token: admin,
        body: { ...b, email: 'other-asset@example.com' },
      })
      expect(res.status).toBe(201)
      expect(res.body.data.asset).toBe(secondAsset)
    } finally {
      await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: firstAsset } })
    }
  })

  it('updates by id and answers the saved customer', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    const res = await t.request('PATCH', `/api/customers/${c._id}`, {
      token: manager,
      body: body({ firstName: 'Renamed', type: 'Spam', enabled: false, doNotDisturb: true }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ firstName: 'Renamed', type: 'Spam', enabled: false, doNotDisturb: true })
  })

  it('a partial update keeps the other fields and still applies the rules', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body({ lastName: 'Keep' }) })).body
      .data
    const res = await t.request('PATCH', `/api/customers/${c._id}`, { token: manager, body: { phone: '55 000 1111' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      firstName: 'Layla',
      lastName: 'Keep',
      phoneNumber: '+971550001111',
      email: c.email,
    })
    const bad = await t.request('PATCH', `/api/customers/${c._id}`, { token: manager, body: { firstName: 'R2-D2' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'firstName', message: 'The First Name may only contain letters, dashes and underscores.' },
    ])
  })

  it('refuses a body for another asset', async () => {
    const res = await t.request('POST', '/api/customers', { token: manager, body: { ...body(), asset: secondAsset } })
    expect(res.status).toBe(400)
  })
})

describe('sensitive fields need VIEW_SENSITIVE_INFORMATION', () => {
  it('an agent creates without e-mail and phone, and never sees them', async () => {
    const res = await t.request('POST', '/api/customers', {
      token: agent,
      body: { firstName: 'Agentmade', type: 'Client' },
    })
    expect(res.status).toBe(201)
    for (const k of ['email', 'phone', 'phoneCode', 'phoneNumber']) expect(res.body.data).not.toHaveProperty(k)
  })

  it('an agent may not send e-mail or phone', async () => {
    const res = await t.request('POST', '/api/customers', { token: agent, body: body() })
    expect(res.status).toBe(403)
    expect(res.body.message).toContain('email')
  })

  it("an agent's update leaves the contact details alone", async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body({ phone: '507770003' }) })).body
      .data
    const res = await t.request('PATCH', `/api/customers/${c._id}`, {
      token: agent,
      body: { firstName: 'Changed', type: 'Client' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).not.toHaveProperty('phoneNumber')
    const [row] = await t.db.query('select first_name, phone_number, email from customers where id = $1', [c._id])
    expect(row).toMatchObject({ first_name: 'Changed', phone_number: '+971507770003', email: c.email })
  })

  it('a viewer cannot create', async () => {
    expect(
      (await t.request('POST', '/api/customers', { token: viewer, body: { firstName: 'No', type: 'Client' } })).status,
    ).toBe(403)
  })
})

describe('customer ids are scoped to the asset', () => {
  it("another asset's customer answers 404 everywhere", async () => {
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: secondAsset } })
    let other: string
    try {
      other = (await t.request('POST', '/api/customers', { token: admin, body: body() })).body.data._id
    } finally {
      await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: firstAsset } })
    }
    expect((await t.request('PATCH', `/api/customers/${other}`, { token: manager, body: body() })).status).toBe(404)
    expect(
      (await t.request('PATCH', `/api/customers/${other}/change-status`, { token: manager, body: { enabled: false } }))
        .status,
    ).toBe(404)
    expect(
      (
        await t.request('PATCH', `/api/customers/${other}/add-credentials`, {
          token: manager,
          body: { password: 'longenough' },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request('POST', '/api/customers/login-url', { token: manager, body: { customer: other } })).status,
    ).toBe(404)
    const [row] = await t.db.query('select enabled from customers where id = $1', [other])
    expect(row.enabled).toBe(true)
  })

  it('a malformed id is a 404, not a 500', async () => {
    expect(
      (await t.request('PATCH', '/api/customers/not-a-uuid/change-status', { token: manager, body: { enabled: true } }))
        .status,
    ).toBe(404)
  })
})

describe('status, credentials and login links', () => {
  it('changes the status', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    const res = await t.request('PATCH', `/api/customers/${c._id}/change-status`, {
      token: manager,
      body: { enabled: false },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.enabled).toBe(false)
    expect(
      (await t.request('PATCH', `/api/customers/${c._id}/change-status`, { token: manager, body: { enabled: 'no' } }))
        .status,
    ).toBe(400)
  })

  it('adds credentials (password of at least 8), then changes the password', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    const short = await t.request('PATCH', `/api/customers/${c._id}/add-credentials`, {
      token: manager,
      body: { password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toEqual({ path: 'password', message: 'Password must be at least 8 characters.' })
    expect(
      (
        await t.request('PATCH', `/api/customers/${c._id}/change-password`, {
          token: manager,
          body: { password: 'longenough' },
        })
      ).status,
    ).toBe(400)
    const add = await t.request('PATCH', `/api/customers/${c._id}/add-credentials`, {
      token: manager,
      body: { password: 'longenough' },
    })
    expect(add.status).toBe(200)
    expect(add.body.data.login).toEqual({ enabled: true })
    expect(JSON.stringify(add.body)).not.toContain('argon')
    const [before] = await t.db.query('select login_password_hash from customers where id = $1', [c._id])
    expect(
      (
        await t.request('PATCH', `/api/customers/${c._id}/change-password`, {
          token: manager,
          body: { password: 'another-one' },
        })
      ).status,
    ).toBe(200)
    const [after] = await t.db.query('select login_password_hash from customers where id = $1', [c._id])
    expect(after.login_password_hash).not.toBe(before.login_password_hash)
  })

  it('a login link works once, and DELETE revokes open links', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    const made = await t.request('POST', '/api/customers/login-url', {
      token: manager,
      body: { customer: c._id, asset: firstAsset },
    })
    expect(made.status).toBe(201)
    const token = new URL(made.body.data.url).searchParams.get('token')!
    expect(token.length).toBeGreaterThan(30)
    const first = await t.request('POST', '/api/customers/login-url/consume', { body: { token } })
    expect(first.status).toBe(200)
    expect(first.body.data.customer._id).toBe(c._id)
    expect((await t.request('POST', '/api/customers/login-url/consume', { body: { token } })).status).toBe(401)

    const again = await t.request('POST', '/api/customers/login-url', { token: manager, body: { customer: c._id } })
    const token2 = new URL(again.body.data.url).searchParams.get('token')!
    const del = await t.request('DELETE', '/api/customers/login-url', {
      token: manager,
      query: { asset: firstAsset, customer: c._id },
    })
    expect(del.status).toBe(200)
    expect(del.body.data.revoked).toBe(1)
    expect((await t.request('POST', '/api/customers/login-url/consume', { body: { token: token2 } })).status).toBe(401)
  })

  it('an expired link is refused', async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    const made = await t.request('POST', '/api/customers/login-url', { token: manager, body: { customer: c._id } })
    await t.db.query(
      `update customer_login_links set expires_at = now() - interval '1 minute' where customer_id = $1`,
      [c._id],
    )
    const token = new URL(made.body.data.url).searchParams.get('token')!
    expect((await t.request('POST', '/api/customers/login-url/consume', { body: { token } })).status).toBe(401)
  })
})

describe('generic calls on customers', () => {
  it('lists, searches, counts and exports with the filter, sensitive fields following the permission', async () => {
    const c = (
      await t.request('POST', '/api/customers', {
        token: manager,
        body: body({ firstName: 'Findable', lastName: 'Qwertz', phone: '507770009' }),
      })
    ).body.data
    const list = await t.request('GET', '/api/customers', {
      token: manager,
      query: {
        filter: {
          page: 1,
          limit: 5,
          sort: { createdAt: -1 },
          query: { type: 'Client', enabled: true, $text: { $search: 'Qwertz' } },
        },
      },
    })
    expect(list.status).toBe(200)
    expect(list.body.data.map((x: any) => x._id)).toEqual([c._id])
    expect(list.body.meta).toMatchObject({ total: 1, page: 1 })
    const byPhone = await t.request('GET', '/api/customers/search', { token: manager, query: { search: '507770009' } })
    expect(byPhone.body.data.map((x: any) => x._id)).toContain(c._id)
    // an agent cannot find a customer by a phone number it may not see
    const agentByPhone = await t.request('GET', '/api/customers/search', {
      token: agent,
      query: { search: '507770009' },
    })
    expect(agentByPhone.body.data.map((x: any) => x._id)).not.toContain(c._id)
    expect(
      (
        await t.request('GET', '/api/customers', {
          token: agent,
          query: { filter: { query: { phoneNumber: '+971507770009' } } },
        })
      ).status,
    ).toBe(403)
    expect((await t.request('GET', '/api/customers/distinct/email', { token: agent })).status).toBe(403)
    const types = await t.request('GET', '/api/customers/distinct/type', {
      token: agent,
      query: { filter: { limit: -1, page: 1 } },
    })
    expect(types.status).toBe(200)
    const csv = await t.request('GET', '/api/customers/export', {
      token: manager,
      query: { filter: { query: { $text: { $search: 'Qwertz' } } } },
    })
    expect(csv.status).toBe(200)
    expect(String(csv.body)).toContain('Findable')
    const none = await t.request('GET', '/api/customers/export', {
      token: manager,
      query: { filter: { query: { $text: { $search: 'no-such-customer-xyz' } } } },
    })
    expect(none.body.message).toBe('Data is empty')
  })

  it("deletes (CUSTOMER_DELETE only); another asset's customer is a 404 on read and delete", async () => {
    const c = (await t.request('POST', '/api/customers', { token: manager, body: body() })).body.data
    expect((await t.request('DELETE', `/api/customers/${c._id}`, { token: agent })).status).toBe(403)
    expect((await t.request('DELETE', `/api/customers/${c._id}`, { token: manager })).status).toBe(200)
    expect((await t.request('GET', `/api/customers/${c._id}`, { token: manager })).status).toBe(404)
    const [other] = await t.db.query('select id from customers where asset_id = $1 and deleted_at is null limit 1', [
      secondAsset,
    ])
    expect((await t.request('GET', `/api/customers/${other.id}`, { token: manager })).status).toBe(404)
    expect((await t.request('DELETE', `/api/customers/${other.id}`, { token: manager })).status).toBe(404)
    expect((await t.request('GET', `/api/customers/${other.id}/leads`, { token: manager })).status).toBe(404)
  })

  it("answers the customer's leads, newest first", async () => {
    const [row] = await t.db.query(
      `select customer_id, count(*)::int as n from leads where asset_id = $1 and deleted_at is null and customer_id is not null group by customer_id order by n desc limit 1`,
      [firstAsset],
    )
    const res = await t.request('GET', `/api/customers/${row.customer_id}/leads`, {
      token: admin,
      query: { page: 1, limit: 20 },
    })
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(row.n)
    const dates = res.body.data.map((l: any) => l.dataSourceCreatedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await t.request('GET', `/api/customers/${row.customer_id}/leads`, { token: viewer })).status).toBe(403)
  })
})
