import { parsePhoneNumberWithError } from 'libphonenumber-js/max'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LEAD_STAGES, LEAD_STAGES_ALTERNATE, MARKETS } from '../../src/domain/leads/constants.ts'
import { marketSql } from '../../src/domain/leads/market.ts'
import { SLA_STAGES, slaStageCaseSql, slaStageSql } from '../../src/domain/leads/sla.ts'
import { DEMO_ASSETS, DEMO_USERS } from '../../src/server/db/seed/demo.ts'
import { TEST_SEED } from './helpers/seedOptions.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** What the other areas rely on in the demo data (here at the test template's size). */
let t: TestApp
let assets: { id: string; name: string }[]
beforeAll(async () => {
  t = await startTestApp()
  assets = await t.db.query(`select id, name from assets order by (name = $1) desc`, [DEMO_ASSETS[0]])
})
afterAll(() => t?.close())

const values = async (sql: string, assetId: string) => (await t.db.query<{ v: string }>(sql, [assetId])).map((r) => r.v)

describe('demo seed', () => {
  it('has the two demo assets', () => {
    expect(assets.map((a) => a.name)).toEqual([...DEMO_ASSETS])
  })

  it('lets every demo user log in and links agent@ and manager@ to team members of the first asset', async () => {
    for (const u of DEMO_USERS) expect(await t.login(u.email)).toBeTruthy()
    const linked = await t.db.query<{ email: string; asset_id: string; reported_to: string | null }>(
      `select u.email, m.asset_id, boss.name as reported_to from team_members m join users u on u.id = m.user_id
       left join team_members boss on boss.id = m.reported_to_id order by u.email`,
    )
    expect(linked).toEqual([
      { email: 'agent@demo.test', asset_id: assets[0].id, reported_to: 'Marek Manager' },
      { email: 'manager@demo.test', asset_id: assets[0].id, reported_to: null },
    ])
    const [mine] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from leads l join team_members m on m.id = l.agent_id join users u on u.id = m.user_id where u.email = 'agent@demo.test'`,
    )
    expect(mine.n).toBeGreaterThan(0)
  })

  it.each([0, 1])('gives asset %i offices, managers, agents (some test agents) reporting to managers', async (a) => {
    const members = await t.db.query<{
      type: string
      office_name: string
      is_test: boolean
      enabled: boolean
      reports_to_manager: boolean
      phone_number: string
    }>(
      `select m.type, m.office_name, m.is_test, m.enabled, boss.type = 'Manager' as reports_to_manager, m.phone_number
         from team_members m left join team_members boss on boss.id = m.reported_to_id where m.asset_id = $1`,
      [assets[a].id],
    )
    expect(new Set(members.map((m) => m.office_name)).size).toBeGreaterThanOrEqual(2)
    expect(members.filter((m) => m.type === 'Manager').length).toBeGreaterThanOrEqual(2)
    const agents = members.filter((m) => m.type === 'Agent')
    expect(agents.length).toBeGreaterThanOrEqual(8)
    expect(agents.every((m) => m.reports_to_manager)).toBe(true)
    expect(agents.filter((m) => m.is_test).length).toBe(2)
    expect(members.every((m) => /^\+9715\d{8}$/.test(m.phone_number))).toBe(true)
  })

  it.each([0, 1])(
    'gives asset %i developers, 200 listings, 20 projects with 2-4 round-robin agents, 500 customers',
    async (a) => {
      const id = assets[a].id
      const [c] = await t.db.query<Record<string, number>>(
        `select (select count(*) from developers where asset_id = $1)::int as developers,
              (select count(*) from listings where asset_id = $1)::int as listings,
              (select count(distinct reference) from listings where asset_id = $1)::int as refs,
              (select count(*) from projects where asset_id = $1 and developer_id is not null and campaign_name is not null)::int as projects,
              (select count(*) from customers where asset_id = $1)::int as customers,
              (select value from asset_counters where asset_id = $1 and name = 'customerID')::int as "customerCounter"`,
        [id],
      )
      expect(c).toEqual({ developers: 8, listings: 200, refs: 200, projects: 20, customers: 500, customerCounter: 500 })
      const perProject = await values(
        'select count(*)::text as v from project_agents where asset_id = $1 group by project_id',
        id,
      )
      expect(perProject.length).toBe(20)
      expect(perProject.every((n) => Number(n) >= 2 && Number(n) <= 4)).toBe(true)
      expect(await values(`select distinct purpose as v from listings where asset_id = $1 order by 1`, id)).toEqual([
        'rent',
        'sale',
      ])
    },
  )

  it('gives every customer a valid UAE mobile in E.164, unique per asset', async () => {
    const rows = await t.db.query<{ asset_id: string; phone_code: string; phone: string; phone_number: string }>(
      'select asset_id, phone_code, phone, phone_number from customers',
    )
    expect(rows.length).toBe(1000)
    for (const c of rows) {
      const parsed = parsePhoneNumberWithError(c.phone_number)
      expect(parsed.isValid() && parsed.country === 'AE', c.phone_number).toBe(true)
      expect(parsed.number).toBe(c.phone_number)
      expect(c.phone_code).toBe('971')
      expect(`+${c.phone_code}${c.phone}`).toBe(c.phone_number)
    }
    expect(new Set(rows.map((c) => c.asset_id + c.phone_number)).size).toBe(rows.length)
    const types = await t.db.query<{ type: string }>('select distinct type from customers order by 1')
    expect(types.map((x) => x.type)).toEqual(['Client', 'External Agent', 'Spam'])
  })

  it.each([0, 1])('gives asset %i its leads with unique lead ids and the counter at the max', async (a) => {
    const [r] = await t.db.query<{ n: number; ids: number; min: number; max: number; counter: number }>(
      `select count(*)::int as n, count(distinct lead_id)::int as ids, min(lead_id)::int as min, max(lead_id)::int as max,
              (select value from asset_counters where asset_id = $1 and name = 'leadID')::int as counter
         from leads where asset_id = $1`,
      [assets[a].id],
    )
    expect(r).toEqual({
      n: TEST_SEED.leadsPerAsset,
      ids: TEST_SEED.leadsPerAsset,
      min: 1,
      max: TEST_SEED.leadsPerAsset,
      counter: TEST_SEED.leadsPerAsset,
    })
  })

  it('spreads leads over two years and covers every stage, status, market, contact type and type', async () => {
    const id = assets[0].id
    const stages = await values('select distinct stage as v from leads where asset_id = $1', id)
    for (const s of [...LEAD_STAGES, ...LEAD_STAGES_ALTERNATE]) expect(stages).toContain(s)
    expect(await values('select distinct status as v from leads where asset_id = $1 order by 1', id)).toEqual([
      'Closed',
      'Open',
    ])
    for (const m of MARKETS)
      expect(
        await values(`select count(*)::text as v from leads l where asset_id = $1 and ${marketSql(m)}`, id),
        m,
      ).not.toEqual(['0'])
    expect(await values('select distinct type as v from leads where asset_id = $1 order by 1', id)).toEqual([
      'general',
      'listing',
      'offplan',
    ])
    expect(await values('select distinct contact_type as v from leads where asset_id = $1 order by 1', id)).toEqual([
      'Buyer',
      'Landlord',
      'Seller',
      'Tenant',
    ])
    expect(
      (await values('select distinct source as v from leads where asset_id = $1', id)).length,
    ).toBeGreaterThanOrEqual(8)
    expect(
      (await values('select distinct input_source as v from leads where asset_id = $1', id)).length,
    ).toBeGreaterThanOrEqual(4)
    const [span] = await t.db.query<{ days: number }>(
      `select extract(epoch from max(data_source_created_at) - min(data_source_created_at))::int / 86400 as days from leads where asset_id = $1`,
      [id],
    )
    expect(span.days).toBeGreaterThanOrEqual(700)
  })

  it('has every derived SLA stage and SLA filter match now in the first asset', async () => {
    const id = assets[0].id
    for (const st of SLA_STAGES)
      expect(
        await values(`select count(*)::text as v from leads l where asset_id = $1 and ${slaStageSql(st)}`, id),
        st,
      ).not.toEqual(['0'])
    const derived = await values(
      `select distinct ${slaStageCaseSql()} as v from leads l where asset_id = $1 order by 1`,
      id,
    )
    expect(derived).toEqual(['-', 'Initial', 'Lead Pool', 'Manager'])
  })

  it('has every SLA situation relative to now in the first asset', async () => {
    // the seed's now: a long run reaches this test after the newest leads' deadlines passed
    const [s] = await t.db.query<Record<string, number>>(
      `select
         count(*) filter (where not is_accepted and initial_sla_end_date > $2)::int as "initialRunning",
         count(*) filter (where not is_accepted and initial_sla_end_date < $2 and free_pool_sla_end_date > $2)::int as "poolRunning",
         count(*) filter (where not is_accepted and free_pool_sla_end_date < $2)::int as "bothPassed",
         count(*) filter (where is_accepted and not is_assigned_from_lead_pool and accepted_at <= initial_sla_end_date)::int as "acceptedInInitial",
         count(*) filter (where is_accepted and accepted_at > initial_sla_end_date and accepted_at <= free_pool_sla_end_date)::int as "acceptedBetween",
         count(*) filter (where is_assigned_from_lead_pool)::int as "fromPool",
         count(*) filter (where is_claimed_from_pool)::int as claimed,
         count(*) filter (where initial_sla_end_date is null or free_pool_sla_end_date is null)::int as "missingSla",
         count(*) filter (where agent_id is null)::int as unassigned,
         count(*) filter (where agent_id in (select id from team_members where is_test))::int as "testAgents",
         count(*) filter (where review_rating is not null)::int as reviewed,
         count(*) filter (where (response_times->>'firstResponse') ~ '^\\d+$' and (response_times->>'firstResponse')::int > 43200)::int as "slowResponse",
         count(*) filter (where response_times is null or jsonb_typeof(response_times->'firstResponse') is distinct from 'number')::int as "noResponseTime",
         count(*) filter (where creator_id is null)::int as "bySystem",
         count(*) filter (where creator_id is not null)::int as "byUser",
         count(*) filter (where utm is not null)::int as utm
       from leads where asset_id = $1`,
      [assets[0].id, inject('seededAt')],
    )
    for (const [k, v] of Object.entries(s)) expect(v, k).toBeGreaterThan(0)
  })

  it('merges about 5% of leads under parents that have no parent, with the same customer', async () => {
    const [m] = await t.db.query<{ children: number; total: number; bad: number }>(
      `select count(*) filter (where c.parent_id is not null)::int as children, count(*)::int as total,
              count(*) filter (where c.parent_id is not null and (p.parent_id is not null or p.customer_id <> c.customer_id or p.asset_id <> c.asset_id))::int as bad
         from leads c left join leads p on p.id = c.parent_id`,
    )
    expect(m.bad).toBe(0)
    expect(m.children / m.total).toBeGreaterThan(0.02)
    expect(m.children / m.total).toBeLessThan(0.08)
  })

  it('records stage and assignment history for a share of leads', async () => {
    const kinds = await t.db.query<{ kind: string; n: number }>(
      `select h.kind, count(*)::int as n from lead_history h join leads l on l.id = h.lead_id and l.asset_id = h.asset_id group by 1 order by 1`,
    )
    expect(kinds.map((k) => k.kind)).toEqual(['assignment', 'stage', 'status'])
  })
})
