import { stringify } from 'csv-stringify/sync'
import Papa from 'papaparse'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { csvLineSql, csvSafe } from '../../src/server/http/csv.ts'
import { FORMULA_TEXTS, KEPT_TEXTS } from '../unit/http/csvTexts.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The leads export's lines are made by the database (csvLineSql); every other export's by csv-stringify with
 * csvSafe in Node. A cell typed by an outsider must come out the same either way, on PGlite and PostgreSQL.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const texts = [
  ...FORMULA_TEXTS,
  ...KEPT_TEXTS,
  'Villa, Palm "Frond" A',
  '"',
  ',',
  'two\nlines',
  'carriage\rreturn',
  '=a,"b"\n',
  "'quoted'",
  'نخلة جميرا، دبي',
  '٠٥٠ ١٢٣',
]

it('makes the same line as csvSafe and the stringifier, whatever the cells hold', async () => {
  // Rows of three cells, so a comma or quote in one cell shows up as a shifted column.
  const rows = texts.map((text, i) => [text, texts[(i + 7) % texts.length], String(i)])
  const params: unknown[] = []
  const p = (v: string) => `$${params.push(v)}::text`
  const values = rows.map((r) => `(${r.map((c) => p(c)).join(', ')})`).join(', ')
  const line = csvLineSql(['v.a', 'v.b', 'v.c'], p)
  const got = await t.db.query<{ line: string }>(`select ${line} as line from (values ${values}) v(a, b, c)`, params)
  const expected = rows.map((r) => stringify([r], { cast: { string: csvSafe } }).replace(/\n$/, ''))
  expect(got.map((r) => r.line)).toEqual(expected)
  // and a spreadsheet reads back the neutralised cells
  const parsed = Papa.parse<string[]>(got.map((r) => r.line).join('\n')).data
  expect(parsed).toEqual(rows.map((r) => r.map(csvSafe)))
})

it('reads a null cell as an empty one, keeping the columns in place', async () => {
  const params: unknown[] = []
  const line = csvLineSql(['v.a', 'v.b'], (v) => `$${params.push(v)}::text`)
  const [row] = await t.db.query<{ line: string }>(
    `select ${line} as line from (values (null::text, 'x')) v(a, b)`,
    params,
  )
  expect(row.line).toBe(',x')
})
