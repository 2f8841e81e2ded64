import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Resolve } from '../../src/server/webhooks/targets.ts'
import { insertLead } from './helpers/leadFixtures.ts'
import { startReceiver } from './helpers/receiver.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Where a webhook may not point (README "Webhooks"): loopback and private addresses are refused when the URL
 * is saved (after resolving its name) and again when connecting, so a name that resolves to 127.0.0.1, or
 * one that changes its answer after it was saved (DNS rebinding), never reaches a local service. This app
 * runs as production does (https only, WEBHOOK_ALLOW_PRIVATE unset) with names answered by the test's own resolver.
 */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let receiver: Awaited<ReturnType<typeof startReceiver>>
/** The test's DNS: a name → its addresses. */
const names = new Map<string, string[]>()
const resolve: Resolve = async (host) => {
  const all = names.get(host)
  if (!all) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
  return all.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}

beforeAll(async () => {
  t = await startTestApp({ config: { webhookAllowPrivate: false, webhookResolve: resolve } })
  demo = await t.demo()
  receiver = await startReceiver()
  names.set('loopback.example', ['127.0.0.1'])
  names.set('mixed.example', ['93.184.215.14', '10.1.2.3'])
  names.set('public.example', ['93.184.215.14'])
})
afterAll(async () => {
  await receiver?.close()
  await t?.close()
})

const create = (url: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/webhooks', { token: demo.admin, headers, body: { data: { url, events: ['lead.created'] } } })

describe('webhook targets', () => {
  it.each([
    [`https://127.0.0.1:1/hook`, '127.0.0.1'],
    ['https://[::1]/hook', '::1'],
    ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://192.168.1.10/hook', '192.168.1.10'],
    ['https://0.0.0.0/hook', '0.0.0.0'],
  ])('refuses %s, a loopback, private or metadata address', async (url, address) => {
    const res = await create(url)
    expect(res.status).toBe(400)
    const sentence = `URL points to a private or local address (${address}): webhooks are sent only to public addresses.`
    expect(res.body).toMatchObject({ statusCode: 400, message: sentence, errors: [{ path: 'url', message: sentence }] })
  })

  it('refuses plain http in production', async () => {
    const res = await create('http://public.example/hook')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'url', message: 'URL must start with https://: deliveries are sent only over HTTPS.' },
    ])
    expect((await create('https://public.example/hook')).status).toBe(201)
    await t.db.query('delete from webhooks')
  })

  it('refuses a name that resolves to 127.0.0.1, and one with any private address among its answers', async () => {
    const res = await create(`https://loopback.example:${receiver.port}/hook`)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      {
        path: 'url',
        message: 'URL points to a private or local address (127.0.0.1): webhooks are sent only to public addresses.',
      },
    ])
    expect((await create('https://mixed.example/hook')).body.errors[0].message).toContain('10.1.2.3')
    const ar = await create(`https://loopback.example:${receiver.port}/hook`, { 'X-Language': 'ar' })
    expect(ar.status).toBe(400)
    expect(ar.body.errors[0].message).toMatch(/[\u0600-\u06FF]/)
    expect(ar.body.errors[0].message).toContain('127.0.0.1')
    expect((await create('https://nowhere.example/hook')).body.errors[0].message).toBe(
      'The host nowhere.example of the URL could not be found.',
    )
    expect(await t.db.query('select 1 from webhooks')).toEqual([])
  })

  it('checks again at connect time: a name that now resolves to 127.0.0.1 is never connected to', async () => {
    names.set('rebind.example', ['93.184.215.14'])
    const res = await create(`https://rebind.example:${receiver.port}/hook`)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    // the name's answer changes after the check (DNS rebinding) to the receiver on loopback
    names.set('rebind.example', ['127.0.0.1'])
    await insertLead(t.db, demo.firstAsset, { source: 'Website' })
    await t.app.jobs.drain()
    const list = await t.request('GET', `/api/webhooks/${res.body.data._id}/deliveries`, { token: demo.admin })
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: null,
      error: 'Refused: rebind.example resolves to 127.0.0.1, a private or local address.',
    })
    expect(receiver.received).toEqual([])
  })

  it('refuses changing a hook’s URL to a private address', async () => {
    const [hook] = await t.db.query<{ id: string }>('select id from webhooks limit 1')
    const res = await t.request('PATCH', `/api/webhooks/${hook.id}`, {
      token: demo.admin,
      body: { data: { url: 'https://10.0.0.5/hook' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('url')
  })
})
