import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_KINDS } from '../../src/domain/events.ts'
import { leadNotificationText } from '../../src/domain/notifications.ts'
import { EVENTS_CHANNEL, publishEvent } from '../../src/server/events/publish.ts'
import { notify } from '../../src/server/notifications/notify.ts'
import { withServerProcess } from '../bench/serverProcess.ts'
import { openStream } from './helpers/sse.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The event stream: what a committed change publishes reaches the connected streams of its
 * asset and addressees, a rolled-back one never does, a reconnect resumes after its last event.
 * "Never" is shown by order: a later committed event arrives, so an earlier one would have too.
 */
let t: TestApp
let tokens: Awaited<ReturnType<TestApp['demo']>>
let managerId: string
let adminId: string
const KINDS = [EVENT_KINDS.notification, EVENT_KINDS.notificationsRead, EVENT_KINDS.resync, 'test.change']

beforeAll(async () => {
  // No SLA ticks: the demo's leads whose deadlines pass in real time would be moved meanwhile, on
  // PGlite's one connection, holding up this test's publishes (a 30 s timeout once in CI) and telling the
  // manager's stream of escalations this test does not make.
  t = await startTestApp({ config: { eventHeartbeatSeconds: 1, slaTickSeconds: 0 } })
  tokens = await t.demo()
  const users = await t.db.query<{ id: string; email: string }>(
    `select id, email from users where email in ('manager@demo.test', 'admin@demo.test')`,
  )
  managerId = users.find((u) => u.email === 'manager@demo.test')!.id
  adminId = users.find((u) => u.email === 'admin@demo.test')!.id
})
afterAll(() => t?.close())

const text = (n: number) => leadNotificationText('lead_escalated', { leadNumber: n })
const notifyManager = (n: number) =>
  t.db.tx((q) => notify(q, { assetId: tokens.firstAsset, userId: managerId, kind: 'lead_escalated', ...text(n) }))

describe('event stream', () => {
  it('delivers a committed notification to its user, and never a rolled-back one', async () => {
    const s = openStream(t.url, tokens.manager, { kinds: KINDS })
    await s.opened
    await expect(
      t.db.tx(async (q) => {
        await notify(q, { assetId: tokens.firstAsset, userId: managerId, kind: 'lead_escalated', ...text(1) })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const sent = await notifyManager(2)
    const [got] = await s.until((e) => e.length >= 1)
    s.close()
    expect(got.kind).toBe(EVENT_KINDS.notification)
    expect(got.payload).toMatchObject({
      _id: sent._id,
      title: 'Lead escalated to you: Lead 2',
      read: false,
      kind: 'lead_escalated',
    })
    expect(s.events).toHaveLength(1)
    // Nothing of the rolled-back transaction was kept either.
    const [{ n }] = await t.db.query(
      `select count(*)::int as n from notifications where title = 'Lead escalated to you: Lead 1'`,
    )
    expect(n).toBe(0)
  })

  it('never sends an event of another asset or addressed to another user', async () => {
    const manager = openStream(t.url, tokens.manager, { kinds: KINDS })
    const admin = openStream(t.url, tokens.admin, { kinds: KINDS })
    await Promise.all([manager.opened, admin.opened])
    await t.db.tx((q) =>
      publishEvent(q, { assetId: tokens.secondAsset, kind: 'test.change', payload: { n: 'other asset' } }),
    )
    await t.db.tx((q) =>
      publishEvent(q, {
        assetId: tokens.firstAsset,
        kind: 'test.change',
        userIds: [adminId],
        payload: { n: 'admin only' },
      }),
    )
    await t.db.tx((q) =>
      publishEvent(q, { assetId: tokens.firstAsset, kind: 'test.change', payload: { n: 'everyone' } }),
    )
    await manager.until((e) => e.some((x) => x.payload.n === 'everyone'))
    await admin.until((e) => e.some((x) => x.payload.n === 'everyone'))
    manager.close()
    admin.close()
    // The admin's session works in the first asset: the second asset's event reached neither.
    expect(manager.events.map((e) => e.payload.n)).toEqual(['everyone'])
    expect(admin.events.map((e) => e.payload.n)).toEqual(['admin only', 'everyone'])
  })

  it('sends the second asset its own events once a session works there', async () => {
    const other = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: other, body: { asset: tokens.secondAsset } })
    const s = openStream(t.url, other, { kinds: KINDS })
    await s.opened
    await t.db.tx((q) => publishEvent(q, { assetId: tokens.firstAsset, kind: 'test.change', payload: { n: 'first' } }))
    await t.db.tx((q) =>
      publishEvent(q, { assetId: tokens.secondAsset, kind: 'test.change', payload: { n: 'second' } }),
    )
    await s.until((e) => e.length >= 1)
    s.close()
    expect(s.events.map((e) => e.payload.n)).toEqual(['second'])
  })

  // The cause of a CI flake of the test above: the heartbeat ended a stream opened while it read the sessions,
  // and the stream, having had no event yet, came back without an id and lost what was sent meanwhile.
  it('resumes a stream that dropped before its first event from where it started', async () => {
    const s = openStream(t.url, tokens.manager, { kinds: KINDS })
    await s.opened
    // rights changed: every process ends the user's streams, and their browsers come back (after 3 s)
    await t.db.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ access: { userId: managerId } })])
    await s.ended
    await t.db.tx((q) =>
      publishEvent(q, { assetId: tokens.firstAsset, kind: 'test.change', payload: { n: 'while away' } }),
    )
    await s.until((e) => e.length >= 1)
    s.close()
    expect(s.events.map((e) => e.payload.n)).toEqual(['while away'])
  })

  it('resumes from Last-Event-ID with exactly the events missed', async () => {
    const first = openStream(t.url, tokens.manager, { kinds: KINDS })
    await first.opened
    await notifyManager(10)
    const [seen] = await first.until((e) => e.length >= 1)
    first.close()
    await notifyManager(11)
    await notifyManager(12)
    const again = openStream(t.url, tokens.manager, { kinds: KINDS, lastEventId: seen.id })
    await again.opened
    await notifyManager(13)
    await again.until((e) => e.length >= 3)
    again.close()
    expect(again.events.map((e) => (e.payload as { title: string }).title)).toEqual([
      'Lead escalated to you: Lead 11',
      'Lead escalated to you: Lead 12',
      'Lead escalated to you: Lead 13',
    ])
    expect(again.events.every((e) => e.id > seen.id)).toBe(true)
  })

  // Ids are taken when a transaction publishes, not when it commits: one that took its id first may commit
  // last. Only PostgreSQL runs two such transactions at once (PGlite's one connection runs them in turn).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'resumes with an event whose transaction took its id first and committed last',
    async () => {
      const first = openStream(t.url, tokens.manager, { kinds: KINDS })
      await first.opened
      let release!: () => void
      const gate = new Promise<void>((r) => (release = r))
      let tookId!: () => void
      const took = new Promise<void>((r) => (tookId = r))
      const slow = t.db.tx(async (q) => {
        const n = await notify(q, {
          assetId: tokens.firstAsset,
          userId: managerId,
          kind: 'lead_escalated',
          ...text(30),
        })
        tookId()
        await gate
        return n
      })
      await took
      await notifyManager(31)
      const [seen] = await first.until((e) => e.length >= 1)
      first.close()
      release()
      await slow
      const again = openStream(t.url, tokens.manager, { kinds: KINDS, lastEventId: seen.id })
      await again.opened
      await notifyManager(32)
      await again.until((e) => e.length >= 2)
      again.close()
      expect(seen.payload.title).toBe('Lead escalated to you: Lead 31')
      expect(again.events.map((e) => (e.payload as { title: string }).title)).toEqual([
        'Lead escalated to you: Lead 30',
        'Lead escalated to you: Lead 32',
      ])
      expect(again.events[0].id).toBeLessThan(seen.id)
    },
  )

  it('refuses a Last-Event-ID that is no event id, in a sentence', async () => {
    const res = await t.request('GET', '/api/events/stream', {
      token: tokens.manager,
      headers: { 'last-event-id': 'abc' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'headers.last-event-id', message: 'Last-Event-ID must be the id of an event this stream sent.' },
    ])
  })

  it('needs a signed-in caller', async () => {
    expect((await t.request('GET', '/api/events/stream')).status).toBe(401)
  })

  it('closes a stream when its session ends or switches asset', async () => {
    const token = await t.login('admin@demo.test')
    const working = (await t.request('GET', '/api/profile', { token })).body.data.activeAsset._id
    const s = openStream(t.url, token, { kinds: KINDS })
    await s.opened
    await t.request('PATCH', '/api/profile/change-active-asset', {
      token,
      body: { asset: working === tokens.firstAsset ? tokens.secondAsset : tokens.firstAsset },
    })
    await s.ended
    s.close()
    const s2 = openStream(t.url, token, { kinds: KINDS })
    await s2.opened
    await t.request('POST', '/api/auth/logout', { token })
    await s2.ended
    s2.close()
  })

  // Two real server processes on the test's PostgreSQL database: a change committed through one reaches
  // a stream held by the other (each process has its own LISTEN).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a stream held by another server process of the same PostgreSQL',
    { timeout: 180_000 },
    async () => {
      const env = { DATABASE_URL: t.databaseUrl! }
      await withServerProcess({ env }, (a) =>
        withServerProcess({ env }, async (b) => {
          const sent = await notifyManager(20)
          const s = openStream(b, tokens.manager, { kinds: KINDS })
          await s.opened
          const res = await fetch(`${a}/api/notifications/${sent._id}/read`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${tokens.manager}` },
          })
          expect(res.status).toBe(200)
          const [heard] = await s.until((e) => e.length >= 1)
          s.close()
          expect(heard).toMatchObject({ kind: EVENT_KINDS.notificationsRead, payload: { ids: [sent._id] } })
        }),
      )
    },
  )
})
