import Papa from 'papaparse'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { formatInZone } from '../../src/domain/leads/datePresets.ts'
import { REPORT_COLUMNS } from '../../src/domain/leads/reportCells.ts'
import { csvSafe } from '../../src/server/http/csv.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * The export's cells are made by the database (leads/report/export.ts) for speed; the report's cell
 * rules are REPORT_COLUMNS' `text` (src/domain/leads/reportCells.ts). On the demo leads (every stage,
 * market, review, agent and project situation) each exported row is the report row's texts.
 */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
})
afterAll(() => t?.close())

it('exports each demo lead with the texts of the report columns', async () => {
  const tz = 'Asia/Dubai'
  const { first } = await demoAssetIds(t.db)
  // The newest ~180 top-level leads: one report page holds them all.
  const [{ since }] = await t.db.query<{ since: Date }>(
    `select data_source_created_at as since from leads where asset_id = $1 and parent_id is null and deleted_at is null
      order by data_source_created_at desc offset 179 limit 1`,
    [first],
  )
  const query = {
    dateFrom: formatInZone(new Date(since.getTime() + 86_400_000), tz, 'YYYY-MM-DD'),
    excludeTestAgents: false,
  }
  const headers = { 'X-Timezone': tz }
  const page = await t.request('GET', '/api/properties/leads', {
    token: admin,
    headers,
    query: { filter: { page: 1, limit: 200, query } },
  })
  expect(page.status).toBe(200)
  expect(page.body.meta.total).toBeGreaterThan(50)
  expect(page.body.meta.total).toBeLessThan(200)
  const res = await t.request('GET', '/api/properties/leads/export', {
    token: admin,
    headers,
    query: { filter: { query } },
  })
  expect(res.status).toBe(200)
  const [header, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  expect(header).toEqual(REPORT_COLUMNS.map((c) => c.header))
  // SLA Stage depends on the moment of reading (both sides use slaStageCaseSql); every other cell must match.
  const sla = REPORT_COLUMNS.findIndex((c) => c.id === 'leadSLAStage')
  const withoutSla = (cells: string[]) => cells.filter((_, i) => i !== sla)
  const expected = page.body.data.map((lead: any) =>
    withoutSla(REPORT_COLUMNS.map((c) => csvSafe(c.text(lead, (iso) => formatInZone(iso, tz))))),
  )
  expect(rows.map(withoutSla)).toEqual(expected)
  // The demo covers the cells' cases.
  const column = (id: string) => new Set(rows.map((r) => r[REPORT_COLUMNS.findIndex((c) => c.id === id)]))
  expect(column('market')).toEqual(new Set(['Off Plan', 'Secondary', 'General']))
  expect(column('rating').has('N/A')).toBe(true)
  expect(column('rating').size).toBeGreaterThan(1)
})
