import { customRange } from '../../domain/leads/datePresets.ts'
import type { ReportQuery } from '../../domain/leads/reportFilter.ts'
import { paginatorMeta } from '../../domain/paginate.ts'
import type { Queryable } from '../db/db.ts'
import { leadScopeSql, seesWholeAsset } from '../leads/scope.ts'
import { reportRange, Where, type WhereContext } from '../leads/report/where.ts'
import { agentCond, rowsSql } from './figureCounts.ts'
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

type Counts = Array<{ agentId: string | null; kind: string; outcome: string | null; n: number }>
type Day = { day: string; kind: string; count: number }
const HOUR = 3_600_000

/**
 * The range's activities per agent, kind and outcome, from the counters of migration 1722: its whole UTC days'
 * counter rows and its partial days' activities (the leads figures' reader, figureCounts.ts), in the caller's
 * scope and the filter's agents.
 */
function countsQuery(db: Queryable, q: ReportQuery, ctx: WhereContext) {
  const w = new Where()
  const rows = rowsSql(
    q,
    ctx,
    w,
    { table: 'lead_activity_day_counts', column: 'day' },
    null,
    'f.agent_id, f.kind, f.outcome, f.n',
    [
      {
        from: 'lead_activities r',
        at: 'r.occurred_at',
        cond: 'r.deleted_at is null',
        columns: 'r.agent_id, r.kind, r.outcome, 1 as n',
      },
    ],
  )
  return db.query<Counts[number]>(
    `select u.agent_id as "agentId", u.kind, u.outcome, sum(u.n)::int as n from (${rows}) u where ${agentCond(q, ctx, w, true)} group by 1, 2, 3 having sum(u.n) <> 0`,
    w.params,
  )
}

/**
 * Per day (the caller's time zone) and kind: from the hourly counters when the days are whole UTC hours and the
 * figures are the whole asset's (the test agents' own activities, few, subtracted); else from the activities.
 */
async function perDayQuery(db: Queryable, q: ReportQuery, ctx: WhereContext): Promise<Day[]> {
  const range = reportRange(q, ctx)
  const from = range.from ? Date.parse(range.from) : null
  const end = range.to ? Date.parse(range.to) + 1 : null
  const raw = (agents: string[] | null) => {
    const w = activitiesWhere(agents ? { ...q, agents, excludeTestAgents: false } : q, ctx)
    return db.query<Day>(
      `select to_char(a.occurred_at at time zone ${w.p(ctx.timeZone)}, 'YYYY-MM-DD') as day, a.kind, count(*)::int as count
         from lead_activities a where ${w} group by 1, 2 order by 1, 2`,
      w.params,
    )
  }
  if (
    !seesWholeAsset(ctx.visibility) ||
    q.agents?.length ||
    (from !== null && from % HOUR) ||
    (end !== null && end % HOUR)
  )
    return raw(null)
  const w = new Where()
  const cond = [`h.asset_id = ${w.p(ctx.assetId)}`]
  if (from !== null) cond.push(`h.hour >= ${w.p(new Date(from).toISOString())}::timestamptz`)
  if (end !== null) cond.push(`h.hour < ${w.p(new Date(end).toISOString())}::timestamptz`)
  const test = q.excludeTestAgents && ctx.testAgentIds.length
  const [days, tests] = await Promise.all([
    // grouped by the local date, then formatted: to_char on each of a year's 43,000 hour rows took most of the time
    db.query<Day>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, d.kind, d.count from (
         select (h.hour at time zone ${w.p(ctx.timeZone)})::date as day, h.kind, sum(h.n)::int as count
           from lead_activity_hour_counts h where ${cond.join(' and ')} group by 1, 2 having sum(h.n) <> 0) d order by 1, 2`,
      w.params,
    ),
    test ? raw(ctx.testAgentIds) : [],
  ])
  const minus = new Map(tests.map((d) => [`${d.day} ${d.kind}`, d.count]))
  return days
    .map((d) => ({ ...d, count: d.count - (minus.get(`${d.day} ${d.kind}`) ?? 0) }))
    .filter((d) => d.count !== 0)
}

/**
 * Activities (/reports/activities): activities and viewings by agent and kind, by kind and outcome, per
 * day (in the caller's time zone) and kind, and the list of those a clicked figure counts (its agent,
 * kind, outcome or day), each row linking to its lead. The figures from the counters (migration 1722); the
 * list's total from the figures when they hold its filter.
 */
export async function activitiesReport(db: Queryable, q: ReportQuery, ctx: WhereContext, list: ListParams) {
  const lw = activitiesWhere(q, ctx)
  if (list.agent) lw.and(`a.agent_id = ${lw.p(list.agent)}::uuid`)
  if (list.kind) lw.and(`a.kind = ${lw.p(list.kind)}`)
  // 'none': the activities without an outcome (the outcomes table's empty outcome)
  if (list.outcome) lw.and(list.outcome === 'none' ? 'a.outcome is null' : `a.outcome = ${lw.p(list.outcome)}`)
  if (list.day) {
    // the day's bounds in the caller's zone: the (asset, occurred_at) index serves it
    const day = customRange(list.day, list.day, ctx.timeZone)
    lw.and(`a.occurred_at >= ${lw.p(day.from)}::timestamptz and a.occurred_at <= ${lw.p(day.to)}::timestamptz`)
  }
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
  const outcomeOf = (o: string | null) => o ?? 'none'
  // the total apart from the page, unless the figures hold it: a day with an agent or an outcome
  const counted = !(list.day && (list.agent || list.outcome))
  const totalQ = counted
    ? null
    : db
        .query<{ n: number }>(`select count(*)::int as n from lead_activities a where ${lw}`, lw.params)
        .then(([r]) => r.n)
  const namesQ = db.query<{ id: string; name: string }>('select id, name from team_members where asset_id = $1', [
    ctx.assetId,
  ])
  const [counts, perDay, rows, names, rawTotal] = await Promise.all([
    countsQuery(db, q, ctx),
    perDayQuery(db, q, ctx),
    rowsQ,
    namesQ,
    totalQ,
  ])
  const name = new Map(names.map((m) => [m.id, m.name]))
  const total = list.day
    ? (rawTotal ??
      perDay.filter((d) => d.day === list.day && (!list.kind || d.kind === list.kind)).reduce((n, d) => n + d.count, 0))
    : counts
        .filter(
          (c) =>
            (!list.agent || c.agentId === list.agent) &&
            (!list.kind || c.kind === list.kind) &&
            (!list.outcome || outcomeOf(c.outcome) === list.outcome),
        )
        .reduce((n, c) => n + c.n, 0)
  // one row per agent with a count per kind; per kind and outcome
  const agents = new Map<
    string,
    { agentId: string | null; name: string | null; total: number; [kind: string]: unknown }
  >()
  const outcomes = new Map<string, { kind: string; outcome: string; count: number }>()
  for (const c of counts) {
    const key = c.agentId ?? ''
    const row = agents.get(key) ?? {
      agentId: c.agentId,
      name: c.agentId ? (name.get(c.agentId) ?? null) : null,
      total: 0,
    }
    row[c.kind] = ((row[c.kind] as number | undefined) ?? 0) + c.n
    row.total += c.n
    agents.set(key, row)
    const o = `${c.kind}\u0000${c.outcome ?? ''}`
    const byOutcome = outcomes.get(o) ?? { kind: c.kind, outcome: c.outcome ?? '', count: 0 }
    byOutcome.count += c.n
    outcomes.set(o, byOutcome)
  }
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return {
    byAgent: [...agents.values()].sort((a, b) => b.total - a.total || byText(a.name ?? '', b.name ?? '')),
    byOutcome: [...outcomes.values()].sort((a, b) => byText(a.kind, b.kind) || byText(a.outcome, b.outcome)),
    perDay,
    list: {
      data: rows.map((r) => ({ ...r, leadID: Number(r.leadID) })),
      meta: paginatorMeta(total, page, LIST_PAGE_SIZE),
    },
  }
}
