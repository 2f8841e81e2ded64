import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadEditorFixtures, listingLeadBody, type AssetFixture } from './helpers/leadEditorFixtures.ts'
import { insertAgent, insertLead } from './helpers/leadFixtures.ts'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Lead data scope: the demo Agent sees their own leads, the Manager theirs and those of
 * everyone reporting to them (at any depth), Viewer and Super Admin the whole asset; every lead endpoint
 * answers that, and a lead outside it is not found, also for writes.
 */
let t: TestApp
const tok: Record<'admin' | 'manager' | 'agent' | 'viewer', string> = { admin: '', manager: '', agent: '', viewer: '' }
const TAG = `Scope${Math.random().toString(36).slice(2, 8)}`
const L: Record<string, string> = {}
let A: { first: string; second: string }
let fx: AssetFixture
let customer: string
/** The lead names each role sees among the fixtures. */
const SEES = {
  agent: ['agent1', 'agent2'],
  manager: ['agent1', 'agent2', 'manager', 'report', 'deeper'],
  viewer: ['agent1', 'agent2', 'manager', 'report', 'deeper', 'outsider', 'unassigned'],
  admin: ['agent1', 'agent2', 'manager', 'report', 'deeper', 'outsider', 'unassigned'],
}
type Role = keyof typeof SEES
const ROLES = Object.keys(SEES) as Role[]
const names = (ids: string[]) => ids.map((id) => Object.keys(L).find((k) => L[k] === id) ?? id).sort()
const sees = (role: Role) => [...SEES[role]].sort()
const TZ = { 'x-timezone': 'Asia/Dubai' }

beforeAll(async () => {
  t = await startTestApp()
  for (const r of ROLES) tok[r] = await t.login(`${r}@demo.test`)
  A = await demoAssetIds(t.db)
  const member = async (r: Role) =>
    (await t.request('GET', '/api/profile', { token: tok[r] })).body.data.agentId as string
  const agentMember = await member('agent')
  const managerMember = await member('manager')
  expect(agentMember).toBeTruthy()
  expect(managerMember).toBeTruthy()
  const report = await insertAgent(t.db, A.first, `${TAG} Report`, { reportedTo: managerMember })
  const deeper = await insertAgent(t.db, A.first, `${TAG} Deeper`, { reportedTo: report })
  const outsider = await insertAgent(t.db, A.first, `${TAG} Outsider`)
  ;[customer] = (
    await t.db.query(
      `insert into customers (id, asset_id, first_name, phone_number) values (gen_random_uuid(), $1, $2, '+971501112233') returning id`,
      [A.first, TAG],
    )
  ).map((r) => r.id)
  const lead = async (name: string, agentId: string | null, extra = {}) => {
    L[name] = (await insertLead(t.db, A.first, { source: TAG, agentId, customerId: customer, ...extra })).id
  }
  await lead('agent1', agentMember)
  await lead('agent2', agentMember, { status: 'Closed' })
  await lead('manager', managerMember)
  await lead('report', report)
  await lead('deeper', deeper)
  await lead('outsider', outsider)
  await lead('unassigned', null)
  // A child of the agent's lead, assigned elsewhere: listed under its parent only to whom may see it.
  L.child = (
    await insertLead(t.db, A.first, { source: TAG, agentId: outsider, customerId: customer, parentId: L.agent1 })
  ).id
  ;({ a: fx } = await leadEditorFixtures(t.db))
})
afterAll(() => t?.close())

const list = (role: Role, query: Record<string, unknown>, path = '/api/properties/leads') =>
  t.request('GET', path, { token: tok[role], headers: TZ, query: { filter: { limit: 100, query } } })

describe('reading', () => {
  it.each(ROLES)(
    'the report lists and totals exactly what %s may see, whichever way the total is counted',
    async (role) => {
      // plain counters, a search (counters plus CRM ID matches), a month range (month counters), a day range (day counters), row counts (slaEndsWithin)
      for (const query of [
        { source: [TAG] },
        { search: TAG },
        { source: [TAG], datePreset: 'This Year' },
        { source: [TAG], datePreset: 'Today' },
        { status: ['Open'], datePreset: 'Today' },
        { source: [TAG], stage: ['New'], inputSource: ['CMS'] },
      ]) {
        const res = await list(role, query)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        const ours = res.body.data.filter((r: any) => r.source === TAG).map((r: any) => r._id)
        expect(names(ours), JSON.stringify(query)).toEqual(
          sees(role).filter((n) => !('status' in query) || n !== 'agent2'),
        )
        if ('source' in query || 'search' in query) expect(res.body.meta.total, JSON.stringify(query)).toBe(ours.length)
      }
    },
  )

  it.each(ROLES)('the palette search (/search) finds only what %s may see', async (role) => {
    const res = await t.request('GET', '/api/properties/leads/search', {
      token: tok[role],
      query: { search: TAG, filter: { limit: 40 } },
    })
    expect(res.status).toBe(200)
    expect(names(res.body.data.map((r: any) => r._id))).toEqual(sees(role))
    expect(res.body.meta.total).toBe(sees(role).length)
  })

  it("an agent's and a manager's report totals over the whole asset equal the rows they can page through", async () => {
    for (const role of ['agent', 'manager'] as const) {
      const res = await t.request('GET', '/api/properties/leads', {
        token: tok[role],
        headers: TZ,
        query: { filter: { limit: 1000 } },
      })
      expect(res.body.meta.total).toBe(res.body.data.length)
      const [{ n }] = await t.db.query(
        'select count(*)::int as n from leads where asset_id = $1 and parent_id is null and deleted_at is null',
        [A.first],
      )
      expect(res.body.meta.total).toBeLessThan(n)
    }
  })

  it('a lead outside the scope is not found: details, editor read, generic read, child list', async () => {
    const get = (role: Role, path: string) => t.request('GET', path, { token: tok[role] })
    for (const role of ROLES) {
      for (const name of ['agent1', 'outsider', 'deeper']) {
        const visible = SEES[role].includes(name)
        expect((await get(role, `/api/properties/leads/${L[name]}/details`)).status, `${role} ${name}`).toBe(
          visible ? 200 : 404,
        )
        if (role !== 'viewer')
          expect((await get(role, `/api/properties/leads/cms/${L[name]}`)).status, `${role} ${name}`).toBe(
            visible ? 200 : 404,
          )
        expect((await get(role, `/api/properties/leads/${L[name]}`)).status, `${role} ${name}`).toBe(
          visible ? 200 : 404,
        )
        const one = await t.request('GET', '/api/properties/leads/one', {
          token: tok[role],
          query: { filter: { query: { _id: L[name] } } },
        })
        expect(one.body.data?._id ?? null).toBe(visible ? L[name] : null)
      }
    }
    // The child (another agent's) under the agent's own lead: in the editor's and the report's child lists only for whom may see it.
    const editor = await get('agent', `/api/properties/leads/cms/${L.agent1}`)
    expect(editor.body.data.childLeads).toEqual([])
    expect((await list('agent', { parentId: L.agent1 })).body.data).toEqual([])
    expect((await list('admin', { parentId: L.agent1 })).body.data.map((r: any) => r._id)).toEqual([L.child])
    expect((await get('agent', `/api/properties/leads/${L.child}/details`)).status).toBe(404)
    // The parent's child count announces only the children the caller may list, in the report and the detail.
    const childCount = async (role: Role) =>
      (await list(role, { source: [TAG] })).body.data.find((r: any) => r._id === L.agent1).childCount
    expect(await childCount('agent')).toBe(0)
    expect(await childCount('admin')).toBe(1)
    expect((await get('agent', `/api/properties/leads/${L.agent1}/details`)).body.data.childCount).toBe(0)
    expect((await get('admin', `/api/properties/leads/${L.agent1}/details`)).body.data.childCount).toBe(1)
  })

  it.each(ROLES)(
    'generic count, distinct and populated reads of leads are limited to what %s may see',
    async (role) => {
      const count = await t.request('GET', '/api/properties/leads/count', {
        token: tok[role],
        query: { filter: { query: { source: TAG, parentId: null } } },
      })
      expect(count.body.data).toBe(sees(role).length)
      const agents = await t.request('GET', '/api/properties/leads/distinct/agent', {
        token: tok[role],
        query: { filter: { query: { source: TAG, parentId: null } } },
      })
      // agent1 and agent2 share the agent; the unassigned lead has none
      expect(agents.body.data).toHaveLength({ agent: 1, manager: 4, viewer: 5, admin: 5 }[role])
      const parent = await t.request('GET', `/api/properties/leads/${L.child}`, {
        token: tok[role],
        query: { filter: { populate: ['parentId'] } },
      })
      expect(parent.status).toBe(role === 'admin' || role === 'viewer' ? 200 : 404)
    },
  )

  it("the report's agent filter offers the agents whose leads the caller may see", async () => {
    const agents = async (role: Role) =>
      (await t.request('GET', '/api/properties/leads/filter-options', { token: tok[role] })).body.data.agents.map(
        (m: any) => m.name,
      )
    expect(await agents('agent')).toEqual(['Aisha Agent'])
    const team = await agents('manager')
    expect(team).toEqual(expect.arrayContaining(['Aisha Agent', 'Marek Manager', `${TAG} Report`, `${TAG} Deeper`]))
    expect(team).not.toContain(`${TAG} Outsider`)
    expect(await agents('viewer')).toContain(`${TAG} Outsider`)
  })

  it("the customer page lists only the customer's leads the caller may see", async () => {
    for (const role of ['agent', 'manager', 'admin'] as const) {
      const res = await t.request('GET', `/api/customers/${customer}/leads`, { token: tok[role] })
      expect(res.status).toBe(200)
      const expected = [...sees(role), ...(role === 'admin' ? ['child'] : [])].sort()
      expect(names(res.body.data.map((r: any) => r._id))).toEqual(expected)
      expect(res.body.meta.total).toBe(expected.length)
    }
  })

  it("the demo Agent sees the phone of their own leads' customers; the Viewer, without VIEW_SENSITIVE_INFORMATION, does not", async () => {
    const phone = async (role: Role) =>
      (await list(role, { source: [TAG] })).body.data.find((r: any) => r._id === L.agent1).customer.phoneNumber
    expect(await phone('agent')).toBe('+971501112233')
    expect(await phone('viewer')).toBeNull()
  })
})

describe('dashboard', () => {
  it.each(ROLES)(
    'the figures of %s are the totals of the report their links open, under the same scope',
    async (role) => {
      const res = await t.request('GET', '/api/dashboard/stats', { token: tok[role], headers: TZ })
      expect(res.status).toBe(200)
      expect(res.body.data.scope).toBe({ agent: 'own', manager: 'team', viewer: 'asset', admin: 'asset' }[role])
      for (const f of res.body.data.figures) {
        const query = Object.fromEntries(new URL(f.href, 'http://x').searchParams)
        expect(query.agents).toBeUndefined()
        const total = (await list(role, query)).body.meta.total
        expect(f.value, `${role} ${f.key}`).toBe(total)
      }
    },
  )

  it('the Viewer, who is no team member, sees the figures of the whole asset, not zeros', async () => {
    const viewer = (await t.request('GET', '/api/dashboard/stats', { token: tok.viewer, headers: TZ })).body.data
    const admin = (await t.request('GET', '/api/dashboard/stats', { token: tok.admin, headers: TZ })).body.data
    expect(viewer.figures.find((f: any) => f.key === 'open').value).toBeGreaterThan(0)
    expect(viewer.figures.map((f: any) => f.value)).toEqual(admin.figures.map((f: any) => f.value))
  })
})

describe('exporting', () => {
  const exportRows = async (role: Role) => {
    const res = await t.request('GET', '/api/properties/leads/export', {
      token: tok[role],
      headers: TZ,
      query: { filter: { query: { source: [TAG] } } },
    })
    if (res.status !== 200) return res.status
    const [header, ...rows] = Papa.parse<string[]>(String(res.body).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data
    return rows.map((r) => Number(r[header.indexOf('Lead ID')]))
  }

  it('needs LEADS_REPORT_EXPORT: the Agent and the Viewer are refused, the Manager exports their team, the admin the asset', async () => {
    expect(await exportRows('agent')).toBe(403)
    expect(await exportRows('viewer')).toBe(403)
    const leadNo = async (names: string[]) =>
      (await t.db.query('select lead_id from leads where id = any($1::uuid[])', [names.map((n) => L[n])]))
        .map((r) => Number(r.lead_id))
        .sort()
    expect(((await exportRows('manager')) as number[]).sort()).toEqual(await leadNo(sees('manager')))
    expect(((await exportRows('admin')) as number[]).sort()).toEqual(await leadNo(sees('admin')))
  })

  it('the profile carries the role scope and the export key', async () => {
    const profile = async (role: Role) => (await t.request('GET', '/api/profile', { token: tok[role] })).body.data.role
    expect(await profile('manager')).toMatchObject({
      leadScope: 'team',
      permissions: expect.arrayContaining(['LEADS_REPORT_EXPORT']),
    })
    expect(await profile('agent')).toMatchObject({
      leadScope: 'own',
      permissions: expect.arrayContaining(['VIEW_SENSITIVE_INFORMATION']),
    })
    expect((await profile('agent')).permissions).not.toContain('LEADS_REPORT_EXPORT')
    expect((await profile('viewer')).permissions).not.toContain('VIEW_SENSITIVE_INFORMATION')
  })
})

describe('writing', () => {
  const state = async (name: string) =>
    (await t.db.query('select status, stage, agent_id, version from leads where id = $1', [L[name]]))[0]
  const bulk = (role: Role, data: unknown) =>
    t.request('PATCH', '/api/properties/leads/bulk-update', { token: tok[role], body: { data } })

  it('a bulk change naming a lead outside the scope is a 404 and changes nothing, not even the leads in scope', async () => {
    const before = [await state('agent1'), await state('outsider'), await state('report')]
    const closing = await bulk('agent', { ids: [L.agent1, L.outsider], status: 'Closed' })
    expect(closing.status).toBe(404)
    expect(closing.body.message).toBe('Lead does not exists')
    const reassign = await bulk('manager', { ids: [L.report, L.outsider], agent: fx.agentA })
    expect(reassign.status).toBe(404)
    expect((await bulk('agent', { ids: [L.report], stage: 'Viewing' })).status).toBe(404)
    expect([await state('agent1'), await state('outsider'), await state('report')]).toEqual(before)
    // In scope, it applies.
    const own = await bulk('agent', { ids: [L.agent1], stage: 'Viewing' })
    expect(own.body.data).toEqual({ matched: 1, updated: 1 })
    expect((await bulk('manager', { ids: [L.deeper], stage: 'Viewing' })).body.data).toEqual({ matched: 1, updated: 1 })
  })

  it('the editor cannot update a lead outside the scope, nor the generic delete remove one', async () => {
    const created = await t.request('POST', '/api/properties/leads', {
      token: tok.admin,
      body: listingLeadBody(fx, { isManualAssignment: true, agent: fx.agentC }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const lead = created.body.data
    const res = await t.request('PATCH', `/api/properties/leads/cms/${lead._id}`, {
      token: tok.agent,
      body: listingLeadBody(fx, {
        customer: lead.customer,
        isManualAssignment: true,
        agent: fx.agentC,
        stage: 'Deal',
        version: lead.version,
      }),
    })
    expect(res.status).toBe(404)
    const sla = await t.request('POST', '/api/properties/leads/lead-pool-sla', {
      token: tok.agent,
      body: { lead: lead._id },
    })
    expect(sla.status).toBe(404)
    expect((await t.request('DELETE', `/api/properties/leads/${L.outsider}`, { token: tok.manager })).status).toBe(404)
    const [row] = await t.db.query(
      'select stage, version, deleted_at from leads where id = any($1::uuid[]) order by id',
      [[lead._id]],
    )
    expect(row).toMatchObject({ stage: lead.stage, version: lead.version })
    expect((await t.db.query('select deleted_at from leads where id = $1', [L.outsider]))[0].deleted_at).toBeNull()
    // The manager deletes a lead of their team.
    expect((await t.request('DELETE', `/api/properties/leads/${L.deeper}`, { token: tok.manager })).status).toBe(200)
  })
})
