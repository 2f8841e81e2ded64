import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAgent, insertListing } from './helpers/leadFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Data forms and their enquiries: answers checked against the form, an enquiry becomes a lead once. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let form: any
const FORMS = '/api/data-form/forms'
const ENQUIRIES = '/api/data-form/enquiries'

const FIELDS = [
  { label: 'Full name', type: 'name', required: true },
  { label: 'E-mail', type: 'email' },
  { label: 'Phone', type: 'phone' },
  { label: 'Budget', type: 'number' },
  { label: 'Bedrooms', type: 'select', options: ['Studio', '1', '2', '3+'], required: true },
  { label: 'Call me back', type: 'checkbox' },
]

const enquire = async (answers: Record<string, unknown>, formId = form._id) =>
  t.request('POST', ENQUIRIES, {
    token: demo.manager,
    body: { form: formId, name: String(answers['Full name'] ?? 'Website visitor'), answers },
  })
const toLead = (id: string, token = demo.manager) => t.request('POST', `${ENQUIRIES}/${id}/lead`, { token })

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
  // a listing with its agent, so the lead is assigned the console's way (the listing's agent)
  const agent = await insertAgent(t.db, demo.firstAsset, 'Forms Agent')
  const listing = await insertListing(t.db, demo.firstAsset, 'DMR-FORMS-1')
  await t.db.query('update listings set agent_id = $1 where id = $2', [agent, listing])
  const res = await t.request('POST', FORMS, {
    token: demo.manager,
    body: {
      name: 'Marina View enquiry',
      fields: FIELDS,
      listing,
      referredBy: agent,
      contactType: 'Buyer',
      leadSource: 'Website',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  form = res.body.data
  expect(form.slug).toBe('marina-view-enquiry')
})
afterAll(() => t?.close())

describe('form builder', () => {
  it('refuses a choice without options and two fields with one label, naming the field', async () => {
    const res = await t.request('POST', FORMS, {
      token: demo.manager,
      body: { name: 'Broken', fields: [{ label: 'Area', type: 'select' }] },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'fields.0.options', message: 'A Choice field needs at least one option.' },
    ])
    const twice = await t.request('POST', FORMS, {
      token: demo.manager,
      body: {
        name: 'Twice',
        fields: [
          { label: 'Name', type: 'name' },
          { label: 'name', type: 'text' },
        ],
      },
    })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([
      { path: 'fields.1.label', message: "Two fields are labelled 'name': each field needs its own label." },
    ])
  })
})

describe('enquiry answers', () => {
  it('are checked against the form: required, type, options and unknown fields, each a 400 naming the field', async () => {
    const res = await enquire({
      'E-mail': 'not-an-address',
      Phone: '12',
      Budget: 'lots',
      Bedrooms: '5',
      Colour: 'blue',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { path: 'answers.Colour', message: "The form has no field 'Colour'." },
      { path: 'answers.Full name', message: 'Full name is required.' },
      { path: 'answers.E-mail', message: 'E-mail must be an e-mail address.' },
      { path: 'answers.Phone', message: 'Phone must be a valid phone number, e.g. +971 50 123 4567.' },
      { path: 'answers.Budget', message: 'Budget must be a number.' },
      { path: 'answers.Bedrooms', message: 'Bedrooms must be one of: Studio, 1, 2, 3+.' },
    ])
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from enquiries where form_id = $1', [
      form._id,
    ])
    expect(n).toBe(0)
  })

  it('give the enquiry its e-mail and phone (as stored for customers) when the sender left them out', async () => {
    const res = await enquire({
      'Full name': 'Layla Haddad',
      'E-mail': 'Layla@Example.com',
      Phone: '050 777 1234',
      Bedrooms: '2',
      'Call me back': true,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      phoneNumber: '+971507771234',
    })
    const typed = await t.request('POST', ENQUIRIES, {
      token: demo.manager,
      body: { name: 'Walk-in caller', phone: '(055) 900-1122' },
    })
    expect(typed.status, JSON.stringify(typed.body)).toBe(201)
    expect(typed.body.data).toMatchObject({ phone: '(055) 900-1122', phoneNumber: '+971559001122', form: null })
    const bad = await t.request('POST', ENQUIRIES, {
      token: demo.manager,
      body: { name: 'Caller', phone: '12345', email: 'nope', answers: { Note: 'hi' } },
    })
    expect(bad.status).toBe(400)
    // the spec's sentences (spec 1 §5), from the declared kinds, on both fields at once
    expect(bad.body.errors).toEqual([
      { path: 'email', message: 'Invalid Email.' },
      { path: 'phone', message: 'The Phone Number is invalid.' },
    ])
  })
})

describe('enquiries and contact details', () => {
  it("are read without the enquirer's e-mail, phone or answers by a role without VIEW_SENSITIVE_INFORMATION", async () => {
    const e = await enquire({
      'Full name': 'Private Person',
      'E-mail': 'private@example.com',
      Phone: '0501239876',
      Bedrooms: '1',
    })
    const viewer = await t.request('GET', `${ENQUIRIES}/${e.body.data._id}`, { token: demo.viewer })
    expect(viewer.status).toBe(200)
    expect(viewer.body.data.name).toBe('Private Person')
    for (const field of ['answers', 'email', 'phone', 'phoneNumber']) expect(viewer.body.data).not.toHaveProperty(field)
    const agent = await t.request('GET', `${ENQUIRIES}/${e.body.data._id}`, { token: demo.agent })
    expect(agent.body.data.answers.Phone).toBe('0501239876')
  })
})

describe('an enquiry becomes a lead', () => {
  it('matches the customer by phone typed in another format, links the enquiry, and refuses a second time', async () => {
    const c = await t.request('POST', '/api/customers', {
      token: demo.manager,
      body: { firstName: 'Omar', lastName: 'Saleh', phoneCode: '971', phone: '501234567', type: 'Client' },
    })
    expect(c.status, JSON.stringify(c.body)).toBe(201)
    const e = await enquire({ 'Full name': 'O. Saleh', Phone: '+971 (0)50 123 4567', Bedrooms: '1' })
    const res = await toLead(e.body.data._id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.customer).toEqual({ _id: c.body.data._id, matchedBy: 'phone' })
    const [lead] = await t.db.query(
      'select customer_id, listing_id, type, source, remarks, agent_id from leads where id = $1',
      [res.body.data.lead._id],
    )
    expect(lead).toMatchObject({
      customer_id: c.body.data._id,
      listing_id: form.listing,
      type: 'listing',
      source: 'Website',
    })
    expect(lead.agent_id).not.toBeNull()
    expect(lead.remarks).toContain('Bedrooms: 1')
    const linked = await t.request('GET', `${ENQUIRIES}/${e.body.data._id}`, { token: demo.manager })
    expect(linked.body.data).toMatchObject({ lead: res.body.data.lead._id, customer: c.body.data._id })
    expect(linked.body.data.convertedAt).toBeTruthy()

    const again = await toLead(e.body.data._id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      `This enquiry already became lead ${res.body.data.lead.leadID}: an enquiry becomes a lead once.`,
    )
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from leads where customer_id = $1', [
      c.body.data._id,
    ])
    expect(n).toBe(1)
  })

  it('matches the customer by e-mail, whatever its case', async () => {
    const c = await t.request('POST', '/api/customers', {
      token: demo.manager,
      body: {
        firstName: 'Mia',
        lastName: 'Chen',
        email: 'Mia.Chen@Example.com',
        phoneCode: '971',
        phone: '502223344',
        type: 'Client',
      },
    })
    expect(c.status, JSON.stringify(c.body)).toBe(201)
    const e = await enquire({ 'Full name': 'Mia Chen', 'E-mail': 'mia.chen@example.com', Bedrooms: 'Studio' })
    const res = await toLead(e.body.data._id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.customer).toEqual({ _id: c.body.data._id, matchedBy: 'email' })
  })

  it('creates the customer when none matches, in the same transaction as the lead', async () => {
    const e = await enquire({
      'Full name': 'Noor Al Amin',
      'E-mail': 'noor.alamin@example.com',
      Phone: '0559876543',
      Bedrooms: '3+',
    })
    const res = await toLead(e.body.data._id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.customer.matchedBy).toBe('created')
    const [cust] = await t.db.query(
      'select first_name, last_name, email, phone_number, input_source from customers where id = $1',
      [res.body.data.customer._id],
    )
    expect(cust).toEqual({
      first_name: 'Noor',
      last_name: 'Al Amin',
      email: 'noor.alamin@example.com',
      phone_number: '+971559876543',
      input_source: 'Data Form',
    })
  })

  it('makes one lead when asked twice at once', async () => {
    const e = await enquire({ 'Full name': 'Twice Asked', Phone: '0561112223', Bedrooms: '1' })
    const answers = await Promise.all([toLead(e.body.data._id), toLead(e.body.data._id)])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from customers where phone_number = '+971561112223'`,
    )
    expect(n).toBe(1)
  })

  it('writes nothing when the form says too little for a lead, and needs the enquiry and lead keys', async () => {
    const bare = await t.request('POST', FORMS, {
      token: demo.manager,
      body: { name: 'Newsletter', fields: [{ label: 'E-mail', type: 'email', required: true }] },
    })
    const e = await enquire({ 'E-mail': 'reader@example.com' }, bare.body.data._id)
    const res = await toLead(e.body.data._id)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      {
        path: 'form',
        message: "The form 'Newsletter' names no listing or project for its leads: choose one on the form first.",
      },
    ])
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from customers where email = 'reader@example.com'`,
    )
    expect(n).toBe(0)
    expect((await toLead(e.body.data._id, demo.viewer)).status).toBe(403)
  })
})
