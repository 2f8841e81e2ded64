import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
let assets: { id: string; name: string }[]
beforeAll(async () => {
  t = await startTestApp()
  assets = await t.db.query('select id, name from assets order by name')
})
afterAll(() => t?.close())

async function storedFile(assetId: string) {
  const id = newId()
  await t.db.query(
    `insert into storage_files (id, asset_id, name, type, file, ext) values ($1,$2,'me.png','image/png',$3,'png')`,
    [id, assetId, `avatars/${id}.png`],
  )
  return id
}

describe('PATCH /api/profile', () => {
  it('updates the own name and avatar and answers the profile', async () => {
    await createUser(t, 'profile1@demo.test')
    const token = await t.login('profile1@demo.test')
    const file = await storedFile(assets[0].id)
    const res = await t.request('PATCH', '/api/profile', {
      token,
      body: { firstName: ' Nadia ', lastName: 'Haddad', avatar: file },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Haddad',
      fullName: 'Nadia Haddad',
      avatar: { _id: file, file: `avatars/${file}.png` },
    })
    expect((await t.request('GET', '/api/profile', { token })).body.data.firstName).toBe('Nadia')
    // the stored-file object is accepted too, and null removes the avatar
    expect(
      (await t.request('PATCH', '/api/profile', { token, body: { avatar: { _id: file, file: 'x' } } })).status,
    ).toBe(200)
    const cleared = await t.request('PATCH', '/api/profile', { token, body: { avatar: null } })
    expect(cleared.body.data).toMatchObject({ avatar: null, firstName: 'Nadia' })
  })

  it('refuses an avatar from an asset the user does not belong to, or that does not exist', async () => {
    const token = await t.login('agent@demo.test')
    for (const avatar of [await storedFile(assets[1].id), crypto.randomUUID()]) {
      const res = await t.request('PATCH', '/api/profile', { token, body: { avatar } })
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual([
        { path: 'avatar', message: 'Profile picture must be one of the files stored in your assets.' },
      ])
    }
  })

  it('answers 400 naming the field for bad values', async () => {
    const token = await t.login('agent@demo.test')
    const res = await t.request('PATCH', '/api/profile', { token, body: { firstName: '   ', avatar: 'not-an-id' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(['avatar', 'firstName'])
    expect((await t.request('PATCH', '/api/profile', { body: { firstName: 'X' } })).status).toBe(401)
  })
})

describe('PATCH /api/profile/change-password', () => {
  it('needs the old password, then ends the other sessions but keeps this one', async () => {
    await createUser(t, 'profile2@demo.test')
    const other = await t.login('profile2@demo.test')
    const token = await t.login('profile2@demo.test')
    const wrong = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'not-it-at-all', password: 'new-password-1' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'oldPassword', message: 'Old password is incorrect.' }])
    const res = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'demopass1', password: 'new-password-1' },
    })
    expect(res.status).toBe(200)
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(200)
    expect((await t.request('GET', '/api/profile', { token: other })).status).toBe(401)
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'profile2@demo.test', password: 'demopass1' } }))
        .status,
    ).toBe(401)
    await t.login('profile2@demo.test', 'new-password-1')
  })

  it('answers 400 naming the field for a short or unconfirmed password', async () => {
    const token = await t.login('agent@demo.test')
    const short = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'demopass1', password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([{ path: 'password', message: 'Password must be at least 8 characters.' }])
    const differ = await t.request('PATCH', '/api/profile/change-password', {
      token,
      body: { oldPassword: 'demopass1', password: 'long-enough-1', confirmPassword: 'long-enough-2' },
    })
    expect(differ.body.errors[0].path).toBe('confirmPassword')
    const missing = await t.request('PATCH', '/api/profile/change-password', { token, body: {} })
    expect(missing.body.errors.map((e: any) => e.path).sort()).toEqual(['oldPassword', 'password'])
    await t.login('agent@demo.test') // unchanged
  })
})

describe('PATCH /api/profile/change-active-asset', () => {
  it('lets super access switch to any asset and answers the new profile', async () => {
    const token = await t.login('admin@demo.test')
    const res = await t.request('PATCH', '/api/profile/change-active-asset', { token, body: { asset: assets[1].id } })
    expect(res.status).toBe(200)
    expect(res.body.data.activeAsset).toEqual({ _id: assets[1].id, name: assets[1].name })
    await t.request('PATCH', '/api/profile/change-active-asset', { token, body: { asset: assets[0].id } })
  })

  it('answers 403 for an asset the user does not belong to and 400 for a bad id', async () => {
    const token = await t.login('manager@demo.test')
    const res = await t.request('PATCH', '/api/profile/change-active-asset', { token, body: { asset: assets[1].id } })
    expect(res.status).toBe(403)
    expect((await t.request('GET', '/api/profile', { token })).body.data.activeAsset._id).toBe(assets[0].id)
    const bad = await t.request('PATCH', '/api/profile/change-active-asset', { token, body: { asset: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('asset')
  })
})

describe('POST /api/profile/intercom-hash', () => {
  it('answers a stable HMAC of the own user id and refuses other ids', async () => {
    const token = await t.login('agent@demo.test')
    const me = (await t.request('GET', '/api/profile', { token })).body.data._id
    const a = await t.request('POST', '/api/profile/intercom-hash', { token, body: { userId: me } })
    expect(a.status).toBe(200)
    expect(a.body.data.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(
      (await t.request('POST', '/api/profile/intercom-hash', { token, body: { userId: me } })).body.data.hash,
    ).toBe(a.body.data.hash)
    const [other] = await t.db.query(`select id from users where email = 'manager@demo.test'`)
    expect((await t.request('POST', '/api/profile/intercom-hash', { token, body: { userId: other.id } })).status).toBe(
      403,
    )
    expect((await t.request('POST', '/api/profile/intercom-hash', { token, body: {} })).body.errors[0].path).toBe(
      'userId',
    )
  })
})
