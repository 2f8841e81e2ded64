import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

// A client retrying a lead create after a lost answer does not create it twice.
let t: TestApp
let a: AssetFixture
let manager: string
let agent: string
beforeAll(async () => {
  t = await startTestApp()
  ;({ a } = await leadEditorFixtures(t.db))
  ;[manager, agent] = await Promise.all(['manager@demo.test', 'agent@demo.test'].map((e) => t.login(e)))
})
afterAll(() => t?.close())

const create = (body: unknown, key?: string, token = manager) =>
  t.request('POST', '/api/properties/leads', {
    token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
const body = (remarks: string, over: Record<string, unknown> = {}) =>
  listingLeadBody(a, {
    customer: a.customer,
    listing: a.listingNoAgent,
    isManualAssignment: true,
    agent: a.agentC,
    remarks,
    ...over,
  })
const leadsWith = async (remarks: string) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from leads where remarks = $1', [remarks]))[0].n

describe('Idempotency-Key on POST /api/properties/leads', () => {
  it('answers a retry with the same key and body with the same lead, creating one', async () => {
    const first = await create(body('idem-retry'), 'retry-key-1')
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const again = await create(body('idem-retry'), 'retry-key-1')
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(await leadsWith('idem-retry')).toBe(1)
    // the same body under another key, or without one, is a new lead
    expect((await create(body('idem-retry'), 'retry-key-2')).body.data._id).not.toBe(first.body.data._id)
    expect((await create(body('idem-retry'))).status).toBe(201)
    expect(await leadsWith('idem-retry')).toBe(3)
  })

  it('answers the same key with a different body 422 with a sentence, creating nothing', async () => {
    expect((await create(body('idem-diff-1'), 'diff-key')).status).toBe(201)
    const res = await create(body('idem-diff-2'), 'diff-key')
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(
      'This Idempotency-Key was already used for a different lead. Send a new key to create another lead.',
    )
    expect(res.body.errors).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }])
    expect(await leadsWith('idem-diff-2')).toBe(0)
  })

  it('creates one lead for concurrent requests with one key, all answered with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(body('idem-concurrent'), 'concurrent-key')),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((r) => r.body.data._id)).size).toBe(1)
    expect(await leadsWith('idem-concurrent')).toBe(1)
  })

  it('keeps keys per user, forgets a failed request and expires keys after 24 hours', async () => {
    const mine = await create(body('idem-user'), 'shared-key')
    const theirs = await create(body('idem-user'), 'shared-key', agent)
    expect([mine.status, theirs.status]).toEqual([201, 201])
    expect(theirs.body.data._id).not.toBe(mine.body.data._id)

    const failed = await create(body('idem-failed', { agent: null }), 'failed-key')
    expect(failed.status).toBe(400)
    expect((await create(body('idem-failed'), 'failed-key')).status).toBe(201)

    const old = await create(body('idem-expired'), 'expired-key')
    await t.db.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'expired-key'`)
    const fresh = await create(body('idem-expired'), 'expired-key')
    expect(fresh.status).toBe(201)
    expect(fresh.body.data._id).not.toBe(old.body.data._id)
  })

  it('answers a retry with the first answer even when a record it names was removed since', async () => {
    const agent = newId()
    await t.db.query(`insert into team_members (id, asset_id, name, enabled) values ($1, $2, 'Leaving Agent', true)`, [
      agent,
      a.assetId,
    ])
    const first = await create(body('idem-removed', { agent }), 'removed-key')
    expect(first.status).toBe(201)
    await t.db.query('update team_members set deleted_at = now() where id = $1', [agent])
    const again = await create(body('idem-removed', { agent }), 'removed-key')
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    // without the key the same body is checked anew
    expect((await create(body('idem-removed', { agent }))).status).toBe(400)
    expect(await leadsWith('idem-removed')).toBe(1)
  })

  it('refuses a malformed key with a 400 naming the header', async () => {
    for (const key of ['', ' ', 'x'.repeat(256), 'bad\tkey']) {
      const res = await create(body('idem-bad'), key)
      expect(res.status, JSON.stringify(key)).toBe(400)
      expect(res.body.errors[0].path).toBe('Idempotency-Key')
    }
    expect(await leadsWith('idem-bad')).toBe(0)
  })
})
