import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installErrorHandler } from '../../src/server/http/errors.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { png } from './helpers/files.ts'
import { startTestApp, type ApiResponse, type TestApp } from './helpers/testApp.ts'

/**
 * The input rule, bounded values and the reserved filter keys: hostile text, dates, numbers and shapes are a
 * 400 naming the field, never a 500, on both engines; every written string has a maximum length.
 */
let t: TestApp
let admin: string
let manager: string
let firstAsset: string
let a: AssetFixture

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin, manager, firstAsset } = await t.demo())
  ;({ a } = await leadEditorFixtures(t.db))
})
afterAll(() => t?.close())

const NUL = 'a\u0000b'

/** A 400 whose field errors name `path` (or whose message does, for rules without field errors). */
function expect400(res: ApiResponse, path?: string) {
  expect(res.status, JSON.stringify(res.body)?.slice(0, 300)).toBe(400)
  expect(typeof res.body.message).toBe('string')
  if (path) expect(JSON.stringify(res.body)).toContain(path)
}

/** JSON text of objects nested n deep (built as text: JSON.stringify itself overflows the stack on it). */
const deep = (n: number) => `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}`
const json = { 'content-type': 'application/json' }

describe('a NUL byte in any text is a 400 naming the field', () => {
  it('login e-mail without a session', async () => {
    expect400(
      await t.request('POST', '/api/auth/login', { body: { email: `x${NUL}@demo.test`, password: 'whatever1' } }),
      'email',
    )
  })

  it('report search and filters, in the filter JSON and the query string', async () => {
    expect400(
      await t.request('GET', '/api/properties/leads/search', { token: manager, query: { search: NUL } }),
      'search',
    )
    expect400(
      await t.request('GET', '/api/properties/leads', {
        token: manager,
        query: { filter: { query: { search: NUL } } },
      }),
      'filter.query.search',
    )
    expect400(
      await t.request('GET', '/api/properties/leads', {
        token: manager,
        query: { filter: { query: { source: [NUL] } } },
      }),
      'filter.query.source',
    )
    expect400(
      await t.request('GET', '/api/properties/leads/export', {
        token: manager,
        query: { filter: { query: { stage: NUL } } },
      }),
      'filter.query.stage',
    )
    expect400(await t.request('GET', '/api/customers/search', { token: manager, query: { search: NUL } }), 'search')
  })

  it('lead and customer fields', async () => {
    expect400(
      await t.request('POST', '/api/properties/leads', { token: manager, body: listingLeadBody(a, { remarks: NUL }) }),
      'remarks',
    )
    expect400(
      await t.request('POST', '/api/properties/leads', {
        token: manager,
        body: listingLeadBody(a, { utm: { source: NUL } }),
      }),
      'utm.source',
    )
    const customer = { firstName: 'Layla', lastName: NUL, phoneCode: '971', phone: '501234111', type: 'Client' }
    expect400(await t.request('POST', '/api/customers', { token: manager, body: customer }), 'lastName')
    expect400(
      await t.request('PATCH', `/api/customers/${a.customer}`, { token: manager, body: { lastName: NUL } }),
      'lastName',
    )
  })

  it('profile names and asset settings', async () => {
    expect400(await t.request('PATCH', '/api/profile', { token: manager, body: { firstName: NUL } }), 'firstName')
    expect400(
      await t.request('PATCH', `/api/assets/${firstAsset}/settings`, {
        token: admin,
        body: { settings: { note: NUL } },
      }),
      'settings.note',
    )
    expect400(
      await t.request('PATCH', `/api/assets/${firstAsset}/settings`, {
        token: admin,
        body: { settings: { [NUL]: 1 } },
      }),
      'settings',
    )
  })

  it('storage file name', async () => {
    const upload = (name: string, fields: Record<string, string> = {}) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), name)
      return t.request('POST', '/api/storage/upload', { token: manager, body: form })
    }
    expect400(await upload(`plan${NUL}.png`), 'name')
    expect400(await upload('plan.png', { name: NUL }), 'name')
  })
})

describe('dates, numbers and shapes outside what the database holds', () => {
  it.each(['+300000-01-01', '-005000-01-01', '300000-01-01', '2024-13-45', 'yesterday'])(
    'report dateFrom/dateTo %s is a 400, also for the export',
    async (d) => {
      for (const key of ['dateFrom', 'dateTo']) {
        expect400(
          await t.request('GET', '/api/properties/leads', {
            token: manager,
            query: { filter: { query: { [key]: d } } },
          }),
          `filter.query.${key}`,
        )
        expect400(
          await t.request('GET', '/api/properties/leads/export', {
            token: manager,
            query: { filter: { query: { [key]: d } } },
          }),
          `filter.query.${key}`,
        )
      }
    },
  )

  it('keeps valid report dates working', async () => {
    const res = await t.request('GET', '/api/properties/leads', {
      token: manager,
      query: { filter: { query: { dateFrom: '2020-01-01', dateTo: new Date().toISOString() } } },
    })
    expect(res.status).toBe(200)
  })

  it('page=1e300 anywhere', async () => {
    expect400(
      await t.request('GET', `/api/customers/${a.customer}/leads`, { token: manager, query: { page: '1e300' } }),
      'page',
    )
    expect400(
      await t.request('GET', '/api/properties/leads', { token: manager, query: { filter: { page: 1e300 } } }),
      'filter.page',
    )
    expect400(
      await t.request('GET', '/api/profile/access-logs', { token: manager, query: { filter: { page: 1e300 } } }),
      'filter.page',
    )
  })

  it('lead dates beyond the database range', async () => {
    for (const [initial, pool] of [
      ['-005000-01-01T00:00:00Z', '2030-01-01T00:00:00Z'],
      ['+270000-01-01T00:00:00Z', '+270001-01-01T00:00:00Z'],
    ]) {
      const body = listingLeadBody(a, {
        setAutoSLADetails: false,
        initialSlaEndDate: initial,
        freePoolSlaEndDate: pool,
      })
      expect400(await t.request('POST', '/api/properties/leads', { token: manager, body }), 'initialSlaEndDate')
    }
  })

  it('multipart without a boundary', async () => {
    const res = await t.request('POST', '/api/storage/upload', {
      token: manager,
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect400(res)
  })

  it('JSON nested 5,000 deep in a body, 500 deep in the filter (as deep as a URL holds)', async () => {
    expect400(await t.request('POST', '/api/customers', { token: manager, body: deep(5000), headers: json }))
    const settings = await t.request('PATCH', `/api/assets/${firstAsset}/settings`, {
      token: admin,
      body: `{"settings":${deep(5000)}}`,
      headers: json,
    })
    expect400(settings, 'settings.a.a')
    expect(settings.body.message).toContain('nested too deeply')
    expect400(
      await t.request('GET', '/api/customers', { token: manager, query: { filter: `{"query":${deep(500)}}` } }),
      'filter.query.a',
    )
    expect400(
      await t.request('GET', '/api/geo/countries', {
        token: manager,
        query: { filter: `{"query":{"$or":[${deep(500)}]}}` },
      }),
      'filter.query.$or.0',
    )
  })
})

describe('bounded writes: every written string has a maximum length with a message a person understands', () => {
  const mb = 'x'.repeat(1024 * 1024)
  it('a customer last name of 1 MB', async () => {
    const res = await t.request('POST', '/api/customers', {
      token: manager,
      body: { firstName: 'Layla', lastName: mb, phoneCode: '971', phone: '501234112', type: 'Client' },
    })
    expect400(res, 'lastName')
    expect(res.body.errors).toContainEqual({ path: 'lastName', message: 'Last Name can be at most 100 characters.' })
  })

  it.each([
    ['POST', '/api/properties/leads', () => listingLeadBody(a, { remarks: 'x'.repeat(5001) }), 'remarks'],
    [
      'POST',
      '/api/properties/leads',
      () => listingLeadBody(a, { utm: { campaign: 'x'.repeat(2001) } }),
      'utm.campaign',
    ],
    ['PATCH', '/api/profile', () => ({ lastName: 'x'.repeat(101) }), 'lastName'],
    ['POST', '/api/developers', () => ({ name: 'x'.repeat(201) }), 'name'],
  ] as const)('%s %s', async (method, path, body, field) => {
    expect400(await t.request(method, path, { token: admin, body: body() }), field)
  })
})

describe('reserved keys in filter.query', () => {
  it('an empty condition is a 400 too, not a geography filter that matches everything', async () => {
    expect400(
      await t.request('GET', '/api/geo/countries', { token: manager, query: { filter: { query: { name: {} } } } }),
      'filter.query.name',
    )
  })

  it.each(['__proto__', 'constructor', 'prototype'])(
    '%s is a 400, not a filter that matches everything',
    async (key) => {
      const raw = `{"query":{"${key}":{"firstName":"nobody"}}}`
      expect400(
        await t.request('GET', '/api/customers', { token: manager, query: { filter: raw } }),
        `filter.query.${key}`,
      )
      expect400(
        await t.request('GET', '/api/geo/countries', { token: manager, query: { filter: raw } }),
        `filter.query.${key}`,
      )
    },
  )
})

describe('database refusals of a value are a 400 whatever a rule missed (the last line of defence)', () => {
  it.each([
    ['NUL in text', 'select $1::text', 'a\u0000b', 'Text contains a character that cannot be stored.'],
    ['a date out of range', 'select $1::timestamptz', '300000-01-01', 'A date or time is out of range.'],
    ['a number out of range', 'select $1::int', '99999999999', 'A number is out of range.'],
    ['a malformed id', 'select $1::uuid', 'nope', 'A value has the wrong format.'],
  ])('%s', async (_, sql, value, message) => {
    const refusal = await t.db.query(sql, [value]).then(
      () => null,
      (e: unknown) => e,
    )
    expect(refusal, 'the engine refuses it').not.toBeNull()
    const app = Fastify({ logger: false })
    installErrorHandler(app)
    app.get('/x', async () => {
      throw refusal
    })
    const res = await app.inject('/x')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    await app.close()
  })
})
