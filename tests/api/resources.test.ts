import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { loginAgentWithoutContacts } from './helpers/users.ts'

let t: TestApp
let admin: string
let manager: string
let agent: string
let viewer: string
const ids: Record<string, string> = {}

const post = async (path: string, body: unknown, token = manager) => {
  const res = await t.request('POST', path, { token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

/** Leads are created by the lead editor's route (its own rules); here they are inserted directly. */
async function insertLead(cols: Record<string, unknown>): Promise<string> {
  const [r] = await t.db.query<{ id: string }>(
    `insert into leads (id, asset_id, lead_id, ${Object.keys(cols).join(', ')})
     select gen_random_uuid(), d.asset_id, (select coalesce(max(lead_id), 0) + 1 from leads where asset_id = d.asset_id), ${Object.keys(
       cols,
     )
       .map((_, i) => `$${i + 2}`)
       .join(', ')}
       from developers d where d.id = $1 returning id`,
    [ids.developer, ...Object.values(cols)],
  )
  return r.id
}

beforeAll(async () => {
  t = await startTestApp()
  ;[admin, manager, viewer] = await Promise.all(['admin', 'manager', 'viewer'].map((u) => t.login(`${u}@demo.test`)))
  agent = await loginAgentWithoutContacts(t)
  ids.developer = (await post('/api/developers', { name: 'Emaar Test', slug: 'emaar-test' }))._id
  for (const [i, first] of ['Zed', 'Yara', 'Xavier'].entries()) {
    ids[first] = (
      await post('/api/customers', {
        firstName: first,
        lastName: `Qzres${i}`,
        email: `${first.toLowerCase()}@example.test`,
        phoneCode: '+971',
        phone: `50123456${i}`,
        type: 'Client',
      })
    )._id
  }
  // Mona reports to the demo manager, so the demo manager's lead scope (their team, at any depth) covers Adam's leads.
  const demoManager = (await t.request('GET', '/api/profile', { token: manager })).body.data.agentId
  ids.manager = (
    await post('/api/teams/members', {
      name: 'Mona Manager',
      officeName: 'Marina',
      email: 'mona@example.test',
      enabled: true,
      reportedTo: demoManager,
    })
  )._id
  ids.agent = (
    await post('/api/teams/members', {
      name: 'Adam Agent',
      officeName: 'Marina',
      reportedTo: ids.manager,
      enabled: true,
      isTest: false,
    })
  )._id
  ids.listing = (
    await post('/api/properties/listings', {
      reference: 'RES-L-1',
      title: 'Marina flat',
      price: 1500000,
      bedrooms: 2,
      amenities: ['Pool', 'Gym'],
      agent: ids.agent,
    })
  )._id
  ids.project = (
    await post('/api/properties/projects', {
      name: 'Res Heights',
      developer: ids.developer,
      campaignName: 'Heights launch',
      startDate: '2026-03-01',
      bedrooms: [1, 2],
    })
  )._id
  const [mgr] = await t.db.query<{ id: string }>(`select id from users where email = 'manager@demo.test'`)
  ids.lead = await insertLead({
    customer_id: ids.Zed,
    listing_id: ids.listing,
    project_id: ids.project,
    agent_id: ids.agent,
    source: 'Bayut',
    contact_type: 'Buyer',
    source_data_id: 'CRM-RES-1',
    review_rating: 4,
    review_feedback: 'Quick',
    response_times: { firstResponse: 12 },
    creator_id: mgr.id,
  })
})
afterAll(() => t?.close())

describe('reads', () => {
  it('lists with the paginator meta', async () => {
    const res = await t.request('GET', '/api/customers', {
      token: manager,
      query: { filter: { limit: 2, sort: { firstName: 1 } } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
    expect(res.body.meta).toMatchObject({ limit: 2, page: 1, offset: 0, from: 1, hasPrevPage: false, prev: null })
    expect(res.body.meta.total).toBeGreaterThanOrEqual(3)
    expect(res.body.data[0]).toMatchObject({
      _id: expect.any(String),
      asset: expect.any(String),
      createdAt: expect.any(String),
    })
    const sorted = res.body.data.map((c: any) => c.firstName)
    expect([...sorted].sort()).toEqual(sorted)
  })

  it('answers /one, /{id} and /count', async () => {
    const one = await t.request('GET', '/api/customers/one', {
      token: manager,
      query: { filter: { query: { lastName: 'Qzres1' } } },
    })
    expect(one.body.data).toMatchObject({
      _id: ids.Yara,
      firstName: 'Yara',
      fullName: 'Yara Qzres1',
      phoneNumber: '+971501234561',
      customerID: expect.any(Number),
    })
    const none = await t.request('GET', '/api/customers/one', {
      token: manager,
      query: { filter: { query: { firstName: 'Nobody' } } },
    })
    expect(none.body).toEqual({ data: null })
    const byId = await t.request('GET', `/api/customers/${ids.Zed}`, { token: manager })
    expect(byId.body.data).toMatchObject({ _id: ids.Zed, email: 'zed@example.test' })
    const count = await t.request('GET', '/api/customers/count', {
      token: manager,
      query: { filter: { query: { lastName: { $regex: 'qzres' } } } },
    })
    expect(count.body).toEqual({ data: 3 })
  })

  it('selects fields and populates nested relations with one object per reference', async () => {
    const res = await t.request('GET', `/api/properties/leads/${ids.lead}`, {
      token: manager,
      query: {
        filter: {
          select: ['leadID', 'review', 'responseTimes', 'agent', 'listings'],
          populate: [
            { path: 'agent', select: 'name officeName', populate: ['reportedTo'] },
            'customer',
            'creator',
            'project.developer',
            'listings',
          ],
        },
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const lead = res.body.data
    expect(lead).toMatchObject({
      leadID: expect.any(Number),
      review: { rating: 4, feedback: 'Quick', category: null },
      responseTimes: { firstResponse: 12 },
      agent: {
        _id: ids.agent,
        name: 'Adam Agent',
        officeName: 'Marina',
        reportedTo: { _id: ids.manager, name: 'Mona Manager' },
      },
      customer: { _id: ids.Zed, fullName: 'Zed Qzres0' },
      creator: { _id: expect.any(String), fullName: 'Marek Manager' },
      project: { _id: ids.project, name: 'Res Heights', developer: { _id: ids.developer, name: 'Emaar Test' } },
      listings: [{ _id: ids.listing, reference: 'RES-L-1' }],
    })
    expect(lead.agent.email).toBeUndefined() // not selected
    expect(lead.source).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|token/i)
  })

  it('populates has-many children (childLeads via parentId)', async () => {
    const child = await insertLead({
      customer_id: ids.Yara,
      source: 'Child source',
      parent_id: ids.lead,
      agent_id: ids.agent,
    })
    const res = await t.request('GET', `/api/properties/leads/${ids.lead}`, {
      token: manager,
      query: { filter: { populate: ['childLeads'] } },
    })
    expect(res.body.data.childLeads).toEqual([
      expect.objectContaining({ _id: child, parentId: ids.lead, source: 'Child source' }),
    ])
    const c = await t.request('GET', `/api/properties/leads/${child}`, {
      token: manager,
      query: { filter: { populate: 'parentId' } },
    })
    expect(c.body.data.parentId).toMatchObject({ _id: ids.lead })
  })

  it('filters with the query dialect over several types', async () => {
    const q = async (path: string, query: unknown) => {
      const res = await t.request('GET', path, { token: manager, query: { filter: { query, limit: -1 } } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.map((r: any) => r._id)
    }
    expect(await q('/api/properties/listings', { price: { $gte: 1000000, $lt: 2000000 }, amenities: 'Pool' })).toEqual([
      ids.listing,
    ])
    expect(await q('/api/properties/listings', { amenities: { $in: ['Sauna'] }, reference: 'RES-L-1' })).toEqual([])
    expect(
      await q('/api/properties/projects', { startDate: { $gte: '2026-01-01' }, bedrooms: 2, name: 'Res Heights' }),
    ).toEqual([ids.project])
    expect(await q('/api/teams/members', { $or: [{ reportedTo: ids.manager }, { name: 'nobody' }] })).toEqual([
      ids.agent,
    ])
    // the leads list is the leads report's (its own filter); /one and /count are generic
    const one = async (query: unknown) =>
      (await t.request('GET', '/api/properties/leads/one', { token: manager, query: { filter: { query } } })).body.data
        ?._id
    expect(await one({ 'review.rating': { $gte: 4 }, agent: { $exists: true }, sourceDataId: 'CRM-RES-1' })).toBe(
      ids.lead,
    )
    const leadID = (await t.request('GET', `/api/properties/leads/${ids.lead}`, { token: manager })).body.data.leadID
    expect(await one({ $text: { $search: String(leadID) } })).toBe(ids.lead)
    const count = await t.request('GET', '/api/properties/leads/count', {
      token: manager,
      query: { filter: { query: { sourceDataId: { $in: ['CRM-RES-1', 'none'] }, parentId: null } } },
    })
    expect(count.body.data).toBe(1)
  })

  it('returns every row with limit -1', async () => {
    for (let i = 0; i < 25; i++) {
      await t.db.query(
        `insert into developers (id, asset_id, name) select gen_random_uuid(), asset_id, $1 from developers where id = $2`,
        [`Bulk dev ${i}`, ids.developer],
      )
    }
    const res = await t.request('GET', '/api/developers', { token: manager, query: { filter: { limit: -1 } } })
    expect(res.body.data.length).toBeGreaterThanOrEqual(26)
    expect(res.body.meta).toMatchObject({
      total: res.body.data.length,
      limit: res.body.data.length,
      page: 1,
      totalPages: 1,
      hasNextPage: false,
    })
    const paged = await t.request('GET', '/api/developers', {
      token: manager,
      query: { filter: { page: 2, limit: 0 } },
    })
    expect(paged.body.meta).toMatchObject({ page: 2, limit: 10, offset: 10, from: 11, prev: 1 })
    expect(paged.body.data).toHaveLength(10)
  })

  it('searches the declared search fields', async () => {
    const res = await t.request('GET', '/api/customers/search', {
      token: manager,
      query: { search: 'yAra qzr', filter: { limit: 5 } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((c: any) => c._id)).toEqual([ids.Yara])
    expect(res.body.meta.total).toBe(1)
    const listings = await t.request('GET', '/api/properties/listings/search', {
      token: manager,
      query: { search: 'res-l-', filter: { populate: ['agent'] } },
    })
    expect(listings.body.data.map((l: any) => l._id)).toEqual([ids.listing])
    expect(listings.body.data[0].agent.name).toBe('Adam Agent')
  })

  it('lists distinct values of a declared field', async () => {
    const res = await t.request('GET', '/api/properties/listings/distinct/amenities', { token: manager })
    expect(res.body.data).toEqual(expect.arrayContaining(['Gym', 'Pool']))
    const types = await t.request('GET', '/api/customers/distinct/type', {
      token: manager,
      query: { filter: { query: { lastName: 'Qzres0' } } },
    })
    expect(types.body).toEqual({ data: ['Client'] })
    // leads' stage is walked by a skip scan over its index; with a query, by a plain distinct
    const stages = await t.request('GET', '/api/properties/leads/distinct/stage', { token: manager })
    const expected = await t.db.query<{ stage: string }>(
      `select distinct stage from leads where asset_id = (select asset_id from developers where id = $1) and deleted_at is null order by 1`,
      [ids.developer],
    )
    expect(stages.body.data).toEqual(expected.map((r) => r.stage))
    expect(stages.body.data.length).toBeGreaterThan(1)
    const one = await t.request('GET', '/api/properties/leads/distinct/contactType', {
      token: manager,
      query: { filter: { query: { sourceDataId: 'CRM-RES-1' } } },
    })
    expect(one.body).toEqual({ data: ['Buyer'] })
    const bad = await t.request('GET', '/api/customers/distinct/nope', { token: manager })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'nope'")
    expect((await t.request('GET', '/api/customers/distinct/login.password', { token: manager })).status).toBe(400)
    expect((await t.request('GET', '/api/customers/distinct/email', { token: agent })).status).toBe(403)
  })

  it('exports CSV, and answers Data is empty when nothing matches', async () => {
    const res = await t.request('GET', '/api/customers/export', {
      token: manager,
      query: {
        filter: {
          select: ['firstName', 'lastName', 'email'],
          sort: 'firstName',
          query: { lastName: { $regex: 'qzres' } },
        },
      },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(String(res.body).trim().split('\n')).toEqual([
      '_id,firstName,lastName,email',
      `${ids.Xavier},Xavier,Qzres2,xavier@example.test`,
      `${ids.Yara},Yara,Qzres1,yara@example.test`,
      `${ids.Zed},Zed,Qzres0,zed@example.test`,
    ])
    const agentCsv = await t.request('GET', '/api/customers/export', {
      token: agent,
      query: { filter: { query: { lastName: 'Qzres0' } } },
    })
    expect(String(agentCsv.body)).not.toContain('zed@example.test')
    await post('/api/developers', { name: '=HYPERLINK("http://evil.test","x")', description: '+971 50 123 4567' })
    const dev = await t.request('GET', '/api/developers/export', {
      token: manager,
      query: { filter: { select: 'name description', query: { name: { $regex: 'evil.test' } } } },
    })
    expect(String(dev.body)).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",+971 50 123 4567`)
    const empty = await t.request('GET', '/api/customers/export', {
      token: manager,
      query: { filter: { query: { firstName: 'Nobody' } } },
    })
    expect(empty.status).toBe(404)
    expect(empty.body.message).toBe('Data is empty')
  })
})

describe('bad filters', () => {
  const bad = async (path: string, filter: unknown, status = 400) => {
    const res = await t.request('GET', path, { token: manager, query: { filter } })
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    expect(res.body.errors?.length).toBeGreaterThan(0)
    return `${res.body.message} ${JSON.stringify(res.body.errors)}`
  }

  it('answers 400 naming the problem for every kind of bad filter', async () => {
    expect(await bad('/api/customers', '{"page":')).toContain('JSON')
    expect(await bad('/api/customers', { query: { shoeSize: 42 } })).toContain('shoeSize')
    expect(await bad('/api/customers', { query: { firstName: { $where: 'sleep(1)' } } })).toContain('$where')
    expect(await bad('/api/customers', { query: { $nor: [{ firstName: 'a' }] } })).toContain('$nor')
    expect(await bad('/api/customers', { query: { _id: 'abc' } })).toContain('filter.query._id')
    expect(await bad('/api/customers', { query: { enabled: 'maybe' } })).toContain('enabled')
    expect(
      await bad('/api/properties/leads/count', { query: { dataSourceCreatedAt: { $gte: 'last tuesday' } } }),
    ).toContain('dataSourceCreatedAt')
    expect(await bad('/api/customers', { sort: { shoeSize: 1 } })).toContain('shoeSize')
    expect(await bad('/api/customers', { sort: '-translations' })).toContain('translations')
    expect(await bad('/api/customers', { select: ['login.password'] })).toContain('login.password')
    expect(await bad('/api/customers', { select: 'loginPasswordHash' })).toContain('loginPasswordHash')
    expect(await bad('/api/customers', { populate: ['leads'] })).toContain('leads')
    expect(
      await bad(`/api/properties/leads/${ids.lead}`, { populate: [{ path: 'agent', populate: ['manager'] }] }),
    ).toContain('manager')
    expect(await bad('/api/customers', { limit: 'lots' })).toContain('limit')
    expect(await bad('/api/customers/count', { query: { nope: 1 } })).toContain('nope')
    expect(await bad('/api/customers/one', { query: [] })).toContain('query')
    expect(await bad(`/api/customers/${ids.Zed}`, { select: 'nope' })).toContain('nope')
  })

  it('answers 403 naming a field the caller may not see', async () => {
    const res = await t.request('GET', '/api/customers', {
      token: agent,
      query: { filter: { query: { email: 'zed@example.test' } } },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toContain('email')
    expect(
      (await t.request('GET', '/api/customers', { token: agent, query: { filter: { sort: { phoneNumber: 1 } } } }))
        .status,
    ).toBe(403)
    expect(
      (await t.request('GET', '/api/teams/members', { token: agent, query: { filter: { select: ['phone'] } } })).status,
    ).toBe(403)
  })

  it('treats $regex as literal text: %, _, .*, quote', async () => {
    const names = [
      '50% Off',
      '50X Off',
      'under_score',
      'underXscore',
      'dot.*star',
      'dotXXstar',
      "O'Brien",
      'back\\slash',
    ]
    const made: Record<string, string> = {}
    for (const n of names) made[n] = (await post('/api/developers', { name: `Rx ${n}` }))._id
    const match = async (regex: string) => {
      const res = await t.request('GET', '/api/developers', {
        token: manager,
        query: { filter: { query: { name: { $regex: regex, $options: 'i' } }, limit: -1 } },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.map((d: any) => d.name).sort()
    }
    expect(await match('%')).toEqual(['Rx 50% Off'])
    expect(await match('r_s')).toEqual(['Rx under_score'])
    expect(await match('.*')).toEqual(['Rx dot.*star'])
    expect(await match("o'b")).toEqual(["Rx O'Brien"])
    expect(await match('k\\s')).toEqual(['Rx back\\slash'])
    expect(await match('dot\\.\\*')).toEqual(['Rx dot.*star'])
    expect(await match('RX 50')).toEqual(['Rx 50% Off', 'Rx 50X Off'])
  })
})

describe('writes', () => {
  it('creates, updates, soft-deletes, restores and force-deletes', async () => {
    const created = await post('/api/developers', { name: 'Lifecycle Dev', asset: undefined })
    expect(created).toMatchObject({
      name: 'Lifecycle Dev',
      enabled: true,
      creator: expect.any(String),
      updatedBy: expect.any(String),
    })
    const id = created._id
    const upd = await t.request('PATCH', `/api/developers/${id}`, {
      token: manager,
      body: { description: 'Updated', _id: 'ignored', createdAt: 'ignored' },
    })
    expect(upd.status, JSON.stringify(upd.body)).toBe(200)
    expect(upd.body.data.description).toBe('Updated')
    expect(new Date(upd.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime())

    expect((await t.request('DELETE', `/api/developers/${id}`, { token: manager })).status).toBe(403) // no DEVELOPER_DELETE
    expect((await t.request('DELETE', `/api/developers/${id}`, { token: admin })).body).toEqual({ data: { _id: id } })
    expect((await t.request('GET', `/api/developers/${id}`, { token: manager })).status).toBe(404)
    expect(
      (await t.request('GET', '/api/developers/count', { token: manager, query: { filter: { query: { _id: id } } } }))
        .body.data,
    ).toBe(0)
    expect((await t.request('PATCH', `/api/developers/${id}`, { token: manager, body: { name: 'x' } })).status).toBe(
      404,
    )
    expect((await t.request('DELETE', `/api/developers/${id}`, { token: admin })).status).toBe(404)

    const restored = await t.request('GET', `/api/developers/${id}/restore`, { token: admin })
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ _id: id, name: 'Lifecycle Dev' })
    expect((await t.request('GET', `/api/developers/${id}`, { token: manager })).status).toBe(200)

    expect((await t.request('DELETE', `/api/developers/${id}/force`, { token: admin })).status).toBe(200)
    expect((await t.request('GET', `/api/developers/${id}/restore`, { token: admin })).status).toBe(404)
    expect(await t.db.query('select 1 from developers where id = $1', [id])).toHaveLength(0)
  })

  it.each([
    ['/api/developers', { name: 'Cycle Developer', slug: 'cycle' }, { enabled: false }],
    ['/api/properties/listings', { reference: 'CYCLE-1', purpose: 'rent', bedrooms: 3 }, { price: 99000 }],
    [
      '/api/properties/projects',
      { name: 'Cycle Project', completionDate: '2028-12-31' },
      { campaignName: 'Cycle campaign' },
    ],
    // a member's groups are records now (/teams/groups); areas are still a list of names
    ['/api/teams/members', { name: 'Cycle Member', areas: ['Dubai Marina'] }, { designation: 'Broker' }],
  ])('runs the whole life cycle of %s', async (path, body, change) => {
    const created = await post(path, body)
    expect(created).toMatchObject(body)
    const id = created._id
    const upd = await t.request('PATCH', `${path}/${id}`, { token: admin, body: change })
    expect(upd.status, JSON.stringify(upd.body)).toBe(200)
    expect(upd.body.data).toMatchObject({ ...body, ...change })
    const key = Object.keys(change)[0]
    const found = await t.request('GET', `${path}/one`, {
      token: admin,
      query: { filter: { query: { _id: id, [key]: (change as any)[key] } } },
    })
    expect(found.body.data._id).toBe(id)
    expect((await t.request('DELETE', `${path}/${id}`, { token: admin })).status).toBe(200)
    expect(
      (await t.request('GET', `${path}/count`, { token: admin, query: { filter: { query: { _id: id } } } })).body.data,
    ).toBe(0)
    expect((await t.request('GET', `${path}/${id}/restore`, { token: admin })).body.data._id).toBe(id)
    expect((await t.request('GET', `${path}/${id}`, { token: admin })).status).toBe(200)
    expect((await t.request('DELETE', `${path}/${id}/force`, { token: admin })).status).toBe(200)
    expect((await t.request('GET', `${path}/${id}`, { token: admin })).status).toBe(404)
  })

  it("reads, renames, hides and deletes storage files (their upload is the storage area's)", async () => {
    const [f] = await t.db.query<{ id: string }>(
      `insert into storage_files (id, asset_id, name, type, file, ext) select gen_random_uuid(), asset_id, 'plan.pdf', 'application/pdf', 'k/plan.pdf', 'pdf' from developers where id = $1 returning id`,
      [ids.developer],
    )
    const list = await t.request('GET', '/api/storage', {
      token: manager,
      query: { filter: { query: { isHidden: { $ne: true }, $text: { $search: 'plan' } }, sort: { createdAt: -1 } } },
    })
    expect(list.body.data.map((r: any) => r._id)).toContain(f.id)
    expect(list.body.data[0]).toMatchObject({
      name: 'plan.pdf',
      category: 'Storage',
      type: 'application/pdf',
      ext: 'pdf',
      isHidden: false,
    })
    const upd = await t.request('PATCH', `/api/storage/${f.id}`, {
      token: manager,
      body: { name: 'Plan.pdf', isHidden: true, file: 'x/other' },
    })
    expect(upd.body.data).toMatchObject({ name: 'Plan.pdf', isHidden: true, file: 'k/plan.pdf' })
    expect((await t.request('DELETE', `/api/storage/${f.id}`, { token: agent })).status).toBe(403)
    expect((await t.request('DELETE', `/api/storage/${f.id}`, { token: manager })).status).toBe(200)
  })

  it('answers 400, not 500, for input the database would refuse', async () => {
    const nul = await t.request('GET', '/api/customers', {
      token: manager,
      query: { filter: { query: { firstName: 'a\u0000b' } } },
    })
    expect(nul.status).toBe(400)
    expect(
      (await t.request('GET', '/api/customers/search', { token: manager, query: { search: 'a\u0000b' } })).status,
    ).toBe(400)
    expect((await t.request('POST', '/api/developers', { token: manager, body: { name: 'a\u0000b' } })).status).toBe(
      400,
    )
    expect(
      (await t.request('GET', '/api/developers', { token: manager, query: { filter: { page: 1e300 } } })).status,
    ).toBe(400)
    const far = await t.request('GET', '/api/developers', {
      token: manager,
      query: { filter: { page: 1e9, limit: 10000 } },
    })
    expect(far.status).toBe(200)
    expect(far.body.data).toEqual([])
    expect(
      (
        await t.request('GET', '/api/properties/listings', {
          token: manager,
          query: { filter: { query: { price: { $gt: 1e308 } } } },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await t.request('PATCH', `/api/developers/${ids.developer}`, {
          token: manager,
          body: { description: 'x'.repeat(30000) },
        })
      ).status,
    ).toBe(400)
  })

  it('answers 409 when force-deleting a row others still reference', async () => {
    const res = await t.request('DELETE', `/api/customers/${ids.Zed}/force`, { token: admin })
    expect(res.status).toBe(409)
    expect((await t.request('GET', `/api/customers/${ids.Zed}`, { token: manager })).status).toBe(200)
  })

  it('allocates the per-asset customerID above any existing one', async () => {
    const a = await post('/api/customers', {
      firstName: 'Counter',
      lastName: 'One',
      phoneCode: '+971',
      phone: '501234570',
      type: 'Client',
    })
    await t.db.query('update customers set customer_id = customer_id + 100 where id = $1', [a._id])
    const b = await post('/api/customers', {
      firstName: 'Counter',
      lastName: 'Two',
      phoneCode: '+971',
      phone: '501234571',
      type: 'Client',
    })
    expect(b.customerID).toBe(a.customerID + 101)
  })

  it('derives the customer phoneNumber from phoneCode and phone on update', async () => {
    const upd = await t.request('PATCH', `/api/customers/${ids.Xavier}`, {
      token: manager,
      body: { phone: '55 000 1111' },
    })
    expect(upd.body.data.phoneNumber).toBe('+971550001111')
  })

  it('rejects bad bodies with 400 naming the fields, changing nothing', async () => {
    const before = await t.db.query('select count(*)::int as n from customers')
    let res = await t.request('POST', '/api/customers', {
      token: manager,
      body: { lastName: 'NoFirst', shoeSize: 9, type: 'Alien' },
    })
    expect(res.status).toBe(400)
    const paths = res.body.errors.map((e: any) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'type']))
    expect(JSON.stringify(res.body)).toContain('shoeSize')
    res = await t.request('POST', '/api/properties/listings', {
      token: manager,
      body: { reference: 'X', agent: 'not-a-uuid', bedrooms: 1.5 },
    })
    expect(res.body.errors.map((e: any) => e.path)).toEqual(expect.arrayContaining(['agent', 'bedrooms']))
    res = await t.request('POST', '/api/properties/listings', {
      token: manager,
      body: { reference: 'X', agent: '00000000-0000-4000-8000-000000000000' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('agent')
    res = await t.request('POST', '/api/customers', {
      token: manager,
      body: '[1,2]',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await t.db.query('select count(*)::int as n from customers')).toEqual(before)
  })

  it('refuses another asset in the body', async () => {
    const [other] = await t.db.query<{ id: string }>(
      `select id from assets where id <> (select asset_id from developers where id = $1)`,
      [ids.developer],
    )
    const res = await t.request('POST', '/api/developers', { token: admin, body: { name: 'Sneaky', asset: other.id } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('asset')
  })

  it('answers 404 for an id that is not a uuid', async () => {
    for (const [m, p] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['DELETE', '/force'],
      ['GET', '/restore'],
    ] as const) {
      const res = await t.request(m, `/api/customers/not-a-uuid${p}`, {
        token: admin,
        body: m === 'PATCH' ? { firstName: 'x' } : undefined,
      })
      expect(res.status, `${m} ${p}`).toBe(404)
    }
  })
})

describe('access', () => {
  it('answers 401 without a token', async () => {
    for (const path of [
      '/api/customers',
      '/api/teams/members',
      '/api/developers',
      '/api/properties/listings',
      '/api/properties/projects',
      '/api/properties/leads',
      '/api/storage',
    ]) {
      expect((await t.request('GET', path)).status, path).toBe(401)
    }
    expect((await t.request('POST', '/api/developers', { body: { name: 'x' } })).status).toBe(401)
  })

  it('answers 403 for a role lacking the view key and for a Viewer writing', async () => {
    expect((await t.request('GET', '/api/customers', { token: viewer })).status).toBe(403)
    expect((await t.request('GET', '/api/teams/members', { token: viewer })).status).toBe(403)
    expect((await t.request('GET', '/api/storage', { token: viewer })).status).toBe(403)
    expect((await t.request('GET', '/api/properties/listings', { token: viewer })).status).toBe(200)
    expect((await t.request('GET', '/api/properties/leads', { token: viewer })).status).toBe(200)
    expect((await t.request('POST', '/api/developers', { token: viewer, body: { name: 'Nope' } })).status).toBe(403)
    expect(
      (await t.request('PATCH', `/api/properties/listings/${ids.listing}`, { token: viewer, body: { title: 'x' } }))
        .status,
    ).toBe(403)
    expect((await t.request('DELETE', `/api/properties/leads/${ids.lead}`, { token: viewer })).status).toBe(403)
    expect((await t.request('DELETE', `/api/customers/${ids.Yara}`, { token: agent })).status).toBe(403)
    expect((await t.request('GET', `/api/customers/${ids.Yara}/restore`, { token: agent })).status).toBe(403)
    // the lead editor's dropdowns: an agent (LEAD_ADD) reads team members
    expect((await t.request('GET', '/api/teams/members', { token: agent })).status).toBe(200)
  })

  it('hides sensitive fields from a caller without VIEW_SENSITIVE_INFORMATION, populated ones too', async () => {
    const res = await t.request('GET', `/api/customers/${ids.Zed}`, { token: agent })
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBeUndefined()
    expect(res.body.data.phoneNumber).toBeUndefined()
    const lead = await t.request('GET', `/api/properties/leads/${ids.lead}`, {
      token: agent,
      query: { filter: { populate: ['customer', 'agent.reportedTo'] } },
    })
    expect(JSON.stringify(lead.body)).not.toMatch(/example\.test|\+971/)
    const all = await t.request('GET', '/api/customers', { token: admin })
    expect(all.body.data.find((c: any) => c._id === ids.Zed).email).toBe('zed@example.test')
  })

  it('never returns a password hash', async () => {
    await t.db.query(
      `update customers set login_password_hash = '$argon2id$secret', login_enabled = true where id = $1`,
      [ids.Yara],
    )
    for (const path of [
      '/api/customers',
      `/api/customers/${ids.Yara}`,
      '/api/properties/leads',
      '/api/customers/export',
    ]) {
      const res = await t.request('GET', path, {
        token: admin,
        query: { filter: { populate: path.includes('leads') ? ['creator', 'updatedBy', 'customer'] : ['creator'] } },
      })
      expect(res.status, path).toBe(200)
      expect(JSON.stringify(res.body), path).not.toMatch(/argon2|password_hash|passwordHash/)
    }
    const c = await t.request('GET', `/api/customers/${ids.Yara}`, { token: admin })
    expect(c.body.data.login).toEqual({ enabled: true })
  })
})
