import { customRange, presetRange, type DateRange } from '../../../domain/leads/datePresets.ts'
import { marketSql } from '../../../domain/leads/market.ts'
import type { ReportQuery } from '../../../domain/leads/reportFilter.ts'
import { parseLeadSearch } from '../../../domain/leads/search.ts'
import { slaEndsWithinSql, slaPendingSql, slaStageFilterSql } from '../../../domain/leads/sla.ts'

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
  toString() {
    return this.parts.join(' and ')
  }
}

export interface WhereContext {
  assetId: string
  timeZone: string
  /** Ids of the asset's test agents (resolved once per request). */
  testAgentIds: string[]
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
  w.and('l.deleted_at is null')
  w.and(q.parentId ? `l.parent_id = ${w.p(q.parentId)}` : 'l.parent_id is null')

  const range = reportRange(q, ctx)
  if (range.from) w.and(`l.data_source_created_at >= ${w.p(range.from)}::timestamptz`)
  if (range.to) w.and(`l.data_source_created_at <= ${w.p(range.to)}::timestamptz`)

  if (q.market?.length) w.and(`(${q.market.map((m) => marketSql(m, 'l')).join(' or ')})`)
  if (q.slaStage?.length) {
    if (sla === 'all') w.and(slaStageFilterSql(q.slaStage, w.p(q.slaStage), 'l'))
    else if (sla === 'settled') w.and(`l.sla_settled_stage = any(${w.p(q.slaStage)}::text[])`)
    else w.and(`l.sla_settled_stage is null and (${slaPendingConditions(q).join(' or ') || 'false'})`)
  }
  if (q.slaEndsWithin) w.and(slaEndsWithinSql(w.p(q.slaEndsWithin), 'l'))
  const anyOf = (column: string, values: unknown[] | undefined, cast = 'text') => {
    if (values?.length) w.and(values.length === 1 ? `${column} = ${w.p(values[0])}::${cast}` : `${column} = any(${w.p(values)}::${cast}[])`)
  }
  anyOf('l.status', q.status)
  anyOf('l.agent_id', q.agents, 'uuid')
  anyOf('l.project_id', q.projects, 'uuid')
  anyOf('l.contact_type', q.contactType)
  anyOf('l.source', q.source)
  anyOf('l.stage', q.stage)
  anyOf('l.input_source', q.inputSource)
  if (q.excludeTestAgents && ctx.testAgentIds.length) {
    w.and(`(l.agent_id is null or l.agent_id <> all(${w.p(ctx.testAgentIds)}::uuid[]))`)
  }
  const s = parseLeadSearch(q.search)
  if (s) {
    const pat = w.p(s.pattern)
    const byId = s.leadId !== null ? ` or l.lead_id = ${w.p(s.leadId)}` : ''
    w.and(`(l.source_data_id ilike ${pat} or l.source ilike ${pat}${byId})`)
  }
  return w
}

/** The now()-dependent conditions of the filter's SLA stages (none for Manager alone). */
export function slaPendingConditions(q: ReportQuery): string[] {
  return (q.slaStage ?? []).map((s) => slaPendingSql(s, 'l')).filter((c): c is string => c !== null)
}

/**
 * Whether only counter dimensions (status, stage, agent, contact type, source, market, test agents)
 * are filtered, besides the search text and the SLA stage: then the total comes from
 * lead_report_counts, or lead_report_sla_counts for the settled leads of an SLA stage filter.
 * slaEndsWithin depends on now(), which no counter knows.
 */
export function countableByCounters(q: ReportQuery): boolean {
  return !q.parentId && !q.slaEndsWithin && !q.datePreset && !q.dateFrom && !q.dateTo && !q.projects?.length && !q.inputSource?.length
}

/** A date range on top-level leads, without search text or slaEndsWithin (which depends on now()). */
const datedOnly = (q: ReportQuery) => !q.parentId && !q.slaEndsWithin && !!(q.datePreset || q.dateFrom || q.dateTo) && !parseLeadSearch(q.search)

/**
 * Whether a date range with only status, agents, test agents and the SLA stage besides is filtered:
 * then the total comes from lead_report_day_counts (whole days) and direct counts (partial days).
 */
export function countableByDays(q: ReportQuery): boolean {
  const dims = [q.projects, q.inputSource, q.market, q.contactType, q.source, q.stage]
  return datedOnly(q) && dims.every((d) => !d?.length)
}

/**
 * Whether a date range with any of status, stage, market, contact type, source, input source, test
 * agents and the SLA stage is filtered, but no agent or project (selective: counted directly through
 * their indexes): then the total comes from lead_report_month_counts (whole months) and direct counts.
 */
export function countableByMonths(q: ReportQuery): boolean {
  return datedOnly(q) && !q.agents?.length && !q.projects?.length
}
