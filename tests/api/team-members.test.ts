import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../src/domain/i18n/en/index.ts'
import { ar } from '../../src/domain/i18n/ar/index.ts'
import { P } from '../../src/domain/permissions.ts'
import { WHATSAPP_INVALID } from '../../src/domain/teams/members.ts'
import { newId } from '../../src/server/auth/tokens.ts'
import { createUser } from './helpers/users.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Team members on the registry (Teams): the model's rules, departments and groups, and the calls of spec 2 §7. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
const base = '/api/teams/members'

const member = async (name: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request('POST', base, { token: demo.admin, body: { name, ...extra } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}
const memberOf = async (email: string) =>
  (
    await t.db.query<{ id: string }>(
      `select m.id from team_members m join users u on u.id = m.user_id where u.email = $1`,
      [email],
    )
  )[0].id

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
})
afterAll(() => t?.close())

describe('team member model', () => {
  it('derives whatsapp from a full number, or from a code plus a number, and refuses what is no phone number', async () => {
    const full = await member('Whatsapp Full', { whatsapp: '+971 50 123 4567' })
    expect(full.whatsapp).toBe('+971501234567')
    const parts = await member('Whatsapp Parts', { whatsappCode: '+971', whatsappNumber: '052 765 4321' })
    expect(parts.whatsapp).toBe('+971527654321')
    // an update of one part keeps the other
    const patched = await t.request('PATCH', `${base}/${parts._id}`, {
      token: demo.admin,
      body: { whatsappNumber: '501112233' },
    })
    expect(patched.body.data.whatsapp).toBe('+971501112233')
    const bad = await t.request('POST', base, {
      token: demo.admin,
      body: { name: 'Whatsapp Bad', whatsappCode: '971', whatsappNumber: '12' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: 'whatsappNumber', message: WHATSAPP_INVALID }])
    const none = await member('Whatsapp None')
    expect(none.whatsapp).toBeNull()
  })

  it('starts isTest, isLeadProcessEnabled and isEngageHero false, and rounds averageResponseTime to 2 decimals', async () => {
    const m = await member('Flags Default')
    expect([m.isTest, m.isLeadProcessEnabled, m.isEngageHero]).toEqual([false, false, false])
    expect(m.averageResponseTime).toBeNull()
    await t.db.query('update team_members set average_response_time = 12.34567 where id = $1', [m._id])
    expect((await t.request('GET', `${base}/${m._id}`, { token: demo.admin })).body.data.averageResponseTime).toBe(
      12.35,
    )
  })

  it('refuses a reportedTo that makes a loop of managers, with a sentence naming them', async () => {
    const boss = await member('Loop Boss')
    const mid = await member('Loop Middle', { reportedTo: boss._id })
    const low = await member('Loop Low', { reportedTo: mid._id })
    const loop = await t.request('PATCH', `${base}/${boss._id}`, { token: demo.admin, body: { reportedTo: low._id } })
    expect(loop.status).toBe(400)
    expect(loop.body.errors).toEqual([
      {
        path: 'reportedTo',
        message: 'Reported To cannot be Loop Low: Loop Low already reports to Loop Boss, directly or through others.',
      },
    ])
    const self = await t.request('PATCH', `${base}/${mid._id}`, { token: demo.admin, body: { reportedTo: mid._id } })
    expect(self.body.errors).toEqual([{ path: 'reportedTo', message: 'Reported To cannot be the member themselves.' }])
    const [still] = await t.db.query<{ reported_to_id: string | null }>(
      'select reported_to_id from team_members where id = $1',
      [boss._id],
    )
    expect(still.reported_to_id).toBeNull()
    const chain = await t.request('GET', `${base}/${low._id}/managers`, { token: demo.agent })
    expect(chain.body.data.map((m: any) => m.name)).toEqual(['Loop Middle', 'Loop Boss'])
    // moving someone under another branch is no loop
    const other = await member('Loop Other')
    expect(
      (await t.request('PATCH', `${base}/${low._id}`, { token: demo.admin, body: { reportedTo: other._id } })).status,
    ).toBe(200)
  })

  it('picks a department and groups of the asset, read populated by name', async () => {
    const dep = (await t.request('POST', '/api/teams/departments', { token: demo.admin, body: { name: 'Commercial' } }))
      .body.data
    const g1 = (await t.request('POST', '/api/teams/groups', { token: demo.admin, body: { name: 'Villas' } })).body.data
    const g2 = (await t.request('POST', '/api/teams/groups', { token: demo.admin, body: { name: 'Golf' } })).body.data
    const m = await member('Structured', { department: dep._id, group: [g1._id, g2._id] })
    const read = await t.request('GET', `${base}/${m._id}`, {
      token: demo.agent,
      query: { filter: { populate: ['department', 'group'] } },
    })
    expect(read.body.data.department.name).toBe('Commercial')
    expect(read.body.data.group.map((g: any) => g.name)).toEqual(['Villas', 'Golf'])
    const inGroup = await t.request('GET', base, { token: demo.agent, query: { filter: { query: { group: g2._id } } } })
    expect(inGroup.body.data.map((x: any) => x.name)).toEqual(['Structured'])
    const [foreign] = await t.db.query<{ id: string }>(
      `insert into departments (id, asset_id, name) values (gen_random_uuid(), $1, 'Theirs') returning id`,
      [demo.secondAsset],
    )
    const refused = await t.request('PATCH', `${base}/${m._id}`, {
      token: demo.admin,
      body: { department: foreign.id },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].path).toBe('department')
  })

  it('seeds the demo members into departments and groups, keeping the lead scope and agent pickers', async () => {
    const deps = await t.request('GET', '/api/teams/departments', { token: demo.manager })
    expect(deps.body.data.map((d: any) => d.name)).toEqual(expect.arrayContaining(['Leasing', 'Management', 'Sales']))
    const [none] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from team_members where asset_id = $1 and department_id is null and creator_id is null`,
      [demo.firstAsset],
    )
    expect(none.n).toBe(0)
    // the lead editor's picker reads members with LEAD_ADD alone (the Front Desk has no member key)
    const frontDesk = await t.login('frontdesk@demo.test')
    expect(
      (await t.request('GET', base, { token: frontDesk, query: { filter: { limit: 5, select: ['name'] } } })).status,
    ).toBe(200)
  })
})

describe('team member calls', () => {
  it('hands out and revokes a sign-in link for a member with a console user; refuses one without', async () => {
    const agentMember = await memberOf('agent@demo.test')
    const res = await t.request('POST', `${base}/login-url`, {
      token: demo.admin,
      body: { data: { member: agentMember } },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const url = new URL(res.body.data.url)
    expect(url.pathname).toBe('/auth/reset-password')
    const token = url.searchParams.get('token')!
    const plain = await member('No User')
    const refused = await t.request('POST', `${base}/login-url`, { token: demo.admin, body: { member: plain._id } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      'This member has no console user. Link one to them in Administration › Users first.',
    )
    expect(
      (await t.request('POST', `${base}/login-url`, { token: demo.manager, body: { member: agentMember } })).status,
    ).toBe(403)
    const revoked = await t.request('DELETE', `${base}/${agentMember}/login-url`, { token: demo.admin })
    expect(revoked.body.data.revoked).toBe(1)
    const use = await t.request('POST', '/api/auth/reset-password', {
      token,
      body: { password: 'another-pass-1', confirmPassword: 'another-pass-1' },
    })
    expect(use.status).toBe(400)
  })

  it("sets a member's console password: the old one and their sessions stop working", async () => {
    const managerMember = await memberOf('manager@demo.test')
    const session = await t.login('manager@demo.test')
    const mismatch = await t.request('PATCH', `${base}/${managerMember}/update-password`, {
      token: demo.admin,
      body: { password: 'fresh-pass-1', confirmPassword: 'other' },
    })
    expect(mismatch.body.errors).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match.' }])
    const res = await t.request('PATCH', `${base}/${managerMember}/update-password`, {
      token: demo.admin,
      body: { password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await t.request('GET', '/api/profile', { token: session })).status).toBe(401)
    expect(
      (await t.request('POST', '/api/auth/login', { body: { email: 'manager@demo.test', password: 'fresh-pass-1' } }))
        .status,
    ).toBe(200)
    await t.request('PATCH', `${base}/${managerMember}/update-password`, {
      token: demo.admin,
      body: { password: 'demopass1' },
    })
    demo.manager = await t.login('manager@demo.test')
  })

  it('bulk-updates members in one transaction: all or, when one is not found, none', async () => {
    const a = await member('Bulk A')
    const b = await member('Bulk B')
    const manager = await t.login('manager@demo.test')
    const res = await t.request('PATCH', `${base}/bulk-update`, {
      token: manager,
      body: { data: { ids: [a._id, b._id], isLeadProcessEnabled: true, enabled: true } },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.updated).toBe(2)
    const rows = await t.db.query<{ is_lead_process_enabled: boolean; enabled: boolean }>(
      'select is_lead_process_enabled, enabled from team_members where id = any($1)',
      [[a._id, b._id]],
    )
    expect(rows.every((r) => r.is_lead_process_enabled && r.enabled)).toBe(true)
    const [theirs] = await t.db.query<{ id: string }>(`select id from team_members where asset_id = $1 limit 1`, [
      demo.secondAsset,
    ])
    const partly = await t.request('PATCH', `${base}/bulk-update`, {
      token: manager,
      body: { data: { ids: [a._id, theirs.id], enabled: false } },
    })
    expect(partly.status).toBe(404)
    const [stillA] = await t.db.query<{ enabled: boolean }>('select enabled from team_members where id = $1', [a._id])
    expect(stillA.enabled).toBe(true)
    const empty = await t.request('PATCH', `${base}/bulk-update`, {
      token: manager,
      body: { data: { ids: [], enabled: false } },
    })
    expect(empty.body.errors).toEqual([{ path: 'ids', message: 'Select at least one member.' }])
    const nothing = await t.request('PATCH', `${base}/bulk-update`, {
      token: manager,
      body: { data: { ids: [a._id] } },
    })
    expect(nothing.status).toBe(400)
    expect(
      (
        await t.request('PATCH', `${base}/bulk-update`, {
          token: demo.agent,
          body: { data: { ids: [a._id], enabled: false } },
        })
      ).status,
    ).toBe(403)
  })

  it('imports members from a CSV: a preview with per-row errors, then all or nothing', async () => {
    const csv = [
      'Name,Department,Groups,Reports To,WhatsApp,Takes Leads',
      'Imported One,Sales,Sales;Off Plan,Marek Manager,+971 50 765 4321,yes',
      'Imported Two,Nowhere,,,,no',
      ',Sales,,,,yes',
    ].join('\n')
    const preview = await t.request('POST', `${base}/import/preview`, { token: demo.manager, body: { csv } })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body.data).toMatchObject({ total: 3, valid: 1, invalid: 2 })
    const [one, two, three] = preview.body.data.rows
    expect(one.errors).toEqual([])
    expect(two.errors[0].path).toBe('department')
    expect(three.errors).toContainEqual({ path: 'name', message: 'Name is required.' })
    const all = await t.request('POST', `${base}/import`, { token: demo.manager, body: { csv } })
    expect(all.status).toBe(400)
    expect(all.body.message).toBe(
      '2 of 3 rows have errors, so nothing was imported. Correct them, or import only the valid rows.',
    )
    expect((await t.db.query(`select 1 from team_members where name = 'Imported One'`)).length).toBe(0)
    const valid = await t.request('POST', `${base}/import`, { token: demo.manager, body: { csv, validOnly: true } })
    expect(valid.status, JSON.stringify(valid.body)).toBe(201)
    expect(valid.body.data).toMatchObject({ created: 1, skipped: 2 })
    const row = (
      await t.request('GET', `${base}/${valid.body.data.ids[0]}`, {
        token: demo.manager,
        query: { filter: { populate: ['department', 'group', 'reportedTo'] } },
      })
    ).body.data
    expect(row).toMatchObject({
      name: 'Imported One',
      whatsapp: '+971507654321',
      isLeadProcessEnabled: true,
      department: { name: 'Sales' },
      reportedTo: { name: 'Marek Manager' },
    })
    expect(row.group.map((g: any) => g.name).sort()).toEqual(['Off Plan', 'Sales'])
    expect((await t.request('POST', `${base}/import/preview`, { token: demo.agent, body: { csv } })).status).toBe(403)
  })

  it('lists distinct values of a field', async () => {
    const res = await t.request('GET', `${base}/distinct/officeName`, {
      token: demo.agent,
      query: { asset: demo.firstAsset },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(1)
  })

  it('answers the team feed calls with a 501 naming the missing integration, changing nothing', async () => {
    const id = await memberOf('agent@demo.test')
    for (const [method, path, service] of [
      ['PATCH', `sync-now/${id}`, 'team feed'],
      ['POST', 'sync-multiple-members', 'team feed'],
      ['GET', `offices/engage/${demo.firstAsset}`, 'Engage'],
      ['GET', `offices/goyzer/${demo.firstAsset}`, 'Goyzer'],
    ] as const) {
      const res = await t.request(method, `${base}/${path}`, {
        token: demo.admin,
        body: method === 'GET' ? undefined : { asset: demo.firstAsset },
      })
      expect(res.status, path).toBe(501)
      expect(res.body.message).toContain(service)
      expect(res.body.message).toContain('which is not connected to this product. Nothing was changed.')
    }
  })

  it('keeps the office statistics the lead form lists offices from', async () => {
    const res = await t.request('GET', `${base}/statistics/better-agent/offices`, { token: demo.manager })
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toMatchObject({ officeName: expect.any(String), agents: expect.any(Number) })
  })
})

describe('the lead scope is a boundary for the writes that define it', () => {
  const leadsTotal = async (token: string) =>
    (await t.request('GET', '/api/properties/leads', { token, query: { filter: { limit: 1 } } })).body.meta.total
  const managerOf = async (id: string) =>
    (await t.db.query<{ r: string | null }>('select reported_to_id as r from team_members where id = $1', [id]))[0].r
  /** The demo manager's team: their member and everyone reporting to them at any depth. */
  const teamOfManager = async () =>
    (
      await t.db.query<{ id: string }>(
        `with recursive team(id) as (select $1::uuid union select m.id from team_members m join team on m.reported_to_id = team.id) select id from team`,
        [await memberOf('manager@demo.test')],
      )
    ).map((r) => r.id)

  it("refuses a team manager moving another team's agent under themselves: that agent's leads stay out of their scope", async () => {
    const manager = await t.login('manager@demo.test')
    const mine = await memberOf('manager@demo.test')
    const [outsider] = await t.db.query<{ id: string; reported_to_id: string | null }>(
      `select m.id, m.reported_to_id from team_members m
        where m.asset_id = $1 and m.deleted_at is null and m.id <> all($2::uuid[])
          and exists (select 1 from leads l where l.agent_id = m.id and l.deleted_at is null)
        order by m.id limit 1`,
      [demo.firstAsset, await teamOfManager()],
    )
    const before = await leadsTotal(manager)
    const message = en.errors.teams.reportsOutsideTeam
    const res = await t.request('PATCH', `${base}/${outsider.id}`, { token: manager, body: { reportedTo: mine } })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ message, errors: [{ path: 'reportedTo', message }] })
    const arabic = await t.request('PATCH', `${base}/${outsider.id}`, {
      token: manager,
      body: { reportedTo: mine },
      headers: { 'X-Language': 'ar' },
    })
    expect(arabic.status).toBe(403)
    expect(arabic.body.message).toBe(ar.errors.teams.reportsOutsideTeam)
    // nor in a bulk update, nor through the one-field call of the lead editor's pickers
    const bulk = await t.request('PATCH', `${base}/bulk-update`, {
      token: manager,
      body: { data: { ids: [outsider.id], reportedTo: mine } },
    })
    expect(bulk.status).toBe(403)
    expect(await managerOf(outsider.id)).toBe(outsider.reported_to_id)
    expect(await leadsTotal(manager)).toBe(before)
    // the admin (the whole asset) may
    const admin = await t.request('PATCH', `${base}/${outsider.id}`, { token: demo.admin, body: { reportedTo: mine } })
    expect(admin.status).toBe(200)
    expect(await leadsTotal(manager)).toBeGreaterThan(before)
    await t.db.query('update team_members set reported_to_id = $2 where id = $1', [
      outsider.id,
      outsider.reported_to_id,
    ])
  })

  it('lets them move people within their team, never out of it, and save a member whole with the manager it has', async () => {
    const manager = await t.login('manager@demo.test')
    const mine = await memberOf('manager@demo.test')
    const a = await member('Scope A', { reportedTo: mine })
    const b = await member('Scope B', { reportedTo: mine })
    const elsewhere = await member('Scope Elsewhere')
    const move = (id: string, reportedTo: string | null) =>
      t.request('PATCH', `${base}/${id}`, { token: manager, body: { reportedTo } })
    expect((await move(a._id, b._id)).status).toBe(200)
    expect(await managerOf(a._id)).toBe(b._id)
    // out of the team: under someone outside it, or under no one
    expect((await move(a._id, elsewhere._id)).status).toBe(403)
    expect((await move(a._id, null)).status).toBe(403)
    // nor their own place: whom they report to is decided above them
    expect((await move(mine, a._id)).status).toBe(400)
    expect((await move(mine, elsewhere._id)).status).toBe(403)
    expect(await managerOf(a._id)).toBe(b._id)
    // a member of another team saved whole (the form sends every field) keeps its manager: no move
    const whole = await t.request('PATCH', `${base}/${elsewhere._id}`, {
      token: manager,
      body: { name: 'Scope Elsewhere 2', reportedTo: null },
    })
    expect(whole.status, JSON.stringify(whole.body)).toBe(200)
  })

  it('refuses a role holder without super access a lead scope wider than their own, in both languages', async () => {
    await t.db.query(
      `insert into roles (id, code, name, permissions, lead_scope) values ($1, 'ROLE_KEEPER', 'Role keeper', $2, 'team')`,
      [newId(), [P.ROLES_VIEW, P.ROLE_ADD, P.ROLE_UPDATE, P.LEADS_REPORT_VIEW]],
    )
    await createUser(t, 'rolekeeper@demo.test', { role: 'ROLE_KEEPER' })
    const keeper = await t.login('rolekeeper@demo.test')
    const [own] = await t.db.query<{ id: string }>(`select id from roles where code = 'ROLE_KEEPER'`)
    const message = en.errors.admin.scopeOwnOnly.replace('{{scope}}', en.admin.roles.scope.team)
    const widen = await t.request('PATCH', `/api/admin/roles/${own.id}`, {
      token: keeper,
      body: { leadScope: 'asset' },
    })
    expect(widen.status).toBe(403)
    expect(widen.body).toMatchObject({ message, errors: [{ path: 'leadScope', message }] })
    const arabic = await t.request('POST', '/api/admin/roles', {
      token: keeper,
      body: { name: 'Everything', permissions: [], leadScope: 'asset' },
      headers: { 'X-Language': 'ar' },
    })
    expect(arabic.status).toBe(403)
    expect(arabic.body.message).toBe(ar.errors.admin.scopeOwnOnly.replace('{{scope}}', ar.admin.roles.scope.team))
    const [still] = await t.db.query<{ lead_scope: string }>('select lead_scope from roles where id = $1', [own.id])
    expect(still.lead_scope).toBe('team')
    // as wide as their own, or narrower, is theirs to give
    expect(
      (
        await t.request('POST', '/api/admin/roles', {
          token: keeper,
          body: { name: 'Team', permissions: [], leadScope: 'team' },
        })
      ).status,
    ).toBe(201)
  })
})

describe('agent reviews (ratings)', () => {
  it("lists reviews in the caller's lead scope, qualificationTime falling back to the lead's timeToQualify", async () => {
    const agentMember = await memberOf('agent@demo.test')
    const all = await t.request('GET', `${base}/ratings`, {
      token: demo.admin,
      query: { filter: { limit: 500, populate: ['agent'] } },
    })
    expect(all.status).toBe(200)
    expect(new Set(all.body.data.map((r: any) => r.agent._id)).size).toBeGreaterThan(1)
    const own = await t.request('GET', `${base}/ratings`, { token: demo.agent, query: { filter: { limit: 500 } } })
    expect(own.body.data.length).toBeGreaterThan(0)
    expect(own.body.data.every((r: any) => r.agent === agentMember)).toBe(true)
    const review = own.body.data[0]
    await t.db.query('update leads set time_to_qualify = 42.5 where id = $1', [review.subjectId])
    await t.db.query('update agent_reviews set qualification_time = null where id = $1', [review._id])
    const read = await t.request('GET', `${base}/ratings`, {
      token: demo.agent,
      query: { filter: { query: { _id: review._id } } },
    })
    expect(read.body.data[0].qualificationTime).toBe(42.5)
    expect(read.body.data[0]).not.toHaveProperty('subjectTimeToQualify')
    await t.db.query('update agent_reviews set qualification_time = 7 where id = $1', [review._id])
    expect(
      (
        await t.request('GET', `${base}/ratings`, {
          token: demo.agent,
          query: { filter: { query: { _id: review._id } } },
        })
      ).body.data[0].qualificationTime,
    ).toBe(7)
    expect((await t.request('GET', `${base}/ratings`, { token: await t.login('frontdesk@demo.test') })).status).toBe(
      403,
    )
  })

  it('summarises the ratings: total, average without unresponsive ones, counts by rating', async () => {
    const res = await t.request('GET', `${base}/ratings/statistics/summary`, { token: demo.manager })
    expect(res.status).toBe(200)
    const s = res.body.data
    const byRating = Object.values(s.byRating as Record<string, number>).reduce((a, b) => a + b, 0)
    expect(byRating).toBe(s.total)
    expect(s.unresponsive).toBeGreaterThan(0)
    expect(s.averageRating).toBeGreaterThanOrEqual(1)
    expect(s.averageRating).toBeLessThanOrEqual(5)
    const agentOnly = await t.request('GET', `${base}/ratings/statistics/summary`, { token: demo.agent })
    expect(agentOnly.body.data.total).toBeLessThan(s.total)
  })

  it('moderates a review (PATCH ratings/{id}): status only, other fields are the customer’s', async () => {
    const [r] = (await t.request('GET', `${base}/ratings`, { token: demo.manager, query: { filter: { limit: 1 } } }))
      .body.data
    const [outside] = await t.db.query<{ id: string }>(
      `select r.id from agent_reviews r where r.asset_id = $1 and r.agent_id not in (select m.id from team_members m where m.reported_to_id = $2 or m.id = $2) limit 1`,
      [demo.firstAsset, await memberOf('manager@demo.test')],
    )
    // a review outside the manager's team is not found, as its lead is not
    expect(
      (await t.request('PATCH', `${base}/ratings/${outside.id}`, { token: demo.manager, body: { status: 'hidden' } }))
        .status,
    ).toBe(404)
    const res = await t.request('PATCH', `${base}/ratings/${r._id}`, {
      token: demo.manager,
      body: { data: { status: 'hidden' } },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.status).toBe('hidden')
    const bad = await t.request('PATCH', `${base}/ratings/${r._id}`, {
      token: demo.manager,
      body: { status: 'deleted' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('status')
    // the customer's words are read only: echoed back, they are left as they were
    const feedback = await t.request('PATCH', `${base}/ratings/${r._id}`, {
      token: demo.manager,
      body: { feedback: 'Changed words', status: 'published' },
    })
    expect(feedback.body.data).toMatchObject({ feedback: r.feedback, status: 'published' })
    expect(
      (await t.request('PATCH', `${base}/ratings/${r._id}`, { token: demo.viewer, body: { status: 'published' } }))
        .status,
    ).toBe(403)
    expect(
      (
        await t.request('PATCH', `${base}/ratings/00000000-0000-4000-8000-000000000000`, {
          token: demo.manager,
          body: { status: 'published' },
        })
      ).status,
    ).toBe(404)
  })
})
