import { firstResponseSql } from '../../domain/leads/responseTime.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { AGENT_FIGURE_COLUMNS, withPercentages } from '../../domain/reports/agentFigures.ts'
import { FUNNEL_STAGES, reachedRankSql, stageRank } from '../../domain/reports/stages.ts'
import type { Queryable } from '../db/db.ts'
import { leadScopeSql } from '../leads/scope.ts'
import { reportWhere, Where, type WhereContext } from '../leads/report/where.ts'
import {
  agentCond,
  escalatedContext,
  figureRowsSql,
  figuresCountable,
  histogramPercentile,
  responseHistogram,
  round1,
  type HistogramRow,
} from './figureCounts.ts'

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

/** The figures' counts over leads `l` (columns named as AGENT_FIGURE_COLUMNS' keys): plain aggregates, so the groups are hashed, not sorted. */
function aggregatesSql(): string {
  const reached = FUNNEL_STAGES.slice(1).map(
    (s) => `count(*) filter (where ${reachedRankSql('l')} >= ${stageRank(s)})::int as "reached${s}"`,
  )
  return [
    'count(*)::int as received',
    `count(*) filter (where l.sla_settled_stage = 'Initial')::int as "acceptedInInitial"`,
    'count(*) filter (where l.is_claimed_from_pool)::int as claimed',
    'count(*) filter (where l.is_contacted)::int as contacted',
    'count(*) filter (where l.has_viewing)::int as viewings',
    ...reached,
  ].join(',\n      ')
}

export interface GroupFigures {
  key: string
  name: string
  agentIds: string[]
  [figure: string]: unknown
}

type Figures = Record<string, unknown>
type Times = { key: string; medianFirstResponse: number | null; p90FirstResponse: number | null }
type Keyed = { key: string; n: number }

/**
 * Every group's figures in statements run together: the groups and their agents, then their figures: from
 * the counters (figureCounts.ts) when the filter is only a range and agents, else from the leads (leadFigures).
 * `histogram`: the counters' first-response histogram when the caller has read it already (responseHistogram).
 */
export async function groupFigures(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  groups: GroupsSql,
  histogram?: Promise<HistogramRow[]>,
): Promise<GroupFigures[]> {
  const mw = new Where()
  const membersQ = db.query<{ key: string; name: string; agentIds: string[] }>(
    `select g.key, min(g.name) as name, array_agg(distinct g.agent_id) as "agentIds" from (${groups(membersSql(q, ctx, mw), mw)}) g group by g.key`,
    mw.params,
  )
  const counted = figuresCountable(q)
  const [members, [figures, times, lost], hist] = await Promise.all([
    membersQ,
    counted ? countedFigures(db, q, ctx, groups) : leadFigures(db, q, ctx, groups),
    counted ? (histogram ?? responseHistogram(db, q, ctx)) : null,
  ])
  const byKey = new Map(figures.map((f) => [f.key as string, f]))
  const timesByKey = new Map((hist ? histogramTimes(members, hist) : times).map((t) => [t.key, t]))
  const lostByKey = new Map<string, number>()
  for (const r of lost) lostByKey.set(r.key, (lostByKey.get(r.key) ?? 0) + r.n)
  const zero = Object.fromEntries(AGENT_FIGURE_COLUMNS.filter((c) => c.kind === 'count').map((c) => [c.key, 0]))
  return members.map((m) => {
    const f = byKey.get(m.key) ?? {}
    const t = timesByKey.get(m.key)
    const num = (v: unknown) => (v === null || v === undefined ? null : round1(Number(v)))
    return withPercentages(
      {
        ...zero,
        ...f,
        key: m.key,
        name: m.name,
        agentIds: m.agentIds,
        lostToPool: lostByKey.get(m.key) ?? 0,
        medianFirstResponse: num(t?.medianFirstResponse),
        p90FirstResponse: num(t?.p90FirstResponse),
        averageRating: f.averageRating ?? null,
        ratings: f.ratings ?? 0,
      } as GroupFigures,
      AGENT_FIGURE_COLUMNS,
    )
  })
}

/** The average rating of counter rows u (ratings of 0 are unresponsive customers, not counted) and how many. */
const RATINGS =
  'round(sum(u.rating_sum)::numeric / nullif(sum(u.ratings), 0), 2)::float8 as "averageRating", sum(u.ratings)::int as ratings'

/**
 * From the counters: the groups' sums of their agents' counter rows and the leads their agents lost to the
 * pool (among the leads the caller may see, whoever holds them now: the drill-down's lostToPoolBy; the
 * caller's escalated leads, which have no agent, from the leads). The response times: histogramTimes.
 */
async function countedFigures(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  groups: GroupsSql,
): Promise<[Figures[], Times[], Keyed[]]> {
  const fw = new Where()
  const reached = FUNNEL_STAGES.slice(1).map((s, i) => `sum(u.reached_${i + 1})::int as "reached${s}"`)
  const figuresQ = db.query<Figures>(
    `select g.key, sum(u.received)::int as received, sum(u.accepted_initial)::int as "acceptedInInitial", sum(u.claimed)::int as claimed,
            sum(u.contacted)::int as contacted, sum(u.with_viewing)::int as viewings, ${reached.join(', ')},
            ${RATINGS}
       from (${figureRowsSql(q, ctx, fw)}) u join (${groups(membersSql(q, ctx, fw), fw)}) g on g.agent_id = u.agent_id
      group by g.key`,
    fw.params,
  )
  const lw = new Where()
  const lostQ = db.query<Keyed>(
    `select g.key, sum(u.received)::int as n
       from (${figureRowsSql(q, ctx, lw)}) u join (${groups(membersSql(q, ctx, lw), lw)}) g on g.agent_id = u.lost_by_id
      where ${agentCond(q, ctx, lw, false)} group by g.key`,
    lw.params,
  )
  const escalated = escalatedContext(ctx)
  const [figures, lost, lostEscalated] = await Promise.all([
    figuresQ,
    lostQ,
    escalated ? lostQuery(db, q, ctx, escalated, groups) : [],
  ])
  return [figures, [], [...lost, ...lostEscalated]]
}

/**
 * From the leads, for filters the counters do not hold: the counts of the leads the groups' agents hold;
 * their first-response percentiles (an ordered aggregate sorts its group's rows, so it sorts only the key
 * and the minutes); the ratings (the reviews', from the counters); and the leads their agents lost to the pool.
 */
async function leadFigures(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  groups: GroupsSql,
): Promise<[Figures[], Times[], Keyed[]]> {
  const fw = reportWhere(q, ctx)
  const figuresQ = db.query<Figures>(
    `select g.key, ${aggregatesSql()}
       from leads l join (${groups(membersSql(q, ctx, fw), fw)}) g on g.agent_id = l.agent_id
      where ${fw} group by g.key`,
    fw.params,
  )
  // a review counts for its agent in its range, whatever lead filter (as in the reviews reports)
  const rw = new Where()
  const ratingsQ = db.query<Figures>(
    `select g.key, ${RATINGS}
       from (${figureRowsSql(q, ctx, rw)}) u join (${groups(membersSql(q, ctx, rw), rw)}) g on g.agent_id = u.agent_id
      group by g.key having sum(u.ratings) <> 0`,
    rw.params,
  )
  const tw = reportWhere(q, ctx)
  const minutes = firstResponseSql('l')
  const timesQ = db.query<Times>(
    `select t.key, percentile_cont(0.5) within group (order by t.m) as "medianFirstResponse", percentile_cont(0.9) within group (order by t.m) as "p90FirstResponse"
       from (select g.key, ${minutes} as m from leads l join (${groups(membersSql(q, ctx, tw), tw)}) g on g.agent_id = l.agent_id
              where ${tw} and ${minutes} is not null) t group by t.key`,
    tw.params,
  )
  const [figures, ratings, times, lost] = await Promise.all([
    figuresQ,
    ratingsQ,
    timesQ,
    lostQuery(db, q, ctx, ctx, groups),
  ])
  const byKey = new Map(figures.map((f) => [f.key, f]))
  for (const r of ratings) byKey.set(r.key, { ...byKey.get(r.key), ...r })
  return [[...byKey.values()], times, lost]
}

/** The leads the groups' agents lost to the pool, among those the filter and `scope` (the caller's, or a part of it) select. */
function lostQuery(db: Queryable, q: ReportQuery, ctx: WhereContext, scope: WhereContext, groups: GroupsSql) {
  const lw = reportWhere({ ...q, agents: undefined }, scope)
  return db.query<Keyed>(
    `select g.key, count(*)::int as n
       from leads l join (${groups(membersSql(q, ctx, lw), lw)}) g on g.agent_id = l.pool_left_agent_id
      where ${lw} and l.pool_left_agent_id is not null group by g.key`,
    lw.params,
  )
}

/** Each group's first-response median and p90 over its agents' histogram rows (PostgreSQL's percentile_cont). */
function histogramTimes(members: Array<{ key: string; agentIds: string[] }>, hist: HistogramRow[]): Times[] {
  const byAgent = new Map<string, HistogramRow[]>()
  for (const r of hist) {
    if (!r.agent_id) continue
    const rows = byAgent.get(r.agent_id)
    if (rows) rows.push(r)
    else byAgent.set(r.agent_id, [r])
  }
  return members.map((m) => {
    // an agent's minutes appear once per agent; a group merges its agents' rows (a percentile needs no merge of equal minutes)
    const rows = m.agentIds.flatMap((id) => byAgent.get(id) ?? [])
    return {
      key: m.key,
      medianFirstResponse: histogramPercentile(rows, 0.5),
      p90FirstResponse: histogramPercentile(rows, 0.9),
    }
  })
}

/** Brokers: each agent alone. */
export const byAgent: GroupsSql = (members) => `select m.id::text as key, m.name, m.id as agent_id from ${members} m`

/** Offices: the agents of each office (an agent without an office is in none). */
export const byOffice: GroupsSql = (members) =>
  `select m.office_name as key, m.office_name as name, m.id as agent_id from ${members} m where m.office_name is not null and m.office_name <> ''`

/**
 * Managers: each team member someone reports to, with everyone under them at any depth and themselves
 * (the reportedTo chain; `union` ends a reporting cycle), among the members the caller may see.
 */
export const byManager: GroupsSql = (
  members,
) => `select t.manager_id::text as key, mg.name, t.member_id as agent_id from (
    with recursive tree(manager_id, member_id) as (
      select m.id, m.id from ${members} m where exists (select 1 from ${members} r where r.reported_to_id = m.id)
      union
      select tree.manager_id, r.id from tree join ${members} r on r.reported_to_id = tree.member_id
    ) select * from tree) t join team_members mg on mg.id = t.manager_id`
