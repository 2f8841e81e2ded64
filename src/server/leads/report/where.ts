import { customRange, presetRange, type DateRange } from '../../../domain/leads/datePresets.ts'
import { firstResponseSql, responseBucketSql } from '../../../domain/leads/responseTime.ts'
import { marketSql } from '../../../domain/leads/market.ts'
import { hasDrillFilter, type ReportQuery } from '../../../domain/leads/reportFilter.ts'
import { parseLeadSearch, type LeadSearch } from '../../../domain/leads/search.ts'
import { reachedRankSql, stageRank } from '../../../domain/reports/stages.ts'
import { slaEndsWithinSql, slaPendingSqls, slaStageFilterSql } from '../../../domain/leads/sla.ts'
import { phoneLikeSql } from '../../resources/filter.ts'
import { leadScopeSql, type LeadVisibility } from '../scope.ts'

/** A SQL condition with its $n parameters, built by appending. */
export class Where {
  readonly parts: string[] = []
  constructor(readonly params: unknown[] = []) {}
  /** Adds a value and returns its placeholder. */
  p(v: unknown): string {
    this.params.push(v)
    return `$${this.params.length}`
  }
  and(cond: string) {
    this.parts.push(cond)
  }
  /** `column = value`, or `= any(values)` for several, when the filter has values. */
  anyOf(column: string, values: readonly unknown[] | null | undefined, cast = 'text') {
    if (values?.length)
      this.and(
        values.length === 1
          ? `${column} = ${this.p(values[0])}::${cast}`
          : `${column} = any(${this.p(values)}::${cast}[])`,
      )
  }
  /** Leads of no test agent (a lead without an agent stays): the report's default exclusion. */
  notTestAgent(column: string, testAgentIds: readonly string[]) {
    if (testAgentIds.length) this.and(`(${column} is null or ${column} <> all(${this.p(testAgentIds)}::uuid[]))`)
  }
  toString() {
    return this.parts.join(' and ')
  }
}

export interface WhereContext {
  assetId: string
  timeZone: string
  /** Ids of the asset's test agents (resolved once per request). */
  testAgentIds: string[]
  /** The caller may see customers' phones (VIEW_SENSITIVE_INFORMATION), so a search also matches them. */
  sensitive?: boolean
  /** Which of the asset's leads the caller may see (leads/scope.ts). */
  visibility: LeadVisibility
}

/**
 * Which leads of an SLA stage filter a WHERE selects: all of them, only those whose stage is settled
 * (stored), or only those whose stage still depends on now(); the total counts the two apart.
 */
export type SlaPart = 'all' | 'settled' | 'pending'

/** The created-at range of the filter (preset or custom, in the caller's time zone); bounds inclusive. */
export function reportRange(q: ReportQuery, ctx: WhereContext): Partial<DateRange> {
  return q.datePreset ? presetRange(q.datePreset, ctx.timeZone) : customRange(q.dateFrom, q.dateTo, ctx.timeZone)
}

/**
 * The WHERE of the leads report for the active asset (alias l). Every filter of spec 2 §4/§5/§9:
 * created-at range (presets in the caller's time zone), market, status, SLA stage at now(), initial
 * SLA ending within N minutes (not yet accepted), agents, projects, contact type, source, stage,
 * input source, test agents excluded, search text.
 */
export function reportWhere(q: ReportQuery, ctx: WhereContext, sla: SlaPart = 'all'): Where {
  const w = new Where()
  w.and(`l.asset_id = ${w.p(ctx.assetId)}`)
  const visible = leadScopeSql(ctx.visibility, 'l.agent_id', (v) => w.p(v), 'l.escalated_to_ids')
  if (visible) w.and(visible)
  w.and('l.deleted_at is null')
  w.and(q.parentId ? `l.parent_id = ${w.p(q.parentId)}` : 'l.parent_id is null')
  w.anyOf('l.id', q.ids, 'uuid')

  const range = reportRange(q, ctx)
  if (range.from) w.and(`l.data_source_created_at >= ${w.p(range.from)}::timestamptz`)
  if (range.to) w.and(`l.data_source_created_at <= ${w.p(range.to)}::timestamptz`)

  if (q.market?.length) w.and(`(${q.market.map((m) => marketSql(m, 'l')).join(' or ')})`)
  if (q.slaStage?.length) {
    if (sla === 'all') w.and(slaStageFilterSql(q.slaStage, w.p(q.slaStage), 'l'))
    else if (sla === 'settled') w.anyOf('l.sla_settled_stage', q.slaStage)
    else w.and(`l.sla_settled_stage is null and (${slaPendingSqls(q.slaStage).join(' or ') || 'false'})`)
  }
  if (q.slaEndsWithin) w.and(slaEndsWithinSql(w.p(q.slaEndsWithin), 'l'))
  w.anyOf('l.status', q.status)
  w.anyOf('l.agent_id', q.agents, 'uuid')
  w.anyOf('l.project_id', q.projects, 'uuid')
  w.anyOf('l.contact_type', q.contactType)
  w.anyOf('l.source', q.source)
  w.anyOf('l.stage', q.stage)
  w.anyOf('l.input_source', q.inputSource)
  drillWhere(q, w)
  if (q.excludeTestAgents) w.notTestAgent('l.agent_id', ctx.testAgentIds)
  const s = parseLeadSearch(q.search)
  if (s) {
    const pat = w.p(s.pattern)
    w.and(`(l.source ilike ${pat} or ${searchBesidesSource(s, w, ctx, pat)})`)
  }
  return w
}

/** The CRM reports' drill-down filters (reportFilter.ts DrillKey), each the condition its figure counts. */
function drillWhere(q: ReportQuery, w: Where) {
  w.anyOf('l.source_channel', q.sourceChannel)
  w.anyOf("(l.utm->>'campaign')", q.utmCampaign)
  w.anyOf('l.listing_id', q.listings, 'uuid')
  w.anyOf('l.pool_left_agent_id', q.lostToPoolBy, 'uuid')
  if (q.firstResponse?.length)
    w.and(`(${q.firstResponse.map((b) => responseBucketSql(b, firstResponseSql('l'))).join(' or ')})`)
  if (q.reachedStage?.length) w.and(`${reachedRankSql('l')} >= ${Math.min(...q.reachedStage.map(stageRank))}`)
  const flag = (value: boolean | undefined, cond: string) => value !== undefined && w.and(value ? cond : `not ${cond}`)
  // settled 'Initial': accepted (not claimed) by the initial SLA's end (migration 0403, domain/leads/sla.ts)
  flag(q.acceptedInInitial, "coalesce(l.sla_settled_stage = 'Initial', false)")
  flag(q.claimedFromPool, 'l.is_claimed_from_pool')
  flag(q.contacted, 'l.is_contacted')
  // kept from the lead's live viewings by a trigger on lead_activities (migration 1620)
  flag(q.hasViewing, 'l.has_viewing')
}

/**
 * The search's matches other than the source (which the counters answer): CRM ID, leadID, and the
 * customer's phone for a caller who may see it (else the search would reveal whose number it is).
 */
export function searchBesidesSource(s: LeadSearch, w: Where, ctx: WhereContext, pat: string): string {
  const parts = [`l.source_data_id ilike ${pat}`]
  if (s.leadId !== null) parts.push(`l.lead_id = ${w.p(s.leadId)}`)
  const phone = ctx.sensitive ? phoneLikeSql('c.phone_number', s.phonePatterns, (v) => w.p(v)) : null
  if (phone) {
    // An array computed once (InitPlan) is an index condition on leads_customer_idx that ORs with the other
    // branches' indexes; `in (select …)` is a hashed subplan tested on every lead (a seq scan, 2.9 s at 1M).
    parts.push(
      `l.customer_id = any(array(select c.id from customers c where c.asset_id = ${w.p(ctx.assetId)} and ${phone} and c.deleted_at is null))`,
    )
  }
  return parts.join(' or ')
}

/** The report's list filters a counter table can hold, as the filter's key. */
const COUNTER_KEYS = [
  'status',
  'agents',
  'projects',
  'market',
  'contactType',
  'source',
  'stage',
  'inputSource',
] as const
type CounterKey = (typeof COUNTER_KEYS)[number]

/** A counter table's dimensions: [its column, the filter key it answers, the column's SQL type]. */
export type CounterDims = ReadonlyArray<readonly [column: string, key: CounterKey, cast?: string]>

/**
 * Whether a counter table keyed by `dims` (and the settled SLA stage; a date when `dated`) gives the
 * total: top-level leads, no slaEndsWithin (it depends on now(), which no counter knows), a date range
 * exactly when the table is dated, and no list filter outside its dimensions. Test agents are handled
 * by the caller (excluded by agent, or subtracted). A search is allowed undated only, where the
 * counters' source answers its source part.
 */
export function countable(q: ReportQuery, dims: CounterDims, dated: boolean): boolean {
  const held = new Set(dims.map(([, key]) => key))
  const hasDate = !!(q.datePreset || q.dateFrom || q.dateTo)
  return (
    !q.parentId &&
    !q.ids?.length &&
    !q.slaEndsWithin &&
    !hasDrillFilter(q) &&
    hasDate === dated &&
    !(dated && parseLeadSearch(q.search)) &&
    COUNTER_KEYS.every((k) => held.has(k) || !q[k]?.length)
  )
}
