import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'

let t: TestApp
let a: AssetFixture
let b: AssetFixture
let agent: string
let manager: string
let viewer: string
beforeAll(async () => {
  t = await startTestApp()
  ;({ a, b } = await leadEditorFixtures(t.db))
  ;[agent, manager, viewer] = await Promise.all(
    ['agent@demo.test', 'manager@demo.test', 'viewer@demo.test'].map((e) => t.login(e)),
  )
})
afterAll(() => t?.close())

const create = (body: unknown, token = manager) => t.request('POST', '/api/properties/leads', { token, body })
const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000

describe('create', () => {
  it('creates a listing lead: numbered, assigned to the listing agent, SLA from the settings, history recorded', async () => {
    const res = await create(
      listingLeadBody(a, {
        customer: a.customer,
        listing: a.listingNoAgent,
        isManualAssignment: true,
        agent: a.agentC,
      }),
    )
    expect(res.status).toBe(201)
    const auto = await create(
      listingLeadBody(a, {
        agent: a.agentB,
        minBedrooms: 1,
        maxBedrooms: 2,
        minPrice: 10,
        maxPrice: 20,
        unitType: 'Villa',
      }),
    )
    expect(auto.status).toBe(201)
    const lead = auto.body.data
    expect(lead.leadID).toBe(res.body.data.leadID + 1)
    expect(lead.agent).toBe(a.agentA) // auto: the listing's agent wins over the posted preview
    expect(lead.officeName).toBe('A Marina Office')
    expect(lead).toMatchObject({
      minBedrooms: 1,
      maxBedrooms: 2,
      minPrice: 10,
      maxPrice: 20,
      unitType: 'Villa',
      stage: 'New',
      status: 'Open',
      isAccepted: false,
      version: 1,
    })
    expect(minutesFromNow(lead.initialSlaEndDate)).toBeGreaterThan(28)
    expect(minutesFromNow(lead.initialSlaEndDate)).toBeLessThan(31)
    expect(minutesFromNow(lead.freePoolSlaEndDate)).toBeGreaterThan(148)
    const hist = await t.db.query('select kind, to_value from lead_history where lead_id = $1 order by kind', [
      lead._id,
    ])
    expect(hist).toEqual([
      { kind: 'assignment', to_value: a.agentA },
      { kind: 'stage', to_value: 'New' },
    ])
  })

  it('assigns off-plan leads round robin over the project agents; the preview does not advance it', async () => {
    const q = { project: a.project }
    const p1 = await t.request('GET', '/api/properties/leads/initial-agent', { token: manager, query: q })
    const p2 = await t.request('GET', '/api/properties/leads/initial-agent', { token: manager, query: q })
    expect(p1.body.data.agent._id).toBe(p2.body.data.agent._id)
    const body = { type: 'offplan', listing: null, project: a.project, unitType: 'Apartment', contactType: 'Buyer' }
    const c1 = await create(listingLeadBody(a, { ...body, customer: a.spamCustomer }))
    const c2 = await create(
      listingLeadBody(a, { ...body, customer: a.spamCustomer, agent: a.agentA, stage: 'Qualified' }),
    )
    expect(c1.status).toBe(201)
    // c2 merges into c1 (same customer, same project, open): the parent's agent
    expect(c2.body.data.parentId).toBe(c1.body.data._id)
    expect(c2.body.data.isAccepted).toBe(true)
    const c3 = await create(listingLeadBody(a, { ...body, customer: a.customer }))
    expect(new Set([c1.body.data.agent, c3.body.data.agent])).toEqual(new Set([a.agentA, a.agentB]))
    // Spam customers get no SLA dates
    expect(c1.body.data.initialSlaEndDate).toBeNull()
  })

  it('says the agent was not found automatically when auto assignment finds none', async () => {
    const res = await create(listingLeadBody(a, { customer: a.spamCustomer, listing: a.listingNoAgent, agent: null }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'agent', message: 'Agent does not found automatically. Please select it manually' },
    ])
  })

  it('stores the lead type the contact type implies, whatever the body says (the editor shows it, not as a choice)', async () => {
    const res = await create(
      listingLeadBody(a, { contactType: 'Tenant', leadType: 'Sale', isManualAssignment: true, agent: a.agentA }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [row] = await t.db.query<{ lead_type: string }>('select lead_type from leads where id = $1', [
      res.body.data._id,
    ])
    expect(row.lead_type).toBe('Rent')
  })

  it('rejects another asset’s records in the body, naming the field', async () => {
    for (const [field, value] of [
      ['listing', b.listingSale],
      ['agent', b.agentA],
      ['customer', b.customer],
      ['referredBy', b.agentB],
    ] as const) {
      const res = await create(listingLeadBody(a, { [field]: value, isManualAssignment: true }))
      expect(res.status, field).toBe(400)
      expect(res.body.errors).toContainEqual({ path: field, message: expect.stringContaining('does not exist') })
    }
    const p = await create(
      listingLeadBody(a, { type: 'offplan', listing: null, project: b.project, unitType: 'Villa' }),
    )
    expect(p.status).toBe(400)
    expect(p.body.errors[0].path).toBe('project')
  })

  it('answers 400 with the spec messages for invalid bodies, never 500', async () => {
    const empty = await create({})
    expect(empty.status).toBe(400)
    const msgs = empty.body.errors.map((e: { message: string }) => e.message)
    expect(msgs).toEqual(
      expect.arrayContaining(['Customer is required.', 'Contact Type is required.', 'Source is required.']),
    )
    // auto assignment (the default) asks no agent of the caller; manual assignment does
    expect(msgs).not.toContain('Agent is required.')
    const manual = await create({ isManualAssignment: true })
    expect(manual.body.errors.map((e: { message: string }) => e.message)).toContain('Agent is required.')
    const bad = [
      { source: '   ' },
      { source: 'x'.repeat(100_000) },
      { remarks: 'y'.repeat(6000) },
      { minBedrooms: 'many' },
      { minPrice: 5, maxPrice: 1 },
      { customer: 'abc' },
      { customer: 12 },
      { amenities: 'Gym' },
      { amenities: [{ $ne: 1 }] },
      { contactType: 'Robot' },
      { type: 'offplan', listing: null },
      { setAutoSLADetails: false },
      { utm: 'x' },
      { isManualAssignment: 'true' },
    ]
    for (const over of bad) {
      const res = await create(listingLeadBody(a, over))
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400)
    }
    for (const raw of ['[]', '"text"', 'null', '{bad json']) {
      const res = await t.request('POST', '/api/properties/leads', {
        token: manager,
        body: raw,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, raw).toBe(400)
    }
    const ws = await create(listingLeadBody(a, { source: '  ' }))
    expect(ws.body.errors).toContainEqual({ path: 'source', message: 'Field should not contain only whitespaces.' })
    const order = await create(listingLeadBody(a, { minPrice: 5, maxPrice: 1 }))
    expect(order.body.errors).toContainEqual({
      path: 'minPrice',
      message: 'Min budget cannot be greater than Max budget.',
    })
  })

  it('manual SLA needs LEAD_UPDATE_SLA and future, ordered dates', async () => {
    const later = (m: number) => new Date(Date.now() + m * 60_000).toISOString()
    const body = listingLeadBody(a, {
      customer: a.customer,
      listing: a.listingRent,
      setAutoSLADetails: false,
      initialSlaEndDate: later(60),
      freePoolSlaEndDate: later(120),
    })
    expect((await create(body, agent)).status).toBe(403)
    const ok = await create(body, manager)
    expect(ok.status).toBe(201)
    expect(Date.parse(ok.body.data.initialSlaEndDate)).toBe(Date.parse(body.initialSlaEndDate))
    const past = await create({ ...body, initialSlaEndDate: later(-120), freePoolSlaEndDate: later(120) })
    expect(past.status).toBe(400)
    const same = await create({ ...body, freePoolSlaEndDate: body.initialSlaEndDate })
    expect(same.body.errors).toContainEqual({
      path: 'initialSlaEndDate',
      message: 'Initial SLA End Date and Free Pool SLA End Date cannot be same.',
    })
  })

  it('sends to the pool without an agent: the pool period starts now', async () => {
    const res = await create(
      listingLeadBody(a, {
        customer: a.customer,
        listing: a.listingNoAgent,
        sendToPool: true,
        agent: null,
        isManualAssignment: true,
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data.agent).toBeNull()
    expect(res.body.data.isInFreePool).toBe(true)
    expect(Math.abs(minutesFromNow(res.body.data.initialSlaEndDate))).toBeLessThan(1)
  })

  it('merges a general lead under the customer’s open general lead, keeping the chosen agent', async () => {
    const [c] = await t.db.query(
      `insert into customers (id, asset_id, first_name) values (gen_random_uuid(), $1, 'Gen') returning id`,
      [a.assetId],
    )
    const general = {
      type: 'general',
      listing: null,
      customer: c.id,
      contactType: 'Tenant',
      isManualAssignment: true,
      unitType: 'Villa',
      amenities: ['Gym'],
      country: 'United Arab Emirates',
      city: 'Dubai',
      location: 'Dubai Marina',
      minBedrooms: 1,
      maxBedrooms: 2,
      minPrice: 1,
      maxPrice: 2,
    }
    const first = await create(listingLeadBody(a, { ...general, agent: a.agentA }))
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data.parentId).toBeNull()
    const second = await create(listingLeadBody(a, { ...general, agent: a.agentC }))
    expect(second.body.data).toMatchObject({ parentId: first.body.data._id, agent: a.agentC, isAccepted: true })
    const preview = await t.request('GET', '/api/properties/leads/initial-agent', {
      token: manager,
      query: { customer: c.id },
    })
    expect(preview.body.data.parent._id).toBe(first.body.data._id)
    // merges stay one level deep
    const deeper = await create(listingLeadBody(a, { ...general, agent: a.agentC, parentId: second.body.data._id }))
    expect(deeper.status).toBe(400)
    expect(deeper.body.errors).toContainEqual({ path: 'parentId', message: 'Parent lead cannot be a child lead.' })
  })

  it('needs LEAD_ADD', async () => {
    expect((await create(listingLeadBody(a), viewer)).status).toBe(403)
    expect((await t.request('POST', '/api/properties/leads', { body: listingLeadBody(a) })).status).toBe(401)
  })
})

describe('update', () => {
  async function fresh() {
    const c = await t.db.query(
      `insert into customers (id, asset_id, first_name) values (gen_random_uuid(), $1, 'Upd') returning id`,
      [a.assetId],
    )
    const res = await create(listingLeadBody(a, { customer: c[0].id, listing: a.listingRent, contactType: 'Tenant' }))
    expect(res.status).toBe(201)
    return res.body.data
  }
  const patch = (id: string, body: unknown, token = manager) =>
    t.request('PATCH', `/api/properties/leads/cms/${id}`, { token, body })

  it('updates from the current version, records stage and assignment history, then refuses the stale version', async () => {
    const lead = await fresh()
    const body = listingLeadBody(a, {
      customer: lead.customer,
      listing: a.listingRent,
      stage: 'Viewing',
      agent: a.agentB,
      isManualAssignment: true,
      version: 1,
      remarks: 'First edit',
    })
    const ok = await patch(lead._id, body)
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ stage: 'Viewing', agent: a.agentB, version: 2, remarks: 'First edit' })
    const kinds = await t.db.query(
      'select kind, from_value, to_value from lead_history where lead_id = $1 and from_value is not null',
      [lead._id],
    )
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'stage', from_value: 'New', to_value: 'Viewing' },
        { kind: 'assignment', from_value: lead.agent, to_value: a.agentB },
      ]),
    )
    const stale = await patch(lead._id, { ...body, remarks: 'Overwrite attempt', stage: 'Deal' })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    const [row] = await t.db.query('select remarks, stage, version from leads where id = $1', [lead._id])
    expect(row).toEqual({ remarks: 'First edit', stage: 'Viewing', version: 2 })
    expect((await patch(lead._id, { ...body, version: undefined })).status).toBe(400)
    const foreign = await patch(lead._id, { ...body, version: 2, listing: b.listingRent })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toContainEqual({ path: 'listing', message: 'Listing does not exist.' })
    expect((await patch(lead._id, { ...body, version: 2 }, viewer)).status).toBe(403)
    expect((await t.request('GET', `/api/properties/leads/cms/${lead._id}`, { token: viewer })).status).toBe(403)
  })

  it('refuses a child lead, a missing lead and another asset’s lead', async () => {
    const parent = await fresh()
    const child = await create(
      listingLeadBody(a, { customer: parent.customer, listing: a.listingRent, contactType: 'Tenant' }),
    )
    expect(child.body.data.parentId).toBe(parent._id)
    const body = listingLeadBody(a, { customer: parent.customer, version: 1 })
    const res = await patch(child.body.data._id, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Cannot update a child lead.')
    expect((await patch('00000000-0000-4000-8000-000000000000', body)).body).toMatchObject({
      statusCode: 404,
      message: 'Lead does not exists',
    })
    expect((await patch('not-a-uuid', body)).status).toBe(404)
    const admin = await t.login('admin@demo.test')
    await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset: b.assetId } })
    expect((await t.request('GET', `/api/properties/leads/cms/${parent._id}`, { token: admin })).status).toBe(404)
    expect((await patch(parent._id, body, admin)).status).toBe(404)
    // the parent reads with its child
    const read = await t.request('GET', `/api/properties/leads/cms/${parent._id}`, { token: manager })
    expect(read.body.data.childLeads.map((c: { _id: string }) => c._id)).toEqual([child.body.data._id])
    expect(read.body.data.listings).toEqual({ _id: a.listingRent, reference: 'A-R-1' })
    expect(read.body.data).not.toHaveProperty('slaSettledStage') // the report's stored column, not a lead member
    const childRead = await t.request('GET', `/api/properties/leads/cms/${child.body.data._id}`, { token: manager })
    expect(childRead.body.data.parent).toEqual({ _id: parent._id, leadID: parent.leadID })
  })

  it('keeps manual SLA dates an agent did not touch, and refuses changes without LEAD_UPDATE_SLA', async () => {
    const lead = await fresh()
    // The agent's own lead (their lead scope).
    const own = (await t.request('GET', '/api/profile', { token: agent })).body.data.agentId
    await t.db.query('update leads set agent_id = $2 where id = $1', [lead._id, own])
    const later = (m: number) => new Date(Date.now() + m * 60_000).toISOString()
    const body = listingLeadBody(a, {
      customer: lead.customer,
      listing: a.listingRent,
      agent: own,
      isManualAssignment: true,
      setAutoSLADetails: false,
      initialSlaEndDate: later(90),
      freePoolSlaEndDate: later(200),
      version: 1,
    })
    expect((await patch(lead._id, body, agent)).status).toBe(403)
    const ok = await patch(lead._id, body, manager)
    expect(ok.status).toBe(200)
    const again = await patch(lead._id, { ...body, version: 2, remarks: 'agent edit' }, agent)
    expect(again.status).toBe(200)
    expect(Date.parse(again.body.data.initialSlaEndDate)).toBe(Date.parse(body.initialSlaEndDate))
  })
})

describe('helper calls', () => {
  it('initial-agent: explicit agent, listing agent, notFound, another asset’s agent, bad ids', async () => {
    const q = (query: Record<string, unknown>) =>
      t.request('GET', '/api/properties/leads/initial-agent', { token: agent, query })
    expect((await q({ agent: a.agentC })).body.data).toMatchObject({
      agent: { _id: a.agentC, name: 'A Agent C' },
      notFound: false,
      parent: null,
    })
    expect((await q({ listing: a.listingRent })).body.data.agent._id).toBe(a.agentC)
    expect((await q({ listing: a.listingNoAgent })).body.data).toMatchObject({ agent: null, notFound: true })
    expect((await q({ agent: b.agentA })).body.data.notFound).toBe(true)
    expect((await q({ listing: 'x' })).status).toBe(400)
    expect((await q({ customerType: 'Alien' })).status).toBe(400)
  })

  it('limitsWarning once the agent reaches the daily limit', async () => {
    const set = await t.request('PATCH', '/api/settings/lead-setting', { token: manager, body: { dailyLeadLimit: 1 } })
    expect(set.status).toBe(200)
    const res = await t.request('GET', '/api/properties/leads/initial-agent', {
      token: agent,
      query: { agent: a.agentA },
    })
    expect(res.body.data.limitsWarning).toMatch(/A Agent A has reached the daily limit of 1 leads/)
    const sla = await t.request('POST', '/api/properties/leads/lead-pool-sla', {
      token: agent,
      body: { agent: a.agentA },
    })
    expect(sla.body.data.limitsWarning).toBeTruthy()
    await t.request('PATCH', '/api/settings/lead-setting', { token: manager, body: { dailyLeadLimit: 50 } })
  })

  it('budget from the listing price or the project range', async () => {
    const l = await t.request('GET', '/api/properties/leads/budget', {
      token: agent,
      query: { listing: a.listingSale },
    })
    expect(l.body.data).toEqual({ minBudget: 2_500_000, maxBudget: 2_500_000 })
    const p = await t.request('GET', '/api/properties/leads/budget', { token: agent, query: { project: a.project } })
    expect(p.body.data).toEqual({ minBudget: 1_200_000, maxBudget: 4_800_000 })
    expect(
      (await t.request('GET', '/api/properties/leads/budget', { token: agent, query: { project: b.project } })).status,
    ).toBe(404)
    expect((await t.request('GET', '/api/properties/leads/budget', { token: agent })).status).toBe(400)
  })

  it('lead-pool-sla: settings durations; pool now; none for External Agent and Spam', async () => {
    const post = (body: unknown) => t.request('POST', '/api/properties/leads/lead-pool-sla', { token: agent, body })
    const d = (await post({ agent: a.agentB, sendToPool: false })).body.data
    expect(minutesFromNow(d.initialSlaEndDate)).toBeGreaterThan(28)
    expect((Date.parse(d.freePoolSlaEndDate) - Date.parse(d.initialSlaEndDate)) / 60_000).toBe(120)
    const pool = (await post({ sendToPool: true })).body.data
    expect(Math.abs(minutesFromNow(pool.initialSlaEndDate))).toBeLessThan(1)
    expect((await post({ customerType: 'External Agent' })).body.data).toMatchObject({
      initialSlaEndDate: null,
      freePoolSlaEndDate: null,
    })
    expect((await post({ customerType: 'Spam' })).body.data.initialSlaEndDate).toBeNull()
    expect((await post({ agent: b.agentA })).status).toBe(400)
    expect((await post({ sendToPool: 'yes' })).status).toBe(400)
  })

  it('stages and sources', async () => {
    expect((await t.request('GET', '/api/properties/leads/stages', { token: agent })).body.data).toEqual([
      'New',
      'Qualified',
      'Viewing',
      'Offer',
      'Reserved',
      'Deal',
    ])
    const src = (await t.request('GET', '/api/properties/leads/v2/source', { token: agent })).body.data
    expect(src).toContain('Website')
    expect(src).toContain('Property Finder')
  })

  it('office statistics of the asset only', async () => {
    const res = await t.request('GET', '/api/teams/members/statistics/better-agent/offices', { token: manager })
    expect(res.status).toBe(200)
    const names = res.body.data.map((r: { officeName: string }) => r.officeName)
    expect(names).toEqual(expect.arrayContaining(['A Marina Office', 'A Downtown Office']))
    expect(names).not.toContain('B Marina Office')
  })
})

describe('dictionaries', () => {
  const get = (path: string, filter?: unknown) =>
    t.request('GET', path, { token: agent, query: filter === undefined ? undefined : { filter } })
  it('answer shipped data merged with the asset’s listings, narrowed by the filter', async () => {
    const types = (await get('/api/properties/listings/property-types')).body.data.map((o: { name: string }) => o.name)
    expect(types).toEqual(
      expect.arrayContaining(['Apartment', 'Villa', 'Penthouse', 'Townhouse', 'Studio', 'Office', 'Warehouse', 'Land']),
    )
    expect((await get('/api/static-dictionaries/property-types')).body.data.length).toBeGreaterThanOrEqual(55)
    expect((await get('/api/static-dictionaries/property-amenities')).body.data.length).toBeGreaterThan(10)
    const locs = (await get('/api/properties/listings/locations', { query: { citySlug: 'dubai' } })).body.data.map(
      (o: { name: string }) => o.name,
    )
    expect(locs).toContain('Dubai Marina')
    expect(locs).not.toContain('Yas Island')
    const subs = (
      await get('/api/properties/listings/sub-locations', { query: { city: 'Dubai', location: 'Dubai Marina' } })
    ).body.data
    expect(subs.map((o: { name: string }) => o.name)).toContain('Marina Gate')
    const cities = (
      await get('/api/properties/listings/cities', { query: { country: 'United Arab Emirates' } })
    ).body.data.map((o: { name: string }) => o.name)
    expect(cities).toEqual(expect.arrayContaining(['Dubai', 'Abu Dhabi']))
    const countries = await get('/api/properties/listings/countries', { search: 'arab', limit: 5 })
    expect(countries.body.data.map((o: { name: string }) => o.name)).toContain('United Arab Emirates')
    const amen = (await get('/api/properties/listings/amenities')).body.data.map((o: { name: string }) => o.name)
    expect(amen).toContain('Gym')
    expect((await get('/api/properties/listings/amenities-static')).status).toBe(200)
    expect(
      (await get('/api/properties/listings/communities', { query: { city: 'Abu Dhabi' } })).body.data.map(
        (o: { name: string }) => o.name,
      ),
    ).toContain('Yas Island')
  })
  it('reject a malformed filter', async () => {
    expect(
      (await t.request('GET', '/api/properties/listings/locations', { token: agent, query: { filter: '{nope' } }))
        .status,
    ).toBe(400)
    expect((await get('/api/properties/listings/locations', { limit: 'all' })).status).toBe(400)
    expect((await get('/api/properties/listings/locations', { search: 'x'.repeat(10_000) })).status).toBe(400)
  })
})

describe('lead settings', () => {
  it('are per asset, behind LEAD_SETTING_VIEW and LEAD_SETTING_UPDATE', async () => {
    expect((await t.request('GET', '/api/settings/lead-setting', { token: agent })).status).toBe(403)
    const got = await t.request('GET', '/api/settings/lead-setting', { token: manager })
    expect(got.body.data).toMatchObject({ initialSlaMinutes: 30, poolSlaMinutes: 120 })
    const set = await t.request('PATCH', '/api/settings/lead-setting', {
      token: manager,
      body: { initialSlaMinutes: 45 },
    })
    expect(set.body.data).toMatchObject({ initialSlaMinutes: 45, poolSlaMinutes: 120 })
    for (const bad of [{ initialSlaMinutes: 0 }, { poolSlaMinutes: 'ten' }, { dailyLeadLimit: 1.5 }, { other: 1 }]) {
      expect((await t.request('PATCH', '/api/settings/lead-setting', { token: manager, body: bad })).status).toBe(400)
    }
    const [other] = await t.db.query('select initial_sla_minutes from assets where id = $1', [b.assetId])
    expect(other.initial_sla_minutes).toBe(30)
    await t.request('PATCH', '/api/settings/lead-setting', { token: manager, body: { initialSlaMinutes: 30 } })
  })
})
