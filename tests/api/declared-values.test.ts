import fs from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESOURCES } from '../../src/domain/resources/index.ts'
import { writableFields } from '../../src/domain/resources/schema.ts'
import { HttpError } from '../../src/server/http/errors.ts'
import { getDef } from '../../src/server/resources/registry.ts'
import { writeTx } from '../../src/server/resources/unique.ts'
import { insertRow } from '../../src/server/resources/write.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Values that make no sense are not saved: required is the same on create and update, identities are unique
 * per asset, a declared kind (e-mail, phone, web address, key) is checked, and rules over several fields hold
 * on create and on an update that sends only some of them (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
const LISTINGS = '/api/properties/listings'
const post = (path: string, body: unknown, language?: string) =>
  t.request('POST', path, { token: demo.admin, body, headers: language ? { 'X-Language': language } : {} })
const patch = (path: string, body: unknown) => t.request('PATCH', path, { token: demo.admin, body })

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
})
afterAll(() => t?.close())

describe('required is one fact for create, update and the form', () => {
  it('a listing created without a title saves again, as the form sends it (emptied fields as null)', async () => {
    const created = await post(LISTINGS, { reference: 'NO-TITLE-1' })
    expect(created.status).toBe(201)
    expect(created.body.data.title).toBe('')
    const saved = await patch(`${LISTINGS}/${created.body.data._id}`, {
      reference: 'NO-TITLE-1',
      title: null,
      purpose: null,
      status: null,
      description: null,
      customFields: null,
      updatedAt: created.body.data.updatedAt,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    // an emptied field whose column holds no null takes the column's default, as on create
    expect(saved.body.data).toMatchObject({ title: '', purpose: 'sale', status: 'available', customFields: {} })
    // a required field may be left out of an update, never emptied
    const emptied = await patch(`${LISTINGS}/${created.body.data._id}`, { reference: ' ' })
    expect(emptied.status).toBe(400)
    expect(emptied.body.errors).toEqual([{ path: 'reference', message: 'Reference is required.' }])
  })

  it("a user's last name emptied in the form is emptied, not kept (the users' own update)", async () => {
    const [viewer] = await t.db.query<{ id: string }>("select id from users where email = 'viewer@demo.test'")
    const res = await patch(`/api/admin/users/${viewer.id}`, { lastName: null })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ lastName: '' })
  })

  it('every declaration says what its table holds: a column without null is never written null', async () => {
    const cols = await t.db.query<{ tbl: string; col: string; nullable: string; dflt: string | null }>(
      `select table_name as tbl, column_name as col, is_nullable as nullable, column_default as dflt
         from information_schema.columns where table_schema = current_schema()`,
    )
    const column = new Map(cols.map((c) => [`${c.tbl}.${c.col}`, c]))
    const wrong: string[] = []
    // resources whose writes are their own routes (customers, users) have their own schemas
    for (const r of RESOURCES.filter((r) => !r.readOnly && !r.custom?.update && !r.custom?.create))
      for (const [name, f] of writableFields(r)) {
        const c = f.column && column.get(`${r.table}.${f.column}`)
        if (!c) continue
        const neverNull = f.required || f.type === 'boolean' || f.type.endsWith('[]') || !!f.items || !!f.translate
        if (c.nullable === 'NO' && !neverNull && !f.notNull) wrong.push(`${r.name}.${name}: notNull is not declared`)
        if (f.notNull && (c.nullable === 'YES' || c.dflt === null))
          wrong.push(`${r.name}.${name}: declared notNull, the column takes null or has no default`)
        if (c.nullable === 'NO' && c.dflt === null && !f.required && f.type !== 'boolean')
          wrong.push(`${r.name}.${name}: a create may leave it out, the column has no default`)
      }
    expect(wrong).toEqual([])
  })
})

describe('identities are unique per asset', () => {
  it("a listing's reference: another live listing's (any case) is a 400 naming it, in the reader's language", async () => {
    const first = await post(LISTINGS, { reference: 'DUP-REF-1', title: 'Marina flat' })
    expect(first.status).toBe(201)
    const again = await post(LISTINGS, { reference: 'dup-ref-1', title: 'Other' })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({
      statusCode: 400,
      message: "Another listing already has the reference 'dup-ref-1': Marina flat.",
      errors: [{ path: 'reference', message: "Another listing already has the reference 'dup-ref-1': Marina flat." }],
    })
    const ar = await post(LISTINGS, { reference: 'DUP-REF-1' }, 'ar')
    expect(ar.body.errors).toEqual([
      { path: 'reference', message: "الرقم المرجعي 'DUP-REF-1' مستخدم بالفعل في العقار المعروض آخر: Marina flat." },
    ])
    // renaming another listing to it, too
    const other = (await post(LISTINGS, { reference: 'DUP-REF-2' })).body.data
    const renamed = await patch(`${LISTINGS}/${other._id}`, { reference: 'DUP-REF-1' })
    expect(renamed.status).toBe(400)
    expect(renamed.body.errors[0].path).toBe('reference')
    // among live rows: once the first is in the trash its reference is free, and it cannot come back over the new one
    expect((await t.request('DELETE', `${LISTINGS}/${first.body.data._id}`, { token: demo.admin })).status).toBe(200)
    const successor = await post(LISTINGS, { reference: 'DUP-REF-1', title: 'Successor' })
    expect(successor.status).toBe(201)
    const restore = await t.request('GET', `${LISTINGS}/${first.body.data._id}/restore`, { token: demo.admin })
    expect(restore.status).toBe(400)
    expect(restore.body.errors).toEqual([
      { path: 'reference', message: "Another listing already has the reference 'DUP-REF-1': Successor." },
    ])
  })

  it('developer and project slugs: a typed one another record has is refused; one left empty is made free', async () => {
    expect((await post('/api/developers', { name: 'Slug Homes', slug: 'slug-homes' })).status).toBe(201)
    const typed = await post('/api/developers', { name: 'Other Homes', slug: 'slug-homes' })
    expect(typed.status).toBe(400)
    expect(typed.body.errors).toEqual([
      { path: 'slug', message: "Another developer already has the slug 'slug-homes': Slug Homes." },
    ])
    const generated = await post('/api/developers', { name: 'Slug Homes' })
    expect(generated.status).toBe(201)
    expect(generated.body.data.slug).toBe('slug-homes-2')
    expect((await post('/api/properties/projects', { name: 'Slug Tower', slug: 'slug-tower' })).status).toBe(201)
    const project = await post('/api/properties/projects', { name: 'Second Tower', slug: 'slug-tower' })
    expect(project.body.errors).toEqual([
      { path: 'slug', message: "Another project already has the slug 'slug-tower': Slug Tower." },
    ])
  })

  it('a second role named "Agent", a custom field key, a department name', async () => {
    const role = await t.request('POST', '/api/admin/roles', {
      token: demo.admin,
      body: { name: 'Agent', permissions: [], leadScope: 'own' },
    })
    expect(role.status).toBe(400)
    expect(role.body.errors).toEqual([{ path: 'name', message: "Another role already has the name 'Agent'." }])
    const fields = '/api/properties/custom-fields'
    expect((await post(fields, { name: 'Parking', key: 'parking' })).status).toBe(201)
    const key = await post(fields, { name: 'Parking 2', key: 'Parking' })
    expect(key.status).toBe(400)
    expect(key.body.errors).toEqual([
      { path: 'key', message: "Another custom field already has the key 'Parking': Parking." },
    ])
    const departments = '/api/teams/departments'
    expect((await post(departments, { name: 'Leasing Desk' })).status).toBe(201)
    const department = await post(departments, { name: 'leasing desk' })
    expect(department.body.errors).toEqual([
      { path: 'name', message: "Another department already has the name 'leasing desk'." },
    ])
  })

  it('a blog slug typed twice is refused; left empty it is made free (-2), as the form leaves an untouched one', async () => {
    const posts = '/api/blogs/posts'
    expect((await post(posts, { title: 'Market Notes', slug: 'market-notes' })).status).toBe(201)
    const typed = await post(posts, { title: 'Market Notes', slug: 'market-notes' })
    expect(typed.body.errors).toEqual([
      { path: 'slug', message: "Another blog post already has the slug 'market-notes': Market Notes." },
    ])
    expect((await post(posts, { title: 'Market Notes' })).body.data.slug).toBe('market-notes-2')
  })

  it('a value taken between the check and the write: the unique index refuses it, and the answer names the record', async () => {
    const [admin] = await t.db.query<{ id: string }>("select id from users where email = 'admin@demo.test'")
    expect((await post(LISTINGS, { reference: 'RACED-1', title: 'Won the race' })).status).toBe(201)
    // the insert without the check, as a write that checked before the other committed
    const values = { reference: 'raced-1' }
    const listings = getDef('listings')
    const write = writeTx(t.db, listings, values, demo.firstAsset, undefined, (q) =>
      insertRow(q, listings, values, { assetId: demo.firstAsset, userId: admin.id }),
    )
    await expect(write).rejects.toBeInstanceOf(HttpError)
    await expect(write).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: 'reference', message: "Another listing already has the reference 'raced-1': Won the race." }],
    })
  })

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'two creates at the same moment (PostgreSQL): the second waits for the first and is a 400, never a 500',
    async () => {
      const other = new pg.Client({ connectionString: t.databaseUrl })
      await other.connect()
      try {
        await other.query('begin')
        await other.query(
          `insert into listings (id, asset_id, reference, title) values (gen_random_uuid(), $1, 'CONCURRENT-1', 'First in')`,
          [demo.firstAsset],
        )
        const second = post(LISTINGS, { reference: 'CONCURRENT-1' })
        // the API's insert waits on the uncommitted row's index entry (its check could not see that row)
        for (;;) {
          const [w] = (
            await other.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows
          if (w.n > 0) break
          await new Promise((r) => setTimeout(r, 20))
        }
        await other.query('commit')
        const res = await second
        expect(res.status).toBe(400)
        expect(res.body.errors).toEqual([
          { path: 'reference', message: "Another listing already has the reference 'CONCURRENT-1': First in." },
        ])
      } finally {
        await other.end()
      }
    },
  )

  it('an old database with duplicates migrates: the oldest keeps its value, the others are numbered', async () => {
    const sql = fs.readFileSync(
      new URL('../../src/server/db/migrations/1820_unique_values.sql', import.meta.url),
      'utf8',
    )
    // the database as it was before 1820
    await t.db.exec(`
      drop index listings_reference_unique; drop index custom_fields_key_unique; drop index departments_name_unique;
      drop index team_groups_name_unique; drop index seo_dynamic_urls_url_unique; drop index developers_slug_idx;
      drop index projects_slug_idx; drop index roles_name_unique;
      create unique index custom_fields_key_idx on custom_fields (asset_id, key) where deleted_at is null;`)
    const a = demo.firstAsset
    await t.db.query(
      `insert into listings (id, asset_id, reference, created_at) values
         (gen_random_uuid(), $1, 'OLD-1', now() - interval '2 days'), (gen_random_uuid(), $1, 'old-1', now() - interval '1 day'),
         (gen_random_uuid(), $1, 'OLD-1', now()), (gen_random_uuid(), $1, 'OLD-1 (2)', now() - interval '3 days')`,
      [a],
    )
    await t.db.query(
      `insert into developers (id, asset_id, name, slug) values (gen_random_uuid(), $1, 'A', 'dup'), (gen_random_uuid(), $1, 'B', 'dup')`,
      [a],
    )
    await t.db.query(`insert into roles (id, code, name) values (gen_random_uuid(), 'AGENT_OLD', 'agent')`)
    await t.db.exec(sql)
    const refs = await t.db.query<{ reference: string }>(
      `select reference from listings where asset_id = $1 and reference ilike 'old-1%' order by created_at`,
      [a],
    )
    expect(refs.map((r) => r.reference)).toEqual(['OLD-1 (2)', 'OLD-1', 'old-1 (3)', 'OLD-1 (4)'])
    const slugs = await t.db.query<{ slug: string }>(`select slug from developers where slug like 'dup%' order by slug`)
    expect(slugs.map((r) => r.slug)).toEqual(['dup', 'dup-2'])
    const roles = await t.db.query<{ name: string }>(
      `select name from roles where lower(name) like 'agent%' order by name`,
    )
    expect(roles.map((r) => r.name)).toEqual(['Agent', 'agent (2)'])
  })
})

const urlSentence = (label: string) =>
  `${label} must be a web address starting with http:// or https://, such as https://example.com.`

describe('declared kinds are checked on both sides', () => {
  const MEMBERS = '/api/teams/members'
  it("a member's e-mail, phone, profile links and Calendly: the spec's sentences, never javascript: or data:", async () => {
    const bad = await post(MEMBERS, {
      name: 'Kind Test',
      email: 'bad-email',
      phoneCode: '971',
      phone: 'abc',
      facebookProfileLink: 'not a url',
      calendly: 'javascript:alert(1)',
      videoLink: 'data:text/html,<script>alert(1)</script>',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'email', message: 'Invalid Email.' },
      { path: 'phone', message: 'The Phone Number is invalid.' },
      { path: 'calendly', message: urlSentence('Calendly') },
      { path: 'videoLink', message: urlSentence('Video Link') },
      { path: 'facebookProfileLink', message: urlSentence('Facebook') },
    ])
    const good = await post(MEMBERS, {
      name: 'Kind Test',
      email: 'kind.test@agency.ae',
      phoneCode: '971',
      phone: '50 123 4567',
      facebookProfileLink: 'https://facebook.com/kind.test',
      calendly: 'https://calendly.com/kind-test',
    })
    expect(good.status, JSON.stringify(good.body)).toBe(201)
    // an update is checked the same way; a number not valid for the stored dial code too
    const id = good.body.data._id
    expect((await patch(`${MEMBERS}/${id}`, { calendly: 'javascript:alert(1)' })).body.errors).toEqual([
      { path: 'calendly', message: urlSentence('Calendly') },
    ])
    expect((await patch(`${MEMBERS}/${id}`, { phone: '12345' })).body.errors).toEqual([
      { path: 'phone', message: 'The Phone Number is invalid.' },
    ])
    const ar = await post(MEMBERS, { name: 'Kind Test', email: 'bad-email' }, 'ar')
    expect(ar.body.errors).toEqual([{ path: 'email', message: 'البريد الإلكتروني غير صالح.' }])
  })
})

describe('rules over several fields hold on create and on an update sending some of them', () => {
  const PROJECTS = '/api/properties/projects'
  it('a project completes after it starts, and its least price is not above its greatest', async () => {
    const bad = await post(PROJECTS, {
      name: 'Backwards Tower',
      startDate: '2027-06-01',
      completionDate: '2026-01-01',
      minPrice: 2_000_000,
      maxPrice: 1_000_000,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: 'startDate', message: 'Start Date cannot be after Completion Date.' },
      { path: 'minPrice', message: 'Min Price cannot be greater than Max Price.' },
    ])
    const ok = await post(PROJECTS, {
      name: 'Forwards Tower',
      startDate: '2026-01-01',
      completionDate: '2027-06-01',
      minPrice: 1_000_000,
      maxPrice: 2_000_000,
    })
    expect(ok.status).toBe(201)
    // one end changed: checked against the stored other end
    const id = ok.body.data._id
    const early = await patch(`${PROJECTS}/${id}`, { completionDate: '2025-12-31' })
    expect(early.status).toBe(400)
    expect(early.body.errors).toEqual([{ path: 'startDate', message: 'Start Date cannot be after Completion Date.' }])
    const low = await patch(`${PROJECTS}/${id}`, { maxPrice: 500_000 })
    expect(low.body.errors).toEqual([{ path: 'minPrice', message: 'Min Price cannot be greater than Max Price.' }])
    expect((await patch(`${PROJECTS}/${id}`, { completionDate: '2028-01-01', maxPrice: 3_000_000 })).status).toBe(200)
    const ar = await post(PROJECTS, { name: 'ب', minPrice: 2, maxPrice: 1 }, 'ar')
    expect(ar.body.errors).toHaveLength(1)
    expect(ar.body.errors[0].message).toMatch(/^لا يمكن أن يكون .+ أكبر من .+\.$/)
  })

  it('a select custom field has options, and a key is a name (no spaces or "!")', async () => {
    const fields = '/api/properties/custom-fields'
    const none = await post(fields, { name: 'Finish', key: 'finish', type: 'select', options: [] })
    expect(none.status).toBe(400)
    expect(none.body.errors).toEqual([{ path: 'options', message: 'A select field needs at least one option.' }])
    const key = await post(fields, { name: 'Bad key', key: 'my key!' })
    expect(key.body.errors).toEqual([
      {
        path: 'key',
        message:
          "Key may hold only Latin letters, digits and underscores, starting with a letter, such as 'parking_spaces'.",
      },
    ])
    // a text field turned into a select keeps its stored (empty) options: refused
    const text = (await post(fields, { name: 'Finish', key: 'finish' })).body.data
    const turned = await patch(`${fields}/${text._id}`, { type: 'select' })
    expect(turned.status).toBe(400)
    expect(turned.body.errors).toEqual([{ path: 'options', message: 'A select field needs at least one option.' }])
    expect((await patch(`${fields}/${text._id}`, { type: 'select', options: ['Matt', 'Gloss'] })).status).toBe(200)
  })
})
