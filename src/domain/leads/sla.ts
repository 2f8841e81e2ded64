/**
 * SLA stage of a lead: the derived stage shown in the report and the editor (spec 1 §4) and the
 * report's SLA stage filter (spec 2 §4), one rule for both so a filtered row always shows the stage
 * it was filtered by.
 *
 * Boundaries (the spec says "not before"/"has passed"): an end equal to the reference instant still
 * counts as running. The reference instant is now, or the accepted time for an accepted lead.
 * Manager wins over the time windows (assigned from the pool); without both dates the stage is '-'.
 */
/** The SLA stage filter's options (spec 2 §4). */
export const SLA_STAGES = ['Initial', 'Lead Pool', 'Manager'] as const
export type SlaStage = (typeof SLA_STAGES)[number]
/** What the SLA Stage column shows. */
export type DerivedSlaStage = SlaStage | '-'

type DateLike = Date | string | number | null | undefined

export interface SlaFields {
  initialSlaEndDate?: DateLike
  freePoolSlaEndDate?: DateLike
  isAssignedFromLeadPool?: boolean | null
  isAccepted?: boolean | null
  acceptedAt?: DateLike
}

function time(d: DateLike): number | null {
  if (d === null || d === undefined || d === '') return null
  const t = d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d)
  return Number.isFinite(t) ? t : null
}

/** The derived SLA stage of spec 1 §4 at the instant `now`. */
export function deriveSlaStage(lead: SlaFields, now: DateLike = Date.now()): DerivedSlaStage {
  const initial = time(lead.initialSlaEndDate)
  const pool = time(lead.freePoolSlaEndDate)
  if (initial === null || pool === null) return '-'
  if (lead.isAssignedFromLeadPool) return 'Manager'
  const accepted = lead.isAccepted ? time(lead.acceptedAt) : null
  const ref = accepted ?? time(now) ?? Date.now()
  if (initial >= ref) return 'Initial'
  if (pool >= ref) return 'Lead Pool'
  return '-'
}

/**
 * The SLA stage filter of spec 2 §4 as a SQL condition on the leads table aliased `alias`, evaluated
 * with now() at request time:
 * - Initial: the initial SLA end is in the future, or the lead was accepted (not claimed from the
 *   pool) before the initial SLA end.
 * - Lead Pool: the initial SLA has passed and the pool SLA is still running, or the lead was accepted
 *   between the two.
 * - Manager: assigned from the lead pool.
 * Initial and Lead Pool leave out leads assigned from the pool (they are Manager's) and need both
 * dates, exactly as deriveSlaStage does.
 *
 * This is the definition; the report filters through slaStageFilterSql, the same conditions over the
 * stored stage (sla_settled_stage, migration 0403: the stage once it no longer depends on now()).
 */
export function slaStageSql(stage: SlaStage, alias = 'l'): string {
  const a = alias
  const dated = `${a}.initial_sla_end_date is not null and ${a}.free_pool_sla_end_date is not null and not ${a}.is_assigned_from_lead_pool`
  const acceptedAt = `${a}.is_accepted and ${a}.accepted_at is not null`
  switch (stage) {
    case 'Initial':
      return `(${dated} and (
        (not (${acceptedAt}) and ${a}.initial_sla_end_date >= now())
        or (${acceptedAt} and not ${a}.is_claimed_from_pool and ${a}.accepted_at <= ${a}.initial_sla_end_date)))`
    case 'Lead Pool':
      return `(${dated} and (
        (not (${acceptedAt}) and ${a}.initial_sla_end_date < now() and ${a}.free_pool_sla_end_date >= now())
        or (${acceptedAt} and ${a}.accepted_at > ${a}.initial_sla_end_date and ${a}.accepted_at <= ${a}.free_pool_sla_end_date)))`
    case 'Manager':
      return `${a}.is_assigned_from_lead_pool`
  }
}

/**
 * The now()-dependent part of slaStageSql: a lead not yet accepted (column sla_settled_stage null,
 * migration 0403) is in Initial while its initial end is not past, in Lead Pool between the two ends.
 * Manager does not depend on time. Conditions on one indexed date each, so they read a narrow range.
 */
export function slaPendingSql(stage: SlaStage, alias = 'l'): string | null {
  const a = alias
  switch (stage) {
    case 'Initial':
      return `${a}.initial_sla_end_date >= now()`
    case 'Lead Pool':
      return `(${a}.free_pool_sla_end_date >= now() and ${a}.initial_sla_end_date < now())`
    case 'Manager':
      return null
  }
}

/** The now()-dependent conditions of a set of stages (none for Manager alone). */
export function slaPendingSqls(stages: readonly SlaStage[], alias = 'l'): string[] {
  return stages.map((s) => slaPendingSql(s, alias)).filter((c): c is string => c !== null)
}

/**
 * Leads still in the Initial stage and not yet accepted (stage not settled, migration 0403) whose
 * initial SLA ends within `minutesParam` minutes of now(): the report's slaEndsWithin filter, which the
 * dashboard's "Leaving initial SLA within 1h" figure counts and links to. The pending Initial condition
 * with an upper bound: one range of leads_report_sla_initial_idx.
 */
export function slaEndsWithinSql(minutesParam: string, alias = 'l'): string {
  const a = alias
  return `(${a}.sla_settled_stage is null and ${slaPendingSql('Initial', a)} and ${a}.initial_sla_end_date < now() + ${minutesParam}::int * interval '1 minute')`
}

/**
 * slaStageSql for a set of stages, over the stored stage: `settledParam` is the placeholder of the
 * stages as a text[] parameter. Equal to the or of slaStageSql by construction of sla_settled_stage
 * (tests/api/leads-report-sla.test.ts compares them after inserts and updates).
 */
export function slaStageFilterSql(stages: readonly SlaStage[], settledParam: string, alias = 'l'): string {
  const pending = slaPendingSqls(stages, alias)
  const settled = `${alias}.sla_settled_stage = any(${settledParam}::text[])`
  return pending.length ? `(${settled} or (${alias}.sla_settled_stage is null and (${pending.join(' or ')})))` : settled
}

/** The derived stage as a SQL expression (the report's SLA Stage column, computed with now()). */
export function slaStageCaseSql(alias = 'l'): string {
  const a = alias
  return `case
    when ${a}.initial_sla_end_date is null or ${a}.free_pool_sla_end_date is null then '-'
    when ${a}.is_assigned_from_lead_pool then 'Manager'
    when ${a}.initial_sla_end_date >= coalesce(case when ${a}.is_accepted then ${a}.accepted_at end, now()) then 'Initial'
    when ${a}.free_pool_sla_end_date >= coalesce(case when ${a}.is_accepted then ${a}.accepted_at end, now()) then 'Lead Pool'
    else '-' end`
}

/**
 * The time left in the lead's running SLA period at `now`, in ms: to the initial end while it awaits
 * acceptance in Initial, to the free-pool end in Lead Pool; null when no clock runs (accepted, Manager,
 * no dates, both passed). The live countdowns of the report, the lead detail and the pool read it.
 */
export function slaTimeLeft(
  lead: SlaFields & { isInFreePool?: boolean | null },
  now: DateLike = Date.now(),
): number | null {
  if (lead.isAccepted) return null
  const stage = deriveSlaStage(lead, now)
  const t = time(now) ?? Date.now()
  const end =
    stage === 'Initial' && !lead.isInFreePool
      ? time(lead.initialSlaEndDate)
      : stage !== '-' && stage !== 'Manager'
        ? time(lead.freePoolSlaEndDate)
        : null
  return end === null ? null : Math.max(0, end - t)
}
