import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { paginatorMeta } from '../../domain/paginate.ts'
import type { Queryable } from '../db/db.ts'
import { leadScopeSql } from '../leads/scope.ts'
import { reportRange, Where, type WhereContext } from '../leads/report/where.ts'
import { LIST_PAGE_SIZE, type ListParams } from './listParams.ts'

/**
 * The activities the report covers (alias a): the asset's, done in the range (occurred_at: a viewing's
 * date-time), by agents in the caller's scope and the filter; work done counts whatever became of its lead
 * (checking each activity's lead cost a probe of leads per activity: 25 s for This Year at 2 million).
 */
function activitiesWhere(q: ReportQuery, ctx: WhereContext): Where {
  const w = new Where()
  w.and(`a.asset_id = ${w.p(ctx.assetId)}`)
  w.and('a.deleted_at is null')
  const visible = leadScopeSql(ctx.visibility, 'a.agent_id', (v) => w.p(v))
  if (visible) w.and(visible)
  const range = reportRange(q, ctx)
  if (range.from) w.and(`a.occurred_at >= ${w.p(range.from)}::timestamptz`)
  if (range.to) w.and(`a.occurred_at <= ${w.p(range.to)}::timestamptz`)
  w.anyOf('a.agent_id', q.agents, 'uuid')
  if (q.excludeTestAgents) w.notTestAgent('a.agent_id', ctx.testAgentIds)
  return w
}

/**
 * Activities (/reports/activities): activities and viewings by agent and kind, by kind and outcome, per
 * day (in the caller's time zone) and kind, and the list of those a clicked figure counts (its agent,
 * kind, outcome or day), each row linking to its lead.
 */
export async function activitiesReport(db: Queryable, q: ReportQuery, ctx: WhereContext, list: ListParams) {
  const w = activitiesWhere(q, ctx)
  const byAgentQ = db.query<{ agentId: string | null; name: string | null; kind: string; count: number }>(
    `select a.agent_id as "agentId", min(m.name) as name, a.kind, count(*)::int as count
       from lead_activities a left join team_members m on m.id = a.agent_id where ${w} group by 1, 3 order by 2, 3`,
    w.params,
  )
  const byOutcomeQ = db.query<{ kind: string; outcome: string; count: number }>(
    `select a.kind, coalesce(a.outcome, '') as outcome, count(*)::int as count from lead_activities a where ${w} group by 1, 2 order by 1, 2`,
    w.params,
  )
  const dw = activitiesWhere(q, ctx)
  const perDayQ = db.query<{ day: string; kind: string; count: number }>(
    `select to_char(a.occurred_at at time zone ${dw.p(ctx.timeZone)}, 'YYYY-MM-DD') as day, a.kind, count(*)::int as count
       from lead_activities a where ${dw} group by 1, 2 order by 1, 2`,
    dw.params,
  )
  const lw = activitiesWhere(q, ctx)
  if (list.agent) lw.and(`a.agent_id = ${lw.p(list.agent)}::uuid`)
  if (list.kind) lw.and(`a.kind = ${lw.p(list.kind)}`)
  // 'none': the activities without an outcome (the outcomes table's empty outcome)
  if (list.outcome) lw.and(list.outcome === 'none' ? 'a.outcome is null' : `a.outcome = ${lw.p(list.outcome)}`)
  if (list.day) lw.and(`to_char(a.occurred_at at time zone ${lw.p(ctx.timeZone)}, 'YYYY-MM-DD') = ${lw.p(list.day)}`)
  const page = list.page ?? 1
  const rowsQ = db.query(
    `select a.id as "_id", a.kind, a.outcome, a.occurred_at as "occurredAt", a.duration_seconds as "durationSeconds", a.body, a.feedback,
            a.lead_id as "leadId", l.lead_id as "leadID", a.agent_id as "agentId", m.name as "agentName"
       from lead_activities a
       join leads l on l.id = a.lead_id
       left join team_members m on m.id = a.agent_id
      where ${lw} order by a.occurred_at desc, a.id desc limit ${LIST_PAGE_SIZE} offset ${(page - 1) * LIST_PAGE_SIZE}`,
    lw.params,
  )
  // the total apart from the page: a window count over the page's joins read every matching row's lead
  const totalQ = db.query<{ n: number }>(`select count(*)::int as n from lead_activities a where ${lw}`, lw.params).then(([r]) => r.n)
  const [byAgentKind, byOutcome, perDay, rows, total] = await Promise.all([byAgentQ, byOutcomeQ, perDayQ, rowsQ, totalQ])
  // one row per agent with a count per kind
  const agents = new Map<string, { agentId: string | null; name: string | null; total: number; [kind: string]: unknown }>()
  for (const r of byAgentKind) {
    const key = r.agentId ?? ''
    const row = agents.get(key) ?? { agentId: r.agentId, name: r.name, total: 0 }
    row[r.kind] = r.count
    row.total += r.count
    agents.set(key, row)
  }
  return {
    byAgent: [...agents.values()].sort((a, b) => b.total - a.total),
    byOutcome,
    perDay,
    list: { data: rows.map((r) => ({ ...r, leadID: Number(r.leadID) })), meta: paginatorMeta(total, page, LIST_PAGE_SIZE) },
  }
}
