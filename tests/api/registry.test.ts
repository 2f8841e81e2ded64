import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasAccess, hasSuperAccess } from '../../src/domain/permissions.ts'
import { RESOURCES, type Resource } from '../../src/domain/resources/index.ts'
import { writableFields } from '../../src/domain/resources/schema.ts'
import type { FieldDef } from '../../src/domain/resources/types.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Every declared resource through the generic API under each demo role (the registry's bars): what a role's
 * keys allow succeeds, the rest is 403, another asset's rows are 404, bad bodies 400 naming the field
 * with a sentence, a stale save 409, and never a 5xx.
 */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
const roles = ['admin', 'manager', 'agent', 'viewer'] as const
const profiles: Record<string, any> = {}

/** A value of each writable type (references left out: they need records). */
function sample(f: FieldDef, n: number): unknown {
  if (f.slugFrom) return undefined // generated from the title
  if (f.enum) return f.enum[n % f.enum.length]
  if (f.items) return []
  // a text of a declared kind is of that kind (a member's e-mail, a custom field's key, a profile link)
  const byKind: Record<NonNullable<FieldDef['kind']>, string> = {
    email: `registry.${n}@example.com`,
    phone: f.dialCode ? `50${1_234_560 + n}` : `+97150${1_234_560 + n}`,
    dialCode: '971',
    url: `https://example.com/registry/${n}`,
    link: `/registry/${n}`,
    slug: `registry-${n}`,
    key: `registry_${n}`,
  }
  if (f.kind) return byKind[f.kind]
  // a number inside the field's bounds (an award's year, a latitude)
  const bounded = (v: number) => Math.min(f.max ?? Infinity, Math.max(f.min ?? -Infinity, v))
  const byType: Partial<Record<FieldDef['type'], unknown>> = {
    string: `Registry ${n}`,
    integer: bounded(n),
    number: bounded(n * 1000),
    boolean: n % 2 === 0,
    day: `2026-03-0${(n % 9) + 1}`,
    'string[]': [`tag${n}`],
    'integer[]': [n],
    json: {},
  }
  return byType[f.type]
}
/** Values a resource's own rules need that no type's sample is (a member's whatsapp is a phone number, its dial code short). */
const VALID: Record<string, (n: number) => Record<string, unknown>> = {
  // a user is invited by e-mail with a role and at least one asset (administration, not tenant rows)
  users: (n) => ({ email: `registry.${n}.${Date.now()}@example.com`, role: agentRole, assets: [demo.firstAsset] }),
  assets: () => ({ currencyCode: 'AED' }),
  // a key takes a role (no sample of a reference) and may not expire
  apiKeys: () => ({ role: agentRole, expiresAt: null }),
  teamMembers: () => ({
    phoneCode: '971',
    whatsapp: '+971501234567',
    whatsappCode: '971',
    whatsappNumber: '501234567',
  }),
  // paths of the website, one redirect per source
  dynamicUrls: (n) => ({ url: `/registry/${n}` }),
  customUrls: (n) => ({ source: `/registry-old/${n}`, target: `/registry-new/${n}` }),
  // an enquirer's e-mail and phone are checked (content B)
  enquiries: () => ({ email: 'enquirer@example.com', phone: '050 123 4567' }),
  // a customer's first name is letters only, the phone valid for its code and not another customer's (spec 1 §5)
  customers: (n) => ({
    firstName: 'Registry',
    phoneCode: '971',
    phone: `58${9_100_000 + n}`,
    email: `registry.${n}@example.com`,
  }),
}
/** What a blank title answers where the resource's own form says it in its words (spec 1 §5 for customers). */
const BLANK: Record<string, string> = { customers: 'The First Name should not contain only whitespaces.' }
let agentRole: string
/** The field a test renames: the title, or the first required text when the title is computed (a user's full name). */
const editField = (r: Resource) =>
  r.fields[r.titleField].readOnly
    ? writableFields(r).find(([, f]) => f.required && f.type === 'string' && !f.fixed)![0]
    : r.titleField
const body = (r: Resource, n: number) => ({
  ...Object.fromEntries(
    writableFields(r)
      .filter(([, f]) => !f.ref && sample(f, n) !== undefined)
      .map(([k, f]) => [k, sample(f, n)]),
  ),
  ...VALID[r.name]?.(n),
})

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
  for (const role of roles) profiles[role] = (await t.request('GET', '/api/profile', { token: demo[role] })).body.data
  agentRole = (await t.db.query<{ id: string }>("select id from roles where code = 'AGENT'"))[0].id
})
afterAll(() => t?.close())

describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (_name, r) => {
  it('answers each role as its keys allow, through the whole life cycle, never with a 5xx', async () => {
    for (const [n, role] of roles.entries()) {
      const token = demo[role]
      // a super-only resource (users, assets) answers no one else, whatever keys their role holds
      const can = (k: 'view' | 'add' | 'update' | 'delete') =>
        hasAccess(profiles[role], r.access![k]) && (!r.access?.super || hasSuperAccess(profiles[role]))
      const expectStatus = (res: { status: number; body: unknown }, ok: boolean, okStatus = 200) => {
        expect(res.status, `${role} ${JSON.stringify(res.body)}`).toBe(ok ? okStatus : 403)
      }
      const view = can('view')
      for (const path of ['', '/count', '/one', '/search?q=a', '/export']) {
        const res = await t.request('GET', r.basePath + path, { token })
        expect(res.status, `${role} GET ${path}`).toBeLessThan(500)
        if (view) expect([200, 404], `${role} GET ${path}`).toContain(res.status)
        else expect(res.status, `${role} GET ${path}`).toBe(403)
      }
      if (r.readOnly) {
        // a log: its newest entry reads as the role may; nobody writes, deletes or restores through the API
        const [entry] = (await t.request('GET', r.basePath, { token: demo.admin, query: { filter: { limit: 1 } } }))
          .body.data
        const id = entry?._id ?? '00000000-0000-4000-8000-000000000000'
        if (entry) expectStatus(await t.request('GET', `${r.basePath}/${id}`, { token }), view)
        // no such routes (the trash reads as a record id, none)
        for (const [method, path] of [
          ['POST', ''],
          ['PATCH', `/${id}`],
          ['DELETE', `/${id}`],
          ['DELETE', `/${id}/force`],
          ['GET', `/${id}/restore`],
          ['GET', '/trash'],
        ] as const) {
          const res = await t.request(method, r.basePath + path, {
            token,
            body: method === 'POST' || method === 'PATCH' ? { [r.titleField]: 'Written' } : undefined,
          })
          expect(res.status, `${role} ${method} ${path}`).toBe(path === '/trash' && !view ? 403 : 404)
        }
        continue
      }
      const created = await t.request('POST', r.basePath, { token, body: body(r, n) })
      expectStatus(created, can('add'), 201)
      // The row the rest works on: the role's own, or one the admin made for it.
      const row = can('add')
        ? created.body.data
        : (await t.request('POST', r.basePath, { token: demo.admin, body: body(r, n + 10) })).body.data
      expect(row[r.titleField]).toBeTruthy()
      expectStatus(await t.request('GET', `${r.basePath}/${row._id}`, { token }), view)
      if (r.createOnly) {
        // made, never edited (an API key is revoked by its area's own route): no generic update or delete
        expect((await t.request('PATCH', `${r.basePath}/${row._id}`, { token, body: {} })).status).toBe(404)
        continue
      }
      const patch = await t.request('PATCH', `${r.basePath}/${row._id}`, {
        token,
        body: { [editField(r)]: `Renamed-${'abcd'[n]}`, updatedAt: row.updatedAt },
      })
      expectStatus(patch, can('update'))
      expectStatus(await t.request('DELETE', `${r.basePath}/${row._id}`, { token }), can('delete'))
      if (r.tenant === false) {
        // no trash: a user invited and withdrawn, an empty asset deleted, is gone
        if (can('delete')) expect((await t.request('GET', `${r.basePath}/${row._id}`, { token })).status).toBe(404)
        else await t.request('DELETE', `${r.basePath}/${row._id}`, { token: demo.admin })
        continue
      }
      if (can('delete')) {
        const trash = await t.request('GET', `${r.basePath}/trash`, { token })
        expect(trash.status).toBe(200)
        expect(trash.body.data.map((x: any) => x._id)).toContain(row._id)
        expect(trash.body.data.find((x: any) => x._id === row._id).deletedAt).toEqual(expect.any(String))
        expect((await t.request('GET', `${r.basePath}/${row._id}`, { token })).status).toBe(404)
      } else {
        expect((await t.request('GET', `${r.basePath}/trash`, { token })).status).toBe(403)
      }
      const restored = await t.request('GET', `${r.basePath}/${row._id}/restore`, { token })
      expectStatus(restored, can('delete') || (!r.access?.delete && can('update')))
    }
  })

  it.skipIf(r.tenant === false)("answers 404 for another asset's row, changing nothing", async () => {
    // each required column with a value of its type: a text says 'Other asset', a date is a day …
    const required = Object.values(r.fields).filter((f) => f.required)
    const [other] = await t.db.query<{ id: string }>(
      `insert into ${r.table} (id, asset_id, ${required.map((f) => f.column!).join(', ')})
       values (gen_random_uuid(), $1, ${required.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
      [demo.secondAsset, ...required.map((f) => (f.type === 'string' ? 'Other asset' : sample(f, 0)))],
    )
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/restore'],
      ['DELETE', '/force'],
    ]) {
      const res = await t.request(method, `${r.basePath}/${other.id}${path}`, {
        token: demo.admin,
        body: method === 'PATCH' ? { [r.titleField]: 'Taken' } : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    const [still] = await t.db.query<{ deleted_at: unknown }>(`select deleted_at from ${r.table} where id = $1`, [
      other.id,
    ])
    expect(still.deleted_at).toBeNull()
  })

  it.skipIf(r.readOnly)('answers 400 for bad bodies, naming the field with a sentence', async () => {
    const title = editField(r)
    const label = r.fields[title].label ?? title.charAt(0).toUpperCase() + title.slice(1)
    const missing = await t.request('POST', r.basePath, { token: demo.admin, body: { ...body(r, 1), [title]: '   ' } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toContainEqual({ path: title, message: BLANK[r.name] ?? `${label} is required.` })
    const wrongType = await t.request('POST', r.basePath, { token: demo.admin, body: { ...body(r, 1), [title]: 42 } })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errors[0]).toMatchObject({
      path: title,
      message: expect.stringMatching(new RegExp(`^${label} .+\\.$`)),
    })
    const unknown = await t.request('POST', r.basePath, { token: demo.admin, body: { ...body(r, 1), colour: 'red' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors[0].path).toBe('colour')
    const numeric = writableFields(r).find(([, f]) => f.type === 'number' || f.type === 'integer')
    if (numeric) {
      const res = await t.request('POST', r.basePath, {
        token: demo.admin,
        body: { ...body(r, 1), [numeric[0]]: 'many' },
      })
      expect(res.status).toBe(400)
      expect(res.body.errors[0].path).toBe(numeric[0])
    }
  })

  it.skipIf(r.readOnly || r.createOnly)('refuses a stale save with 409 and keeps the newer change', async () => {
    const row = (await t.request('POST', r.basePath, { token: demo.admin, body: body(r, 3) })).body.data
    const field = editField(r)
    const first = await t.request('PATCH', `${r.basePath}/${row._id}`, {
      token: demo.admin,
      body: { [field]: 'First-save', updatedAt: row.updatedAt },
    })
    expect(first.status).toBe(200)
    const stale = await t.request('PATCH', `${r.basePath}/${row._id}`, {
      token: demo.admin,
      body: { [field]: 'Stale-save', updatedAt: row.updatedAt },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      `This ${r.label.toLowerCase()} was changed by someone else after you opened it. Your input is kept: copy what you need, reload to see their changes, then save again.`,
    )
    const now = await t.request('GET', `${r.basePath}/${row._id}`, { token: demo.admin })
    expect(now.body.data[field]).toBe('First-save')
    const fresh = await t.request('PATCH', `${r.basePath}/${row._id}`, {
      token: demo.admin,
      body: { [field]: 'Second-save', updatedAt: now.body.data.updatedAt },
    })
    expect(fresh.status).toBe(200)
  })
})
