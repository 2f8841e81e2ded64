import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../src/domain/resources/projects.ts'
import { writeSchemas, writableFields } from '../../src/domain/resources/schema.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** The project calls of spec 1 §7 and the off-plan fields: payment plans, FAQs, duplicate, agents, parts. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
let project: any
let foreignProject: string
const base = '/api/properties/projects'
const plan = (name: string, ...percents: number[]) => ({
  name,
  milestones: percents.map((percent, i) => ({ label: `Step ${i + 1}`, percent })),
})

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
  const res = await t.request('POST', base, {
    token: demo.manager,
    body: {
      name: 'Harbour Lights',
      slug: 'harbour-lights',
      paymentPlans: [plan('60/40', 10, 50, 40)],
      status: 'under_construction',
      constructionPercent: 35,
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  project = res.body.data
  const [p] = await t.db.query<{ id: string }>(
    `insert into projects (id, asset_id, name) values (gen_random_uuid(), $1, 'Theirs') returning id`,
    [demo.secondAsset],
  )
  foreignProject = p.id
})
afterAll(() => t?.close())

describe('project fields', () => {
  it('refuses payment plans whose percents do not add up to 100, naming the plan', async () => {
    const res = await t.request('POST', base, {
      token: demo.manager,
      body: { name: 'Short Plan', paymentPlans: [plan('60/40', 10, 50, 40), plan('Post-handover', 20, 70)] },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      {
        path: 'paymentPlans.1.milestones',
        message: "Payment plan 'Post-handover': the milestone percentages must add up to 100 (now 90).",
      },
    ])
    const patched = await t.request('PATCH', `${base}/payment-plans/${project._id}`, {
      token: demo.manager,
      body: { paymentPlans: [plan('', 33.33, 33.33, 33.33)] },
    })
    expect(patched.body.errors).toEqual([
      { path: 'paymentPlans.0.name', message: 'Name is required.' },
      {
        path: 'paymentPlans.0.milestones',
        message: 'Payment plan 1: the milestone percentages must add up to 100 (now 99.99).',
      },
    ])
    const ok = await t.request('PATCH', `${base}/payment-plans/${project._id}`, {
      token: demo.manager,
      body: { paymentPlans: [plan('Thirds', 33.33, 33.33, 33.34)] },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.paymentPlans[0].milestones.map((m: any) => m.percent)).toEqual([33.33, 33.33, 33.34])
  })

  it('validates sub-items by their declared sub-fields and keeps their order', async () => {
    const bad = await t.request('PATCH', `${base}/${project._id}`, {
      token: demo.manager,
      body: { unitTypes: [{ type: 'Villa', sizeFrom: 3000, sizeTo: 2500, colour: 'red' }], constructionPercent: 101 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'unitTypes.0.colour', message: expect.any(String) },
        { path: 'constructionPercent', message: expect.stringMatching(/^Construction \(%\)/) },
      ]),
    )
    const types = [
      { type: 'Townhouse', sizeFrom: 1800, sizeTo: 2400, priceFrom: 2_100_000, priceTo: 2_900_000 },
      { type: 'Villa', sizeFrom: 3000 },
    ]
    const ok = await t.request('PATCH', `${base}/types/${project._id}`, {
      token: demo.manager,
      body: { unitTypes: types },
    })
    expect(ok.body.data.unitTypes).toEqual(types)
    const kp = await t.request('PATCH', `${base}/${project._id}/keypoints`, {
      token: demo.manager,
      body: { keyPoints: [{ text: 'Beach access' }, { text: '5 minutes to the metro' }] },
    })
    expect(kp.body.data.keyPoints).toEqual([{ text: 'Beach access' }, { text: '5 minutes to the metro' }])
    const range = await t.request('PATCH', `${base}/types/${project._id}`, {
      token: demo.manager,
      body: { unitTypes: [{ type: 'Villa', sizeFrom: 3000, sizeTo: 2500 }] },
    })
    expect(range.body.errors).toEqual([{ path: 'unitTypes.0.sizeTo', message: 'Size To must be at least Size From.' }])
  })

  it('stores Arabic translations of the declared fields only', async () => {
    const ok = await t.request('PATCH', `${base}/${project._id}`, {
      token: demo.manager,
      body: { translations: { ar: { name: 'أضواء المرفأ', description: 'مشروع على الواجهة البحرية' } } },
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.data.translations.ar.name).toBe('أضواء المرفأ')
    const bad = await t.request('PATCH', `${base}/${project._id}`, {
      token: demo.manager,
      body: { translations: { ar: { campaignName: 'x' }, fr: { name: 'x' } } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(['translations.ar.campaignName', 'translations.fr'])
  })
})

describe('project FAQs', () => {
  const faq = (id: string, faqId = '') => `${base}/${id}/faq${faqId ? `/${faqId}` : ''}`
  it('adds, reads, changes, reorders and deletes FAQ items, with 400 sentences', async () => {
    const made: any[] = []
    for (const q of ['When is handover?', 'Is there a payment plan?', 'Who is the developer?']) {
      const res = await t.request('POST', faq(project._id), {
        token: demo.manager,
        body: { question: q, answer: `About: ${q}` },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      made.push(res.body.data)
    }
    expect(made.map((f) => f.order)).toEqual([0, 1, 2])
    expect((await t.request('GET', faq(project._id, made[1]._id), { token: demo.viewer })).body.data).toMatchObject({
      question: 'Is there a payment plan?',
      enabled: true,
    })
    const changed = await t.request('PATCH', faq(project._id, made[1]._id), {
      token: demo.manager,
      body: { enabled: false },
    })
    expect(changed.body.data).toMatchObject({ question: 'Is there a payment plan?', enabled: false })
    const order = [made[2]._id, made[0]._id, made[1]._id]
    const re = await t.request('PATCH', `${base}/${project._id}/change-faqs-order`, {
      token: demo.manager,
      body: { order },
    })
    expect(re.body.data.map((f: any) => f._id)).toEqual(order)
    const read = await t.request('GET', `${base}/${project._id}`, { token: demo.agent })
    expect(read.body.data.faqs.map((f: any) => f.question)).toEqual([
      'Who is the developer?',
      'When is handover?',
      'Is there a payment plan?',
    ])
    const partial = await t.request('PATCH', `${base}/${project._id}/change-faqs-order`, {
      token: demo.manager,
      body: { order: order.slice(1) },
    })
    expect(partial.body).toMatchObject({
      statusCode: 400,
      message: "The order must list each of the project's 3 FAQs once.",
    })
    const heading = await t.request('PATCH', `${base}/${project._id}/faq/heading`, {
      token: demo.manager,
      body: { heading: 'Questions buyers ask' },
    })
    expect(heading.status).toBe(200)
    expect((await t.request('GET', `${base}/${project._id}`, { token: demo.agent })).body.data.faqHeading).toBe(
      'Questions buyers ask',
    )
    const blank = await t.request('POST', faq(project._id), {
      token: demo.manager,
      body: { question: '  ', answer: 'x' },
    })
    expect(blank.body.errors).toEqual([{ path: 'question', message: 'Question is required.' }])
    const missing = await t.request('POST', faq(project._id), { token: demo.manager, body: { question: 'Why?' } })
    expect(missing.body.errors).toEqual([{ path: 'answer', message: 'Answer is required.' }])
    expect((await t.request('DELETE', faq(project._id, made[0]._id), { token: demo.manager })).status).toBe(200)
    expect((await t.request('GET', faq(project._id, made[0]._id), { token: demo.manager })).status).toBe(404)
    expect(
      (await t.request('POST', faq(project._id), { token: demo.viewer, body: { question: 'a', answer: 'b' } })).status,
    ).toBe(403)
  })

  it("answers 404 for another asset's project or FAQ, and for a FAQ of another project", async () => {
    const [theirs] = await t.db.query<{ id: string }>(
      `insert into project_faqs (id, asset_id, project_id, question, answer) values (gen_random_uuid(), $1, $2, 'Theirs?', 'Yes') returning id`,
      [demo.secondAsset, foreignProject],
    )
    expect(
      (await t.request('POST', faq(foreignProject), { token: demo.admin, body: { question: 'a', answer: 'b' } }))
        .status,
    ).toBe(404)
    expect((await t.request('GET', faq(foreignProject, theirs.id), { token: demo.admin })).status).toBe(404)
    expect((await t.request('GET', faq(project._id, theirs.id), { token: demo.admin })).status).toBe(404)
    expect(
      (await t.request('PATCH', faq(project._id, theirs.id), { token: demo.admin, body: { enabled: false } })).status,
    ).toBe(404)
    expect((await t.request('DELETE', faq(project._id, theirs.id), { token: demo.admin })).status).toBe(404)
    expect(
      (
        await t.request('PATCH', `${base}/${foreignProject}/change-faqs-order`, {
          token: demo.admin,
          body: { order: [theirs.id] },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request('PATCH', `${base}/${foreignProject}/faq/heading`, { token: demo.admin, body: { heading: 'x' } }))
        .status,
    ).toBe(404)
    expect(
      (await t.request('POST', `${base}/duplicate`, { token: demo.admin, body: { id: foreignProject } })).status,
    ).toBe(404)
    expect(
      (await t.request('PATCH', `${base}/agents/${foreignProject}`, { token: demo.admin, body: { agents: [] } }))
        .status,
    ).toBe(404)
    expect((await t.db.query(`select 1 from project_faqs where id = $1 and enabled`, [theirs.id])).length).toBe(1)
  })
})

describe('duplicate and agents', () => {
  it('copies a project disabled, with a new unique slug, its FAQs and round-robin agents', async () => {
    const [a1, a2] = await t.db.query<{ id: string }>(
      `select id from team_members where asset_id = $1 and deleted_at is null order by name limit 2`,
      [demo.firstAsset],
    )
    const agents = await t.request('PATCH', `${base}/agents/${project._id}`, {
      token: demo.manager,
      body: { agents: [a2.id, a1.id] },
    })
    expect(agents.status, JSON.stringify(agents.body)).toBe(200)
    expect(agents.body.data.agents).toEqual([a2.id, a1.id])
    const first = await t.request('POST', `${base}/duplicate`, { token: demo.manager, body: { id: project._id } })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data).toMatchObject({
      name: 'Harbour Lights (copy)',
      slug: 'harbour-lights-copy',
      enabled: false,
      constructionPercent: 35,
      agents: [a2.id, a1.id],
    })
    expect(first.body.data.faqs.map((f: any) => f.question)).toEqual([
      'Who is the developer?',
      'Is there a payment plan?',
    ])
    expect(first.body.data._id).not.toBe(project._id)
    const second = await t.request('POST', `${base}/duplicate`, { token: demo.manager, body: { id: project._id } })
    expect(second.body.data.slug).toBe('harbour-lights-copy-2')
    const ofCopy = await t.request('POST', `${base}/duplicate`, {
      token: demo.manager,
      body: { id: first.body.data._id },
    })
    expect(ofCopy.body.data.slug).toBe('harbour-lights-copy-3')
    expect((await t.request('POST', `${base}/duplicate`, { token: demo.manager, body: {} })).body.errors).toEqual([
      { path: 'id', message: 'Project is required.' },
    ])
    expect(
      (await t.request('POST', `${base}/duplicate`, { token: demo.viewer, body: { id: project._id } })).status,
    ).toBe(403)
    const [theirAgent] = await t.db.query<{ id: string }>(`select id from team_members where asset_id = $1 limit 1`, [
      demo.secondAsset,
    ])
    const foreign = await t.request('PATCH', `${base}/agents/${project._id}`, {
      token: demo.manager,
      body: { agents: [theirAgent.id] },
    })
    expect(foreign.body.errors).toEqual([{ path: 'agents', message: 'Team Member not found' }])
  })
})

describe('listing distinct values', () => {
  it('honours countrySlug and refuses another asset', async () => {
    const url = '/api/properties/listings/distinct/city'
    expect(
      (await t.request('GET', url, { token: demo.manager, query: { countrySlug: 'united-arab-emirates' } })).body.data,
    ).toContain('Dubai')
    expect((await t.request('GET', url, { token: demo.manager, query: { countrySlug: 'oman' } })).body.data).toEqual([])
    expect((await t.request('GET', url, { token: demo.manager, query: { asset: demo.firstAsset } })).status).toBe(200)
    expect((await t.request('GET', url, { token: demo.manager, query: { asset: demo.secondAsset } })).status).toBe(400)
  })
})

describe('demo projects', () => {
  it('each saves through the project schema as read (payment plans adding up to 100) and has FAQs, unit types and key points', async () => {
    const res = await t.request('GET', base, {
      token: demo.admin,
      query: { filter: { limit: 100, query: { name: { $ne: 'Harbour Lights' } } } },
    })
    const demoProjects = res.body.data.filter((p: any) => p.reraNumber)
    expect(demoProjects.length).toBeGreaterThanOrEqual(20)
    const writable = writableFields(projects).map(([k]) => k)
    for (const p of demoProjects) {
      const values = Object.fromEntries(
        writable.filter((k) => p[k] !== null && p[k] !== undefined).map((k) => [k, p[k]]),
      )
      const parsed = writeSchemas(projects).update.safeParse(values)
      expect(parsed.success, `${p.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(p.paymentPlans.length).toBeGreaterThan(0)
      expect(p.faqs.length).toBe(3)
      expect(p.unitTypes.length).toBe(p.propertyTypes.length)
      expect(p.keyPoints.length).toBe(3)
    }
  })
})
