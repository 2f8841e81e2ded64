import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

it('GET /api/env answers the environment and the browser-side keys, without a login', async () => {
  const res = await t.request('GET', '/api/env')
  expect(res.status).toBe(200)
  expect(res.body.data).toEqual({ appEnv: 'production', intercomAppId: null, mapsApiKey: null })
})
