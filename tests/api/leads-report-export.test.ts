import http from 'node:http'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent } from './helpers/leadFixtures.ts'

/**
 * The leads export beyond one range (5,000 rows): every row exactly once in the report's order, and
 * other requests served while a client holds an export open without reading.
 */
let t: TestApp
let admin: string
let assetId: string
const TAG = `Exp${Math.random().toString(36).slice(2, 8)}`
const N = 12_000

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
  assetId = (await demoAssetIds(t.db)).first
  const [zed, amy] = [await insertAgent(t.db, assetId, 'Zed Export'), await insertAgent(t.db, assetId, 'Amy Export')]
  // Nullable sort columns with many ties and nulls, so ranges end inside runs of equal values; a wide
  // source channel (about 10 MB of CSV in all), more than socket buffers hold, so a paused client stops the export midway.
  await t.db.query(
    `insert into leads (id, asset_id, lead_id, source_data_id, source, source_channel, location, agent_id, data_source_created_at)
     select gen_random_uuid(), $1, $2 + i, 'CRM-' || ($2 + i), $3, 'Channel ' || repeat('x', 800),
       case when i % 4 = 0 then null else 'Loc ' || (i % 9) end,
       case when i % 5 = 0 then null when i % 5 < 3 then $4::uuid else $5::uuid end,
       timestamptz '2026-03-01' - make_interval(mins => i % 700)
     from generate_series(1, $6::int) i`,
    [assetId, 30_000_000 + Math.floor(Math.random() * 1_000_000), TAG, zed, amy, N],
  )
  // Fresh statistics after the bulk insert (PGlite runs no autovacuum): else the planner counts each row's children by a scan.
  await t.db.query('analyze leads')
}, 300_000)
afterAll(() => t?.close())

const exportPath = (sort?: Record<string, 1 | -1>) =>
  `/api/properties/leads/export?filter=${encodeURIComponent(JSON.stringify({ query: { source: [TAG] }, ...(sort ? { sort } : {}) }))}`

const leadIds = (csv: string) => {
  const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  const col = header.indexOf('Lead ID')
  return rows.map((r) => r[col])
}

/** The tagged leads' IDs in an ORDER BY written out here (the report's sort, ties by id in the last key's direction). */
async function expectedOrder(orderBy: string) {
  const rows = await t.db.query<{ lead_id: number }>(
    `select l.lead_id from leads l left join team_members a on a.id = l.agent_id where l.asset_id = $1 and l.source = $2 order by ${orderBy}`,
    [assetId, TAG],
  )
  return rows.map((r) => String(r.lead_id))
}

describe('export beyond one range', () => {
  const cases: Array<[string, Record<string, 1 | -1>, string]> = [
    ['location ascending', { location: 1 }, 'l.location asc nulls first, l.id asc'],
    ['location descending', { location: -1 }, 'l.location desc nulls last, l.id desc'],
    [
      'agent descending, then location ascending',
      { agent: -1, location: 1 },
      'a.name desc nulls last, l.location asc nulls first, l.id asc',
    ],
  ]
  it.each(cases)('has every row once in the report order: %s', async (_label, sort, orderBy) => {
    const res = await t.request('GET', exportPath(sort), { token: admin })
    expect(res.status).toBe(200)
    const got = leadIds(String(res.body))
    expect(new Set(got).size).toBe(N)
    expect(got).toEqual(await expectedOrder(orderBy))
  })
})

/** GETs a path and pauses the response after its first chunk, as a slow client does. */
function openPaused(path: string, token: string): Promise<{ res: http.IncomingMessage; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get(t.url + path, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.once('data', (chunk: Buffer) => {
        res.pause()
        res.unshift(chunk)
        resolve({ res, req })
      })
    })
    req.on('error', reject)
  })
}

describe('a slow export client', () => {
  it('does not hold up other requests, and its export still has every row once', async () => {
    const { res, req } = await openPaused(exportPath(), admin)
    try {
      let timer: NodeJS.Timeout | undefined
      const stuck = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('GET /api/properties/leads waited for the paused export')), 15_000)
      })
      const list = t.request('GET', '/api/properties/leads', {
        token: admin,
        query: { filter: { page: 1, limit: 5, query: { source: [TAG] } } },
      })
      const other = await Promise.race([list, stuck]).finally(() => clearTimeout(timer))
      expect(other.status).toBe(200)
      expect(other.body.meta.total).toBe(N)

      res.setEncoding('utf8')
      let csv = ''
      for await (const chunk of res) csv += chunk
      const got = leadIds(csv)
      expect(got).toHaveLength(N)
      expect(new Set(got).size).toBe(N)
    } finally {
      req.destroy()
    }
  })
})
