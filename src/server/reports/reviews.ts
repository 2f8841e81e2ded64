import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { paginatorMeta } from '../../domain/paginate.ts'
import type { Queryable } from '../db/db.ts'
import { leadScopeSql } from '../leads/scope.ts'
import { reportRange, Where, type WhereContext } from '../leads/report/where.ts'
import { LIST_PAGE_SIZE, type ListParams } from './listParams.ts'

/** Which reviews a Qualification Reviews view lists: the customers' reviews after a qualification (of a lead) or after a viewing. */
export const REVIEW_KINDS = { lead: 'Lead', viewing: 'Viewing' } as const
export type ReviewKind = keyof typeof REVIEW_KINDS

/** The reviews the report covers: the kind's, created in the range, of agents in the caller's scope and the filter. */
function reviewsWhere(q: ReportQuery, ctx: WhereContext, kind: ReviewKind): Where {
  const w = new Where()
  w.and(`r.asset_id = ${w.p(ctx.assetId)}`)
  w.and('r.deleted_at is null')
  w.and(`r.subject_type = ${w.p(REVIEW_KINDS[kind])}`)
  const visible = leadScopeSql(ctx.visibility, 'r.agent_id', (v) => w.p(v))
  if (visible) w.and(visible)
  const range = reportRange(q, ctx)
  if (range.from) w.and(`r.created_at >= ${w.p(range.from)}::timestamptz`)
  if (range.to) w.and(`r.created_at <= ${w.p(range.to)}::timestamptz`)
  w.anyOf('r.agent_id', q.agents, 'uuid')
  if (q.excludeTestAgents) w.notTestAgent('r.agent_id', ctx.testAgentIds)
  return w
}

/** An average rating to two decimals, as PostgreSQL's round(avg(), 2): none of nothing. */
const average = (sum: number, n: number) => (n ? Math.round((sum * 100) / n) / 100 : null)

/**
 * Qualification Reviews (/reports/leads-review) and the viewing reviews: how many, the average (ratings
 * of 0 are unresponsive customers, left out as in the ratings summary), per rating, per category and per
 * agent, and the list itself (filtered by the rating, category or agent clicked), each with its
 * qualification time (its own, else its lead's timeToQualify: domain/teams/reviews.ts). The figures and the
 * list's total come from one read of the reviews per agent, rating and category (each figure's own statement
 * read the year's reviews again: five reads of 140,000 at a million leads).
 */
export async function reviewsReport(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  kind: ReviewKind,
  list: ListParams,
  pageSize = LIST_PAGE_SIZE,
) {
  const w = reviewsWhere(q, ctx, kind)
  const groupsQ = db.query<{ agentId: string; rating: number; category: string; count: number }>(
    `select r.agent_id as "agentId", r.rating, coalesce(r.category, '') as category, count(*)::int as count from agent_reviews r where ${w} group by 1, 2, 3`,
    w.params,
  )
  const namesQ = db.query<{ id: string; name: string }>('select id, name from team_members where asset_id = $1', [
    ctx.assetId,
  ])
  const lw = reviewsWhere(q, ctx, kind)
  if (list.rating !== undefined) lw.and(`r.rating = ${lw.p(list.rating)}`)
  if (list.category !== undefined) lw.and(`coalesce(r.category, '') = ${lw.p(list.category)}`)
  if (list.agent) lw.and(`r.agent_id = ${lw.p(list.agent)}::uuid`)
  const page = list.page ?? 1
  // the page first, then its joins: reviews recorded at one instant (an import's) were each joined before the tie on the id was sorted
  const rowsQ = db.query(
    `select r.id as "_id", r.created_at as "createdAt", r.rating, r.category, r.feedback, r.subject, r.subject_type as "subjectType",
            r.subject_id as "subjectId", l.lead_id as "leadID", r.agent_id as "agentId", m.name as "agentName",
            trim(c.first_name || ' ' || c.last_name) as "customerName",
            coalesce(r.qualification_time, l.time_to_qualify)::float8 as "qualificationTime"
       from (select r.* from agent_reviews r where ${lw} order by r.created_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) r
       left join team_members m on m.id = r.agent_id
       left join leads l on l.id = r.subject_id and l.asset_id = r.asset_id
       left join customers c on c.id = r.customer_id
      order by r.created_at desc, r.id desc`,
    lw.params,
  )
  const [groups, names, rows] = await Promise.all([groupsQ, namesQ, rowsQ])
  const name = new Map(names.map((m) => [m.id, m.name]))
  const sum = (gs: typeof groups) => gs.reduce((n, g) => n + g.count, 0)
  const rated = (gs: typeof groups) =>
    average(
      gs.reduce((n, g) => n + (g.rating > 0 ? g.rating * g.count : 0), 0),
      sum(gs.filter((g) => g.rating > 0)),
    )
  const byCategory = new Map<string, number>()
  const agents = new Map<string, typeof groups>()
  for (const g of groups) {
    byCategory.set(g.category, (byCategory.get(g.category) ?? 0) + g.count)
    agents.set(g.agentId, [...(agents.get(g.agentId) ?? []), g])
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const total = sum(
    groups.filter(
      (g) =>
        (list.rating === undefined || g.rating === list.rating) &&
        (list.category === undefined || g.category === list.category) &&
        (!list.agent || g.agentId === list.agent),
    ),
  )
  return {
    kind,
    summary: {
      total: sum(groups),
      average: rated(groups),
      unresponsive: sum(groups.filter((g) => g.rating === 0 || g.category.toLowerCase() === 'unresponsive')),
      byRating: [0, 1, 2, 3, 4, 5].map((n) => ({ rating: n, count: sum(groups.filter((g) => g.rating === n)) })),
      byCategory: [...byCategory]
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || byText(a.category, b.category)),
    },
    byAgent: [...agents]
      .map(([agentId, gs]) => ({ agentId, name: name.get(agentId) ?? '', count: sum(gs), average: rated(gs) }))
      .sort((a, b) => b.count - a.count || byText(a.name, b.name)),
    list: {
      data: rows.map((r) => ({ ...r, leadID: r.leadID === null ? null : Number(r.leadID) })),
      meta: paginatorMeta(total, page, pageSize),
    },
  }
}
