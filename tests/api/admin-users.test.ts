import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { P } from '../../src/domain/permissions.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { lastLinkTo, mailsTo } from './helpers/outbox.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
let admin: string
let first: string
let second: string
const roleId = async (code: string) =>
  (await t.db.query('select id from roles where code = $1', [code]))[0].id as string

beforeAll(async () => {
  t = await startTestApp()
  const d = await t.demo()
  admin = d.admin
  first = d.firstAsset
  second = d.secondAsset
})
afterAll(() => t?.close())

/** Follows the newest e-mailed link to `email` as the set-password page does: verify, then set the password. */
async function setPasswordFromMail(email: string, password: string) {
  const link = await lastLinkTo(t.dataDir, email)
  expect(link.pathname).toBe('/auth/reset-password')
  const token = link.searchParams.get('token')!
  expect((await t.request('POST', '/api/auth/verify-token', { token, body: { email } })).status).toBe(200)
  return t.request('POST', '/api/auth/reset-password', { token, body: { password, confirmPassword: password, email } })
}

describe('inviting a user (/admin/users)', () => {
  it('creates the user disabled until they set a password through the e-mailed single-use link, then they sign in', async () => {
    const res = await t.request('POST', '/api/admin/users', {
      token: admin,
      body: {
        email: 'new.agent@demo.test',
        firstName: 'Nadia',
        lastName: 'New',
        role: await roleId('AGENT'),
        assets: [first],
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      email: 'new.agent@demo.test',
      enabled: false,
      invitePending: true,
      role: { code: 'AGENT' },
      assets: [{ _id: first }],
    })
    // no password yet: signing in fails like any wrong password
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'new.agent@demo.test', password: 'whatever1' } }))
        .status,
    ).toBe(401)
    const mail = await lastLinkTo(t.dataDir, 'new.agent@demo.test')
    expect(mailsTo(t.dataDir, 'new.agent@demo.test').at(-1)!.subject).toBe('You are invited to Agency Console')
    expect(mail.searchParams.get('invite')).toBe('1')
    const set = await setPasswordFromMail('new.agent@demo.test', 'chosen-pass-1')
    expect(set.body.data.message).toBe('Your password has been set. Please log in with it.')
    const token = await t.login('new.agent@demo.test', 'chosen-pass-1')
    const me = await t.request('GET', '/api/profile', { token })
    expect(me.body.data).toMatchObject({
      email: 'new.agent@demo.test',
      role: { code: 'AGENT' },
      activeAsset: { _id: first },
    })
    // the link worked once
    const again = await t.request('POST', '/api/auth/verify-token', {
      token: mail.searchParams.get('token')!,
      body: {},
    })
    expect(again.status).toBe(400)
    const listed = await t.request('GET', `/api/admin/users/${res.body.data._id}`, { token: admin })
    expect(listed.body.data).toMatchObject({ enabled: true, invitePending: false })
  })

  it('answers 400 naming the field for a taken e-mail, a missing role or no asset, and creates nothing', async () => {
    const role = await roleId('AGENT')
    const taken = await t.request('POST', '/api/admin/users', {
      token: admin,
      body: { email: 'AGENT@demo.test', firstName: 'A', lastName: '', role, assets: [first] },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual([{ path: 'email', message: 'A user with this e-mail already exists.' }])
    const noRole = await t.request('POST', '/api/admin/users', {
      token: admin,
      body: { email: 'x1@demo.test', firstName: 'A', lastName: '', role: newId(), assets: [first] },
    })
    expect(noRole.status).toBe(400)
    expect(noRole.body.errors[0].path).toBe('role')
    const noAsset = await t.request('POST', '/api/admin/users', {
      token: admin,
      body: { email: 'x2@demo.test', firstName: 'A', lastName: '', role, assets: [] },
    })
    expect(noAsset.body).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'assets', message: 'Assets needs at least one value.' }],
    })
    expect(await t.db.query("select 1 from users where email in ('x1@demo.test', 'x2@demo.test')")).toEqual([])
  })

  it('is refused without super access, whatever keys the role holds: users span assets', async () => {
    const body = { email: 'x3@demo.test', firstName: 'A', lastName: '', role: await roleId('AGENT'), assets: [first] }
    expect(
      (await t.request('POST', '/api/admin/users', { token: await t.login('manager@demo.test'), body })).status,
    ).toBe(403)
    await t.db.query(`insert into roles (id, code, name, permissions, lead_scope) values ($1, 'HR', 'HR', $2, 'own')`, [
      newId(),
      [P.USERS_VIEW, P.USER_ADD, P.USER_UPDATE, P.USER_DELETE, P.LEADS_REPORT_VIEW],
    ])
    const hrId = await createUser(t, 'hr@demo.test', { role: 'HR' })
    const hr = await t.login('hr@demo.test')
    const agentId = (await t.db.query("select id from users where email = 'agent@demo.test'"))[0].id
    expect(
      (await t.request('POST', '/api/admin/users', { token: hr, body: { ...body, role: await roleId('HR') } })).status,
    ).toBe(403)
    expect((await t.request('GET', '/api/admin/users', { token: hr })).status).toBe(403)
    expect((await t.request('GET', `/api/admin/users/${agentId}`, { token: hr })).status).toBe(403)
    expect(
      (await t.request('PATCH', `/api/admin/users/${agentId}`, { token: hr, body: { firstName: 'Renamed' } })).status,
    ).toBe(403)
    expect((await t.request('POST', `/api/admin/users/${agentId}/reset-password`, { token: hr })).status).toBe(403)
    expect((await t.request('DELETE', `/api/admin/users/${hrId}`, { token: hr })).status).toBe(403)
    expect(await t.db.query("select 1 from users where email = 'x3@demo.test' or first_name = 'Renamed'")).toEqual([])
  })
})

describe('editing a user', () => {
  it('a disabled user is signed out at once and cannot sign in; enabled again they can', async () => {
    const id = await createUser(t, 'to-disable@demo.test')
    const token = await t.login('to-disable@demo.test')
    const res = await t.request('PATCH', `/api/admin/users/${id}`, { token: admin, body: { enabled: false } })
    expect(res.status).toBe(200)
    expect(res.body.data.enabled).toBe(false)
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(401)
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'to-disable@demo.test', password: 'demopass1' } }))
        .status,
    ).toBe(401)
    await t.request('PATCH', `/api/admin/users/${id}`, { token: admin, body: { enabled: true } })
    // the old session stays ended; a new sign-in works
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(401)
    expect(await t.login('to-disable@demo.test')).toEqual(expect.any(String))
  })

  it('changes role, assets and the linked team member; the profile follows on the next request', async () => {
    const id = await createUser(t, 'mover@demo.test', { assetIds: [first] })
    const token = await t.login('mover@demo.test')
    const [member] = await t.db.query(
      'select id, name from team_members where asset_id = $1 and user_id is null and deleted_at is null limit 1',
      [second],
    )
    const res = await t.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { role: await roleId('VIEWER'), assets: [first, second], teamMember: member.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      role: { code: 'VIEWER' },
      assets: expect.arrayContaining([expect.objectContaining({ _id: second })]),
    })
    // linked in the second asset; the answer shows the team member of the asset the administrator works in (none)
    expect(res.body.data.teamMember).toBeNull()
    expect((await t.db.query('select user_id from team_members where id = $1', [member.id]))[0].user_id).toBe(id)
    // linked in both assets, the record shows one member (the older link, here the second asset's); a save of
    // the form in the first asset, which showed none (teamMember null), unlinks nothing it did not show
    const [own] = await t.db.query(
      'select id from team_members where asset_id = $1 and user_id is null and deleted_at is null limit 1',
      [first],
    )
    await t.db.query("update team_members set created_at = '2000-01-01' where id = $1", [member.id])
    expect(
      (await t.request('PATCH', `/api/admin/users/${id}`, { token: admin, body: { teamMember: own.id } })).status,
    ).toBe(200)
    expect(
      (
        await t.request('PATCH', `/api/admin/users/${id}`, {
          token: admin,
          body: { firstName: 'Mover', teamMember: null },
        })
      ).status,
    ).toBe(200)
    expect(
      (await t.db.query('select id from team_members where user_id = $1 order by id', [id])).map((m: any) => m.id),
    ).toEqual([member.id, own.id].sort())
    const me = (await t.request('GET', '/api/profile', { token })).body.data
    expect(me.role.code).toBe('VIEWER')
    expect(me.assets.map((a: any) => a._id).sort()).toEqual([first, second].sort())
    const bad = await t.request('PATCH', `/api/admin/users/${id}`, {
      token: admin,
      body: { assets: [first], teamMember: member.id },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('teamMember')
  })

  it('forcing a password reset ends the sessions, stops the old password and mails a link', async () => {
    const id = await createUser(t, 'forced@demo.test')
    const token = await t.login('forced@demo.test')
    const res = await t.request('POST', `/api/admin/users/${id}/reset-password`, { token: admin })
    expect(res.status).toBe(200)
    expect((await t.request('GET', '/api/profile', { token })).status).toBe(401)
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'forced@demo.test', password: 'demopass1' } }))
        .status,
    ).toBe(401)
    expect((await setPasswordFromMail('forced@demo.test', 'brand-new-1')).status).toBe(200)
    expect(await t.login('forced@demo.test', 'brand-new-1')).toEqual(expect.any(String))
  })

  it('an administrator cannot disable themselves or change their own role', async () => {
    const adminId = (await t.db.query("select id from users where email = 'admin@demo.test'"))[0].id
    expect(
      (await t.request('PATCH', `/api/admin/users/${adminId}`, { token: admin, body: { enabled: false } })).status,
    ).toBe(400)
  })
})

describe('roles (/admin/user-roles)', () => {
  it('a role edit changes what its users may do on their next request', async () => {
    const id = await roleId('VIEWER')
    const viewer = await t.login('viewer@demo.test')
    expect((await t.request('GET', '/api/customers', { token: viewer })).status).toBe(403)
    const before = (await t.request('GET', `/api/admin/roles/${id}`, { token: admin })).body.data
    const res = await t.request('PATCH', `/api/admin/roles/${id}`, {
      token: admin,
      body: { permissions: [...before.permissions, P.CUSTOMERS_VIEW] },
    })
    expect(res.status).toBe(200)
    // same session, next request
    expect((await t.request('GET', '/api/customers', { token: viewer })).status).toBe(200)
    expect((await t.request('GET', '/api/profile', { token: viewer })).body.data.role.permissions).toContain(
      P.CUSTOMERS_VIEW,
    )
    await t.request('PATCH', `/api/admin/roles/${id}`, {
      token: admin,
      body: { permissions: before.permissions, leadScope: 'own' },
    })
    expect((await t.request('GET', '/api/customers', { token: viewer })).status).toBe(403)
    expect((await t.request('GET', '/api/profile', { token: viewer })).body.data.role.leadScope).toBe('own')
    await t.request('PATCH', `/api/admin/roles/${id}`, { token: admin, body: { leadScope: 'asset' } })
  })

  it('creates a role with a code from its name, refuses unknown keys and leaves SUPER_ADMIN alone', async () => {
    const res = await t.request('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'Listing Editor', permissions: [P.LISTINGS_VIEW, P.LISTING_UPDATE], leadScope: 'own' },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      code: 'LISTING_EDITOR',
      name: 'Listing Editor',
      permissions: [P.LISTINGS_VIEW, P.LISTING_UPDATE],
      users: 0,
    })
    // one role per name, whatever its case; another name with the same code is numbered
    const same = await t.request('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'listing editor', permissions: [], leadScope: 'own' },
    })
    expect(same.status).toBe(400)
    expect(same.body.errors).toEqual([{ path: 'name', message: "Another role already has the name 'listing editor'." }])
    const twin = await t.request('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'Listing-Editor', permissions: [], leadScope: 'own' },
    })
    expect(twin.body.data.code).toBe('LISTING_EDITOR_2')
    const bad = await t.request('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'X', permissions: ['MAKE_COFFEE'], leadScope: 'everyone' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(['leadScope', 'permissions'])
    const sa = await roleId('SUPER_ADMIN')
    const locked = await t.request('PATCH', `/api/admin/roles/${sa}`, { token: admin, body: { permissions: [] } })
    expect(locked.status).toBe(400)
    expect(locked.body.message).toBe('The Super Admin role has all access and cannot be changed.')
    expect((await t.request('DELETE', `/api/admin/roles/${sa}`, { token: admin })).status).toBe(400)
    // a role users hold is not deleted; an unused one is
    const held = await t.request('DELETE', `/api/admin/roles/${await roleId('AGENT')}`, { token: admin })
    expect(held.status).toBe(409)
    expect((await t.request('DELETE', `/api/admin/roles/${twin.body.data._id}`, { token: admin })).status).toBe(200)
    expect(
      (
        await t.request('POST', '/api/admin/roles', {
          token: await t.login('manager@demo.test'),
          body: { name: 'Y', permissions: [], leadScope: 'own' },
        })
      ).status,
    ).toBe(403)
  })
})
