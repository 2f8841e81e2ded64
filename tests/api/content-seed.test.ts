import { afterAll, beforeAll, expect, it } from 'vitest'
import { RESOURCES } from '../../src/domain/resources/index.ts'
import { writableFields, writeSchemas } from '../../src/domain/resources/schema.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The demo's content A: every section has a few records in English and Arabic, and each one
 * saves as the form would send it (its values pass the declaration's schema), so opening and saving a
 * demo record never meets a rule the seed broke.
 */
const SECTIONS = [
  'pages',
  'blogPosts',
  'blogCategories',
  'blogTags',
  'careerJobs',
  'careerApplications',
  'areaGuides',
  'sliders',
  'publications',
  'awards',
  'dynamicUrls',
  'customUrls',
]

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await startTestApp()
  ;({ admin } = await t.demo())
})
afterAll(() => t?.close())

it.each(SECTIONS)('%s: demo records in English and Arabic that save as they are', async (name) => {
  const r = RESOURCES.find((x) => x.name === name)!
  const res = await t.request('GET', r.basePath, { token: admin, query: { filter: JSON.stringify({ limit: -1 }) } })
  expect(res.status).toBe(200)
  expect(res.body.data.length).toBeGreaterThanOrEqual(2)
  const schema = writeSchemas(r).update
  for (const row of res.body.data) {
    const values = Object.fromEntries(
      writableFields(r)
        .filter(([k]) => row[k] !== undefined)
        .map(([k]) => [k, row[k]]),
    )
    const parsed = schema.safeParse(values)
    expect(parsed.success, `${name} ${row[r.titleField]}: ${parsed.error?.message}`).toBe(true)
    if (r.fields.translations?.translate)
      expect(Object.values(row.translations?.ar ?? {}).some(Boolean), `${name} ${row[r.titleField]} in Arabic`).toBe(
        true,
      )
  }
  const saved = await t.request('PATCH', `${r.basePath}/${res.body.data[0]._id}`, {
    token: admin,
    body: { [r.titleField]: res.body.data[0][r.titleField] },
  })
  expect(saved.status).toBe(200)
})
