import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/server/auth/tokens.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { createUser } from './helpers/users.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

type Figures = Record<string, { value: number; href: string }>
async function stats(token: string): Promise<{ scope: string; figures: Figures }> {
  const res = await t.request('GET', '/api/dashboard/stats', { token, headers: { 'x-timezone': 'Asia/Dubai' } })
  expect(res.status).toBe(200)
  return { ...res.body.data, figures: Object.fromEntries(res.body.data.figures.map((f: any) => [f.key, f])) }
}
const delta = (a: Figures, b: Figures) => Object.fromEntries(Object.keys(b).map((k) => [k, b[k].value - a[k].value]))

let nextLeadId = 900_000
async function lead(assetId: string, agentId: string | null, fields: Record<string, unknown> = {}) {
  const id = newId()
  const cols = { id, asset_id: assetId, lead_id: nextLeadId++, agent_id: agentId, ...fields }
  const names = Object.keys(cols)
  await t.db.query(
    `insert into leads (${names.join(',')}) values (${names.map((_, i) => `$${i + 1}`).join(',')})`,
    Object.values(cols),
  )
  return id
}
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString()

describe('GET /api/dashboard/stats', () => {
  it('needs a login', async () => {
    expect((await t.request('GET', '/api/dashboard/stats')).status).toBe(401)
  })

  it("counts an agent's own leads, a manager's team and the whole asset for an admin, each linked to the report", async () => {
    const agentToken = await t.login('agent@demo.test')
    const managerToken = await t.login('manager@demo.test')
    const adminToken = await t.login('admin@demo.test')
    const { data: agentProfile } = (await t.request('GET', '/api/profile', { token: agentToken })).body
    const assetId = agentProfile.activeAsset._id
    let agentId: string = agentProfile.agentId
    if (!agentId) {
      agentId = newId()
      await t.db.query('insert into team_members (id, asset_id, user_id, name) values ($1,$2,$3,$4)', [
        agentId,
        assetId,
        agentProfile._id,
        'Demo Agent',
      ])
    }
    // Outside the manager's team.
    const otherAgent = newId()
    await t.db.query('insert into team_members (id, asset_id, name) values ($1,$2,$3)', [
      otherAgent,
      assetId,
      'Other Agent',
    ])

    const agentBefore = await stats(agentToken)
    const managerBefore = await stats(managerToken)
    const adminBefore = await stats(adminToken)
    expect(agentBefore.scope).toBe('own')
    expect(managerBefore.scope).toBe('team')
    expect(adminBefore.scope).toBe('asset')

    const leaving = await lead(assetId, agentId, {
      initial_sla_end_date: inMinutes(30),
      free_pool_sla_end_date: inMinutes(120),
    })
    await lead(assetId, agentId, { initial_sla_end_date: inMinutes(180), free_pool_sla_end_date: inMinutes(300) })
    await lead(assetId, agentId, { initial_sla_end_date: inMinutes(-60), free_pool_sla_end_date: inMinutes(60) })
    await lead(assetId, agentId, { status: 'Closed' })
    await lead(assetId, agentId, { parent_id: leaving }) // a child lead: the report lists top-level leads
    await lead(assetId, agentId, { deleted_at: new Date().toISOString() })
    await lead(assetId, otherAgent, {})

    const agentAfter = await stats(agentToken)
    expect(delta(agentBefore.figures, agentAfter.figures)).toEqual({
      open: 3,
      leavingInitialSla: 1,
      leadPool: 1,
      newToday: 4,
    })
    // The demo agent reports to the demo manager.
    expect(delta(managerBefore.figures, (await stats(managerToken)).figures)).toEqual({
      open: 3,
      leavingInitialSla: 1,
      leadPool: 1,
      newToday: 4,
    })
    expect(delta(adminBefore.figures, (await stats(adminToken)).figures)).toEqual({
      open: 4,
      leavingInitialSla: 1,
      leadPool: 1,
      newToday: 5,
    })

    // The report applies the same scope: the links carry only the figure's filter.
    expect(agentAfter.figures.open.href).toBe('/reports/leads?status=Open')
    expect(agentAfter.figures.leadPool.href).toBe('/reports/leads?status=Open&slaStage=Lead+Pool')
    expect(agentAfter.figures.newToday.href).toBe('/reports/leads?datePreset=Today')
  })

  it('"Leaving initial SLA within 1h" counts exactly the leads its report link lists', async () => {
    const managerToken = await t.login('manager@demo.test')
    const agentToken = await t.login('agent@demo.test')
    const { data: p } = (await t.request('GET', '/api/profile', { token: managerToken })).body
    const assetId = p.activeAsset._id
    const x = newId()
    await t.db.query('insert into team_members (id, asset_id, name, reported_to_id) values ($1,$2,$3,$4)', [
      x,
      assetId,
      'Leaving Agent',
      p.agentId,
    ])
    const sla = (initial: number, pool: number) => ({
      initial_sla_end_date: inMinutes(initial),
      free_pool_sla_end_date: inMinutes(pool),
    })
    const soon = await lead(assetId, x, sla(30, 120))
    await lead(assetId, x, sla(120, 240)) // ends in 2 h
    await lead(assetId, x, sla(-10, 60)) // already passed: in the pool
    await lead(assetId, x, { ...sla(30, 120), is_accepted: true, accepted_at: new Date().toISOString() }) // accepted
    await lead(assetId, x, { ...sla(30, 120), status: 'Closed' })

    const report = (token: string, query: Record<string, unknown>) =>
      t.request('GET', '/api/properties/leads', {
        token,
        headers: { 'x-timezone': 'Asia/Dubai' },
        query: { filter: { limit: 60, query } },
      })
    const linkQuery = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams)

    for (const token of [managerToken, agentToken]) {
      const figure = (await stats(token)).figures.leavingInitialSla
      expect(new URL(figure.href, 'http://x').searchParams.get('slaEndsWithin')).toBe('60')
      const res = await report(token, linkQuery(figure.href))
      expect(res.status).toBe(200)
      expect(res.body.meta.total).toBe(figure.value)
      expect(res.body.data).toHaveLength(Math.min(figure.value, 60))
    }
    const { figures } = await stats(managerToken)
    // The link's query, narrowed to one agent, lists exactly the lead ending in 30 min (totals from neither counters nor day counters).
    for (const query of [
      { ...linkQuery(figures.leavingInitialSla.href), agents: x },
      { slaEndsWithin: 60, agents: x, status: 'Open' },
      { slaEndsWithin: 60, agents: x, datePreset: 'Today', status: 'Open' },
    ]) {
      const res = await report(managerToken, query)
      expect(res.body.data.map((r: any) => r._id)).toEqual([soon])
      expect(res.body.meta.total).toBe(1)
    }
    expect((await report(managerToken, { slaEndsWithin: 180, agents: x, status: 'Open' })).body.meta.total).toBe(2)

    for (const bad of [0, 10_081, 1.5, 'soon', '']) {
      const res = await report(managerToken, { slaEndsWithin: bad })
      expect(res.status).toBe(400)
      expect(res.body.errors[0].path).toBe('filter.query.slaEndsWithin')
    }
  })

  it('shows zeros to a user of an own-leads role without a team member, and the whole asset to the Viewer', async () => {
    await createUser(t, 'nomember@demo.test', { role: 'AGENT' })
    const s = await stats(await t.login('nomember@demo.test'))
    expect(s.scope).toBe('own')
    expect(Object.values(s.figures).map((f) => f.value)).toEqual([0, 0, 0, 0])
    const viewer = await stats(await t.login('viewer@demo.test'))
    expect(viewer.scope).toBe('asset')
    expect(viewer.figures.open.value).toBeGreaterThan(0)
  })

  it('never counts another asset', async () => {
    const token = await t.login('admin@demo.test')
    const { data: p } = (await t.request('GET', '/api/profile', { token })).body
    const other = p.assets.find((a: any) => a._id !== p.activeAsset._id)
    const before = await stats(token)
    await lead(other._id, null, {})
    expect(delta(before.figures, (await stats(token)).figures)).toEqual({
      open: 0,
      leavingInitialSla: 0,
      leadPool: 0,
      newToday: 0,
    })
  })
})
