import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { P } from '../../src/domain/permissions.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

/**
 * Users and assets through the registry: not tenant rows, super access only. What the
 * generic life cycle of tests/api/registry.test.ts cannot say: keys without super access, the sentences
 * of their own rules, the export, and what others read of a user.
 */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
})
afterAll(() => t?.close())

describe('assets (/admin/assets)', () => {
  // a new asset's defaults and deleting only an empty one: tests/api/admin-settings.test.ts
  it('finds an asset by name', async () => {
    const listed = await t.request('GET', '/api/admin/assets/search', { token: demo.admin, query: { search: 'palm' } })
    expect(listed.body.data.map((a: any) => a.name)).toEqual(['Palm Coast Properties'])
  })

  it('answers 400 naming the field with a sentence for a bad currency or name', async () => {
    const bad = await t.request('POST', '/api/admin/assets', {
      token: demo.admin,
      body: { name: 'X', currencyCode: 'dollars' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toContainEqual({
      path: 'currencyCode',
      message: 'Currency must be a three-letter ISO 4217 code such as AED.',
    })
    const rename = await t.request('PATCH', `/api/admin/assets/${demo.secondAsset}`, {
      token: demo.admin,
      body: { name: '' },
    })
    expect(rename.body.errors).toContainEqual({ path: 'name', message: 'Name is required.' })
  })
})

describe('users (/admin/users)', () => {
  it('answers 400 naming the field for a bad e-mail, no asset, or an e-mail changed after the invite', async () => {
    const role = (await t.db.query<{ id: string }>("select id from roles where code = 'AGENT'"))[0].id
    const bad = await t.request('POST', '/api/admin/users', {
      token: demo.admin,
      body: { email: 'not-an-address', firstName: 'A', role, assets: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid Email.' },
        { path: 'assets', message: 'Assets needs at least one value.' },
      ]),
    )
    const agentId = (await t.db.query<{ id: string }>("select id from users where email = 'agent@demo.test'"))[0].id
    const email = await t.request('PATCH', `/api/admin/users/${agentId}`, {
      token: demo.admin,
      body: { email: 'other@demo.test' },
    })
    expect(email.status).toBe(400)
    expect(email.body.errors[0].path).toBe('email')
  })

  it('exports the chosen columns as CSV, never a password hash', async () => {
    const res = await t.request('GET', '/api/admin/users/export', {
      token: demo.admin,
      query: { filter: { select: ['email', 'fullName', 'status'] } },
    })
    expect(res.status).toBe(200)
    const text = String(res.body)
    expect(text.split('\n')[0]).toMatch(/email.*fullName.*status/)
    expect(text).toContain('admin@demo.test')
    expect(text).not.toMatch(/argon2|password/i)
  })

  it('others read a user only as the name of who wrote a record, never the e-mail', async () => {
    const made = await t.request('POST', '/api/teams/members', {
      token: demo.manager,
      body: { name: 'Written By Manager', phoneCode: '971', whatsapp: '+971501234567' },
    })
    expect(made.status).toBe(201)
    const read = await t.request('GET', `/api/teams/members/${made.body.data._id}`, {
      token: demo.manager,
      query: { filter: { populate: ['creator'] } },
    })
    expect(read.body.data.creator.fullName).toEqual(expect.any(String))
    expect(Object.keys(read.body.data.creator).sort()).toEqual(['_id', 'firstName', 'fullName', 'lastName'])
  })
})

it('users and assets answer super access only, even to a role holding every key of theirs', async () => {
  const keys = [
    P.USERS_VIEW,
    P.USER_ADD,
    P.USER_UPDATE,
    P.USER_DELETE,
    P.ASSETS_VIEW,
    P.ASSET_ADD,
    P.ASSET_UPDATE,
    P.ASSET_DELETE,
  ]
  await t.db.query(
    `insert into roles (id, code, name, permissions, lead_scope) values ($1, 'KEYS_ONLY', 'Keys Only', $2, 'own')`,
    [newId(), keys],
  )
  await createUser(t, 'keys-only@demo.test', { role: 'KEYS_ONLY' })
  const token = await t.login('keys-only@demo.test')
  for (const base of ['/api/admin/users', '/api/admin/assets']) {
    for (const path of ['', '/search?q=a', '/count', '/one', '/export', `/${demo.firstAsset}`]) {
      expect((await t.request('GET', base + path, { token })).status, `GET ${base}${path}`).toBe(403)
    }
    expect((await t.request('POST', base, { token, body: { name: 'Nope' } })).status, `POST ${base}`).toBe(403)
    expect(
      (await t.request('PATCH', `${base}/${demo.secondAsset}`, { token, body: { name: 'Nope' } })).status,
      `PATCH ${base}`,
    ).toBe(403)
    expect((await t.request('DELETE', `${base}/${demo.secondAsset}`, { token })).status, `DELETE ${base}`).toBe(403)
  }
})
