import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** The generic CSV import of declared resources, through projects: preview, all or nothing, valid rows only. */
let t: TestApp
let demo: Awaited<ReturnType<TestApp['demo']>>
const base = '/api/properties/projects'
const plan = (a: number, b: number) =>
  JSON.stringify([
    {
      name: 'Standard',
      milestones: [
        { label: 'Booking', percent: a },
        { label: 'Handover', percent: b },
      ],
    },
  ]).replace(/"/g, '""')

const csv = [
  'Name,Developer,Status,Construction (%),Start Date,Bedrooms,Payment Plans',
  `Import Tower A,Emaar Properties,planned,0,2026-01-10,1;2;3,"${plan(20, 80)}"`,
  `Import Tower B,No Such Developer,finished,140,2026-02-30,,"${plan(20, 70)}"`,
  `Import Tower C,,ready,100,,,`,
].join('\n')

const count = async (asset: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from projects where asset_id = $1 and name like 'Import Tower%'`,
      [asset],
    )
  )[0].n

beforeAll(async () => {
  t = await startTestApp()
  demo = await t.demo()
})
afterAll(() => t?.close())

describe('registry import', () => {
  it('previews each row with its errors (row number, field, sentence) and writes nothing', async () => {
    const res = await t.request('POST', `${base}/import/preview`, { token: demo.admin, body: { csv } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ total: 3, valid: 2, invalid: 1 })
    const [a, b, c] = res.body.data.rows
    expect(a).toMatchObject({
      row: 2,
      errors: [],
      values: { name: 'Import Tower A', status: 'planned', constructionPercent: 0, bedrooms: [1, 2, 3] },
    })
    expect(a.values.developer).toMatch(/^[0-9a-f-]{36}$/)
    expect(c).toMatchObject({ row: 4, errors: [] })
    expect(b.row).toBe(3)
    expect(b.errors).toEqual(
      expect.arrayContaining([
        { path: 'developer', message: "Developer: no developer is named 'No Such Developer'." },
        { path: 'constructionPercent', message: expect.stringMatching(/^Construction \(%\) .*100/) },
        { path: 'status', message: expect.stringMatching(/^Status /) },
        {
          path: 'paymentPlans.0.milestones',
          message: "Payment plan 'Standard': the milestone percentages must add up to 100 (now 90).",
        },
      ]),
    )
    expect(await count(demo.firstAsset)).toBe(0)
  })

  it('writes nothing when any row fails, naming each row in the 400', async () => {
    const res = await t.request('POST', `${base}/import`, { token: demo.admin, body: { csv } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(
      '1 of 3 rows have errors, so nothing was imported. Correct them, or import only the valid rows.',
    )
    expect(res.body.errors).toContainEqual({
      path: 'rows.3.developer',
      message: "Row 3: Developer: no developer is named 'No Such Developer'.",
    })
    expect(await count(demo.firstAsset)).toBe(0)
  })

  it('imports the valid rows when asked, skipping the others, in the caller’s asset', async () => {
    const res = await t.request('POST', `${base}/import`, { token: demo.admin, body: { csv, validOnly: true } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ created: 2, skipped: 1 })
    expect(await count(demo.firstAsset)).toBe(2)
    expect(await count(demo.secondAsset)).toBe(0)
    const a = await t.request('GET', `${base}/${res.body.data.ids[0]}`, {
      token: demo.admin,
      query: { filter: { populate: ['developer'] } },
    })
    expect(a.body.data).toMatchObject({
      name: 'Import Tower A',
      developer: { name: 'Emaar Properties' },
      paymentPlans: [{ name: 'Standard' }],
    })
  })

  it('answers a file it cannot read with a 400 sentence, and needs the add key', async () => {
    const send = (body: unknown, token = demo.admin) => t.request('POST', `${base}/import/preview`, { token, body })
    expect((await send({ csv: 'Name,Colour\nX,red' })).body).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Column 'Colour' is not one of the columns this import takes: Name, /),
    })
    expect((await send({ csv: 'Slug\nx' })).body.message).toBe("The file needs the column 'Name'.")
    expect((await send({ csv: 'Name,name\nx,y' })).body.message).toBe("Column 'Name' appears twice in the header.")
    expect((await send({ csv: 'Name\n' })).body.message).toBe('The file has a header but no rows to import.')
    expect((await send({ csv: '' })).body.errors).toEqual([{ path: 'csv', message: 'Choose a CSV file to import.' }])
    expect((await send({ csv: 'Name\nx' }, demo.viewer)).status).toBe(403)
  })
})
