import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RAW_MESSAGE } from '../humanMessages.ts'
import { png } from './helpers/files.ts'
import { startTestApp, type TestApp, type ApiResponse } from './helpers/testApp.ts'

/**
 * A 400 says what is wrong in sentences a person reads (the console shows `message` in
 * toasts and lists), naming each field by its label; the field's path stays in `errors` for clients.
 */
let t: TestApp
let admin: string
let firstAsset: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, firstAsset } = await t.demo())
})
afterAll(() => t?.close())

type FieldErrors = { path: string; message: string }[]

/** A 400 whose message and every field message are sentences, with the fields named in `errors`. */
function expectSentences(res: ApiResponse, expected: Record<string, string>) {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  const errors = res.body.errors as FieldErrors
  expect(Object.fromEntries(errors.map((e) => [e.path, e.message]))).toMatchObject(expected)
  for (const m of [res.body.message as string, ...errors.map((e) => e.message)]) {
    expect(m).not.toMatch(RAW_MESSAGE)
    expect(m).toMatch(/^["A-Z].*\.$/)
  }
  for (const e of errors) expect(res.body.message).toContain(e.message)
}

const report = (query: Record<string, unknown>) =>
  t.request('GET', '/api/properties/leads', { token: admin, query: { filter: JSON.stringify({ query }) } })

describe('400s are sentences naming the field', () => {
  it('the leads report filter', async () => {
    expectSentences(await report({ search: 'x'.repeat(201) }), {
      'filter.query.search': 'Search can be at most 200 characters.',
    })
    expectSentences(await report({ status: ['Nope'], agents: ['x'], slaEndsWithin: 'soon', dateFrom: 'yesterday' }), {
      'filter.query.status.0': 'Status must be Open or Closed.',
      'filter.query.agents.0': 'Agents must be a valid id.',
      'filter.query.slaEndsWithin': 'SLA Ends Within must be a number.',
      'filter.query.dateFrom': 'Date From must be a date (YYYY-MM-DD) or an ISO date-time.',
    })
  })

  it('lead settings', async () => {
    const patch = (body: unknown) => t.request('PATCH', '/api/settings/lead-setting', { token: admin, body })
    expectSentences(await patch({ initialSlaMinutes: 0 }), {
      initialSlaMinutes: 'Initial SLA minutes must be at least 1.',
    })
    expectSentences(await patch({ initialSlaMinutes: -5, poolSlaMinutes: 1.5, dailyLeadLimit: 'ten' }), {
      initialSlaMinutes: 'Initial SLA minutes must be at least 1.',
      poolSlaMinutes: 'Lead Pool SLA minutes must be a whole number.',
      dailyLeadLimit: 'Daily lead limit must be a number.',
    })
  })

  it('customers: the spec’s messages verbatim, the rest named by label', async () => {
    const res = await t.request('POST', '/api/customers', {
      token: admin,
      body: {
        firstName: 'x'.repeat(101),
        lastName: 5,
        phoneCode: '971',
        phone: '501234567',
        type: 'Client',
        enabled: 'yes',
        asset: firstAsset,
      },
    })
    expectSentences(res, {
      firstName: 'First Name can be at most 100 characters.',
      lastName: 'Last Name must be text.',
      enabled: 'Enabled must be true or false.',
    })
    expectSentences(
      await t.request('POST', '/api/customers', {
        token: admin,
        body: { lastName: 'A', phoneCode: '971', phone: '501234567' },
      }),
      {
        firstName: 'First Name is required.',
        type: 'Type is required.',
      },
    )
  })

  it('the lead form, its fields named as the editor names them (API names in errors)', async () => {
    const res = await t.request('POST', '/api/properties/leads', {
      token: admin,
      body: {
        contactType: 'Nope',
        minBedrooms: 1000,
        source: 'x'.repeat(201),
        amenities: 'pool',
        type: 'general',
        utm: { source: 'x'.repeat(201) },
      },
    })
    expectSentences(res, {
      contactType: 'Contact Type must be Buyer, Seller, Tenant or Landlord.',
      minBedrooms: 'Min Bedrooms can be at most 100.',
      source: 'Source can be at most 200 characters.',
      amenities: 'Amenities must be a list.',
      'utm.source': 'UTM Source can be at most 200 characters.',
    })
  })

  it('profile, password, sign-in and bulk update', async () => {
    expectSentences(await t.request('PATCH', '/api/profile', { token: admin, body: { firstName: 'x'.repeat(101) } }), {
      firstName: 'First name can be at most 100 characters.',
    })
    expectSentences(
      await t.request('PATCH', '/api/profile/change-password', {
        token: admin,
        body: { oldPassword: 5, password: 'short' },
      }),
      {
        oldPassword: 'Old password is required.',
        password: 'Password must be at least 8 characters.',
      },
    )
    expectSentences(await t.request('POST', '/api/auth/login', { token: null, body: { email: 'nope', password: 5 } }), {
      password: 'Password must be text.',
    })
    expectSentences(
      await t.request('PATCH', '/api/properties/leads/bulk-update', {
        token: admin,
        body: { data: { ids: ['x'], status: 'Later', colour: 'red' } },
      }),
      {
        'data.ids.0': 'IDs must be a valid id.',
        'data.status': 'Status must be Open or Closed.',
        'data.colour': '"colour" is not a field that can be sent here.',
      },
    )
  })

  it('the input rule of every route (text the database cannot store, in a body or the filter JSON)', async () => {
    expectSentences(await t.request('PATCH', '/api/profile', { token: admin, body: { lastName: 'a\u0000b' } }), {
      lastName: 'Last Name must not contain the NUL character (\\u0000).',
    })
    expectSentences(await report({ search: 'a\u0000b' }), {
      'filter.query.search': 'Search must not contain the NUL character (\\u0000).',
    })
  })

  it('generic resources, their list filter, storage and dictionaries', async () => {
    expectSentences(
      await t.request('POST', '/api/developers', { token: admin, body: { name: 'x'.repeat(300), colour: 'red' } }),
      {
        name: 'Name can be at most 200 characters.',
        colour: '"colour" is not a field that can be sent here.',
      },
    )
    const listing = await t.request('POST', '/api/properties/listings', {
      token: admin,
      body: { reference: 'X', bedrooms: 1.5, agent: 'nope', createdFor: 5 },
    })
    expectSentences(listing, {})
    expect(listing.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['bedrooms', 'agent']),
    )
    expectSentences(
      await t.request('GET', '/api/customers', { token: admin, query: { filter: JSON.stringify({ limit: 'many' }) } }),
      {
        'filter.limit': 'Limit must be a number.',
      },
    )
    const fd = new FormData()
    fd.append('name', 'x'.repeat(256))
    fd.append('file', new Blob([new Uint8Array(png())]), 'photo.png')
    expectSentences(await t.request('POST', '/api/storage/upload', { token: admin, body: fd }), {
      name: 'Name can be at most 255 characters.',
    })
    expectSentences(await t.request('DELETE', '/api/storage/remove', { token: admin }), { file: 'File is required.' })
    expectSentences(
      await t.request('GET', '/api/properties/listings/locations', {
        token: admin,
        query: { filter: JSON.stringify({ query: 5 }) },
      }),
      {
        'filter.query': 'Query must be a group of fields (an object).',
      },
    )
  })
})
