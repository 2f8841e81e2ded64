import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
let assets: { id: string; name: string }[]
beforeAll(async () => {
  t = await startTestApp()
  assets = await t.db.query('select id, name from assets order by name')
})
afterAll(() => t?.close())

describe('GET /api/assets', () => {
  it('lists every asset by name for super access, and only their own for others', async () => {
    const all = await t.request('GET', '/api/assets', {
      token: await t.login('admin@demo.test'),
      query: { filter: { sort: { name: 1 }, limit: -1 } },
    })
    expect(all.status).toBe(200)
    expect(all.body.data.map((a: any) => a.name)).toEqual(assets.map((a) => a.name))
    expect(all.body.data[0]).toMatchObject({
      _id: assets[0].id,
      currencyCode: expect.any(String),
      settings: expect.any(Object),
      initialSlaMinutes: expect.any(Number),
    })
    const own = await t.request('GET', '/api/assets', { token: await t.login('viewer@demo.test') })
    expect(own.body.data.map((a: any) => a._id)).toEqual([assets[0].id])
    expect((await t.request('GET', '/api/assets')).status).toBe(401)
  })

  it('answers one asset to its members and 404 to others', async () => {
    const viewer = await t.login('viewer@demo.test')
    expect((await t.request('GET', `/api/assets/${assets[0].id}`, { token: viewer })).body.data.name).toBe(
      assets[0].name,
    )
    expect((await t.request('GET', `/api/assets/${assets[1].id}`, { token: viewer })).status).toBe(404)
    expect((await t.request('GET', `/api/assets/not-an-id`, { token: viewer })).status).toBe(400)
  })
})

describe('PATCH /api/assets/{id}/settings', () => {
  it('lets a manager change the lead settings of the active asset, merging the settings JSON', async () => {
    const token = await t.login('manager@demo.test')
    const url = `/api/assets/${assets[0].id}/settings`
    await t.request('PATCH', url, {
      token,
      body: { settings: { timezone: 'Asia/Dubai', leads: { roundRobin: true } } },
    })
    const res = await t.request('PATCH', url, {
      token,
      body: { settings: { language: 'en' }, initialSlaMinutes: 15, poolSlaMinutes: 90, dailyLeadLimit: 25 },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      _id: assets[0].id,
      initialSlaMinutes: 15,
      poolSlaMinutes: 90,
      dailyLeadLimit: 25,
      settings: { timezone: 'Asia/Dubai', leads: { roundRobin: true }, language: 'en' },
    })
  })

  it('answers 404 to a manager for another asset, and lets super access change any asset', async () => {
    const body = { dailyLeadLimit: 40 }
    expect(
      (
        await t.request('PATCH', `/api/assets/${assets[1].id}/settings`, {
          token: await t.login('manager@demo.test'),
          body,
        })
      ).status,
    ).toBe(404)
    const admin = await t.login('admin@demo.test')
    const res = await t.request('PATCH', `/api/assets/${assets[1].id}/settings`, { token: admin, body })
    expect(res.status).toBe(200)
    expect(res.body.data.dailyLeadLimit).toBe(40)
    expect(
      (await t.request('PATCH', `/api/assets/${crypto.randomUUID()}/settings`, { token: admin, body })).status,
    ).toBe(404)
  })

  it('answers 403 to roles without LEAD_SETTING_UPDATE and changes nothing', async () => {
    for (const email of ['viewer@demo.test', 'agent@demo.test']) {
      const res = await t.request('PATCH', `/api/assets/${assets[0].id}/settings`, {
        token: await t.login(email),
        body: { dailyLeadLimit: 1 },
      })
      expect(res.status).toBe(403)
    }
    const [row] = await t.db.query('select daily_lead_limit from assets where id = $1', [assets[0].id])
    expect(row.daily_lead_limit).not.toBe(1)
  })

  it('answers 400 naming the field for bad values', async () => {
    const token = await t.login('manager@demo.test')
    const url = `/api/assets/${assets[0].id}/settings`
    const res = await t.request('PATCH', url, {
      token,
      body: { settings: [1, 2], initialSlaMinutes: -5, poolSlaMinutes: 1.5, dailyLeadLimit: '10' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual([
      'dailyLeadLimit',
      'initialSlaMinutes',
      'poolSlaMinutes',
      'settings',
    ])
    const empty = await t.request('PATCH', url, { token, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/Nothing to update/)
  })
})
