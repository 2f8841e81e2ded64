import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/server/auth/tokens.ts'
import { en } from '../../src/domain/i18n/en/index.ts'
import { createApiKey, type TestApiKey } from './helpers/apiKeys.ts'
import { startReceiver } from './helpers/receiver.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

/**
 * One intake (docs/api.md "Intake"): POST /api/intake/leads makes a lead through the console's own create path
 * (customer found or made, merge under the customer's open lead, routing and its log, SLA dates, history, the
 * webhook outbox), answers a repeated push with the first one's lead, refuses bad input writing nothing, and logs
 * every request of the asset.
 */
let t: TestApp
let d: Awaited<ReturnType<TestApp['demo']>>
let key: TestApiKey
let receiver: Awaited<ReturnType<typeof startReceiver>>
const f = { agent: '', desk: '', listingSale: '', listingRent: '', project: '', otherListing: '' }

beforeAll(async () => {
  t = await startTestApp({ config: { webhookAllowPrivate: true } })
  d = await t.demo()
  receiver = await startReceiver()
  key = await createApiKey(t, { token: d.admin, role: 'AGENT', name: 'Website' })
  const member = async (assetId: string, name: string, user: string | null = null) => {
    const id = newId()
    await t.db.query(
      `insert into team_members (id, asset_id, name, enabled, user_id) values ($1, $2, $3, true, (select id from users where email = $4))`,
      [id, assetId, name, user],
    )
    return id
  }
  await createUser(t, 'intake.agent@demo.test')
  f.agent = await member(d.firstAsset, 'Intake Agent', 'intake.agent@demo.test')
  // the key's creator's team member is the leads' Referred By (the demo admin has none)
  f.desk = await member(d.firstAsset, 'Intake Desk', 'admin@demo.test')
  const listing = async (assetId: string, ref: string, purpose: string, agent: string | null) => {
    const id = newId()
    await t.db.query(
      `insert into listings (id, asset_id, reference, purpose, property_type, price, bedrooms, bathrooms, country, city, location, agent_id)
       values ($1, $2, $3, $4, 'Apartment', 1500000, 2, 2, 'United Arab Emirates', 'Dubai', 'Dubai Marina', $5)`,
      [id, assetId, ref, purpose, agent],
    )
    return id
  }
  f.listingSale = await listing(d.firstAsset, 'INT-S-1', 'sale', f.agent)
  f.listingRent = await listing(d.firstAsset, 'INT-R-1', 'rent', f.agent)
  f.otherListing = await listing(d.secondAsset, 'INT-B-1', 'sale', null)
  f.project = newId()
  await t.db.query(
    `insert into projects (id, asset_id, name, slug, city, country, min_price, max_price, property_types)
     values ($1, $2, 'Intake Creek', 'intake-creek', 'Dubai', 'United Arab Emirates', 1000000, 3000000, '{Apartment}')`,
    [f.project, d.firstAsset],
  )
  await t.db.query('insert into project_agents (asset_id, project_id, agent_id, position) values ($1, $2, $3, 0)', [
    d.firstAsset,
    f.project,
    f.agent,
  ])
})
afterAll(async () => {
  await receiver?.close()
  await t?.close()
})

let n = 0
/** A distinct person per call (phone and e-mail), so tests do not merge into each other's customers. */
const person = () => {
  n++
  return {
    firstName: 'Layla',
    lastName: `Intake ${n}`,
    phone: `050 77${String(n).padStart(2, '0')} 123`,
    email: `layla.intake${n}@example.com`,
  }
}

const intake = (body: unknown, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  t.request('POST', '/api/intake/leads', { token: opts.token ?? key.secret, body, headers: opts.headers })

const counts = async () => {
  const [r] = await t.db.query<Record<string, string>>(
    `select (select count(*) from leads) as leads, (select count(*) from customers) as customers,
            (select count(*) from intake_keys) as keys, (select count(*) from lead_history) as history,
            (select count(*) from lead_routing_logs) as routing, (select count(*) from webhook_events) as events`,
  )
  return r
}

describe('POST /api/intake/leads', () => {
  it('makes the customer and the lead as the console does: E.164 phone, listing agent, routing log, SLA dates, history', async () => {
    const p = person()
    const res = await intake({
      externalId: 'web-1001',
      source: 'Website',
      customer: p,
      listingReference: 'INT-S-1',
      message: 'Is it still available?',
      utm: { source: 'google', campaign: 'marina' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { lead, customer, created, mergedInto } = res.body.data
    expect(created).toBe(true)
    expect(mergedInto).toBeUndefined()
    expect(lead.leadID).toEqual(expect.any(Number))
    const [c] = await t.db.query('select phone_number, email, input_source, asset_id from customers where id = $1', [
      customer._id,
    ])
    expect(c).toEqual({
      phone_number: `+971${p.phone.replace(/\D/g, '').slice(1)}`,
      email: p.email,
      input_source: 'API',
      asset_id: d.firstAsset,
    })
    const [l] = await t.db.query(
      `select asset_id, lead_id, customer_id, listing_id, agent_id, type, contact_type, lead_type, source, source_channel, input_source,
              remarks, utm, initial_sla_end_date, free_pool_sla_end_date, agent_assigned_at, parent_id
         from leads where id = $1`,
      [lead._id],
    )
    expect(l).toMatchObject({
      asset_id: d.firstAsset,
      customer_id: customer._id,
      listing_id: f.listingSale,
      agent_id: f.agent,
      type: 'listing',
      contact_type: 'Buyer',
      lead_type: 'Sale',
      source: 'Website',
      source_channel: 'API',
      input_source: 'API',
      remarks: 'Is it still available?',
      utm: { source: 'google', campaign: 'marina' },
      parent_id: null,
    })
    expect(Number(l.lead_id)).toBe(lead.leadID)
    expect(l.initial_sla_end_date).not.toBeNull()
    expect(l.free_pool_sla_end_date).not.toBeNull()
    expect(l.agent_assigned_at).not.toBeNull()
    // the agent is told, as of a lead typed in for them
    const told = await t.db.query(
      `select n.kind from notifications n join users u on u.id = n.user_id where u.email = 'intake.agent@demo.test' and n.lead_id = $1`,
      [lead._id],
    )
    expect(told).toEqual([{ kind: 'lead_assigned' }])

    // a lead typed in the console gets the same records: its history kinds, a routing log, SLA dates
    const consoleLead = await t.request('POST', '/api/properties/leads', {
      token: d.admin,
      body: {
        customer: customer._id,
        contactType: 'Buyer',
        source: 'Website',
        type: 'listing',
        listing: f.listingRent,
        referredBy: f.agent,
        contactMethod: 'Phone',
        action: 'Requires call from agent',
      },
    })
    expect(consoleLead.status, JSON.stringify(consoleLead.body)).toBe(201)
    const records = async (id: string) => ({
      history: (await t.db.query('select kind, to_value from lead_history where lead_id = $1 order by kind', [id])).map(
        (h) => [h.kind, h.to_value],
      ),
      routing: (await t.db.query('select agent_id from lead_routing_logs where lead_id = $1', [id])).map(
        (r) => r.agent_id,
      ),
    })
    const fromIntake = await records(lead._id)
    expect(fromIntake).toEqual({
      history: [
        ['assignment', f.agent],
        ['stage', 'New'],
      ],
      routing: [f.agent],
    })
    expect(fromIntake).toEqual(await records(consoleLead.body.data._id))
  })

  it('links a repeat enquiry of the same customer and listing to the open lead as its child (phone and e-mail written otherwise)', async () => {
    const p = person()
    const first = await intake({ source: 'Website', customer: p, listingReference: 'INT-R-1' })
    expect(first.status).toBe(201)
    const again = await intake({
      source: 'Property Finder',
      customer: { firstName: 'L.', phone: `+971 ${p.phone.slice(1)}`, email: p.email.toUpperCase() },
      listingReference: 'INT-R-1',
    })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(again.body.data).toMatchObject({
      created: true,
      customer: { _id: first.body.data.customer._id },
      mergedInto: first.body.data.lead,
    })
    const [child] = await t.db.query('select parent_id, contact_type, agent_id from leads where id = $1', [
      again.body.data.lead._id,
    ])
    expect(child).toEqual({ parent_id: first.body.data.lead._id, contact_type: 'Tenant', agent_id: f.agent })
    const [routing] = await t.db.query('select entries from lead_routing_logs where lead_id = $1', [
      again.body.data.lead._id,
    ])
    expect(JSON.stringify(routing.entries)).toContain(String(first.body.data.lead.leadID))
  })

  it('answers the same externalId again with the same lead (200, created false), also when pushed at once', async () => {
    const body = { externalId: 'pf-77', source: 'Property Finder', customer: person(), projectSlug: 'intake-creek' }
    const first = await intake(body)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const before = await counts()
    const again = await intake({ ...body, message: 'sent twice' })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ ...first.body.data, created: false })
    expect(await counts()).toEqual(before)

    const racing = { ...body, externalId: 'pf-78', customer: person() }
    const answers = await Promise.all([intake(racing), intake(racing), intake(racing)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((a) => a.body.data.lead._id)).size).toBe(1)
    // the same external id from another source is another lead
    const otherSource = await intake({ ...body, source: 'Bayut' })
    expect(otherSource.status).toBe(201)
    expect(otherSource.body.data.lead._id).not.toBe(first.body.data.lead._id)
  })

  it('answers the same Idempotency-Key again with the same lead', async () => {
    const headers = { 'Idempotency-Key': `idem-${newId()}` }
    const body = { source: 'Website', customer: person(), listingReference: 'INT-S-1' }
    const first = await intake(body, { headers })
    expect(first.status).toBe(201)
    const before = await counts()
    const again = await intake(body, { headers })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ ...first.body.data, created: false })
    expect(await counts()).toEqual(before)
  })

  it('refuses bad input with a sentence naming each field, in the reader’s language, writing nothing', async () => {
    const before = await counts()
    const bad = await intake({
      externalId: 'bad-1',
      customer: { lastName: 'Nobody', email: 'not an e-mail' },
      listingReference: 'INT-S-1',
      projectSlug: 'intake-creek',
      colour: 'blue',
    })
    expect(bad.status).toBe(400)
    const paths = bad.body.errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining(['source', 'customer.firstName', 'customer.email', 'listingReference', 'colour']),
    )
    for (const e of bad.body.errors) expect(e.message).toMatch(/^["A-Z].*\.$/)
    expect(bad.body.errors).toContainEqual({ path: 'listingReference', message: en.intake.errors.target })

    const phone = await intake({
      source: 'Website',
      customer: { firstName: 'Omar', phone: '12' },
      listingReference: 'INT-S-1',
    })
    expect(phone.status).toBe(400)
    expect(phone.body.errors).toEqual([{ path: 'customer.phone', message: en.intake.errors.phone }])

    const noContact = await intake({ source: 'Website', customer: { firstName: 'Omar' }, listingReference: 'INT-S-1' })
    expect(noContact.body.errors).toEqual([{ path: 'customer.phone', message: en.intake.errors.contact }])

    // found wrong only inside the transaction: the customer it made is rolled back with it
    const unknown = await intake({
      externalId: 'bad-2',
      source: 'Website',
      customer: person(),
      listingReference: 'NOPE-1',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { path: 'listingReference', message: 'No listing of this asset has the reference NOPE-1.' },
    ])
    // the lead form's own rules, named by the intake's field
    const need = await intake({
      source: 'Website',
      customer: person(),
      requirement: {
        location: 'JVC',
        unitType: 'Villa',
        amenities: ['Pool'],
        minBedrooms: 4,
        maxBedrooms: 2,
        minPrice: 1,
        maxPrice: 2,
      },
    })
    expect(need.status).toBe(400)
    expect(need.body.errors.map((e: { path: string }) => e.path)).toEqual(['requirement.minBedrooms'])

    const ar = await intake({ customer: { firstName: 'عمر', phone: '050' } }, { headers: { 'X-Language': 'ar' } })
    expect(ar.status).toBe(400)
    for (const e of ar.body.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/)
    expect(await counts()).toEqual(before)
  })

  it('sends a need without a listing or project to the lead pool, with its requirement', async () => {
    const res = await intake({
      source: 'Website',
      customer: person(),
      requirement: {
        location: 'Jumeirah Village Circle',
        unitType: 'Villa',
        amenities: ['Pool'],
        minBedrooms: 3,
        maxBedrooms: 4,
        minPrice: 2000000,
        maxPrice: 3500000,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [l] = await t.db.query(
      'select type, agent_id, is_in_free_pool, location, city, min_bedrooms, free_pool_sla_end_date from leads where id = $1',
      [res.body.data.lead._id],
    )
    expect(l).toMatchObject({
      type: 'general',
      agent_id: null,
      is_in_free_pool: true,
      location: 'Jumeirah Village Circle',
      city: 'Dubai',
      min_bedrooms: 3,
    })
    expect(l.free_pool_sla_end_date).not.toBeNull()
  })

  it('needs LEAD_ADD, and a key of one asset cannot make a lead in the other', async () => {
    const viewerKey = await createApiKey(t, { token: d.admin, role: 'VIEWER' })
    const before = await counts()
    const refused = await intake(
      { source: 'Website', customer: person(), listingReference: 'INT-S-1' },
      { token: viewerKey.secret },
    )
    expect(refused.status).toBe(403)
    // refused by the access check, and still in the asset's intake log
    const [logged] = await t.db.query('select result, status_code, error from intake_logs where api_key_id = $1', [
      viewerKey.id,
    ])
    expect(logged).toEqual({ result: 'refused', status_code: 403, error: refused.body.message })
    const otherAsset = await intake(
      { source: 'Website', customer: person(), listingReference: 'INT-S-1' },
      { headers: { 'X-Asset-Id': d.secondAsset } },
    )
    expect(otherAsset.status).toBe(403)
    // the other asset's listing is not found from this key
    const otherListing = await intake({ source: 'Website', customer: person(), listingReference: 'INT-B-1' })
    expect(otherListing.status).toBe(400)
    expect(otherListing.body.errors[0].path).toBe('listingReference')
    expect(await counts()).toEqual(before)
    // a signed-in person with LEAD_ADD may use it too
    const byPerson = await intake(
      { source: 'Walk In', customer: person(), listingReference: 'INT-S-1', referredBy: f.agent },
      { token: d.admin },
    )
    expect(byPerson.status, JSON.stringify(byPerson.body)).toBe(201)
  })

  it('tells a webhook subscriber lead.created', async () => {
    const hook = await t.request('POST', '/api/webhooks', {
      token: d.admin,
      body: { data: { url: receiver.url, events: ['lead.created'] } },
    })
    expect(hook.status).toBe(201)
    const res = await intake({
      externalId: 'hooked-1',
      source: 'Website',
      customer: person(),
      listingReference: 'INT-S-1',
    })
    expect(res.status).toBe(201)
    await t.app.jobs.drain()
    const got = await receiver.until(1)
    const event = got.map((r) => r.json).find((j) => j.data?.lead?._id === res.body.data.lead._id)
    expect(event).toMatchObject({
      type: 'lead.created',
      asset: { _id: d.firstAsset },
      data: { lead: { _id: res.body.data.lead._id, leadID: res.body.data.lead.leadID, source: 'Website' } },
    })
    await t.request('DELETE', `/api/webhooks/${hook.body.data._id}`, { token: d.admin })
  })

  it('logs every request of the asset: time, result, lead and the sentence it was refused with', async () => {
    const ok = await intake({
      externalId: 'logged-1',
      source: 'Website',
      customer: person(),
      listingReference: 'INT-S-1',
    })
    await intake({ externalId: 'logged-1', source: 'Website', customer: person(), listingReference: 'INT-S-1' })
    await intake({ externalId: 'logged-2', source: 'Website', customer: person(), listingReference: 'NOPE-2' })
    const logs = await t.request('GET', '/api/intake/logs', { token: d.admin, query: { portal: 'api', limit: 3 } })
    expect(logs.status).toBe(200)
    expect(
      logs.body.data.map((r: any) => [r.result, r.statusCode, r.externalId, r.lead?._id ?? null, r.error]),
    ).toEqual([
      ['refused', 400, 'logged-2', null, 'No listing of this asset has the reference NOPE-2.'],
      ['replayed', 200, 'logged-1', ok.body.data.lead._id, null],
      ['created', 201, 'logged-1', ok.body.data.lead._id, null],
    ])
    expect(logs.body.data[0].createdAt).toEqual(expect.any(String))
    expect(logs.body.meta.hasMore).toBe(true)
    // the integrations settings' key reads it; an agent has none
    expect((await t.request('GET', '/api/intake/logs', { token: d.agent })).status).toBe(403)
  })
})

/**
 * The portals' sample payloads. The portals' documentation was not reachable when these were written: they are
 * modelled on the public lead-export formats as best known (Property Finder's lead webhook; Dubizzle Group's
 * ProFolio push, which Bayut and dubizzle share and sign with HMAC-SHA256 of the body in X-Bayut-Signature).
 */
const propertyFinderSample = (id: number) => ({
  id: `evt_${id}`,
  type: 'lead.created',
  timestamp: '2026-11-28T09:15:04Z',
  data: {
    id,
    channel: 'whatsapp',
    status: 'new',
    createdAt: '2026-11-28T09:15:00Z',
    listing: { id: 4410987, reference: 'INT-S-1' },
    sender: {
      name: 'Omar Al Haddad',
      contacts: [
        { type: 'phone', value: '+971 55 610 2030' },
        { type: 'email', value: 'omar.haddad@example.com' },
      ],
    },
    message: 'Hello, I would like to view this apartment this weekend.',
    responseLink: 'https://www.propertyfinder.ae/en/lead/abc',
  },
})
const proFolioSample = (leadId: string, reference: string) => ({
  lead_id: leadId,
  lead_type: 'whatsapp',
  platform: 'bayut',
  created_at: '2026-11-28 13:15:00',
  listing: { reference, property_id: 8123456, title: '2 BR | Marina View' },
  enquirer: { name: 'Sara Ali', phone_number: '971526640011', email: 'sara.ali@example.com' },
  message: 'Is this still available? Please call me after 5 pm.',
})

describe('portal intake', () => {
  const connect = async (portal: string) => {
    const res = await t.request('POST', `/api/intake/portals/${portal}`, { token: d.admin })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data as { url: string; token: string; secret: string }
  }
  const push = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.request('POST', new URL(url).pathname, { body, headers: { 'content-type': 'application/json', ...headers } })
  const sign = async (secret: string, body: string) => {
    const { createHmac } = await import('node:crypto')
    return createHmac('sha256', secret).update(body).digest('hex')
  }

  it('takes a Property Finder lead at the asset’s secret address, once per lead id', async () => {
    const pf = await connect('property-finder')
    expect(pf.url).toMatch(/\/api\/intake\/portals\/property-finder\/ip_[A-Za-z0-9_-]{43}$/)
    const body = JSON.stringify(propertyFinderSample(98765432))
    const res = await push(pf.url, body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const [l] = await t.db.query(
      `select l.source, l.source_channel, l.input_source, l.contact_method, l.enquiry_method, l.listing_id, l.agent_id, l.remarks,
              l.data_source_created_at, c.first_name, c.last_name, c.phone_number, c.email
         from leads l join customers c on c.id = l.customer_id where l.id = $1`,
      [res.body.data.lead._id],
    )
    expect(l).toMatchObject({
      source: 'Property Finder',
      source_channel: 'Property Finder whatsapp',
      input_source: 'Property Finder',
      contact_method: 'WhatsApp',
      enquiry_method: 'WhatsApp Property Finder Bot',
      listing_id: f.listingSale,
      agent_id: f.agent,
      remarks: 'Hello, I would like to view this apartment this weekend.',
      first_name: 'Omar',
      last_name: 'Al Haddad',
      phone_number: '+971556102030',
      email: 'omar.haddad@example.com',
    })
    expect(new Date(l.data_source_created_at).toISOString()).toBe('2026-11-28T09:15:00.000Z')
    const again = await push(pf.url, body)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ ...res.body.data, created: false })
    // the settings list says it is connected, never its secrets
    const list = await t.request('GET', '/api/intake/portals', { token: d.admin })
    expect(list.body.data.find((p: any) => p.portal === 'property-finder')).toMatchObject({
      connected: true,
      signed: false,
    })
    expect(JSON.stringify(list.body)).not.toContain(pf.token)
    expect(JSON.stringify(list.body)).not.toContain(pf.secret)
    // an agent can neither read nor make them
    expect((await t.request('POST', '/api/intake/portals/bayut', { token: d.agent })).status).toBe(403)
    // an address nobody was given is no intake
    expect((await push(pf.url.replace(/ip_.*$/, 'ip_nope'), body)).status).toBe(404)
  })

  it('verifies Bayut’s signature on the raw body before reading it: a bad one is 401, logged, nothing written', async () => {
    const bayut = await connect('bayut')
    const body = JSON.stringify(proFolioSample('BYT-2026-5566', 'INT-R-1'))
    const before = await counts()
    const forged = await push(bayut.url, body, { 'X-Bayut-Signature': await sign('another secret', body) })
    expect(forged.status).toBe(401)
    expect(forged.body.message).toBe(
      'The signature in X-Bayut-Signature does not match the body signed with this portal’s secret. Nothing was read.',
    )
    expect((await push(bayut.url, body)).status).toBe(401)
    // one byte changed after signing
    const signature = await sign(bayut.secret, body)
    expect((await push(bayut.url, body.replace('Sara', 'Sera'), { 'X-Bayut-Signature': signature })).status).toBe(401)
    expect(await counts()).toEqual(before)
    const logs = await t.request('GET', '/api/intake/logs', { token: d.admin, query: { portal: 'bayut' } })
    expect(logs.body.data.map((r: any) => [r.result, r.statusCode, r.lead])).toEqual([
      ['unauthorized', 401, null],
      ['unauthorized', 401, null],
      ['unauthorized', 401, null],
    ])

    const ok = await push(bayut.url, body, { 'X-Bayut-Signature': signature })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    const [l] = await t.db.query(
      `select l.source, l.contact_type, l.contact_method, l.enquiry_method, l.data_source_created_at, c.phone_number
         from leads l join customers c on c.id = l.customer_id where l.id = $1`,
      [ok.body.data.lead._id],
    )
    expect(l).toMatchObject({
      source: 'Bayut',
      contact_type: 'Tenant',
      contact_method: 'WhatsApp',
      enquiry_method: 'WhatsApp Bot',
      phone_number: '+971526640011',
    })
    expect(new Date(l.data_source_created_at).toISOString()).toBe('2026-11-28T09:15:00.000Z')
    const [latest] = (await t.request('GET', '/api/intake/logs', { token: d.admin, query: { portal: 'bayut' } })).body
      .data
    expect(latest).toMatchObject({ result: 'created', source: 'Bayut', externalId: 'BYT-2026-5566' })
  })

  it('takes a signed dubizzle lead, and names what a payload lacks', async () => {
    const dubizzle = await connect('dubizzle')
    const body = JSON.stringify(proFolioSample('DBZ-88120', 'INT-S-1'))
    const ok = await push(dubizzle.url, body, { 'X-Bayut-Signature': `sha256=${await sign(dubizzle.secret, body)}` })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    const [l] = await t.db.query('select source, input_source from leads where id = $1', [ok.body.data.lead._id])
    expect(l).toEqual({ source: 'Dubizzle', input_source: 'Dubizzle' })
    const empty = JSON.stringify({ lead_id: 'DBZ-1', enquirer: {} })
    const bad = await push(dubizzle.url, empty, { 'X-Bayut-Signature': await sign(dubizzle.secret, empty) })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: any) => e.path)).toEqual(
      expect.arrayContaining(['customer.firstName', 'listingReference', 'customer.phone']),
    )
    const notJson = 'lead_id=1'
    const garbled = await push(dubizzle.url, notJson, { 'X-Bayut-Signature': await sign(dubizzle.secret, notJson) })
    expect(garbled.status).toBe(400)
    expect(garbled.body.message).toBe('The request body is not valid JSON.')
  })
})
