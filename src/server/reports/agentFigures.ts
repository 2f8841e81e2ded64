import { firstResponseSql } from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { AGENT_FIGURE_COLUMNS, withPercentages } from '../../domain/reports/agentFigures.ts'
import { FUNNEL_STAGES, stagesFrom } from '../../domain/reports/stages.ts'
import type { Queryable } from '../db/db.ts'
import { leadScopeSql } from '../leads/scope.ts'
import { reportWhere, Where, type WhereContext } from '../leads/report/where.ts'

/**
 * The groups of agents a report ranks, as SQL selecting (key, name, agent_id): one row per agent of a
 * group. Built on `w` (its placeholders), from `members`: the asset's agents the caller may see
 * (domain/reports/scope.ts), narrowed by the filter's agents and its test agents exclusion.
 */
export type GroupsSql = (members: string, w: Where) => string

/** The team members a report's figures may cover (alias m), as a subselect. */
function membersSql(q: ReportQuery, ctx: WhereContext, w: Where): string {
  const cond = [`m.asset_id = ${w.p(ctx.assetId)}`, 'm.deleted_at is null']
  const visible = leadScopeSql(ctx.visibility, 'm.id', (v) => w.p(v))
  if (visible) cond.push(visible)
  if (q.agents?.length) cond.push(`m.id = any(${w.p(q.agents)}::uuid[])`)
  if (q.excludeTestAgents && ctx.testAgentIds.length) cond.push(`m.id <> all(${w.p(ctx.testAgentIds)}::uuid[])`)
  return `(select m.id, m.name, m.office_name, m.reported_to_id from team_members m where ${cond.join(' and ')})`
}

/**
 * The asset's leads with a viewing (the hasViewing drill-down's leads), to left join as `vw`: read from
 * lead_activities_viewing_idx (migration 1521) by an index-only scan.
 */
const viewingLeadsSql = (w: Where, assetId: string) =>
  `(select distinct a.lead_id from lead_activities a where a.asset_id = ${w.p(assetId)} and a.kind = 'viewing' and a.deleted_at is null)`

/**
 * The figures' counts over leads `l` (columns named as AGENT_FIGURE_COLUMNS' keys): plain aggregates, so
 * the groups are hashed, not sorted. The response times and viewings are counted beside them (groupFigures).
 */
function aggregatesSql(w: Where): string {
  const reached = FUNNEL_STAGES.slice(1).map((s) => `count(*) filter (where l.stage = any(${w.p(stagesFrom(s))}::text[]))::int as "reached${s}"`)
  return [
    'count(*)::int as received',
    `count(*) filter (where l.sla_settled_stage = 'Initial')::int as "acceptedInInitial"`,
    'count(*) filter (where l.is_claimed_from_pool)::int as claimed',
    'count(*) filter (where l.is_contacted)::int as contacted',
    ...reached,
    'round(avg(l.review_rating) filter (where l.review_rating > 0), 2)::float8 as "averageRating"',
    'count(l.review_rating) filter (where l.review_rating > 0)::int as ratings',
  ].join(',\n      ')
}

export interface GroupFigures {
  key: string
  name: string
  agentIds: string[]
  [figure: string]: unknown
}

/**
 * Every group's figures in statements run together: the groups and their agents; the counts of the leads
 * their agents hold; their first-response percentiles (an ordered aggregate sorts its group's rows, so it
 * sorts only the key and the minutes); their leads with a viewing (one hash of the asset's viewed leads,
 * not a probe per lead); and the leads their agents lost to the pool (among the leads the filter and the
 * caller's scope select, whoever holds them now: the drill-down's lostToPoolBy).
 */
export async function groupFigures(db: Queryable, q: ReportQuery, ctx: WhereContext, groups: GroupsSql): Promise<GroupFigures[]> {
  const mw = new Where()
  const membersQ = db.query<{ key: string; name: string; agentIds: string[] }>(
    `select g.key, min(g.name) as name, array_agg(distinct g.agent_id) as "agentIds" from (${groups(membersSql(q, ctx, mw), mw)}) g group by g.key`,
    mw.params,
  )
  const fw = reportWhere(q, ctx)
  const figuresQ = db.query<Record<string, unknown>>(
    `select g.key, ${aggregatesSql(fw)}
       from leads l join (${groups(membersSql(q, ctx, fw), fw)}) g on g.agent_id = l.agent_id
      where ${fw} group by g.key`,
    fw.params,
  )
  const tw = reportWhere(q, ctx)
  const minutes = firstResponseSql('l')
  const timesQ = db.query<{ key: string; medianFirstResponse: number | null; p90FirstResponse: number | null }>(
    `select t.key, percentile_cont(0.5) within group (order by t.m) as "medianFirstResponse", percentile_cont(0.9) within group (order by t.m) as "p90FirstResponse"
       from (select g.key, ${minutes} as m from leads l join (${groups(membersSql(q, ctx, tw), tw)}) g on g.agent_id = l.agent_id
              where ${tw} and ${minutes} is not null) t group by t.key`,
    tw.params,
  )
  const vw = reportWhere(q, ctx)
  const viewingsQ = db.query<{ key: string; n: number }>(
    `select g.key, count(*)::int as n
       from leads l join (${groups(membersSql(q, ctx, vw), vw)}) g on g.agent_id = l.agent_id
       join ${viewingLeadsSql(vw, ctx.assetId)} v on v.lead_id = l.id
      where ${vw} group by g.key`,
    vw.params,
  )
  const lw = reportWhere({ ...q, agents: undefined }, ctx)
  const lostQ = db.query<{ key: string; n: number }>(
    `select g.key, count(*)::int as n
       from leads l join (${groups(membersSql(q, ctx, lw), lw)}) g on g.agent_id = l.pool_left_agent_id
      where ${lw} and l.pool_left_agent_id is not null group by g.key`,
    lw.params,
  )
  const [members, figures, times, viewings, lost] = await Promise.all([membersQ, figuresQ, timesQ, viewingsQ, lostQ])
  const byKey = new Map(figures.map((f) => [f.key as string, f]))
  const timesByKey = new Map(times.map((t) => [t.key, t]))
  const viewingsByKey = new Map(viewings.map((v) => [v.key, v.n]))
  const lostByKey = new Map(lost.map((r) => [r.key, r.n]))
  const zero = Object.fromEntries(AGENT_FIGURE_COLUMNS.filter((c) => c.kind === 'count').map((c) => [c.key, 0]))
  return members.map((m) => {
    const f = byKey.get(m.key) ?? {}
    const t = timesByKey.get(m.key)
    const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10)
    return withPercentages(
      {
        ...zero,
        ...f,
        key: m.key,
        name: m.name,
        agentIds: m.agentIds,
        lostToPool: lostByKey.get(m.key) ?? 0,
        viewings: viewingsByKey.get(m.key) ?? 0,
        medianFirstResponse: num(t?.medianFirstResponse),
        p90FirstResponse: num(t?.p90FirstResponse),
        averageRating: f.averageRating ?? null,
        ratings: f.ratings ?? 0,
      } as GroupFigures,
      AGENT_FIGURE_COLUMNS,
    )
  })
}

/** Brokers: each agent alone. */
export const byAgent: GroupsSql = (members) => `select m.id::text as key, m.name, m.id as agent_id from ${members} m`

/** Offices: the agents of each office (an agent without an office is in none). */
export const byOffice: GroupsSql = (members) => `select m.office_name as key, m.office_name as name, m.id as agent_id from ${members} m where m.office_name is not null and m.office_name <> ''`

/**
 * Managers: each team member someone reports to, with everyone under them at any depth and themselves
 * (the reportedTo chain; `union` ends a reporting cycle), among the members the caller may see.
 */
export const byManager: GroupsSql = (members) => `select t.manager_id::text as key, mg.name, t.member_id as agent_id from (
    with recursive tree(manager_id, member_id) as (
      select m.id, m.id from ${members} m where exists (select 1 from ${members} r where r.reported_to_id = m.id)
      union
      select tree.manager_id, r.id from tree join ${members} r on r.reported_to_id = tree.member_id
    ) select * from tree) t join team_members mg on mg.id = t.manager_id`
