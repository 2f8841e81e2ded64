import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_COLUMNS } from '../../src/domain/leads/reportCells.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent, insertLead, insertProject } from './helpers/leadFixtures.ts'

/** Export, bulk actions and the lead detail data of the leads report, as the admin who sees the whole asset (lead scope: lead-scope.test.ts). */
let t: TestApp
let viewer: string
let admin: string
const TAG = `Act${Math.random().toString(36).slice(2, 8)}`
const ids: Record<string, string> = {}
let A: { first: string; second: string }

beforeAll(async () => {
  t = await startTestApp()
  ;[viewer, admin] = await Promise.all(['viewer', 'admin'].map((u) => t.login(`${u}@demo.test`)))
  A = await demoAssetIds(t.db)
  ids.agent = await insertAgent(t.db, A.first, 'Omar Broker', { officeName: 'JLT' })
  ids.other = await insertAgent(t.db, A.first, 'Lina Closer', { officeName: 'Marina' })
  ids.foreignAgent = await insertAgent(t.db, A.second, 'Palm Agent')
  ids.project = await insertProject(t.db, A.first, 'Harbour Views', 'Nakheel')
  const created = new Date('2026-02-10T08:05:00Z')
  ids.l1 = (
    await insertLead(t.db, A.first, {
      leadId: 7_500_001,
      source: TAG,
      agentId: ids.agent,
      projectId: ids.project,
      createdAt: created,
      reviewFeedback: 'late',
      isAccepted: true,
    })
  ).id
  ids.l2 = (
    await insertLead(t.db, A.first, {
      leadId: 7_500_002,
      source: TAG,
      createdAt: new Date(created.getTime() + 60_000),
      reviewRating: 5,
    })
  ).id
  ids.child = (await insertLead(t.db, A.first, { leadId: 7_500_003, source: TAG, parentId: ids.l1 })).id
  ids.foreign = (await insertLead(t.db, A.second, { leadId: 7_500_004, source: TAG })).id
})
afterAll(() => t?.close())

describe('export', () => {
  it('streams CSV of the filtered rows with the report columns and cell rules', async () => {
    const res = await t.request('GET', '/api/properties/leads/export', {
      token: admin,
      headers: { 'X-Timezone': 'Asia/Dubai' },
      query: { filter: { query: { source: [TAG] } } },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    const parsed = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), { skipEmptyLines: true })
    const [header, ...rows] = parsed.data
    expect(header).toEqual(REPORT_COLUMNS.map((c) => c.header))
    expect(header).toHaveLength(23)
    expect(rows).toHaveLength(2)
    const cell = (row: string[], h: string) => row[header.indexOf(h)]
    const [newest, older] = rows
    expect(cell(newest, 'Lead ID')).toBe('7500002')
    expect(cell(newest, 'Rating')).toBe('5')
    expect(cell(newest, 'Market')).toBe('General')
    expect(cell(older, 'Created At')).toBe('2026-02-10 12:05')
    expect(cell(older, 'Agent')).toBe('Omar Broker')
    expect(cell(older, 'Office')).toBe('JLT')
    expect(cell(older, 'Market')).toBe('Off Plan')
    expect(cell(older, 'Property/Project')).toBe('Harbour Views')
    expect(cell(older, 'Project Developer')).toBe('Nakheel')
    expect(cell(older, 'Rating')).toBe('N/A')
    expect(cell(older, 'Claimed')).toBe('No')
    expect(cell(older, 'Created By')).toBe('System')
    expect(cell(older, 'Last Updated By')).toBe('System')
  })

  it('neutralises spreadsheet formulas in every cell', async () => {
    const hyperlink = '=HYPERLINK("http://x","y")'
    await insertLead(t.db, A.first, { leadId: 7_500_100, source: hyperlink })
    // The other prefixes in Source Channel (the source filter trims its values, so a tab or CR could not select them).
    const hostile = [hyperlink, '+cmd|calc', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']
    for (const [i, channel] of hostile.entries()) {
      const { id } = await insertLead(t.db, A.first, { leadId: 7_500_101 + i, source: `${TAG}-formula` })
      await t.db.query('update leads set source_channel = $1 where id = $2', [channel, id])
    }
    const res = await t.request('GET', '/api/properties/leads/export', {
      token: admin,
      query: { filter: { query: { source: [hyperlink, `${TAG}-formula`] } } },
    })
    expect(res.status).toBe(200)
    const [header, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data
    expect(rows.map((r) => r[header.indexOf('Source')])).toContain(`'${hyperlink}`)
    const channels = rows
      .filter((r) => r[header.indexOf('Source')] === `${TAG}-formula`)
      .map((r) => r[header.indexOf('Source Channel')])
    expect(channels.sort()).toEqual(hostile.map((s) => `'${s}`).sort())
  })

  it("answers 'Data is empty' when nothing matches", async () => {
    const res = await t.request('GET', '/api/properties/leads/export', {
      token: admin,
      query: { filter: { query: { source: [`${TAG}none`] } } },
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Data is empty')
  })
})

describe('bulk actions', () => {
  const bulk = (token: string, data: unknown) =>
    t.request('PATCH', '/api/properties/leads/bulk-update', { token, body: { data } })

  it('assigns an agent, changes stage and status in one call, appending history', async () => {
    const res = await bulk(admin, { ids: [ids.l1, ids.l2], agent: ids.other, stage: 'Viewing', status: 'Closed' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toEqual({ matched: 2, updated: 2 })
    const rows = await t.db.query(
      'select id, agent_id, stage, status, office_name, version from leads where id = any($1::uuid[]) order by lead_id',
      [[ids.l1, ids.l2]],
    )
    expect(rows.map((r) => [r.agent_id, r.stage, r.status, r.office_name])).toEqual([
      [ids.other, 'Viewing', 'Closed', 'Marina'],
      [ids.other, 'Viewing', 'Closed', 'Marina'],
    ])
    const hist = await t.db.query(
      `select kind, from_value, to_value from lead_history where lead_id = $1 order by kind`,
      [ids.l1],
    )
    expect(hist).toEqual([
      { kind: 'assignment', from_value: ids.agent, to_value: ids.other },
      { kind: 'stage', from_value: 'New', to_value: 'Viewing' },
      { kind: 'status', from_value: 'Open', to_value: 'Closed' },
    ])
  })

  it("refuses another asset's leads (not found) and leaves child leads alone", async () => {
    const foreign = await bulk(admin, { ids: [ids.foreign, ids.child], stage: 'Deal' })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Lead does not exists')
    const res = await bulk(admin, { ids: [ids.child], stage: 'Deal' })
    expect(res.body.data).toEqual({ matched: 0, updated: 0 })
    const rows = await t.db.query('select stage from leads where id = any($1::uuid[])', [[ids.foreign, ids.child]])
    expect(rows.map((r) => r.stage)).toEqual(['New', 'New'])
  })

  it('refuses an agent of another asset and bad bodies with 400', async () => {
    const res = await bulk(admin, { ids: [ids.l1], agent: ids.foreignAgent })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].path).toBe('agent')
    expect((await bulk(admin, { ids: [ids.l1] })).status).toBe(400)
    expect((await bulk(admin, { ids: [], stage: 'New' })).status).toBe(400)
    expect((await bulk(admin, { ids: [ids.l1], status: 'Maybe' })).status).toBe(400)
  })

  it('needs LEAD_UPDATE: a Viewer gets 403 and changes nothing', async () => {
    const res = await bulk(viewer, { ids: [ids.l2], stage: 'Offer' })
    expect(res.status).toBe(403)
    expect((await t.db.query('select stage from leads where id = $1', [ids.l2]))[0].stage).toBe('Viewing')
    expect((await bulk(admin, { ids: [ids.l2], stage: 'Offer' })).status).toBe(200)
  })
})

describe('lead detail data', () => {
  it('has every field, populated relations, derived values and the history with who and when', async () => {
    const res = await t.request('GET', `/api/properties/leads/${ids.l1}/details`, { token: admin })
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d).toMatchObject({
      _id: ids.l1,
      leadID: 7_500_001,
      market: 'Off Plan',
      leadSLAStage: '-',
      childCount: 1,
      agent: { name: 'Lina Closer' },
      project: { name: 'Harbour Views', developer: { name: 'Nakheel' } },
      isAccepted: true,
      enquiryMethod: null,
      setAutoSlaDetails: true,
    })
    const assignment = d.history.find((h: any) => h.kind === 'assignment')
    expect(assignment).toMatchObject({
      fromLabel: 'Omar Broker',
      toLabel: 'Lina Closer',
      actor: { fullName: 'Amira Admin' },
    })
    expect(Date.parse(assignment.createdAt)).toBeGreaterThan(0)
  })

  it("answers 404 for another asset's lead and for a bad id", async () => {
    expect((await t.request('GET', `/api/properties/leads/${ids.foreign}/details`, { token: admin })).status).toBe(404)
    expect((await t.request('GET', `/api/properties/leads/nope/details`, { token: admin })).status).toBe(404)
    expect((await t.request('GET', `/api/properties/leads/${ids.foreign}/details`, { token: admin })).status).toBe(404)
  })
})
