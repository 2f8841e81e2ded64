import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WEBHOOK_RETRY_WINDOW_MS } from '../../src/domain/webhooks.ts'
import { DEMO_ROLES } from '../../src/domain/roles.ts'
import { P } from '../../src/domain/permissions.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { verifySignature } from '../../src/server/webhooks/sign.ts'
import { insertLead } from './helpers/leadFixtures.ts'
import { startReceiver } from './helpers/receiver.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

/**
 * Signed webhooks (README "Webhooks"): a hook's life cycle, an event delivered to a real HTTP receiver and its
 * signature verified there, retries with backoff, replay, and a hook disabled after failing for 3 days. The
 * receiver is on loopback, so private targets are allowed here (WEBHOOK_ALLOW_PRIVATE=1); the refusals of
 * private targets are webhooks-targets.test.ts.
 */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let receiver: Awaited<ReturnType<typeof startReceiver>>
const clock = new ManualClock()

beforeAll(async () => {
  t = await startTestApp({ config: { clock, webhookAllowPrivate: true, webhookRetryBaseSeconds: 60 } })
  demo = await t.demo()
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver?.close()
  await t?.close()
})
beforeEach(async () => {
  clock.set(new Date())
  receiver.received.length = 0
  receiver.answerWith(() => ({ status: 200, body: 'ok' }))
  // one hook at a time: each test's events go to its own
  await t.db.query('delete from webhooks')
})

const createHook = async (body: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/webhooks', {
    token: demo.admin,
    body: { data: { url: receiver.url, events: ['lead.created'], ...body } },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { _id: string; secret: string }
}

/** A lead written in the first asset (by any writer: the table's trigger emits lead.created). */
const newLead = () => insertLead(t.db, demo.firstAsset, { source: 'Website' })

const deliveries = async (hook: string) => {
  const res = await t.request('GET', `/api/webhooks/${hook}/deliveries`, { token: demo.admin })
  expect(res.status).toBe(200)
  return res.body.data as any[]
}

describe('webhooks', () => {
  it('answers the secret once, keeps it out of every later answer, and lets only WEBHOOKS keys in', async () => {
    const hook = await createHook({ events: ['lead.created', 'customer.created'] })
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    const list = await t.request('GET', '/api/webhooks', { token: demo.admin })
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: hook._id,
        url: receiver.url,
        events: ['lead.created', 'customer.created'],
        enabled: true,
        secretHint: hook.secret.slice(-4),
      }),
    ])
    expect(JSON.stringify(list.body)).not.toContain(hook.secret)
    const changed = await t.request('PATCH', `/api/webhooks/${hook._id}`, {
      token: demo.admin,
      body: { data: { enabled: false } },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data.enabled).toBe(false)
    expect(changed.body.data.secret).toBeUndefined()
    // an agent's role has neither key
    expect((await t.request('GET', '/api/webhooks', { token: demo.agent })).status).toBe(403)
    expect((await t.request('DELETE', `/api/webhooks/${hook._id}`, { token: demo.agent })).status).toBe(403)
    expect((await t.request('DELETE', `/api/webhooks/${hook._id}`, { token: demo.admin })).status).toBe(200)
    expect((await t.request('GET', '/api/webhooks', { token: demo.admin })).body.data).toEqual([])
  })

  it('refuses a bad hook with a sentence per field, in the reader’s language, writing nothing', async () => {
    const res = await t.request('POST', '/api/webhooks', {
      token: demo.admin,
      body: { data: { url: 'ftp://example.com/x', events: [] } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'url', message: 'URL must be a web address such as https://example.com/hooks.' },
        { path: 'events', message: 'Choose at least one event.' },
      ]),
    )
    const ar = await t.request('POST', '/api/webhooks', {
      token: demo.admin,
      headers: { 'X-Language': 'ar' },
      body: { data: { url: receiver.url, events: ['lead.exploded'] } },
    })
    expect(ar.status).toBe(400)
    expect(ar.body.errors[0].path).toMatch(/^events/)
    expect(ar.body.errors[0].message).toMatch(/[\u0600-\u06FF]/)
    expect(await t.db.query('select 1 from webhooks')).toEqual([])
  })

  it('posts {id, type, createdAt, asset, data} signed t=…,v1=HMAC(secret, t.body) to a real receiver', async () => {
    const hook = await createHook()
    const lead = await newLead()
    await t.app.jobs.drain()
    const [got] = await receiver.until(1)
    expect(receiver.received).toHaveLength(1)
    expect(got.headers['x-agency-event']).toBe('lead.created')
    expect(got.headers['content-type']).toBe('application/json')
    const signature = String(got.headers['x-agency-signature'])
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(verifySignature(hook.secret, got.body, signature)).toBe(true)
    // the receiver's own check, written out: HMAC-SHA256 of "t.body" with the secret
    const { createHmac } = await import('node:crypto')
    const [, ts, v1] = /^t=(\d+),v1=(.+)$/.exec(signature)!
    expect(createHmac('sha256', hook.secret).update(`${ts}.${got.body}`).digest('hex')).toBe(v1)
    expect(verifySignature('whsec_another', got.body, signature)).toBe(false)
    expect(verifySignature(hook.secret, got.body.replace('lead.created', 'lead.claimed'), signature)).toBe(false)
    expect(Object.keys(got.json)).toEqual(['id', 'type', 'createdAt', 'asset', 'data'])
    expect(got.json).toMatchObject({
      type: 'lead.created',
      asset: { _id: demo.firstAsset },
      data: { lead: { _id: lead.id, leadID: lead.leadId, source: 'Website' } },
    })
    const [d] = await deliveries(hook._id)
    expect(d).toMatchObject({
      _id: got.headers['x-agency-delivery'],
      event: { _id: got.json.id, type: 'lead.created' },
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      error: null,
    })
  })

  it('writes no event for a change that rolls back, and none for an asset whose hooks do not want it', async () => {
    const hook = await createHook({ events: ['customer.created'] })
    await newLead()
    await t.db
      .tx(async (q) => {
        await q.query(
          `insert into customers (id, asset_id, first_name, customer_id) values (gen_random_uuid(), $1, 'Rolled', 999999991)`,
          [demo.firstAsset],
        )
        throw new Error('rolled back')
      })
      .catch(() => {})
    await t.app.jobs.drain()
    expect(await deliveries(hook._id)).toEqual([])
    expect(receiver.received).toEqual([])
  })

  it('retries after the receiver answers 500 twice, with a growing wait, and succeeds on the third attempt', async () => {
    receiver.answerWith((_r, n) => (n <= 2 ? { status: 500, body: 'down for maintenance' } : { status: 204 }))
    const hook = await createHook()
    await newLead()
    await t.app.jobs.drain()
    let [d] = await deliveries(hook._id)
    expect(d).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'down for maintenance',
    })
    expect(d.error).toBe('The receiver answered 500.')
    const firstWait = Date.parse(d.nextAttemptAt) - Date.parse(d.lastAttemptAt)
    // 60 s less up to a fifth at random
    expect(firstWait).toBeGreaterThanOrEqual(48_000)
    expect(firstWait).toBeLessThanOrEqual(60_000)
    // not before it is due
    await t.app.jobs.drain()
    expect(receiver.received).toHaveLength(1)
    clock.advance(firstWait)
    await t.app.jobs.drain()
    ;[d] = await deliveries(hook._id)
    expect(d).toMatchObject({ status: 'retrying', attempts: 2, responseStatus: 500 })
    const secondWait = Date.parse(d.nextAttemptAt) - Date.parse(d.lastAttemptAt)
    expect(secondWait).toBeGreaterThanOrEqual(96_000)
    expect(secondWait).toBeLessThanOrEqual(120_000)
    clock.advance(secondWait)
    await t.app.jobs.drain()
    ;[d] = await deliveries(hook._id)
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204, error: null, nextAttemptAt: null })
    // one delivery, three attempts: the same delivery id each time (the receiver deduplicates by it), each signed anew
    expect(new Set(receiver.received.map((r) => r.headers['x-agency-delivery']))).toEqual(new Set([d._id]))
    for (const r of receiver.received)
      expect(verifySignature(hook.secret, r.body, String(r.headers['x-agency-signature']))).toBe(true)
    const [{ failing_since }] = await t.db.query('select failing_since from webhooks where id = $1', [hook._id])
    expect(failing_since).toBeNull()
  })

  it('replays a delivery as a new delivery of the same event, and refuses another hook’s', async () => {
    const hook = await createHook()
    await newLead()
    await t.app.jobs.drain()
    const [first] = await deliveries(hook._id)
    const res = await t.request('POST', `/api/webhooks/${hook._id}/deliveries/${first._id}/replay`, {
      token: demo.admin,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ replayOf: first._id, event: first.event, status: 'pending' })
    await t.app.jobs.drain()
    expect(receiver.received).toHaveLength(2)
    const [original, replay] = receiver.received
    expect(replay.headers['x-agency-delivery']).toBe(res.body.data._id)
    expect(replay.headers['x-agency-delivery']).not.toBe(original.headers['x-agency-delivery'])
    expect(replay.json.id).toBe(original.json.id)
    expect(replay.json.data).toEqual(original.json.data)
    const list = await deliveries(hook._id)
    expect(list.map((d) => [d._id, d.status])).toEqual([
      [res.body.data._id, 'succeeded'],
      [first._id, 'succeeded'],
    ])
    const other = await createHook()
    const refused = await t.request('POST', `/api/webhooks/${other._id}/deliveries/${first._id}/replay`, {
      token: demo.admin,
    })
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('This delivery does not exist.')
  })

  it('gives up after 3 days: the hook is disabled, its owner told, and the system log says so', async () => {
    receiver.answerWith(() => ({ status: 503 }))
    const hook = await createHook()
    await newLead()
    await t.app.jobs.drain()
    const [{ id: adminId }] = await t.db.query(`select id from users where email = 'admin@demo.test'`)
    // the retries of 3 days, each taken when due
    const end = clock.now().getTime() + WEBHOOK_RETRY_WINDOW_MS
    let guard = 0
    while (clock.now().getTime() < end && guard++ < 100) {
      const [d] = await deliveries(hook._id)
      if (!d.nextAttemptAt) break
      clock.set(new Date(d.nextAttemptAt))
      await t.app.jobs.drain()
    }
    const [d] = await deliveries(hook._id)
    expect(d.status).toBe('failed')
    expect(d.attempts).toBeGreaterThan(10)
    expect(Date.parse(d.lastAttemptAt) - Date.parse(d.firstAttemptAt)).toBe(WEBHOOK_RETRY_WINDOW_MS)
    const got = receiver.received.length
    expect(got).toBe(d.attempts)
    const [w] = await t.db.query('select enabled, disabled_reason from webhooks where id = $1', [hook._id])
    expect(w).toEqual({ enabled: false, disabled_reason: 'failing' })
    const notes = await t.db.query(
      `select kind, body, link from notifications where user_id = $1 and kind = 'webhook_disabled'`,
      [adminId],
    )
    expect(notes).toEqual([
      {
        kind: 'webhook_disabled',
        body: `Deliveries to ${receiver.url} failed for 3 days, so the webhook was turned off. Fix the receiver, then enable it again.`,
        link: `/settings/webhooks/${hook._id}`,
      },
    ])
    const [log] = await t.db.query(
      `select level, message from system_logs where kind = 'webhook.disabled' order by id desc limit 1`,
    )
    expect(log).toEqual({
      level: 'warn',
      message: `Webhook to ${receiver.url} disabled: its deliveries failed for 3 days`,
    })
    // a disabled hook gets nothing more; enabled again, its failures start over
    await newLead()
    await t.app.jobs.drain()
    expect(receiver.received).toHaveLength(got)
    const on = await t.request('PATCH', `/api/webhooks/${hook._id}`, {
      token: demo.admin,
      body: { data: { enabled: true } },
    })
    expect(on.body.data).toMatchObject({ enabled: true, failingSince: null, disabledReason: null })
  })

  it('sends each event as its owner may read it: no contact fields when the owner may not see them', async () => {
    const permissions = [
      ...DEMO_ROLES.find((r) => r.code === 'AGENT')!.permissions.filter((p) => p !== P.VIEW_SENSITIVE_INFORMATION),
      P.WEBHOOKS_UPDATE,
    ]
    await t.db.query(
      `insert into roles (id, code, name, permissions, lead_scope) values (gen_random_uuid(), 'HOOKS_NO_CONTACTS', 'Hooks without contacts', $1, 'asset')`,
      [permissions],
    )
    await createUser(t, 'hooks@webhooks.test', { role: 'HOOKS_NO_CONTACTS', assetIds: [demo.firstAsset] })
    const token = await t.login('hooks@webhooks.test')
    const res = await t.request('POST', '/api/webhooks', {
      token,
      body: { data: { url: receiver.url, events: ['customer.created'] } },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [c] = await t.db.query(
      `insert into customers (id, asset_id, first_name, email, phone_number, customer_id)
       values (gen_random_uuid(), $1, 'Hana', 'hana@example.com', '+971501234567', 999999992) returning id`,
      [demo.firstAsset],
    )
    await t.app.jobs.drain()
    const [got] = await receiver.until(1)
    expect(got.json.data.customer).toMatchObject({ _id: c.id, firstName: 'Hana' })
    expect(got.json.data.customer).not.toHaveProperty('email')
    expect(got.json.data.customer).not.toHaveProperty('phone')
    expect(got.body).not.toContain('hana@example.com')
  })
})
