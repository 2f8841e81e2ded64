import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAssetIds, startTestApp, type TestApp } from './helpers/testApp.ts'
import { insertAgent, insertLead } from './helpers/leadFixtures.ts'

/**
 * The report sorted by agent name reads the agent's name kept on each lead (migration 0901): its order
 * must stay the order of the agents' current names (leads without an agent first ascending, ties of
 * equal names by lead id), after leads are added, reassigned and agents renamed.
 */
let t: TestApp
let admin: string
let asset: string
const TAG = `AgS${Math.random().toString(36).slice(2, 8)}`
const agents: Record<string, string> = {}
const leads: string[] = []

const page = async (dir: 1 | -1, extra: Record<string, unknown> = {}) => {
  const res = await t.request('GET', '/api/properties/leads', {
    token: admin,
    query: {
      filter: { limit: 50, sort: { agent: dir }, query: { source: [TAG], excludeTestAgents: false }, ...extra },
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.data as Array<{ _id: string }>).map((r) => r._id)
}

/** The definition: the agents' names as they are now, nulls first, ties by id. */
const expected = async (dir: 1 | -1) =>
  (
    await t.db.query<{ id: string }>(
      `select l.id from leads l left join team_members a on a.id = l.agent_id where l.source = $1 and l.parent_id is null and l.deleted_at is null
       order by a.name ${dir === 1 ? 'asc nulls first' : 'desc nulls last'}, l.id ${dir === 1 ? 'asc' : 'desc'}`,
      [TAG],
    )
  ).map((r) => r.id)

beforeAll(async () => {
  t = await startTestApp()
  admin = await t.login('admin@demo.test')
  asset = (await demoAssetIds(t.db)).first
  for (const [key, name] of [
    ['zed', 'Zed Agent'],
    ['mia1', 'Mia Agent'],
    ['mia2', 'Mia Agent'],
    ['ann', 'Ann Agent'],
  ])
    agents[key] = await insertAgent(t.db, asset, name)
  agents.tester = await insertAgent(t.db, asset, 'Bob Tester', { isTest: true })
  const owners = [null, 'zed', 'mia1', 'mia2', 'ann', 'mia1', 'mia2', null, 'tester', 'zed', 'ann', 'mia2']
  for (const owner of owners)
    leads.push((await insertLead(t.db, asset, { source: TAG, agentId: owner ? agents[owner] : null })).id)
})
afterAll(() => t?.close())

describe('leads report sorted by agent name', () => {
  it('orders by the agent name, no agent first ascending and last descending, equal names by id, on every page', async () => {
    const asc = await expected(1)
    expect(await page(1)).toEqual(asc)
    expect(await page(-1)).toEqual(await expected(-1))
    expect(await page(-1)).toEqual([...asc].reverse())
    const pages = await Promise.all([1, 2, 3].map((p) => page(1, { limit: 4, page: p })))
    expect(pages.flat()).toEqual(asc)
  })

  it('follows a lead moved to another agent and an agent renamed', async () => {
    await t.db.query('update leads set agent_id = $1 where id = $2', [agents.ann, leads[1]])
    await t.db.query('update leads set agent_id = null where id = $1', [leads[2]])
    await t.db.query('update leads set agent_id = $1 where id = $2', [agents.zed, leads[0]])
    await t.db.query(`update team_members set name = 'Aaron Agent' where id = $1`, [agents.zed])
    const asc = await expected(1)
    expect((await t.db.query(`select name from team_members where id = $1`, [agents.zed]))[0].name).toBe('Aaron Agent')
    expect(await page(1)).toEqual(asc)
    expect(await page(-1)).toEqual([...asc].reverse())
  })

  it("orders the same when a filter or the caller's team keeps only some agents", async () => {
    const some = [agents.mia1, agents.mia2, agents.ann]
    const within = async (dir: 1 | -1, keep: string[]) => {
      const all = await expected(dir)
      const rows = await t.db.query<{ id: string }>('select id from leads where agent_id = any($1::uuid[])', [keep])
      const kept = new Set(rows.map((r) => r.id))
      return all.filter((id) => kept.has(id))
    }
    expect(await page(1, { query: { source: [TAG], agents: some, excludeTestAgents: false } })).toEqual(
      await within(1, some),
    )
    expect(await page(-1, { query: { source: [TAG], agents: some, excludeTestAgents: false } })).toEqual(
      await within(-1, some),
    )
    const pages = await Promise.all(
      [1, 2, 3].map((p) =>
        page(1, { limit: 3, page: p, query: { source: [TAG], agents: some, excludeTestAgents: false } }),
      ),
    )
    expect(pages.flat()).toEqual(await within(1, some))
    // the demo manager sees their team: make two of the agents report to them
    const [{ id: boss }] = await t.db.query<{ id: string }>(
      `select m.id from team_members m join users u on u.id = m.user_id where u.email = 'manager@demo.test' and m.asset_id = $1`,
      [asset],
    )
    await t.db.query('update team_members set reported_to_id = $1 where id = any($2::uuid[])', [
      boss,
      [agents.mia2, agents.zed],
    ])
    const manager = await t.login('manager@demo.test')
    const asManager = await t.request('GET', '/api/properties/leads', {
      token: manager,
      query: { filter: { limit: 50, sort: { agent: 1 }, query: { source: [TAG], excludeTestAgents: false } } },
    })
    expect(asManager.body.data.map((r: { _id: string }) => r._id)).toEqual(await within(1, [agents.mia2, agents.zed]))
  })

  it('renames through the team member API the same way', async () => {
    const res = await t.request('PATCH', `/api/teams/members/${agents.ann}`, {
      token: admin,
      body: { name: 'Zara Agent' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await page(1)).toEqual(await expected(1))
  })
})
