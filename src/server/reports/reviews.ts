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

/**
 * Qualification Reviews (/reports/leads-review) and the viewing reviews: how many, the average (ratings
 * of 0 are unresponsive customers, left out as in the ratings summary), per rating, per category and per
 * agent, and the list itself (filtered by the rating, category or agent clicked), each with its
 * qualification time (its own, else its lead's timeToQualify: domain/teams/reviews.ts).
 */
export async function reviewsReport(db: Queryable, q: ReportQuery, ctx: WhereContext, kind: ReviewKind, list: ListParams, pageSize = LIST_PAGE_SIZE) {
  const w = reviewsWhere(q, ctx, kind)
  const summaryQ = db.query<{ total: number; average: number | null; unresponsive: number }>(
    `select count(*)::int as total, round(avg(r.rating) filter (where r.rating > 0), 2)::float8 as average,
            count(*) filter (where r.rating = 0 or lower(r.category) = 'unresponsive')::int as unresponsive
       from agent_reviews r where ${w}`,
    w.params,
  )
  const byRatingQ = db.query<{ rating: number; count: number }>(`select r.rating, count(*)::int as count from agent_reviews r where ${w} group by 1 order by 1`, w.params)
  const byCategoryQ = db.query<{ category: string; count: number }>(
    `select coalesce(r.category, '') as category, count(*)::int as count from agent_reviews r where ${w} group by 1 order by 2 desc, 1`,
    w.params,
  )
  const byAgentQ = db.query<{ agentId: string; name: string; count: number; average: number | null }>(
    `select r.agent_id as "agentId", min(m.name) as name, count(*)::int as count, round(avg(r.rating) filter (where r.rating > 0), 2)::float8 as average
       from agent_reviews r join team_members m on m.id = r.agent_id where ${w} group by 1 order by 3 desc, 2`,
    w.params,
  )
  const lw = reviewsWhere(q, ctx, kind)
  if (list.rating !== undefined) lw.and(`r.rating = ${lw.p(list.rating)}`)
  if (list.category !== undefined) lw.and(`coalesce(r.category, '') = ${lw.p(list.category)}`)
  if (list.agent) lw.and(`r.agent_id = ${lw.p(list.agent)}::uuid`)
  const page = list.page ?? 1
  const rowsQ = db.query(
    `select r.id as "_id", r.created_at as "createdAt", r.rating, r.category, r.feedback, r.subject, r.subject_type as "subjectType",
            r.subject_id as "subjectId", l.lead_id as "leadID", r.agent_id as "agentId", m.name as "agentName",
            trim(c.first_name || ' ' || c.last_name) as "customerName",
            coalesce(r.qualification_time, l.time_to_qualify)::float8 as "qualificationTime"
       from agent_reviews r
       left join team_members m on m.id = r.agent_id
       left join leads l on l.id = r.subject_id and l.asset_id = r.asset_id
       left join customers c on c.id = r.customer_id
      where ${lw} order by r.created_at desc, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    lw.params,
  )
  // the total apart from the page: a window count over the page's joins read every matching row's lead
  const totalQ = db.query<{ n: number }>(`select count(*)::int as n from agent_reviews r where ${lw}`, lw.params).then(([r]) => r.n)
  const [[summary], byRating, byCategory, byAgent, rows, total] = await Promise.all([summaryQ, byRatingQ, byCategoryQ, byAgentQ, rowsQ, totalQ])
  return {
    kind,
    summary: { ...summary, byRating: [0, 1, 2, 3, 4, 5].map((n) => ({ rating: n, count: byRating.find((r) => r.rating === n)?.count ?? 0 })), byCategory },
    byAgent,
    list: { data: rows.map((r) => ({ ...r, leadID: r.leadID === null ? null : Number(r.leadID) })), meta: paginatorMeta(total, page, pageSize) },
  }
}
