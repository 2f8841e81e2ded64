import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Saved views: a private view is its owner's alone, a shared one the asset's (for whoever may view
 * its list); sharing needs SAVED_VIEWS_SHARE; each user has their own default per list; bad input is a 400
 * naming the field.
 */
let t: TestApp
let tokens: Awaited<ReturnType<TestApp['demo']>>
const state = { params: 'status=Open&sort=-dataSourceCreatedAt', columns: { source: false } }

beforeAll(async () => {
  t = await startTestApp()
  tokens = await t.demo()
})
afterAll(() => t?.close())

const create = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/views', { token, body: { list: 'leads', state, ...body } })
const names = async (token: string, list = 'leads') =>
  ((await t.request('GET', '/api/views', { token, query: { list } })).body.data as Array<{ name: string }>).map(
    (v) => v.name,
  )

describe('saved views', () => {
  it('shows a private view to its owner only and a shared one to the asset', async () => {
    const mine = await create(tokens.manager, { name: 'Hot leads this week' })
    expect(mine.status).toBe(201)
    expect(mine.body.data).toMatchObject({
      name: 'Hot leads this week',
      list: 'leads',
      shared: false,
      mine: true,
      isDefault: false,
      state,
    })
    const shared = await create(tokens.manager, { name: 'Team pipeline', shared: true })
    expect(shared.status).toBe(201)

    expect(await names(tokens.manager)).toEqual(['Hot leads this week', 'Team pipeline'])
    expect(await names(tokens.viewer)).toEqual(['Team pipeline'])
    expect(await names(tokens.agent)).toEqual(['Team pipeline'])
    // A private view's URL opened by someone else: not found, as if it did not exist.
    const other = await t.request('GET', `/api/views/${mine.body.data._id}`, { token: tokens.viewer })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('View not found')
    const seen = await t.request('GET', `/api/views/${shared.body.data._id}`, { token: tokens.viewer })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject({ name: 'Team pipeline', mine: false, owner: { name: expect.any(String) } })

    // The other asset sees none of them.
    const admin = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: tokens.secondAsset } })
    expect(await names(admin)).toEqual([])
    expect((await t.request('GET', `/api/views/${shared.body.data._id}`, { token: admin })).status).toBe(404)
  })

  it('lets only the owner change or delete a view, and sharing needs its key', async () => {
    const shared = await create(tokens.manager, { name: 'Shared to keep', shared: true })
    const viewerTries = await t.request('PATCH', `/api/views/${shared.body.data._id}`, {
      token: tokens.viewer,
      body: { name: 'Mine now' },
    })
    expect(viewerTries.status).toBe(403)
    expect((await t.request('DELETE', `/api/views/${shared.body.data._id}`, { token: tokens.viewer })).status).toBe(403)

    // The Agent has no SAVED_VIEWS_SHARE: a private view yes, sharing it no.
    const refused = await create(tokens.agent, { name: 'My calls', shared: true })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Sharing a view with the asset needs the permission to share saved views.')
    const own = await create(tokens.agent, { name: 'My calls' })
    expect(own.status).toBe(201)
    expect(
      (await t.request('PATCH', `/api/views/${own.body.data._id}`, { token: tokens.agent, body: { shared: true } }))
        .status,
    ).toBe(403)
    const renamed = await t.request('PATCH', `/api/views/${own.body.data._id}`, {
      token: tokens.agent,
      body: { name: 'My callbacks' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.name).toBe('My callbacks')
    expect((await t.request('DELETE', `/api/views/${own.body.data._id}`, { token: tokens.agent })).status).toBe(200)
    expect((await t.request('GET', `/api/views/${own.body.data._id}`, { token: tokens.agent })).status).toBe(404)
  })

  it('keeps a default per user and list', async () => {
    const v = await create(tokens.manager, { name: 'Default one', shared: true })
    const set = await t.request('PUT', '/api/views/defaults/leads', {
      token: tokens.viewer,
      body: { view: v.body.data._id },
    })
    expect(set.status).toBe(200)
    const viewerViews = (await t.request('GET', '/api/views', { token: tokens.viewer, query: { list: 'leads' } })).body
      .data
    expect(viewerViews.find((x: any) => x._id === v.body.data._id).isDefault).toBe(true)
    // the owner's own default is untouched
    const managerViews = (await t.request('GET', '/api/views', { token: tokens.manager, query: { list: 'leads' } }))
      .body.data
    expect(managerViews.find((x: any) => x._id === v.body.data._id).isDefault).toBe(false)
    const wrongList = await t.request('PUT', '/api/views/defaults/listings', {
      token: tokens.viewer,
      body: { view: v.body.data._id },
    })
    expect(wrongList.status).toBe(400)
    expect(wrongList.body.errors).toEqual([{ path: 'view', message: 'That view belongs to another list.' }])
    expect(
      (await t.request('PUT', '/api/views/defaults/leads', { token: tokens.viewer, body: { view: null } })).status,
    ).toBe(200)
  })

  it('answers bad input with a 400 naming the field', async () => {
    const empty = await create(tokens.manager, { name: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual([{ path: 'name', message: 'Name is required.' }])
    const list = await create(tokens.manager, { name: 'X', list: 'nope' })
    expect(list.status).toBe(400)
    expect(list.body.errors).toEqual([{ path: 'list', message: 'List must be the leads report or a registry list.' }])
    const noState = await t.request('POST', '/api/views', { token: tokens.manager, body: { list: 'leads', name: 'Y' } })
    expect(noState.status).toBe(400)
    expect(noState.body.errors[0].path).toBe('state')
    const twice = await create(tokens.manager, { name: 'hot leads THIS week' })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([
      { path: 'name', message: 'You already have a view named “hot leads THIS week” on this list.' },
    ])
    const badId = await t.request('GET', '/api/views/not-a-view', { token: tokens.manager })
    expect(badId.status).toBe(400)
    // A list the caller may not view: the Viewer has no team keys.
    const members = await create(tokens.viewer, { name: 'Z', list: 'teamMembers' })
    expect(members.status).toBe(403)
  })
})
