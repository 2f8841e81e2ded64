import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

/** The activity log (issue 17): one row per changed record per successful write, none for a failed one. */
let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
let a: AssetFixture
let managerUser: string
let adminUser: string

interface AuditRow {
  user_id: string | null
  asset_id: string | null
  action: string
  changes: Record<string, [unknown, unknown]>
}
const rowsOf = (recordType: string, recordId: string) =>
  t.db.query<AuditRow>('select user_id, asset_id, action, changes from audit_log where record_type = $1 and record_id = $2 order by created_at, id', [recordType, recordId])
const total = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n

beforeAll(async () => {
  t = await startTestApp()
  d = await t.demo()
  ;({ a } = await leadEditorFixtures(t.db))
  const userId = async (email: string) => (await t.db.query<{ id: string }>('select id from users where email = $1', [email]))[0].id
  managerUser = await userId('manager@demo.test')
  adminUser = await userId('admin@demo.test')
})
afterAll(() => t?.close())

describe('every write leaves exactly one row per changed record', () => {
  it('generic create, update, delete and restore, with the acting user and each field before and after', async () => {
    const created = await t.request('POST', '/api/developers', { token: d.admin, body: { name: 'Audit Dev', slug: 'audit-dev' } })
    expect(created.status).toBe(201)
    const id = created.body.data._id
    let rows = await rowsOf('developers', id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ user_id: adminUser, asset_id: d.firstAsset, action: 'create' })
    expect(rows[0].changes.name).toEqual([null, 'Audit Dev'])

    expect((await t.request('PATCH', `/api/developers/${id}`, { token: d.admin, body: { name: 'Audit Developer' } })).status).toBe(200)
    expect((await t.request('DELETE', `/api/developers/${id}`, { token: d.admin })).status).toBe(200)
    expect((await t.request('GET', `/api/developers/${id}/restore`, { token: d.admin })).status).toBe(200)
    rows = await rowsOf('developers', id)
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore'])
    expect(rows[1].changes).toEqual({ name: ['Audit Dev', 'Audit Developer'] })
    expect(rows[2].changes.deleted_at[0]).toBeNull()
    expect(rows.every((r) => r.user_id === adminUser)).toBe(true)
  })

  it('a refused write (400, or 409 for a stale save) leaves no row', async () => {
    const created = await t.request('POST', '/api/developers', { token: d.manager, body: { name: 'Stale Dev', slug: 'stale-dev' } })
    const { _id: id, updatedAt } = created.body.data
    expect((await t.request('PATCH', `/api/developers/${id}`, { token: d.manager, body: { name: 'Fresh', updatedAt } })).status).toBe(200)
    const before = await total()
    const stale = await t.request('PATCH', `/api/developers/${id}`, { token: d.manager, body: { name: 'Stale', updatedAt } })
    expect(stale.status).toBe(409)
    expect((await t.request('POST', '/api/developers', { token: d.manager, body: { name: '' } })).status).toBe(400)
    expect((await t.request('POST', '/api/customers', { token: d.manager, body: { firstName: 'No' } })).status).toBe(400)
    expect(await total()).toBe(before)
  })

  it('lead create and update (one row each, merged when the create writes the lead twice); a stale update none', async () => {
    const created = await t.request('POST', '/api/properties/leads', { token: d.manager, body: listingLeadBody(a) })
    expect(created.status).toBe(201)
    const lead = created.body.data
    let rows = await rowsOf('leads', lead._id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'create', user_id: managerUser })
    expect(rows[0].changes.stage).toEqual([null, 'New'])
    const body = listingLeadBody(a, { customer: lead.customer, stage: 'Viewing', remarks: 'Called twice', version: lead.version })
    expect((await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, { token: d.manager, body })).status).toBe(200)
    const before = await total()
    expect((await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, { token: d.manager, body: { ...body, stage: 'Deal' } })).status).toBe(409)
    expect(await total()).toBe(before)
    rows = await rowsOf('leads', lead._id)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ action: 'update', user_id: managerUser })
    expect(rows[1].changes).toMatchObject({ stage: ['New', 'Viewing'], remarks: [lead.remarks ?? null, 'Called twice'] })
  })

  it('a bulk update: one row per lead changed', async () => {
    const ids = (await t.db.query<{ id: string }>(
      `select id from leads where asset_id = $1 and parent_id is null and stage = 'New' order by lead_id limit 3`, [d.firstAsset])).map((r) => r.id)
    expect(ids).toHaveLength(3)
    const res = await t.request('PATCH', '/api/properties/leads/bulk-update', { token: d.admin, body: { data: { ids, stage: 'Qualified' } } })
    expect(res.status).toBe(200)
    for (const id of ids) {
      const rows = await rowsOf('leads', id)
      expect(rows.map((r) => r.action)).toEqual(['update'])
      expect(rows[0]).toMatchObject({ user_id: adminUser, asset_id: d.firstAsset })
      expect(rows[0].changes.stage).toEqual(['New', 'Qualified'])
    }
  })

  it('customer create and update', async () => {
    const created = await t.request('POST', '/api/customers', {
      token: d.manager, body: { firstName: 'Audra', lastName: 'Trail', email: 'audra@example.test', phoneCode: '+971', phone: '501239876', type: 'Client' },
    })
    expect(created.status).toBe(201)
    const id = created.body.data._id
    expect((await t.request('PATCH', `/api/customers/${id}`, { token: d.manager, body: { lastName: 'Trailblazer' } })).status).toBe(200)
    const rows = await rowsOf('customers', id)
    expect(rows.map((r) => r.action)).toEqual(['create', 'update'])
    expect(rows[1].changes.last_name).toEqual(['Trail', 'Trailblazer'])
  })
})

describe('what the log never holds', () => {
  it('no password hash and no integration secret', async () => {
    const secret = 'sk-audit-never-logged-1234'
    const base = `/api/assets/${d.firstAsset}/integrations`
    expect((await t.request('PATCH', `${base}/mailchimp`, { token: d.admin, body: { enabled: true, settings: { apiKey: secret, serverPrefix: 'us21' } } })).status).toBe(200)
    const token = await t.login('viewer@demo.test')
    expect((await t.request('PATCH', '/api/profile/change-password', { token, body: { oldPassword: 'demopass1', password: 'another-pass-1' } })).status).toBe(200)
    const rows = await t.db.query<{ record_type: string; changes: Record<string, unknown> }>(
      `select record_type, changes from audit_log where record_type in ('asset_integrations', 'users')`)
    expect(rows.some((r) => r.record_type === 'asset_integrations')).toBe(true)
    for (const r of rows) {
      expect(Object.keys(r.changes)).not.toContain('password_hash')
      expect(Object.keys(r.changes)).not.toContain('secrets')
      expect(JSON.stringify(r.changes)).not.toContain(secret)
    }
    expect((await t.db.query(`select 1 from audit_log where changes::text like '%$argon%' or changes::text like '%scrypt%'`)).length).toBe(0)
    await t.request('PATCH', '/api/profile/change-password', { token, body: { oldPassword: 'another-pass-1', password: 'demopass1' } })
  })
})
