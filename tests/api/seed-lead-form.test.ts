import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerFormSchema, customerToForm } from '../../src/domain/customers/schema.ts'
import { toLeadApiBody } from '../../src/domain/leads/leadApi.ts'
import { leadFormSchema } from '../../src/domain/leads/leadForm.ts'
import { leadTypeFor } from '../../src/domain/leads/transitions.ts'
import type { Db } from '../../src/server/db/db.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { editorExtras, editorLead, leadToApi } from '../../src/server/leads/editor/leadRow.ts'
import { leadToForm } from '../../src/web/leads/editor/leadToForm.ts'
import { emptyTestDb, startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The demo data satisfies every rule the lead editor enforces, so a seeded lead can be
 * saved with only its Stage changed. Each lead goes the editor's way: GET cms/{id}'s answer (the same
 * two functions the route uses), over JSON, into the form's values (leadToForm), through the form's schema.
 */

/** The form's first few complaints about the asset's leads, as "lead 123 (general): field: message". */
async function formProblems(db: Db, assetId: string): Promise<{ leads: number; problems: string[] }> {
  const rows = await db.query('select * from leads where asset_id = $1 and deleted_at is null order by lead_id', [
    assetId,
  ])
  const extras = await editorExtras(
    db,
    rows.map((r) => r.id as string),
  )
  const problems: string[] = []
  for (const row of rows) {
    const answer = JSON.parse(JSON.stringify(editorLead(leadToApi(row), extras.get(row.id as string))))
    const res = leadFormSchema.safeParse(leadToForm(answer))
    if (!res.success)
      problems.push(
        `lead ${row.lead_id} (${row.type}): ${res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    // The editor shows the lead type as the contact type's, not as a choice: a demo lead must agree.
    const form = leadToForm(answer)
    if (leadTypeFor(form.contactType) !== form.leadType)
      problems.push(`lead ${row.lead_id}: lead type ${form.leadType} with contact type ${form.contactType}`)
  }
  return { leads: rows.length, problems }
}

describe('demo leads in the lead form', () => {
  let db: Db
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    // The full demo (5,000 leads per asset), as `npm start` seeds it, not the API tests' smaller template,
    // on the engine under test (it was seeded on PGlite in the PostgreSQL run too: the same work twice).
    ;({ db, close } = await emptyTestDb())
    await migrate(db)
    await seedDemo(db)
  }, 300_000)
  afterAll(() => close?.())

  it('every demo lead of both assets passes the form schema as the editor loads it', async () => {
    const assets = await db.query<{ id: string; name: string }>('select id, name from assets order by name')
    expect(assets.length).toBe(2)
    for (const a of assets) {
      const { leads, problems } = await formProblems(db, a.id)
      expect(leads).toBe(5000)
      expect(
        problems.length,
        `${a.name}: ${problems.length} of ${leads} leads fail the form, e.g.\n${problems.slice(0, 5).join('\n')}`,
      ).toBe(0)
    }
  }, 300_000)
})

describe('saving a seeded lead', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('changing only the Stage saves, for leads of every type', async () => {
    const { admin, firstAsset } = await t.demo()
    const picked = await t.db.query<{ id: string; type: string }>(
      `select id, type from (select id, type, row_number() over (partition by type order by lead_id) as n
         from leads where asset_id = $1 and parent_id is null and deleted_at is null) x where n <= 5 order by type, n`,
      [firstAsset],
    )
    expect(new Set(picked.map((p) => p.type))).toEqual(new Set(['listing', 'offplan', 'general']))
    for (const p of picked) {
      const got = await t.request('GET', `/api/properties/leads/cms/${p.id}`, { token: admin })
      expect(got.status).toBe(200)
      const form = leadFormSchema.safeParse(leadToForm(got.body.data))
      expect(
        form.success,
        `${p.type} lead ${got.body.data.leadID}: ${form.error?.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      ).toBe(true)
      const stage = form.data!.stage === 'Qualified' ? 'Viewing' : 'Qualified'
      const body = toLeadApiBody({ ...form.data!, stage, customerType: undefined }, firstAsset)
      const saved = await t.request('PATCH', `/api/properties/leads/cms/${p.id}`, { token: admin, body })
      expect(saved.status, `${p.type} lead ${got.body.data.leadID}: ${JSON.stringify(saved.body)}`).toBe(200)
      expect(saved.body.data.stage).toBe(stage)
    }
  }, 120_000)
})

describe('demo customers in the customer form', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('every demo customer of both assets passes the form schema as the editor loads it', async () => {
    const { admin, firstAsset, secondAsset } = await t.demo()
    const schema = customerFormSchema({ sensitive: true })
    for (const asset of [firstAsset, secondAsset]) {
      await t.request('PATCH', '/api/profile/change-active-asset', { token: admin, body: { asset } })
      const list = await t.request('GET', '/api/customers', { token: admin, query: { filter: { limit: -1 } } })
      expect(list.status).toBe(200)
      expect(list.body.data.length).toBeGreaterThanOrEqual(500)
      const problems = list.body.data.flatMap((c: any) => {
        const res = schema.safeParse(customerToForm(c, true))
        return res.success
          ? []
          : [`customer ${c.customerID}: ${res.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`]
      })
      expect(
        problems.length,
        `${problems.length} customers fail the form, e.g.\n${problems.slice(0, 5).join('\n')}`,
      ).toBe(0)
    }
  })
})
