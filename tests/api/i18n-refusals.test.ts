import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ar as arabic } from '../../src/domain/i18n/ar/index.ts'
import { resourceWords } from '../../src/domain/i18n/ar/resourceWords.ts'
import { ManualClock } from '../../src/server/clock.ts'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { insertAgent, insertListing } from './helpers/leadFixtures.ts'
import { slaUser } from './helpers/slaFixtures.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The server's refusals whose sentence is not the throw's direct argument (a conditional's branch,
 * a helper's returned sentence, a `message` constant, a local refuse(), a server schema's refine or error
 * parameter) answer in the request's language like the others; English unchanged.
 */
let t: TestApp
let a: AssetFixture
let demo: Awaited<ReturnType<TestApp['demo']>>
let ana: { token: string; member: string }
const clock = new ManualClock()
const AR = { 'X-Language': 'ar' }
/** A catalogue sentence with its placeholders filled. */
const fill = (text: string, vars: Record<string, string | number> = {}) =>
  text.replace(/{{(\w+)}}/g, (_, k: string) => String(vars[k]))

beforeAll(async () => {
  t = await startTestApp({ config: { clock, slaTickSeconds: 0 } })
  ;({ a } = await leadEditorFixtures(t.db))
  demo = await t.demo()
  ana = await slaUser(t, 'ana@i18n-refusals.test', 'Ana Agent')
})
afterAll(() => t?.close())

describe('refusals the scan follows to their sentence, in Arabic', () => {
  it('a review of a viewing that has one (a conditional’s branch)', async () => {
    clock.set(new Date())
    const lead = await t.request('POST', '/api/properties/leads', {
      token: demo.manager,
      body: listingLeadBody(a, { agent: ana.member, isManualAssignment: true }),
    })
    expect(lead.status, JSON.stringify(lead.body)).toBe(201)
    const base = `/api/properties/leads/${lead.body.data._id}`
    const viewing = await t.request('POST', `${base}/activities`, {
      token: ana.token,
      body: { data: { kind: 'viewing', listing: a.listingSale, occurredAt: new Date().toISOString() } },
    })
    expect(viewing.status, JSON.stringify(viewing.body)).toBe(201)
    const done = await t.request('PATCH', `${base}/activities/${viewing.body.data._id}`, {
      token: ana.token,
      body: { data: { outcome: 'completed' } },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const review = (headers = {}) =>
      t.request('POST', `${base}/reviews`, {
        token: ana.token,
        headers,
        body: { data: { rating: 4, category: 'viewing', viewing: viewing.body.data._id } },
      })
    expect((await review()).status).toBe(201)
    const again = await review(AR)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(arabic.errors.activities.viewingReviewed)
    expect((await review()).body.message).toBe('This viewing already has a review.')
  })

  it('an enquiry turned into a lead: what its form still needs (a helper’s sentence) and no contact answer (a message constant)', async () => {
    const agent = await insertAgent(t.db, demo.firstAsset, 'Refusals Agent')
    const listing = await insertListing(t.db, demo.firstAsset, 'DMR-REFUSALS-1')
    const fields = [
      { label: 'Full name', type: 'name', required: true },
      { label: 'E-mail', type: 'email' },
    ]
    const formOf = async (name: string, extra: Record<string, unknown>) => {
      const res = await t.request('POST', '/api/data-form/forms', {
        token: demo.manager,
        body: { name, fields, contactType: 'Buyer', leadSource: 'Website', ...extra },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data._id as string
    }
    const enquiry = async (form: string, answers: Record<string, unknown>) => {
      const res = await t.request('POST', '/api/data-form/enquiries', {
        token: demo.manager,
        body: { form, name: 'Nadia Visitor', answers },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data._id as string
    }
    const toLead = (id: string, headers = {}) =>
      t.request('POST', `/api/data-form/enquiries/${id}/lead`, { token: demo.manager, headers })

    const bare = await enquiry(await formOf('Bare enquiry', { referredBy: agent }), {
      'Full name': 'Nadia Visitor',
      'E-mail': 'nadia@example.com',
    })
    const ar = await toLead(bare, AR)
    expect(ar.status).toBe(400)
    const sentence = fill(arabic.errors.content.formNoTarget, { form: 'Bare enquiry' })
    expect(ar.body).toMatchObject({ message: sentence, errors: [{ path: 'form', message: sentence }] })
    expect((await toLead(bare)).body.message).toBe(
      "The form 'Bare enquiry' names no listing or project for its leads: choose one on the form first.",
    )

    const silent = await enquiry(await formOf('Listing enquiry', { listing, referredBy: agent }), {
      'Full name': 'Nadia Visitor',
    })
    const none = await toLead(silent, AR)
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({
      message: arabic.errors.content.noContact,
      errors: [{ path: 'answers', message: arabic.errors.content.noContact }],
    })
  })

  it('a saved view of an unknown list and an activity without its data envelope (a refine’s message, a schema’s error parameter)', async () => {
    const views = (headers = {}) => t.request('GET', '/api/views?list=nope', { token: demo.manager, headers })
    const view = await views(AR)
    expect(view.status).toBe(400)
    expect(view.body.errors).toEqual([{ path: 'query.list', message: arabic.schema.server.viewList }])
    expect((await views()).body.errors).toEqual([
      { path: 'query.list', message: 'List must be the leads report or a registry list.' },
    ])

    const lead = await t.request('POST', '/api/properties/leads', {
      token: demo.manager,
      body: listingLeadBody(a, { agent: ana.member, isManualAssignment: true }),
    })
    const url = `/api/properties/leads/${lead.body.data._id}/activities`
    const bare = await t.request('POST', url, { token: ana.token, headers: AR, body: { kind: 'call' } })
    expect(bare.status).toBe(400)
    expect(bare.body.errors.map((e: { message: string }) => e.message)).toContain(arabic.schema.server.dataEnvelope)
    expect(
      (await t.request('POST', url, { token: ana.token, body: { kind: 'call' } })).body.errors.map(
        (e: { message: string }) => e.message,
      ),
    ).toContain('The body must be {data: {...}}.')
  })

  it('a redirect that would close a loop (a local refuse())', async () => {
    const save = (source: string, target: string, headers = {}) =>
      t.request('POST', '/api/seo/custom-urls', {
        token: demo.admin,
        headers,
        body: { title: `${source} to ${target}`, source, target, statusCode: '301' },
      })
    const first = await save('/refusals-a', '/refusals-b')
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const loop = await save('/refusals-b', '/refusals-a', AR)
    expect(loop.status).toBe(400)
    expect(loop.body.errors).toEqual([
      {
        path: 'target',
        message: fill(arabic.errors.content.redirectLoop, { trail: '/refusals-b → /refusals-a → /refusals-b' }),
      },
    ])
  })

  it('a sent campaign: editing it (a message constant), and why a customer was not mailed (stored English read in the reader’s language)', async () => {
    const template = await t.request('POST', '/api/templates', {
      token: demo.manager,
      body: { name: 'Refusals template', subject: 'Hello', body: '<p>Hello {{customer.firstName}}</p>' },
    })
    expect(template.status, JSON.stringify(template.body)).toBe(201)
    const [quiet] = await t.db.query<{ id: string }>(
      `insert into customers (id, asset_id, first_name, last_name, email, do_not_disturb, type) values (gen_random_uuid(), $1, 'Quiet', 'Refusalstest', 'quiet@example.com', true, 'Client') returning id`,
      [demo.firstAsset],
    )
    const created = await t.request('POST', '/api/outreach-campaigns', {
      token: demo.manager,
      body: { name: 'Refusals mailing', template: template.body.data._id, segment: { text: 'Refusalstest' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const url = `/api/outreach-campaigns/${created.body.data._id}`
    expect((await t.request('POST', `${url}/send`, { token: demo.manager })).status).toBe(200)

    const edit = await t.request('PATCH', url, { token: demo.manager, headers: AR, body: { name: 'Renamed' } })
    expect(edit.status).toBe(400)
    expect(edit.body).toMatchObject({
      message: arabic.errors.content.campaignSentEdit,
      errors: [{ path: 'status', message: arabic.errors.content.campaignSentEdit }],
    })

    const reasons = async (headers = {}) =>
      (await t.request('GET', `${url}/recipients`, { token: demo.manager, headers })).body.data.map(
        (r: { customer: { _id: string }; reason: string }) => [r.customer._id, r.reason],
      )
    expect(await reasons(AR)).toEqual([[quiet.id, arabic.errors.content.recipient.doNotDisturb]])
    expect(await reasons()).toEqual([[quiet.id, 'Do not disturb']])
  })

  it('a template naming a variable the renderer does not know (a domain helper’s sentence), with Arabic’s plural forms', async () => {
    const save = (body: string, headers = {}) =>
      t.request('POST', '/api/templates', { token: demo.manager, headers, body: { name: 'Typo', subject: 'Hi', body } })
    const known =
      '{{customer.firstName}}, {{customer.lastName}}, {{customer.fullName}}, {{customer.email}}, {{customer.phoneNumber}}, {{customer.customerID}}, {{asset.name}}'
    const one = await save('<p>Dear {{customer.frstName}}</p>', AR)
    expect(one.status).toBe(400)
    expect(one.body.errors).toEqual([
      {
        path: 'body',
        message: fill(arabic.errors.content.unknownVariables_one, {
          label: resourceWords.Body,
          names: '{{customer.frstName}}',
          known,
        }),
      },
    ])
    const two = await save('<p>{{a.b}} {{c.d}}</p>', AR)
    expect(two.body.errors[0].message).toBe(
      fill(arabic.errors.content.unknownVariables_two, { label: resourceWords.Body, names: '{{a.b}}, {{c.d}}', known }),
    )
    expect((await save('<p>{{a.b}} {{c.d}}</p>')).body.errors[0].message).toBe(
      `Body names {{a.b}}, {{c.d}}, which are not variables: use ${known}.`,
    )
  })
})
