import { paginatorMeta, type PaginatorMeta } from '../../../domain/paginate.ts'
import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { slaStageCaseSql } from '../../../domain/leads/sla.ts'
import type { DbRow, Queryable } from '../../db/db.ts'
import { leadScopeSql, seesWholeAsset } from '../scope.ts'
import { reportWhere, Where, type WhereContext } from './where.ts'
import { countLeads } from './counts.ts'

/** Sortable API fields → SQL on the leads table (alias l); ties broken by id for stable pages. */
const SORT_SQL: Record<string, string> = {
  dataSourceCreatedAt: 'l.data_source_created_at',
  sourceDataId: 'l.source_data_id',
  leadID: 'l.lead_id',
  contactType: 'l.contact_type',
  source: 'l.source',
  sourceChannel: 'l.source_channel',
  location: 'l.location',
  status: 'l.status',
  stage: 'l.stage',
  inputSource: 'l.input_source',
  agent: 'l.agent_name', // the agent's name kept on the lead (0901), read in order from leads_report_agent_name_idx
  isClaimedFromPool: 'l.is_claimed_from_pool',
  isAssignedFromLeadPool: 'l.is_assigned_from_lead_pool',
  isContacted: 'l.is_contacted',
  rating: 'l.review_rating',
  createdAt: 'l.created_at',
  updatedAt: 'l.updated_at',
}
export const REPORT_SORTABLE = Object.keys(SORT_SQL)

export type ReportSort = Array<[string, 1 | -1]>

/** Columns without nulls sort in PostgreSQL's default order, so their plain btree indexes serve both ways. */
const NOT_NULL = new Set([
  'dataSourceCreatedAt',
  'leadID',
  'status',
  'stage',
  'isClaimedFromPool',
  'isAssignedFromLeadPool',
  'isContacted',
  'createdAt',
  'updatedAt',
])

/** The sort's keys in order, ending with l.id (in the last key's direction) so the order is total. */
function sortKeys(sort: ReportSort) {
  return [
    ...sort.map(([f, d]) => ({ sql: SORT_SQL[f], desc: d === -1, nullable: !NOT_NULL.has(f) })),
    { sql: 'l.id', desc: sort.at(-1)?.[1] !== 1, nullable: false },
  ]
}

/** Nullable keys sort nulls as the smallest value both ways: first ascending, last descending. */
export function orderBySql(sort: ReportSort): string {
  return sortKeys(sort)
    .map((k) => `${k.sql} ${k.desc ? 'desc' : 'asc'}${k.nullable ? (k.desc ? ' nulls last' : ' nulls first') : ''}`)
    .join(', ')
}

/** A row's sort keys as text (sort_key_0…), selected beside it so afterSql can continue after it. */
export function sortKeysSql(sort: ReportSort): string {
  return sortKeys(sort)
    .map((k, i) => `${k.sql}::text as sort_key_${i}`)
    .join(', ')
}

/**
 * Keyset pagination: the rows that come after `last` (a row with sortKeysSql's columns) in
 * orderBySql's order, i.e. (k1 > v1) or (k1 = v1 and ((k2 > v2) or ...)) with "greater" meaning later
 * in each key's direction and nulls smallest. The text values are typed by the column they meet (and
 * keep a timestamp's microseconds). The first key's bound is repeated alone so an index on it starts
 * at the last row instead of filtering every earlier one.
 */
export function afterSql(sort: ReportSort, last: DbRow, w: Where): string {
  const keys = sortKeys(sort).map((k, i) => ({ ...k, v: last[`sort_key_${i}`] as string | null }))
  const later = ({ sql, desc, nullable, v }: (typeof keys)[number], orEqual = false): string => {
    if (v === null) return desc ? (orEqual ? `${sql} is null` : 'false') : orEqual ? 'true' : `${sql} is not null`
    const cmp = `${sql} ${desc ? '<' : '>'}${orEqual ? '=' : ''} ${w.p(v)}`
    return desc && nullable ? `(${cmp} or ${sql} is null)` : cmp
  }
  const same = ({ sql, v }: (typeof keys)[number]) => (v === null ? `${sql} is null` : `${sql} = ${w.p(v)}`)
  const after = keys.reduceRight((rest, k) => (rest ? `(${later(k)} or (${same(k)} and ${rest}))` : later(k)), '')
  return `${later(keys[0], true)} and ${after}`
}

/**
 * The lead's own columns of a report row, its derived SLA stage (at now()) and its child count, which
 * counts only the children the caller may see (`childVisible`: the lead scope on ch.agent_id), so an
 * expanded row lists as many children as it announced.
 */
const leadColumns = (
  childVisible: string,
) => `l.id, l.asset_id, l.lead_id, l.source_data_id, l.contact_type, l.source, l.source_channel, l.location,
      l.input_source, l.status, l.stage, l.type, l.response_times, l.data_source_created_at, l.created_at, l.updated_at,
      l.is_accepted, l.is_claimed_from_pool, l.is_contacted, l.is_assigned_from_lead_pool, l.accepted_at,
      l.initial_sla_end_date, l.free_pool_sla_end_date, l.parent_id, l.review_rating, l.review_feedback,
      ${slaStageCaseSql('l')} as sla_stage,
      (select count(*)::int from leads ch where ch.parent_id = l.id and ch.asset_id = l.asset_id and ch.deleted_at is null and ${childVisible}) as child_count`

/**
 * A page row's relations, each a subselect by its key (planned alone, so cheaper to plan than joining
 * all eight relations, and one statement instead of one per relation): agent with manager, project with
 * developer and customer as JSON objects of toReportRow's column names, the rest as single columns.
 */
const relationColumns = (sensitive: boolean) => `
      (select json_build_object('agent_name', a.name, 'agent_office', a.office_name, 'agent_is_test', a.is_test, 'manager_id', m.id, 'manager_name', m.name)
         from team_members a left join team_members m on m.id = a.reported_to_id where a.id = l.agent_id) as agent,
      (select li.reference from listings li where li.id = l.listing_id) as listing_reference,
      (select json_build_object('project_name', p.name, 'project_campaign', p.campaign_name, 'developer_id', d.id, 'developer_name', d.name)
         from projects p left join developers d on d.id = p.developer_id where p.id = l.project_id) as project,
      (select json_build_object('customer_name', trim(c.first_name || ' ' || c.last_name), 'customer_phone', ${sensitive ? 'c.phone_number' : 'null'},
              'customer_source_data_id', c.source_data_id, 'customer_type', c.type)
         from customers c where c.id = l.customer_id) as customer,
      (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = l.creator_id) as creator_name,
      (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = l.updated_by_id) as updater_name`

/**
 * One page of leads with their relations. The page's ids first (`ids`, a select of id), so a sort over
 * many rows carries narrow rows (often from an index only), then their columns.
 */
export function pageSql(
  ids: string,
  orderBy: string,
  childVisible: string,
  sensitive: boolean,
  extraColumns = '',
): string {
  return `select ${leadColumns(childVisible)}, l.agent_id, l.listing_id, l.project_id, l.customer_id, l.creator_id, l.updated_by_id,${relationColumns(sensitive)}${extraColumns ? `, ${extraColumns}` : ''}
    from (${ids}) page
    join leads l on l.id = page.id
    order by ${orderBy}`
}

/**
 * The page's ids sorted by agent name when the filter or the caller's scope keeps only some agents: their
 * leads sit together in the name index, which the planner reads as if they were spread (a team's leads
 * this month: 2 s through leads_report_agent_name_idx). Instead each of those agents' first leads by id
 * come from leads_report_agent_id_idx (0905; within one agent the name is the same) and the few are
 * sorted: agents with equal names still interleave by id. Without an agents filter the caller's scope also
 * holds the leads escalated to them (no agent, so no name: first ascending, last descending, as orderBySql
 * puts nulls), read apart through leads_escalated_idx, so the page holds every lead its total counts.
 * `w` is a copy of the page's WHERE (its text stays valid), for the agents' own conditions.
 */
function agentWalkIdsSql(
  where: Where,
  w: Where,
  q: ReportQuery,
  ctx: WhereContext,
  desc: boolean,
  limit: number,
  offset: number,
): string {
  const dir = desc ? 'desc' : 'asc'
  const agents = [`g.asset_id = ${w.p(ctx.assetId)}`]
  const visible = leadScopeSql(ctx.visibility, 'g.id', (v) => w.p(v))
  if (visible) agents.push(visible)
  if (q.agents?.length) agents.push(`g.id = any(${w.p(q.agents)}::uuid[])`)
  const byAgent = `select u.id, u.agent_name from team_members g cross join lateral (
      select l.id, l.agent_name from leads l where ${where} and l.agent_id = g.id order by l.id ${dir} limit ${limit + offset}) u
    where ${agents.join(' and ')}`
  // `offset 0` keeps the sort out of the scan: with `order by id limit` PostgreSQL walked the primary key through a
  // million leads (4 s at 1M) instead of the escalated leads' index (0.6 ms)
  const escalated = q.agents?.length
    ? ''
    : `union all (select e.id, null from (select l.id from leads l where ${where} and l.agent_id is null and l.escalated_to_ids is not null offset 0) e
        order by e.id ${dir} limit ${limit + offset})`
  return `select u.id from (${byAgent} ${escalated}) u
    order by u.agent_name ${dir} ${desc ? 'nulls last' : 'nulls first'}, u.id ${dir} limit ${limit} offset ${offset}`
}

/**
 * The relations a report row shows, joined to a page of leads aliased `l`: agent `a` and their manager
 * `m`, listing `li`, project `p` and its developer `d`, customer `c`, creator `cr`, last updater `ub`.
 * Each is a left join on a key, so the planner drops those a query reads nothing from.
 */
export const REPORT_JOINS = `left join team_members a on a.id = l.agent_id
    left join team_members m on m.id = a.reported_to_id
    left join listings li on li.id = l.listing_id
    left join projects p on p.id = l.project_id
    left join developers d on d.id = p.developer_id
    left join customers c on c.id = l.customer_id
    left join users cr on cr.id = l.creator_id
    left join users ub on ub.id = l.updated_by_id`

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v))

/** A pageSql row as the report shows it (spec 2 §7): a relation whose record is gone shows as none. */
export function pageRow(r: DbRow): LeadReportRow {
  const { agent, project, customer } = r
  const listing = r.listing_reference !== null ? { _id: r.listing_id, reference: r.listing_reference } : null
  return {
    _id: r.id,
    leadID: Number(r.lead_id),
    sourceDataId: r.source_data_id,
    contactType: r.contact_type,
    source: r.source,
    sourceChannel: r.source_channel,
    location: r.location,
    inputSource: r.input_source,
    status: r.status,
    stage: r.stage,
    type: r.type,
    agent: agent
      ? {
          _id: r.agent_id,
          name: agent.agent_name,
          officeName: agent.agent_office,
          isTest: agent.agent_is_test,
          reportedTo: agent.manager_id ? { _id: agent.manager_id, name: agent.manager_name } : null,
        }
      : null,
    listing,
    listings: listing ? [listing] : [],
    project: project
      ? {
          _id: r.project_id,
          name: project.project_name,
          campaignName: project.project_campaign,
          developer: project.developer_id ? { _id: project.developer_id, name: project.developer_name } : null,
        }
      : null,
    customer: customer
      ? {
          _id: r.customer_id,
          fullName: customer.customer_name,
          phoneNumber: customer.customer_phone,
          sourceDataId: customer.customer_source_data_id,
          type: customer.customer_type,
        }
      : null,
    review:
      r.review_rating === null && !r.review_feedback ? null : { rating: r.review_rating, feedback: r.review_feedback },
    responseTimes: r.response_times,
    creator: r.creator_name !== null ? { _id: r.creator_id, fullName: r.creator_name } : null,
    updatedBy: r.updater_name !== null ? { _id: r.updated_by_id, fullName: r.updater_name } : null,
    dataSourceCreatedAt: iso(r.data_source_created_at)!,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    market: project ? 'Off Plan' : listing ? 'Secondary' : 'General',
    leadSLAStage: r.sla_stage,
    isAccepted: r.is_accepted,
    isClaimedFromPool: r.is_claimed_from_pool,
    isContacted: r.is_contacted,
    isAssignedFromLeadPool: r.is_assigned_from_lead_pool,
    acceptedAt: iso(r.accepted_at),
    initialSlaEndDate: iso(r.initial_sla_end_date),
    freePoolSlaEndDate: iso(r.free_pool_sla_end_date),
    parentId: r.parent_id,
    childCount: r.child_count,
    asset: r.asset_id,
  }
}

export interface ReportPage {
  data: LeadReportRow[]
  meta: PaginatorMeta
}

/** One page of the report with its paginator meta; limit is a page size (at most REPORT_MAX_PAGE_SIZE: the export streams the rest). */
export async function reportPage(
  db: Queryable,
  q: ReportQuery,
  ctx: WhereContext,
  opts: { page: number; limit: number; sort: ReportSort; sensitive: boolean },
): Promise<ReportPage> {
  const where = reportWhere(q, ctx)
  const { limit } = opts
  const offset = (opts.page - 1) * limit
  const orderBy = orderBySql(opts.sort)
  const [[field, dir]] = opts.sort
  const page = new Where([...where.params])
  const ids =
    opts.sort.length === 1 && field === 'agent' && (q.agents?.length || !seesWholeAsset(ctx.visibility))
      ? agentWalkIdsSql(where, page, q, ctx, dir === -1, limit, offset)
      : `select l.id from leads l where ${where} order by ${orderBy} limit ${limit} offset ${offset}`
  const [rows, total] = await Promise.all([
    db.query(
      pageSql(ids, orderBy, leadScopeSql(ctx.visibility, 'ch.agent_id', (v) => page.p(v)) ?? 'true', opts.sensitive),
      page.params,
    ),
    countLeads(db, q, ctx, where),
  ])
  return { data: rows.map(pageRow), meta: paginatorMeta(total, opts.page, limit) }
}
