import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_MAX_PAGE_SIZE } from '../../src/domain/paginate.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent, insertLead, insertListing, insertProject } from './helpers/leadFixtures.ts'

/**
 * The leads report API. Every lead here carries a source unique to this file, and every
 * query filters on it, so the demo seed's leads never interfere.
 */
let t: TestApp
let admin: string
let viewer: string
const TAG = `Rpt${Math.random().toString(36).slice(2, 8)}`
const ids: Record<string, string> = {}
const min = 60_000
let A: { first: string; second: string }

const list = (query: Record<string, unknown>, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.request('GET', '/api/properties/leads', {
    token: admin,
    headers,
    query: { filter: { limit: 60, ...extra, query: { source: [TAG], ...query } } },
  })
const leadIds = (res: { body: any }) => res.body.data.map((r: any) => r.leadID).sort((a: number, b: number) => a - b)

beforeAll(async () => {
  t = await startTestApp()
  ;[admin, viewer] = await Promise.all(['admin', 'viewer'].map((u) => t.login(`${u}@demo.test`)))
  A = await demoAssetIds(t.db)
  const boss = await insertAgent(t.db, A.first, 'Mona Manager', { officeName: 'Marina HQ' })
  ids.agent = await insertAgent(t.db, A.first, 'Adam Agent', { officeName: 'Marina HQ', reportedTo: boss })
  ids.tester = await insertAgent(t.db, A.first, 'Test Bot', { isTest: true })
  ids.project = await insertProject(t.db, A.first, 'Creek Vista', 'Emaar')
  ids.listing = await insertListing(t.db, A.first, 'DMR-S-1001')
  const base = Date.parse('2026-01-15T12:00:00Z')
  // leadID 1..6 of this file are the "market and flags" set
  await insertLead(t.db, A.first, {
    leadId: 7_000_001,
    source: TAG,
    agentId: ids.agent,
    projectId: ids.project,
    createdAt: new Date(base),
    stage: 'Qualified',
    contactType: 'Buyer',
    inputSource: 'API',
  })
  await insertLead(t.db, A.first, {
    leadId: 7_000_002,
    source: TAG,
    agentId: ids.agent,
    listingId: ids.listing,
    createdAt: new Date(base + min),
    status: 'Closed',
    stage: 'Deal',
    contactType: 'Tenant',
    reviewRating: 4,
    reviewFeedback: 'Quick',
  })
  await insertLead(t.db, A.first, {
    leadId: 7_000_003,
    source: TAG,
    createdAt: new Date(base + 2 * min),
    contactType: 'Seller',
  })
  await insertLead(t.db, A.first, {
    leadId: 7_000_004,
    source: TAG,
    agentId: ids.tester,
    createdAt: new Date(base + 3 * min),
  })
  await insertLead(t.db, A.second, { leadId: 7_000_005, source: TAG, createdAt: new Date(base + 4 * min) })
})
afterAll(() => t?.close())

describe('leads report list', () => {
  it('lists top-level leads newest first, populated, with the paginator meta', async () => {
    const res = await list({})
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.map((r: any) => r.leadID)).toEqual([7_000_003, 7_000_002, 7_000_001])
    expect(res.body.meta).toMatchObject({
      total: 3,
      page: 1,
      limit: 60,
      totalPages: 1,
      from: 1,
      hasNextPage: false,
      next: null,
    })
    const [, secondary, offPlan] = res.body.data
    expect(offPlan).toMatchObject({
      market: 'Off Plan',
      agent: { name: 'Adam Agent', officeName: 'Marina HQ', reportedTo: { name: 'Mona Manager' } },
      project: { name: 'Creek Vista', campaignName: 'Creek Vista Campaign', developer: { name: 'Emaar' } },
      creator: null,
      updatedBy: null,
    })
    expect(secondary).toMatchObject({
      market: 'Secondary',
      listing: { reference: 'DMR-S-1001' },
      listings: [{ reference: 'DMR-S-1001' }],
      review: { rating: 4, feedback: 'Quick' },
    })
    expect(res.body.data[0]).toMatchObject({ market: 'General', agent: null, leadSLAStage: '-' })
  })

  it('excludes test agents by default and includes them on request', async () => {
    expect(leadIds(await list({}))).not.toContain(7_000_004)
    expect(leadIds(await list({ excludeTestAgents: false }))).toContain(7_000_004)
  })

  it('never shows another asset', async () => {
    expect(leadIds(await list({ excludeTestAgents: false }))).not.toContain(7_000_005)
  })

  it('filters by market, status, stage, contact type, input source, agents and projects', async () => {
    expect(leadIds(await list({ market: ['Off Plan'] }))).toEqual([7_000_001])
    expect(leadIds(await list({ market: 'Secondary' }))).toEqual([7_000_002])
    expect(leadIds(await list({ market: ['General'] }))).toEqual([7_000_003])
    expect(leadIds(await list({ market: ['General', 'Secondary'] }))).toEqual([7_000_002, 7_000_003])
    expect(leadIds(await list({ status: ['Closed'] }))).toEqual([7_000_002])
    expect(leadIds(await list({ stage: ['Qualified', 'Deal'] }))).toEqual([7_000_001, 7_000_002])
    expect(leadIds(await list({ contactType: ['Seller'] }))).toEqual([7_000_003])
    expect(leadIds(await list({ inputSource: ['API'] }))).toEqual([7_000_001])
    expect(leadIds(await list({ agents: [ids.agent] }))).toEqual([7_000_001, 7_000_002])
    expect(leadIds(await list({ projects: [ids.project] }))).toEqual([7_000_001])
  })

  it('rejects bad filters with 400 and field errors', async () => {
    const bad = await list({ market: ['Nowhere'] })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('filter.query.market.0')
    expect((await list({ agents: ['not-an-id'] })).status).toBe(400)
    expect((await list({}, { sort: { remarks: 1 } })).status).toBe(400)
    expect((await t.request('GET', '/api/properties/leads', { token: admin, query: { filter: '{oops' } })).status).toBe(
      400,
    )
  })

  it('sorts by a column and falls back to the default sort when none is given', async () => {
    expect((await list({}, { sort: { leadID: 1 } })).body.data.map((r: any) => r.leadID)).toEqual([
      7_000_001, 7_000_002, 7_000_003,
    ])
    expect((await list({}, { sort: '-leadID' })).body.data.map((r: any) => r.leadID)).toEqual([
      7_000_003, 7_000_002, 7_000_001,
    ])
    expect((await list({}, { sort: {} })).body.data[0].leadID).toBe(7_000_003)
  })

  it('sorts by agent name, leads without an agent first ascending and last descending, ties by id, alike on every page', async () => {
    const all = { excludeTestAgents: false }
    const rows = (await list(all)).body.data as Array<{ _id: string; leadID: number; agent: { name: string } | null }>
    const adams = rows
      .filter((r) => r.agent?.name === 'Adam Agent')
      .sort((x, y) => (x._id < y._id ? -1 : 1))
      .map((r) => r.leadID)
    const asc = [7_000_003, ...adams, 7_000_004]
    expect((await list(all, { sort: { agent: 1 } })).body.data.map((r: any) => r.leadID)).toEqual(asc)
    expect((await list(all, { sort: { agent: -1 } })).body.data.map((r: any) => r.leadID)).toEqual([...asc].reverse())
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(all, { sort: { agent: 1 }, limit: 1, page })))
    expect(pages.map((p) => p.body.data[0].leadID)).toEqual(asc)
  })

  it('normalizes page and page size (non-positive size → 10, page below 1 → 1)', async () => {
    const res = await list({}, { page: 0, limit: 0 })
    expect(res.body.meta).toMatchObject({ page: 1, limit: 10 })
    const p2 = await list({}, { page: 2, limit: 2 })
    expect(p2.body.data.map((r: any) => r.leadID)).toEqual([7_000_001])
    expect(p2.body.meta).toMatchObject({ total: 3, page: 2, from: 3, hasPrevPage: true, prev: 1, totalPages: 2 })
  })

  it('pages at most REPORT_MAX_PAGE_SIZE rows, also for "all" (-1): the export streams the rest', async () => {
    for (const limit of [10000, -1]) {
      const res = await t.request('GET', '/api/properties/leads', {
        token: admin,
        query: { filter: { limit, query: { excludeTestAgents: false } } },
      })
      expect(res.status).toBe(200)
      expect(res.body.data).toHaveLength(REPORT_MAX_PAGE_SIZE)
      expect(res.body.meta).toMatchObject({ page: 1, limit: REPORT_MAX_PAGE_SIZE, hasNextPage: true })
    }
  })

  it('answers 401 without a token and lets a Viewer read', async () => {
    expect((await t.request('GET', '/api/properties/leads')).status).toBe(401)
    expect(
      (
        await t.request('GET', '/api/properties/leads', {
          token: viewer,
          query: { filter: { query: { source: [TAG] } } },
        })
      ).status,
    ).toBe(200)
  })
})

describe('search text (spec 2 §5)', () => {
  const S = `${TAG}s`
  beforeAll(async () => {
    await insertLead(t.db, A.first, { leadId: 7_100_001, source: S, sourceDataId: 'PF-50%_OFF' })
    await insertLead(t.db, A.first, { leadId: 7_100_002, source: S, sourceDataId: 'PF-50xxOFF' })
    await insertLead(t.db, A.first, { leadId: 7_100_003, source: S, sourceDataId: 'abc-7100001' })
  })
  const search = (text: string) =>
    t.request('GET', '/api/properties/leads/search', {
      token: admin,
      query: { search: text, filter: { query: { source: [S] } } },
    })

  it('matches sourceDataId case-insensitively, trimmed', async () => {
    expect(leadIds(await search('  pf-50 '))).toEqual([7_100_001, 7_100_002])
  })
  it('escapes special characters: % and _ match literally', async () => {
    expect(leadIds(await search('50%_'))).toEqual([7_100_001])
    expect(leadIds(await search('%'))).toEqual([7_100_001])
    expect(leadIds(await search('.*'))).toEqual([])
  })
  it('matches the source case-insensitively', async () => {
    expect(leadIds(await search(S.toUpperCase()))).toEqual([7_100_001, 7_100_002, 7_100_003])
  })
  it('matches leadID exactly (and CRM ids containing the number)', async () => {
    expect(leadIds(await search('7100002'))).toEqual([7_100_002])
    expect(leadIds(await search('7100001'))).toEqual([7_100_001, 7_100_003])
  })
  it('takes the text from the filter query too', async () => {
    const res = await t.request('GET', '/api/properties/leads', {
      token: admin,
      query: { filter: { query: { source: [S], search: 'xxoff' } } },
    })
    expect(leadIds(res)).toEqual([7_100_002])
  })
})

describe('SLA stage filter (spec 2 §4) at its boundaries', () => {
  const S = `${TAG}sla`
  const now = Date.now()
  const at = (ms: number) => new Date(now + ms)
  beforeAll(async () => {
    const lead = (leadId: number, x: Parameters<typeof insertLead>[2]) =>
      insertLead(t.db, A.first, { leadId, source: S, ...x })
    // running initial window
    await lead(7_200_001, { initialSlaEndDate: at(10 * min), freePoolSlaEndDate: at(60 * min) })
    // initial passed, pool running
    await lead(7_200_002, { initialSlaEndDate: at(-10 * min), freePoolSlaEndDate: at(60 * min) })
    // both passed
    await lead(7_200_003, { initialSlaEndDate: at(-60 * min), freePoolSlaEndDate: at(-10 * min) })
    // accepted exactly at the initial end → Initial; 1 ms later → Lead Pool; exactly at the pool end → Lead Pool; 1 ms later → none
    const i = at(-120 * min)
    const p = at(-60 * min)
    await lead(7_200_004, { initialSlaEndDate: i, freePoolSlaEndDate: p, isAccepted: true, acceptedAt: i })
    await lead(7_200_005, {
      initialSlaEndDate: i,
      freePoolSlaEndDate: p,
      isAccepted: true,
      acceptedAt: new Date(i.getTime() + 1),
    })
    await lead(7_200_006, { initialSlaEndDate: i, freePoolSlaEndDate: p, isAccepted: true, acceptedAt: p })
    await lead(7_200_007, {
      initialSlaEndDate: i,
      freePoolSlaEndDate: p,
      isAccepted: true,
      acceptedAt: new Date(p.getTime() + 1),
    })
    // assigned from the pool → Manager (even while the initial window runs)
    await lead(7_200_008, {
      initialSlaEndDate: at(10 * min),
      freePoolSlaEndDate: at(60 * min),
      isAssignedFromLeadPool: true,
    })
    // no SLA dates
    await lead(7_200_009, {})
  })
  const q = (stage: string[]) =>
    t.request('GET', '/api/properties/leads', {
      token: admin,
      query: { filter: { limit: 60, query: { source: [S], slaStage: stage } } },
    })

  it('Initial: initial end in the future, or accepted before (or at) the initial end', async () => {
    expect(leadIds(await q(['Initial']))).toEqual([7_200_001, 7_200_004])
  })
  it('Lead Pool: initial passed and pool running, or accepted between the two', async () => {
    expect(leadIds(await q(['Lead Pool']))).toEqual([7_200_002, 7_200_005, 7_200_006])
  })
  it('Manager: assigned from the lead pool', async () => {
    expect(leadIds(await q(['Manager']))).toEqual([7_200_008])
  })
  it('several stages combine with or; the SLA Stage column agrees with the filter', async () => {
    expect(leadIds(await q(['Initial', 'Manager']))).toEqual([7_200_001, 7_200_004, 7_200_008])
    const all = await q([])
    const stage = Object.fromEntries(all.body.data.map((r: any) => [r.leadID, r.leadSLAStage]))
    expect(stage).toEqual({
      7200001: 'Initial',
      7200002: 'Lead Pool',
      7200003: '-',
      7200004: 'Initial',
      7200005: 'Lead Pool',
      7200006: 'Lead Pool',
      7200007: '-',
      7200008: 'Manager',
      7200009: '-',
    })
  })
})

describe('date range and presets in the caller time zone', () => {
  const S = `${TAG}date`
  beforeAll(async () => {
    const now = new Date()
    await insertLead(t.db, A.first, { leadId: 7_300_001, source: S, createdAt: now })
    await insertLead(t.db, A.first, {
      leadId: 7_300_002,
      source: S,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
    })
    await insertLead(t.db, A.first, { leadId: 7_300_003, source: S, createdAt: new Date('2026-03-01T21:30:00Z') }) // 2 March 01:30 in Dubai
  })
  const q = (query: Record<string, unknown>, tz?: string) =>
    t.request('GET', '/api/properties/leads', {
      token: admin,
      headers: tz ? { 'X-Timezone': tz } : undefined,
      query: { filter: { query: { source: [S], ...query } } },
    })

  it('Today covers the local day', async () => {
    expect(leadIds(await q({ datePreset: 'Today' }, 'Asia/Dubai'))).toEqual([7_300_001])
    expect(leadIds(await q({ datePreset: 'Today' }, 'America/New_York'))).toEqual([7_300_001])
  })
  it('a custom range is widened to whole days of X-Timezone', async () => {
    expect(leadIds(await q({ dateFrom: '2026-03-02', dateTo: '2026-03-02' }, 'Asia/Dubai'))).toEqual([7_300_003])
    expect(leadIds(await q({ dateFrom: '2026-03-02', dateTo: '2026-03-02' }, 'UTC'))).toEqual([])
    expect(leadIds(await q({ dateFrom: '2026-03-01', dateTo: '2026-03-01' }))).toEqual([7_300_003])
  })
  it('rejects an unknown preset', async () => {
    expect((await q({ datePreset: 'Someday' })).status).toBe(400)
  })
})

describe('child leads', () => {
  const S = `${TAG}kids`
  beforeAll(async () => {
    const parent = await insertLead(t.db, A.first, { leadId: 7_400_001, source: S })
    ids.parent = parent.id
    await insertLead(t.db, A.first, { leadId: 7_400_002, source: S, parentId: parent.id })
    await insertLead(t.db, A.first, { leadId: 7_400_003, source: S, parentId: parent.id })
  })
  it('lists parents only, with their child count, and the children of one parent on request', async () => {
    const top = await t.request('GET', '/api/properties/leads', {
      token: admin,
      query: { filter: { query: { source: [S] } } },
    })
    expect(top.body.data.map((r: any) => [r.leadID, r.childCount])).toEqual([[7_400_001, 2]])
    const kids = await t.request('GET', '/api/properties/leads', {
      token: admin,
      query: { filter: { query: { parentId: ids.parent } } },
    })
    expect(leadIds(kids)).toEqual([7_400_002, 7_400_003])
    expect(kids.body.data[0].parentId).toBe(ids.parent)
  })
})

describe('totals from the counters', () => {
  it('match a direct count for the default report and status/stage/agent filters, and follow writes', async () => {
    const count = async (where: string, params: unknown[] = []) =>
      Number(
        (
          await t.db.query(
            `select count(*)::int as n from leads l where l.asset_id = $1 and l.deleted_at is null and l.parent_id is null
        and (l.agent_id is null or l.agent_id not in (select id from team_members where is_test)) ${where}`,
            [A.first, ...params],
          )
        )[0].n,
      )
    const total = async (query: Record<string, unknown>) =>
      (await t.request('GET', '/api/properties/leads', { token: admin, query: { filter: { limit: 1, query } } })).body
        .meta.total
    expect(await total({})).toBe(await count(''))
    expect(await total({ status: ['Closed'] })).toBe(await count(`and l.status = 'Closed'`))
    expect(await total({ stage: ['Deal'], agents: [ids.agent] })).toBe(
      await count(`and l.stage = 'Deal' and l.agent_id = $2`, [ids.agent]),
    )
    expect(await total({ market: ['Off Plan', 'General'], contactType: ['Buyer'] })).toBe(
      await count(`and (l.project_id is not null or l.listing_id is null) and l.contact_type = 'Buyer'`),
    )
    expect(await total({ source: [TAG], market: ['Secondary'] })).toBe(1)
    // a search: source matches from the counters plus CRM ID / leadID matches counted directly, never twice
    await insertLead(t.db, A.first, { leadId: 7_600_001, source: `${TAG}x`, sourceDataId: `${TAG}-crm` })
    await insertLead(t.db, A.first, { leadId: 7_600_002, source: 'Elsewhere', sourceDataId: `${TAG}-crm2` })
    expect(await total({ search: TAG.toUpperCase() })).toBe(
      await count(`and (l.source ilike $2 or l.source_data_id ilike $2)`, [`%${TAG}%`]),
    )
    expect(await total({ search: '7600002' })).toBe(
      await count(`and (l.source ilike $2 or l.source_data_id ilike $2 or l.lead_id = 7600002)`, ['%7600002%']),
    )
    const before = await total({})
    await insertLead(t.db, A.first, { source: TAG })
    await t.db.query(`update leads set deleted_at = now() where asset_id = $1 and lead_id = 7000003`, [A.first])
    expect(await total({})).toBe(before)
    await t.db.query(`update leads set deleted_at = null where asset_id = $1 and lead_id = 7000003`, [A.first])
    expect(await total({})).toBe(before + 1)
  })
})
