import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_KINDS, type ServerEvent } from '../../src/domain/events.ts'
import type { RecordChangedPayload } from '../../src/domain/live.ts'
import { RESOURCES } from '../../src/domain/resources/index.ts'
import { insertLead } from './helpers/leadFixtures.ts'
import { openStream } from './helpers/sse.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Record changes on the event stream: every write of a lead, customer or registry row reaches the
 * streams of its asset, cut to what each receiver may see. "Never" is shown by order: a later change of the
 * same kind arrives, so an earlier one would have too.
 */
let t: TestApp
let tokens: Awaited<ReturnType<TestApp['demo']>>
let frontdesk: string
let agentMember: string
let otherMember: string
const KINDS = [EVENT_KINDS.recordChanged]
const rowsOf = (e: ServerEvent) => (e.payload as unknown as RecordChangedPayload).rows

beforeAll(async () => {
  t = await startTestApp()
  tokens = await t.demo()
  frontdesk = await t.login('frontdesk@demo.test')
  const members = await t.db.query<{ id: string; email: string | null }>(
    `select m.id, u.email from team_members m left join users u on u.id = m.user_id where m.asset_id = $1 and m.deleted_at is null`,
    [tokens.firstAsset],
  )
  agentMember = members.find((m) => m.email === 'agent@demo.test')!.id
  otherMember = members.find((m) => m.email !== 'agent@demo.test' && m.email !== 'manager@demo.test')!.id
})
afterAll(() => t?.close())

describe('record changes on the event stream', () => {
  it("never reaches a stream of another asset, and reaches the asset's own", async () => {
    const first = openStream(t.url, tokens.manager, { kinds: KINDS })
    const other = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: other, body: { asset: tokens.secondAsset } })
    const second = openStream(t.url, other, { kinds: KINDS })
    await Promise.all([first.opened, second.opened])
    const b = await insertLead(t.db, tokens.secondAsset, { source: 'Second asset' })
    const [dev] = await t.db.query<{ id: string }>(
      `select id from developers where asset_id = $1 and deleted_at is null limit 1`,
      [tokens.firstAsset],
    )
    const renamed = await t.request('PATCH', `/api/developers/${dev.id}`, {
      token: tokens.admin,
      body: { name: 'Live Developer' },
    })
    expect(renamed.status).toBe(200)
    await second.until((e) => e.some((x) => x.recordId === b.id))
    await first.until((e) => e.some((x) => x.recordId === dev.id))
    first.close()
    second.close()
    expect(first.events.flatMap(rowsOf).map((r) => r.id)).not.toContain(b.id)
    expect(second.events.flatMap(rowsOf).map((r) => r.id)).not.toContain(dev.id)
    const change = first.events.find((x) => x.recordId === dev.id)!
    expect(change.recordType).toBe('developers')
    // who changed it, for an open editor's notice; the changed column's name, never its value
    expect(change.payload).toMatchObject({
      by: { name: expect.any(String) },
      rows: [{ id: dev.id, action: 'update', fields: ['name'] }],
    })
    expect(JSON.stringify(change)).not.toContain('Live Developer')
    expect(second.events.find((x) => x.recordId === b.id)).toMatchObject({
      recordType: 'leads',
      payload: { rows: [{ id: b.id, action: 'create' }] },
    })
  })

  it('never sends a customer’s e-mail or phone, not even their names, without VIEW_SENSITIVE_INFORMATION', async () => {
    const desk = openStream(t.url, frontdesk, { kinds: KINDS })
    const agent = openStream(t.url, tokens.agent, { kinds: KINDS })
    await Promise.all([desk.opened, agent.opened])
    const [c] = await t.db.query<{ id: string }>(
      `select id from customers where asset_id = $1 and deleted_at is null limit 1`,
      [tokens.firstAsset],
    )
    await t.db.query(
      `update customers set email = 'secret.live@example.com', phone = '+971501112233', phone_number = '501112233' where id = $1`,
      [c.id],
    )
    await t.db.query(`update customers set email = 'secret.two@example.com', first_name = 'Livia' where id = $1`, [
      c.id,
    ])
    await desk.until((e) => e.length >= 1)
    await agent.until((e) => e.length >= 2)
    desk.close()
    agent.close()
    // The contact-only change never reached the Front Desk; the next one did, without the e-mail's name.
    expect(desk.events.map(rowsOf)).toEqual([[{ id: c.id, action: 'update', fields: ['first_name'] }]])
    expect(agent.events.map(rowsOf)).toEqual([
      [{ id: c.id, action: 'update', fields: ['email', 'phone', 'phone_number'] }],
      [{ id: c.id, action: 'update', fields: ['email', 'first_name'] }],
    ])
    for (const e of [...desk.events, ...agent.events]) expect(JSON.stringify(e)).not.toMatch(/secret|501112233|Livia/)
  })

  it('sends an agent only the leads of their scope, and a lead handed away from them', async () => {
    const agent = openStream(t.url, tokens.agent, { kinds: KINDS })
    await agent.opened
    const theirs = await insertLead(t.db, tokens.firstAsset, { agentId: otherMember })
    const mine = await insertLead(t.db, tokens.firstAsset, { agentId: agentMember })
    await agent.until((e) => e.length >= 1)
    await t.db.query(`update leads set agent_id = $1 where id = $2`, [otherMember, mine.id])
    await agent.until((e) => e.length >= 2)
    agent.close()
    expect(agent.events.map(rowsOf)).toEqual([
      [{ id: mine.id, action: 'create' }],
      [{ id: mine.id, action: 'update', fields: expect.arrayContaining(['agent_id']) }],
    ])
    expect(JSON.stringify(agent.events)).not.toContain(theirs.id)
    // the agents' ids stay on the server
    expect(JSON.stringify(agent.events)).not.toContain(otherMember)
  })

  it("follows a role's rights taken away while its stream is open: the stream ends, and comes back without that list's changes", async () => {
    const [listing] = await t.db.query<{ id: string }>(
      `select id from listings where asset_id = $1 and deleted_at is null limit 1`,
      [tokens.firstAsset],
    )
    const [c] = await t.db.query<{ id: string }>(
      `select id from customers where asset_id = $1 and deleted_at is null limit 1`,
      [tokens.firstAsset],
    )
    const desk = openStream(t.url, frontdesk, { kinds: KINDS })
    await desk.opened
    await t.db.query(`update listings set title = title || ' (seen)' where id = $1`, [listing.id])
    await desk.until((e) => e.some((x) => x.recordId === listing.id))
    // every key that lets the Front Desk read listings taken from its role
    const setKeys = (keys: string[]) =>
      t.db.query(`update roles set permissions = $1 where code = 'FRONT_DESK'`, [keys])
    const [role] = await t.db.query<{ permissions: string[] }>(
      `select permissions from roles where code = 'FRONT_DESK'`,
    )
    const listingKeys: readonly string[] = RESOURCES.find((r) => r.table === 'listings')!.access!.view!
    await setKeys(role.permissions.filter((k) => !listingKeys.includes(k)))
    try {
      // the change right after the revoke, then one the Front Desk still sees
      await t.db.query(`update listings set title = title || ' (unseen)' where id = $1`, [listing.id])
      await t.db.query(`update customers set first_name = 'Revoked' where id = $1`, [c.id])
      await desk.ended
      // the browser reconnects (its Last-Event-ID resumes it) with the role's rights as they are now
      await desk.until((e) => e.some((x) => x.recordId === c.id))
      desk.close()
      expect(desk.events.filter((x) => x.recordId === listing.id)).toHaveLength(1)
    } finally {
      await setKeys(role.permissions)
    }
  })

  it('ends the streams of a user disabled or given another role, at once', async () => {
    const [u] = await t.db.query<{ id: string; role_id: string }>(
      `select id, role_id from users where email = 'frontdesk@demo.test'`,
    )
    const s = openStream(t.url, frontdesk, { kinds: KINDS })
    await s.opened
    await t.db.query(`update users set enabled = false where id = $1`, [u.id])
    await s.ended
    s.close()
    await t.db.query(`update users set enabled = true where id = $1`, [u.id])
    const s2 = openStream(t.url, frontdesk, { kinds: KINDS })
    await s2.opened
    const [viewerRole] = await t.db.query<{ id: string }>(`select id from roles where code = 'VIEWER'`)
    await t.db.query(`update users set role_id = $2 where id = $1`, [u.id, viewerRole.id])
    await t.db.query(`update users set role_id = $2 where id = $1`, [u.id, u.role_id])
    await s2.ended
    s2.close()
  })

  it('publishes a soft delete as a delete, and nothing for the seed’s unaudited writes', async () => {
    const s = openStream(t.url, tokens.admin, { kinds: KINDS })
    await s.opened
    const lead = await insertLead(t.db, tokens.firstAsset, { agentId: agentMember })
    await t.db.tx(async (q) => {
      await q.query(`select set_config('app.audit', 'off', true)`)
      await q.query(`update leads set stage = 'Unaudited' where id = $1`, [lead.id])
    })
    await t.db.query(`update leads set deleted_at = now() where id = $1`, [lead.id])
    await s.until((e) => e.length >= 2)
    s.close()
    expect(s.events.map(rowsOf)).toEqual([
      [{ id: lead.id, action: 'create' }],
      [{ id: lead.id, action: 'delete', fields: ['deleted_at'] }],
    ])
  })

  it('publishes a record deleted for good as a delete', async () => {
    const s = openStream(t.url, tokens.manager, { kinds: KINDS })
    await s.opened
    const dev = await t.request('POST', '/api/developers', {
      token: tokens.admin,
      body: { name: `Short-lived ${Date.now()}` },
    })
    expect(dev.status).toBe(201)
    const gone = await t.request('DELETE', `/api/developers/${dev.body.data._id}/force`, { token: tokens.admin })
    expect(gone.status).toBe(200)
    await s.until((e) => e.length >= 2)
    s.close()
    expect(s.events.map(rowsOf)).toEqual([
      [{ id: dev.body.data._id, action: 'create' }],
      [{ id: dev.body.data._id, action: 'delete' }],
    ])
  })

  it('answers which of the changed leads match a live list’s filter, with the filter’s total', async () => {
    const open = await insertLead(t.db, tokens.firstAsset, { status: 'Open', source: 'Live probe' })
    const closed = await insertLead(t.db, tokens.firstAsset, { status: 'Closed', source: 'Live probe' })
    const res = await t.request('GET', '/api/properties/leads', {
      token: tokens.admin,
      query: { filter: { limit: 10, query: { source: ['Live probe'], status: ['Open'], ids: [open.id, closed.id] } } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual([open.id])
    expect(res.body.meta.total).toBe(1)
  })

  it("covers every registry resource's table (call live_attach in the table's migration)", async () => {
    // A stream carries its asset's changes; users and assets are no asset's rows (tenant: false), so no stream carries them.
    const tables = [
      'leads',
      'customers',
      ...RESOURCES.filter((r) => r.basePath && r.tenant !== false).map((r) => r.table),
    ]
    const rows = await t.db.query<{ table: string; n: number }>(
      `select c.relname as table, count(tg.tgname)::int as n from pg_class c
         left join pg_trigger tg on tg.tgrelid = c.oid and tg.tgname in ('live_inserted', 'live_updated', 'live_deleted')
        where c.relname = any($1) and c.relkind = 'r' group by c.relname`,
      [tables],
    )
    expect(Object.fromEntries(rows.map((r) => [r.table, r.n]))).toEqual(
      Object.fromEntries([...new Set(tables)].map((x) => [x, 3])),
    )
  })
})
