import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resourceDefs } from '../../src/server/resources/registry.ts'
import type { Op } from '../../src/server/resources/types.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * A hostile user of the first asset tries every resource of the second asset by id: reads and writes
 * all answer 404 and the rows stay as they were.
 */
let t: TestApp
let manager: string
let admin: string
let secondAsset: string
const foreign: Record<string, { path: string; table: string; id: string }> = {}
/** Whether the generic route serves an operation (areas take some over, e.g. the leads report's list). */
const generic = (path: string, op: Op) => !Object.values(resourceDefs).find((d) => d.basePath === path)?.custom?.[op]

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
  // The hostile user holds every write key, so what stops them is the asset, not a missing permission.
  await t.db.query(
    `update roles set permissions = permissions || array['MEMBER_DELETE','DEVELOPER_DELETE','LISTING_DELETE','PROJECT_DELETE','STORAGE_DELETE','LEAD_DELETE','CUSTOMER_DELETE'] where code = 'MANAGER'`,
  )
  manager = await t.login('manager@demo.test')
  const profile = (await t.request('GET', '/api/profile', { token: admin })).body.data
  secondAsset = profile.assets.find((a: any) => a._id !== profile.activeAsset._id)._id
  const sw = await t.request('PATCH', '/api/profile/change-active-asset', {
    token: admin,
    body: { asset: secondAsset },
  })
  expect(sw.status).toBe(200)
  const make = async (name: string, path: string, table: string, body: unknown) => {
    const res = await t.request('POST', path, { token: admin, body })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.asset).toBe(secondAsset)
    foreign[name] = { path, table, id: res.body.data._id }
  }
  await make('customer', '/api/customers', 'customers', {
    firstName: 'Foreign',
    lastName: 'Customer',
    email: 'foreign@example.test',
    phoneCode: '+971',
    phone: '501239999',
    type: 'Client',
  })
  await make('member', '/api/teams/members', 'team_members', { name: 'Foreign Agent' })
  await make('developer', '/api/developers', 'developers', { name: 'Foreign Dev' })
  await make('listing', '/api/properties/listings', 'listings', { reference: 'FOREIGN-1', agent: foreign.member.id })
  await make('project', '/api/properties/projects', 'projects', {
    name: 'Foreign Project',
    developer: foreign.developer.id,
  })
  const [lead] = await t.db.query<{ id: string }>(
    `insert into leads (id, asset_id, lead_id, source, customer_id) values (gen_random_uuid(), $1, 999999, 'Foreign', $2) returning id`,
    [secondAsset, foreign.customer.id],
  )
  foreign.lead = { path: '/api/properties/leads', table: 'leads', id: lead.id }
  const [file] = await t.db.query<{ id: string }>(
    `insert into storage_files (id, asset_id, name, type, file, ext) values (gen_random_uuid(), $1, 'foreign.png', 'image/png', 'x/foreign.png', 'png') returning id`,
    [secondAsset],
  )
  foreign.storage = { path: '/api/storage', table: 'storage_files', id: file.id }
  // one soft-deleted row, for restore
  await t.db.query('update developers set deleted_at = now() where id = $1', [foreign.developer.id])
})
afterAll(() => t?.close())

const snapshot = (table: string, id: string) => t.db.query(`select * from ${table} where id = $1`, [id])

describe('another asset by id', () => {
  it('answers 404 to GET, PATCH, DELETE, force and restore of every resource, changing nothing', async () => {
    for (const [name, r] of Object.entries(foreign)) {
      const before = await snapshot(r.table, r.id)
      expect(before, name).toHaveLength(1)
      const body = {
        customer: { firstName: 'Hacked' },
        member: { name: 'Hacked' },
        developer: { name: 'Hacked' },
        listing: { title: 'Hacked' },
        project: { name: 'Hacked' },
        lead: { stage: 'Hacked' },
        storage: { name: 'Hacked' },
      }[name]
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `${r.path}/${r.id}`],
        ['PATCH', `${r.path}/${r.id}`, body],
        ['DELETE', `${r.path}/${r.id}`],
        ['DELETE', `${r.path}/${r.id}/force`],
        ['GET', `${r.path}/${r.id}/restore`],
      ]
      for (const [method, path, b] of calls) {
        const res = await t.request(method, path, { token: manager, body: b })
        // (the lead editor owns lead updates at cms/{id}, so PATCH of a lead is not routed: 404 as well)
        expect(res.status, `${name} ${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404)
      }
      expect(await snapshot(r.table, r.id), name).toEqual(before)
    }
  })

  it('does not find them through list, one, count, search, export or distinct filters either', async () => {
    for (const [name, r] of Object.entries(foreign)) {
      const filter = { query: { _id: r.id } }
      if (generic(r.path, 'list'))
        expect((await t.request('GET', r.path, { token: manager, query: { filter } })).body.data, name).toEqual([])
      expect(
        (await t.request('GET', `${r.path}/one`, { token: manager, query: { filter } })).body.data,
        name,
      ).toBeNull()
      expect((await t.request('GET', `${r.path}/count`, { token: manager, query: { filter } })).body.data, name).toBe(0)
      if (generic(r.path, 'export'))
        expect((await t.request('GET', `${r.path}/export`, { token: manager, query: { filter } })).status, name).toBe(
          404,
        )
      expect(
        (await t.request('GET', `${r.path}/distinct/_id`, { token: manager, query: { filter } })).body.data,
        name,
      ).toEqual([])
      if (generic(r.path, 'search')) {
        const s = await t.request('GET', `${r.path}/search`, { token: manager, query: { search: 'Foreign', filter } })
        expect(s.body.data, name).toEqual([])
      }
    }
  })

  it('refuses references to the other asset in writes and never populates them', async () => {
    const res = await t.request('POST', '/api/properties/listings', {
      token: manager,
      body: { reference: 'MINE-1', agent: foreign.member.id },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('agent')
    const mine = await t.request('POST', '/api/properties/listings', { token: manager, body: { reference: 'MINE-2' } })
    // a row pointing across assets (only possible by hand) still never shows the other asset's data
    await t.db.query('update listings set agent_id = $1 where id = $2', [foreign.member.id, mine.body.data._id])
    const read = await t.request('GET', `/api/properties/listings/${mine.body.data._id}`, {
      token: manager,
      query: { filter: { populate: ['agent'] } },
    })
    expect(read.body.data.agent).toBeNull()
    expect(JSON.stringify(read.body)).not.toContain('Foreign Agent')
  })

  it('lets the owner of the second asset work with them', async () => {
    const got = await t.request('GET', `/api/customers/${foreign.customer.id}`, { token: admin })
    expect(got.body.data).toMatchObject({ firstName: 'Foreign', asset: secondAsset })
    const restored = await t.request('GET', `/api/developers/${foreign.developer.id}/restore`, { token: admin })
    expect(restored.status).toBe(200)
  })
})
