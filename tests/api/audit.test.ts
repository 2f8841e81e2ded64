import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { lastLinkTo } from './helpers/outbox.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { runDue } from '../../src/server/leads/sla/scheduler.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

/** The activity log: one row per changed record per successful write, none for a failed one. */
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
  t.db.query<AuditRow>(
    'select user_id, asset_id, action, changes from audit_log where record_type = $1 and record_id = $2 order by created_at, id',
    [recordType, recordId],
  )
const total = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n

beforeAll(async () => {
  // no job poll: one during a counted request would count as its statement
  t = await startTestApp({ config: { jobPollSeconds: 0 } })
  d = await t.demo()
  ;({ a } = await leadEditorFixtures(t.db))
  const userId = async (email: string) =>
    (await t.db.query<{ id: string }>('select id from users where email = $1', [email]))[0].id
  managerUser = await userId('manager@demo.test')
  adminUser = await userId('admin@demo.test')
})
afterAll(() => t?.close())

describe('every write leaves exactly one row per changed record', () => {
  it('generic create, update, delete and restore, with the acting user and each field before and after', async () => {
    const created = await t.request('POST', '/api/developers', {
      token: d.admin,
      body: { name: 'Audit Dev', slug: 'audit-dev' },
    })
    expect(created.status).toBe(201)
    const id = created.body.data._id
    let rows = await rowsOf('developers', id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ user_id: adminUser, asset_id: d.firstAsset, action: 'create' })
    expect(rows[0].changes.name).toEqual([null, 'Audit Dev'])

    expect(
      (await t.request('PATCH', `/api/developers/${id}`, { token: d.admin, body: { name: 'Audit Developer' } })).status,
    ).toBe(200)
    expect((await t.request('DELETE', `/api/developers/${id}`, { token: d.admin })).status).toBe(200)
    expect((await t.request('GET', `/api/developers/${id}/restore`, { token: d.admin })).status).toBe(200)
    rows = await rowsOf('developers', id)
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore'])
    expect(rows[1].changes).toEqual({ name: ['Audit Dev', 'Audit Developer'] })
    expect(rows[2].changes.deleted_at[0]).toBeNull()
    expect(rows.every((r) => r.user_id === adminUser)).toBe(true)
  })

  it('a refused write (400, or 409 for a stale save) leaves no row', async () => {
    const created = await t.request('POST', '/api/developers', {
      token: d.manager,
      body: { name: 'Stale Dev', slug: 'stale-dev' },
    })
    const { _id: id, updatedAt } = created.body.data
    expect(
      (await t.request('PATCH', `/api/developers/${id}`, { token: d.manager, body: { name: 'Fresh', updatedAt } }))
        .status,
    ).toBe(200)
    const before = await total()
    const stale = await t.request('PATCH', `/api/developers/${id}`, {
      token: d.manager,
      body: { name: 'Stale', updatedAt },
    })
    expect(stale.status).toBe(409)
    expect((await t.request('POST', '/api/developers', { token: d.manager, body: { name: '' } })).status).toBe(400)
    expect((await t.request('POST', '/api/customers', { token: d.manager, body: { firstName: 'No' } })).status).toBe(
      400,
    )
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
    const body = listingLeadBody(a, {
      customer: lead.customer,
      stage: 'Viewing',
      remarks: 'Called twice',
      version: lead.version,
    })
    expect((await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, { token: d.manager, body })).status).toBe(
      200,
    )
    const before = await total()
    expect(
      (
        await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, {
          token: d.manager,
          body: { ...body, stage: 'Deal' },
        })
      ).status,
    ).toBe(409)
    expect(await total()).toBe(before)
    rows = await rowsOf('leads', lead._id)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ action: 'update', user_id: managerUser })
    expect(rows[1].changes).toMatchObject({
      stage: ['New', 'Viewing'],
      remarks: [lead.remarks ?? null, 'Called twice'],
    })
  })

  it('a bulk update: one row per lead changed', async () => {
    const ids = (
      await t.db.query<{ id: string }>(
        `select id from leads where asset_id = $1 and parent_id is null and stage = 'New' order by lead_id limit 3`,
        [d.firstAsset],
      )
    ).map((r) => r.id)
    expect(ids).toHaveLength(3)
    const res = await t.request('PATCH', '/api/properties/leads/bulk-update', {
      token: d.admin,
      body: { data: { ids, stage: 'Qualified' } },
    })
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
      token: d.manager,
      body: {
        firstName: 'Audra',
        lastName: 'Trail',
        email: 'audra@example.test',
        phoneCode: '+971',
        phone: '501239876',
        type: 'Client',
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.data._id
    expect(
      (await t.request('PATCH', `/api/customers/${id}`, { token: d.manager, body: { lastName: 'Trailblazer' } }))
        .status,
    ).toBe(200)
    const rows = await rowsOf('customers', id)
    expect(rows.map((r) => r.action)).toEqual(['create', 'update'])
    expect(rows[1].changes.last_name).toEqual(['Trail', 'Trailblazer'])
  })
})

describe('what the log never holds', () => {
  it('no password hash and no integration secret', async () => {
    const secret = 'sk-audit-never-logged-1234'
    const base = `/api/assets/${d.firstAsset}/integrations`
    expect(
      (
        await t.request('PATCH', `${base}/mailchimp`, {
          token: d.admin,
          body: { enabled: true, settings: { apiKey: secret, serverPrefix: 'us21' } },
        })
      ).status,
    ).toBe(200)
    const token = await t.login('viewer@demo.test')
    expect(
      (
        await t.request('PATCH', '/api/profile/change-password', {
          token,
          body: { oldPassword: 'demopass1', password: 'another-pass-1' },
        })
      ).status,
    ).toBe(200)
    const rows = await t.db.query<{ record_type: string; changes: Record<string, unknown> }>(
      `select record_type, changes from audit_log where record_type in ('asset_integrations', 'users')`,
    )
    expect(rows.some((r) => r.record_type === 'asset_integrations')).toBe(true)
    for (const r of rows) {
      expect(Object.keys(r.changes)).not.toContain('password_hash')
      expect(Object.keys(r.changes)).not.toContain('secrets')
      expect(JSON.stringify(r.changes)).not.toContain(secret)
    }
    expect(
      (await t.db.query(`select 1 from audit_log where changes::text like '%$argon%' or changes::text like '%scrypt%'`))
        .length,
    ).toBe(0)
    await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'another-pass-1', password: 'demopass1' },
    })
  })
})

describe('reading the log', () => {
  it("a record's history for whoever reads the record, newest first, with labels; another asset's record is not found", async () => {
    const created = await t.request('POST', '/api/properties/listings', {
      token: d.admin,
      body: { reference: 'AUD-L-1', title: 'Audit flat', price: 900000 },
    })
    expect(created.status).toBe(201)
    const id = created.body.data._id
    expect(
      (await t.request('PATCH', `/api/properties/listings/${id}`, { token: d.admin, body: { price: 950000 } })).status,
    ).toBe(200)
    const res = await t.request('GET', `/api/history/listings/${id}`, { token: await t.login('viewer@demo.test') })
    expect(res.status).toBe(200)
    expect(res.body.data.map((e: any) => e.action)).toEqual(['update', 'create'])
    // who changed it by name: a Viewer may not read users' e-mails (the field rule)
    expect(res.body.data[0]).toMatchObject({
      resource: 'listings',
      recordType: 'listings',
      user: { fullName: 'Amira Admin' },
    })
    expect(res.body.data[0].user).not.toHaveProperty('email')
    expect(res.body.data[0].changes).toEqual([{ field: 'price', label: 'Price (AED)', before: 900000, after: 950000 }])
    expect(res.body.data[1].changes.map((c: any) => c.field)).not.toContain('asset')
    expect(res.body.meta.total).toBe(2)
    // the other asset: the same id is not found there
    const other = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: other, body: { asset: d.secondAsset } })
    expect((await t.request('GET', `/api/history/listings/${id}`, { token: other })).status).toBe(404)
    expect((await t.request('GET', `/api/history/nothing/${id}`, { token: d.admin })).status).toBe(404)
    expect((await t.request('GET', `/api/history/listings/not-an-id`, { token: d.admin })).status).toBe(400)
  })

  it('the activity log: super access, the active asset only, filtered by user, record type and date', async () => {
    expect((await t.request('GET', '/api/admin/activity-logs', { token: d.manager })).status).toBe(403)
    // the registry's list (domain/resources/logs.ts): its query dialect, the user populated on request
    const mine = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { limit: 100, query: { user: adminUser }, populate: 'user' } },
    })
    expect(mine.status).toBe(200)
    expect(mine.body.data.length).toBeGreaterThan(3)
    expect(mine.body.data.every((e: any) => e.user?._id === adminUser)).toBe(true)
    const dates = mine.body.data.map((e: any) => e.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const leads = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { recordType: 'leads' } } },
    })
    expect(leads.body.data.length).toBeGreaterThan(0)
    expect(leads.body.data.every((e: any) => e.recordType === 'leads')).toBe(true)
    const future = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { createdAt: { $gte: '2999-01-01T00:00:00Z' } } } },
    })
    expect(future.body).toMatchObject({ data: [], meta: { total: 0 } })
    // a table that is not logged has no entries; a user that is no id is a 400 naming the place
    const unlogged = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { recordType: 'sessions' } } },
    })
    expect(unlogged.body).toMatchObject({ data: [], meta: { total: 0 } })
    const bad = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { query: { user: 'nobody' } } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('filter.query.user.$eq')
    // a change in the second asset is not in the first asset's log, and the reverse
    const other = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: other, body: { asset: d.secondAsset } })
    const dev = await t.request('POST', '/api/developers', {
      token: other,
      body: { name: 'Second Asset Dev', slug: 'second-asset-dev' },
    })
    expect(dev.status).toBe(201)
    const all = await t.request('GET', '/api/admin/activity-logs', {
      token: d.admin,
      query: { filter: { limit: 1000 } },
    })
    expect(all.body.data.some((e: any) => e.recordId === dev.body.data._id)).toBe(false)
    const theirs = await t.request('GET', '/api/admin/activity-logs', {
      token: other,
      query: { filter: { limit: 1000 } },
    })
    expect(theirs.body.data.some((e: any) => e.recordId === dev.body.data._id)).toBe(true)
    // the lead changes seen in the first asset are not in the second's (which has the SLA engine's own moves)
    const firstAssetLeads = new Set(leads.body.data.map((e: any) => e.recordId))
    expect(theirs.body.data.some((e: any) => e.recordType === 'leads' && firstAssetLeads.has(e.recordId))).toBe(false)
  })

  it('the activity log names each record by its title (a lead by its number), in the list’s own query', async () => {
    const dev = await t.request('POST', '/api/developers', {
      token: d.admin,
      body: { name: 'Named Dev', slug: 'named-dev' },
    })
    const role = await t.request('POST', '/api/admin/roles', {
      token: d.admin,
      body: { name: 'Named Role', permissions: [], leadScope: 'asset' },
    })
    const gone = await t.request('POST', '/api/developers', {
      token: d.admin,
      body: { name: 'Gone Dev', slug: 'gone-dev' },
    })
    expect([dev.status, role.status, gone.status]).toEqual([201, 201, 201])
    expect((await t.request('DELETE', `/api/developers/${gone.body.data._id}/force`, { token: d.admin })).status).toBe(
      200,
    )
    const list = async (limit: number, query: Record<string, unknown> = {}) =>
      (
        await t.request('GET', '/api/admin/activity-logs', {
          token: d.admin,
          query: { filter: { limit, query, select: ['recordType', 'recordId', 'recordName'] } },
        })
      ).body.data as Array<{ recordType: string; recordId: string; recordName: string }>
    const nameOf = async (recordType: string, recordId: string) =>
      (await list(5, { recordType, recordId }))[0]?.recordName
    expect(await nameOf('developers', dev.body.data._id)).toBe('Named Dev')
    expect(await nameOf('roles', role.body.data._id)).toBe('Named Role')
    const [lead] = await t.db.query<{ id: string; lead_id: string }>(
      'select id, lead_id::text from leads where asset_id = $1 and deleted_at is null limit 1',
      [d.firstAsset],
    )
    await t.db.query("update leads set remarks = 'named in the log' where id = $1", [lead.id])
    expect(await nameOf('leads', lead.id)).toBe(lead.lead_id)
    // deleted for good: nothing to read its name from, so its id
    expect((await list(50, { recordId: gone.body.data._id })).every((e) => e.recordName === e.recordId)).toBe(true)
    // one statement for the page whatever its size: the names are read in the list's own query
    const db = t.db as { query: (...a: any[]) => Promise<unknown> }
    const original = db.query
    const counted = async (limit: number) => {
      let n = 0
      db.query = (...a: any[]) => {
        n++
        return original.apply(db, a)
      }
      try {
        expect((await list(limit)).length).toBe(limit)
      } finally {
        db.query = original
      }
      return n
    }
    expect(await counted(12)).toBe(await counted(3))
  })

  it('a write a request makes outside a transaction still names its user (a role deleted)', async () => {
    const role = await t.request('POST', '/api/admin/roles', {
      token: d.admin,
      body: { name: 'Audit Temp Role', permissions: [], leadScope: 'asset' },
    })
    expect(role.status, JSON.stringify(role.body)).toBe(201)
    expect((await t.request('DELETE', `/api/admin/roles/${role.body.data._id}`, { token: d.admin })).status).toBe(200)
    const rows = await rowsOf('roles', role.body.data._id)
    expect(rows.map((r) => [r.action, r.user_id])).toEqual([
      ['create', adminUser],
      ['destroy', adminUser],
    ])
  })

  it('exports the activity log as CSV, one line per field changed', async () => {
    const res = await t.request('GET', '/api/admin/activity-logs/export', {
      token: d.admin,
      query: { filter: { query: { recordType: 'listings' } } },
    })
    expect(res.status).toBe(200)
    const text = String(res.body)
    expect(text.split('\n')[0]).toContain('Date,User,Action,Record type,Record ID,Field,Before,After')
    expect(text).toMatch(/Updated,Listing,[0-9a-f-]+,Price \(AED\),900000,950000/)
    expect(text).toMatch(/Created,Listing,[0-9a-f-]+,Reference,—,AUD-L-1/)
  })
})

describe('the system log', () => {
  it('lists what the server recorded, super access only', async () => {
    await t.db.query(
      `insert into system_logs (kind, message) values ('db.migrations', 'Applied 1 migration: 1340_audit_log')`,
    )
    expect((await t.request('GET', '/api/admin/system-logs', { token: d.manager })).status).toBe(403)
    const res = await t.request('GET', '/api/admin/system-logs', {
      token: d.admin,
      query: { filter: { query: { kind: 'db.migrations' } } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toMatchObject({
      kind: 'db.migrations',
      level: 'info',
      message: 'Applied 1 migration: 1340_audit_log',
    })
  })

  it('records a scheduler run that moved leads (not one that found nothing due)', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>(`select count(*)::int as n from system_logs where kind = 'scheduler.run'`))[0].n
    // the demo's deadlines pass in real time: a first run takes what is due by now, a second finds nothing
    const now = new ManualClock()
    await runDue(t.db, now)
    const before = await count()
    expect(await runDue(t.db, now)).toBe(0)
    expect(await count()).toBe(before)
    // a month on, every lead created above with an SLA has run out of it
    const moved = await runDue(t.db, new ManualClock(new Date(Date.now() + 30 * 24 * 3600_000)))
    expect(moved).toBeGreaterThan(0)
    const [row] = await t.db.query<{ message: string }>(
      `select message from system_logs where kind = 'scheduler.run' order by created_at desc limit 1`,
    )
    expect(row.message).toBe(`SLA scheduler moved ${moved} lead${moved === 1 ? '' : 's'}`)
    // the leads it moved: their history names what changed, not the scheduler's own columns
    const moves = await t.db.query<{ changes: Record<string, unknown> }>(
      `select changes from audit_log where record_type = 'leads' and user_id is null and action = 'update'`,
    )
    expect(moves.length).toBeGreaterThan(0)
    for (const m of moves)
      for (const internal of ['sla_step', 'sla_due_at', 'sla_warned_for', 'sla_settled_stage'])
        expect(Object.keys(m.changes)).not.toContain(internal)
  })

  it('records each mail sent: recipient and subject, never its text', async () => {
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email: 'agent@demo.test' } })).status).toBe(
      200,
    )
    const link = await lastLinkTo(t.dataDir, 'agent@demo.test')
    const rows = await vi.waitFor(async () => {
      const r = await t.db.query<{ message: string; details: any }>(
        `select message, details from system_logs where kind = 'mail.sent' and details->>'to' = 'agent@demo.test'`,
      )
      expect(r).toHaveLength(1)
      return r
    })
    expect(rows[0].details).toMatchObject({ to: 'agent@demo.test', via: 'outbox' })
    expect(JSON.stringify(rows)).not.toContain(link.searchParams.get('token')!)
  })
})

describe('the users access log', () => {
  it('shows sign-ins, failed sign-ins of an account and sign-outs, and exports them', async () => {
    const email = 'viewer@demo.test'
    expect((await t.request('POST', '/api/auth/login', { body: { email, password: 'not-the-password' } })).status).toBe(
      401,
    )
    const token = await t.login(email)
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(200)
    const viewerId = (await t.db.query<{ id: string }>('select id from users where email = $1', [email]))[0].id
    const res = await t.request('GET', '/api/admin/users-access-logs', {
      token: d.admin,
      query: { filter: { query: { user: viewerId } } },
    })
    expect(res.body.data.slice(0, 3).map((r: any) => r.action)).toEqual(['logout', 'login', 'login_failed'])
    // the registry's CSV: the chosen columns, a populated user by name
    const select = ['createdAt', 'user', 'action', 'asset', 'ip', 'userAgent']
    const csv = await t.request('GET', '/api/admin/users-access-logs/export', {
      token: d.admin,
      query: { filter: { query: { user: viewerId }, select, populate: ['user', 'asset'] } },
    })
    expect(csv.status).toBe(200)
    expect(String(csv.body).split('\n')[0]).toContain(select.join(','))
    expect(String(csv.body)).toMatch(/,Victor Viewer,login_failed,/)
  })
})
