import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_KINDS } from '../../src/domain/events.ts'
import { leadNotificationText } from '../../src/domain/notifications.ts'
import { notify } from '../../src/server/notifications/notify.ts'
import { mailsTo } from './helpers/outbox.ts'
import { openStream } from './helpers/sse.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Notifications: the notification centre's calls, e-mail copies, and the notification log. */
let t: TestApp
let tokens: Awaited<ReturnType<TestApp['demo']>>
let ids: Record<string, string>

beforeAll(async () => {
  t = await startTestApp()
  tokens = await t.demo()
  const users = await t.db.query<{ id: string; email: string }>(
    `select id, email from users where email like '%@demo.test'`,
  )
  ids = Object.fromEntries(users.map((u) => [u.email.split('@')[0], u.id]))
})
afterAll(() => t?.close())

const send = (user: string, n: number, opts: { asset?: string; leadId?: string } = {}) =>
  t.db.tx((q) =>
    notify(q, {
      assetId: opts.asset ?? tokens.firstAsset,
      userId: ids[user],
      kind: 'lead_assigned',
      leadId: opts.leadId,
      ...leadNotificationText('lead_assigned', { leadNumber: n }),
    }),
  )

describe('notifications', () => {
  it("lists the caller's own notifications of the active asset, newest first, with the unread count", async () => {
    const [lead] = await t.db.query('select id from leads where asset_id = $1 limit 1', [tokens.firstAsset])
    // only the test's own: the app's start caught up with the demo's SLA deadlines passed since it was seeded
    await t.db.query('delete from notifications where user_id = $1', [ids.agent])
    await send('agent', 101)
    await send('agent', 102, { leadId: lead.id })
    await send('agent', 103, { asset: tokens.secondAsset })
    await send('manager', 104)
    const list = await t.request('GET', '/api/notifications', { token: tokens.agent })
    expect(list.status).toBe(200)
    expect(list.body.data.map((n: { title: string }) => n.title)).toEqual([
      'New lead assigned: Lead 102',
      'New lead assigned: Lead 101',
    ])
    expect(list.body.data[0]).toMatchObject({
      kind: 'lead_assigned',
      read: false,
      leadId: lead.id,
      link: `/reports/leads/${lead.id}`,
    })
    expect(list.body.meta.total).toBe(2)
    expect((await t.request('GET', '/api/notifications/unread-count', { token: tokens.agent })).body.data).toEqual({
      count: 2,
    })
  })

  it("marks one read, tells the other tabs, and refuses another user's notification", async () => {
    const mine = await send('viewer', 201)
    const other = await send('manager', 202)
    const tab = openStream(t.url, tokens.viewer, { kinds: [EVENT_KINDS.notificationsRead] })
    await tab.opened
    const res = await t.request('PATCH', `/api/notifications/${mine._id}/read`, { token: tokens.viewer })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ _id: mine._id, read: true })
    const [heard] = await tab.until((e) => e.length >= 1)
    tab.close()
    expect(heard.payload).toEqual({ ids: [mine._id] })
    const refused = await t.request('PATCH', `/api/notifications/${other._id}/read`, { token: tokens.viewer })
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('This notification does not exist or is not yours.')
    const [{ read_at }] = await t.db.query('select read_at from notifications where id = $1', [other._id])
    expect(read_at).toBeNull()
  })

  it('marks all read in the active asset only', async () => {
    await send('manager', 301)
    await send('manager', 302)
    const elsewhere = await send('manager', 303, { asset: tokens.secondAsset })
    const res = await t.request('PATCH', '/api/notifications/read-all', { token: tokens.manager })
    expect(res.status).toBe(200)
    expect((await t.request('GET', '/api/notifications/unread-count', { token: tokens.manager })).body.data.count).toBe(
      0,
    )
    const [{ read_at }] = await t.db.query('select read_at from notifications where id = $1', [elsewhere._id])
    expect(read_at).toBeNull()
  })

  it('lists only unread ones when asked, and refuses an unknown filter in a sentence', async () => {
    const res = await t.request('GET', '/api/notifications', {
      token: tokens.manager,
      query: { filter: { query: { unread: true } } },
    })
    expect(res.body.data).toEqual([])
    const bad = await t.request('GET', '/api/notifications', {
      token: tokens.manager,
      query: { filter: { query: { unread: 'yes' } } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'filter.query.unread', message: 'Unread must be true or false.' }])
  })

  it('e-mails a copy through the outbox only to a user who opted in', async () => {
    expect((await t.request('GET', '/api/notifications/settings', { token: tokens.viewer })).body.data).toEqual({
      emailCopies: false,
    })
    await send('viewer', 401)
    const on = await t.request('PATCH', '/api/notifications/settings', {
      token: tokens.viewer,
      body: { emailCopies: true },
    })
    expect(on.body.data).toEqual({ emailCopies: true })
    const [lead] = await t.db.query('select id from leads where asset_id = $1 limit 1', [tokens.firstAsset])
    const copied = await send('viewer', 402, { leadId: lead.id })
    const [{ email_status }] = await t.db.query('select email_status from notifications where id = $1', [copied._id])
    expect(['pending', 'sending', 'sent']).toContain(email_status)
    // The copy goes out after the commit, when a server process hears the notification's event.
    const mail = await new Promise<ReturnType<typeof mailsTo>[number]>((resolve) => {
      const look = () => {
        const m = mailsTo(t.dataDir, 'viewer@demo.test').find((x) => x.subject === 'New lead assigned: Lead 402')
        if (m) resolve(m)
        else setTimeout(look, 50)
      }
      look()
    })
    expect(mail.text).toContain(`/reports/leads/${lead.id}`)
    expect(mail.text).toContain(
      'You receive this copy because "E-mail me copies of notifications" is on in your profile.',
    )
    expect(mailsTo(t.dataDir, 'viewer@demo.test').some((m) => m.subject === 'New lead assigned: Lead 401')).toBe(false)
    const bad = await t.request('PATCH', '/api/notifications/settings', {
      token: tokens.viewer,
      body: { emailCopies: 'yes' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'emailCopies', message: 'E-mail copies must be true or false.' }])
  })

  it('lists every notification sent in /api/admin/notification-logs, for super access only', async () => {
    const log = await t.request('GET', '/api/admin/notification-logs', {
      token: tokens.admin,
      query: { filter: { limit: 100, populate: ['user', 'asset'] } },
    })
    expect(log.status).toBe(200)
    const titles = log.body.data.map((r: { title: string }) => r.title)
    for (const n of [101, 102, 103, 104, 201, 202, 301, 402]) expect(titles).toContain(`New lead assigned: Lead ${n}`)
    const copied = log.body.data.find((r: { title: string }) => r.title === 'New lead assigned: Lead 402')
    expect(copied).toMatchObject({ user: { email: 'viewer@demo.test' }, emailTo: 'viewer@demo.test' })
    const elsewhere = log.body.data.find((r: { title: string }) => r.title === 'New lead assigned: Lead 103')
    expect(elsewhere.asset._id).toBe(tokens.secondAsset)
    const byUser = await t.request('GET', '/api/admin/notification-logs', {
      token: tokens.admin,
      query: { filter: { query: { user: ids.manager } } },
    })
    expect(byUser.body.data.every((r: { user: string }) => r.user === ids.manager)).toBe(true)
    expect((await t.request('GET', '/api/admin/notification-logs', { token: tokens.manager })).status).toBe(403)
    // read in the reader's language, as the recipient's bell shows it
    const ar = await t.request('GET', '/api/admin/notification-logs', {
      token: tokens.admin,
      headers: { 'X-Language': 'ar' },
      query: { filter: { limit: 100 } },
    })
    const arabic = ar.body.data.find((r: { _id: string }) => r._id === copied._id)
    expect(arabic.title).toMatch(/[\u0600-\u06FF]/)
    expect(arabic.title).toContain('402')
  })
})

describe('new lead assigned', () => {
  it("tells the agent's user when a lead is created for them or given to them, not when they took it themselves", async () => {
    const { leadEditorFixtures, listingLeadBody } = await import('./helpers/leadEditorFixtures.ts')
    const { a } = await leadEditorFixtures(t.db)
    const memberOf = async (email: string) =>
      (
        await t.db.query(
          'select m.id from team_members m join users u on u.id = m.user_id where u.email = $1 and m.asset_id = $2',
          [email, tokens.firstAsset],
        )
      )[0].id as string
    const [manager, agent] = [await memberOf('manager@demo.test'), await memberOf('agent@demo.test')]
    const created = await t.request('POST', '/api/properties/leads', {
      token: tokens.admin,
      body: listingLeadBody(a, { agent: manager, isManualAssignment: true }),
    })
    expect(created.status).toBe(201)
    const lead = created.body.data
    const mine = (await t.request('GET', '/api/notifications', { token: tokens.manager })).body.data
    expect(mine[0]).toMatchObject({
      kind: 'lead_assigned',
      title: `New lead assigned: Lead ${lead.leadID}`,
      leadId: lead._id,
      link: `/reports/leads/${lead._id}`,
      read: false,
    })

    const before = (await t.request('GET', '/api/notifications/unread-count', { token: tokens.agent })).body.data.count
    const details = (await t.request('GET', `/api/properties/leads/cms/${lead._id}`, { token: tokens.admin })).body.data
    const moved = await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, {
      token: tokens.admin,
      body: {
        ...listingLeadBody(a, { agent, isManualAssignment: true }),
        stage: 'New',
        status: 'Open',
        version: details.version,
      },
    })
    expect(moved.status).toBe(200)
    expect((await t.request('GET', '/api/notifications/unread-count', { token: tokens.agent })).body.data.count).toBe(
      before + 1,
    )

    const own = await t.request('POST', '/api/properties/leads', {
      token: tokens.manager,
      body: listingLeadBody(a, { agent: manager, isManualAssignment: true }),
    })
    expect(own.status).toBe(201)
    const after = (await t.request('GET', '/api/notifications', { token: tokens.manager })).body.data
    expect(after.some((n: { leadId: string }) => n.leadId === own.body.data._id)).toBe(false)
  })
})
