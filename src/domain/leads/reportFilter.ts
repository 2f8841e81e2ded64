import { z } from 'zod'
import { FILTER_LIMITS } from '../filterLimits.ts'
import { dateInput, text as boundedText, TEXT_MAX } from '../input.ts'
import { CONTACT_TYPES, LEAD_STAGES, LEAD_STATUSES, MARKETS } from './constants.ts'
import { DATE_PRESETS } from './datePresets.ts'
import { SLA_STAGES } from './sla.ts'
import { RESPONSE_BUCKET_KEYS } from './responseTime.ts'

/**
 * The leads report's filters (spec 2 §4, §5, §9): the `query` member of the list's `filter` JSON, and
 * the same keys in the page URL so a view can be shared. A single value is accepted where a list is.
 */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).max(FILTER_LIMITS.values).optional(),
  )
// Messages name the filter by its key (domain/validationMessages.ts): "Agents must be a valid id."
const uuid = z.uuid()
const text = boundedText(TEXT_MAX.short).trim().min(1)
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
)

/**
 * slaEndsWithin: the initial SLA ends within this many minutes (at most a week) and the lead is not yet
 * accepted (the dashboard's figure). The page reads it from its URL with the same rule.
 */
export const slaEndsWithinSchema = z.coerce.number().int().min(1).max(10_080)

export const reportQuerySchema = z
  .object({
    datePreset: z.enum(DATE_PRESETS).optional(),
    dateFrom: dateInput().optional(),
    dateTo: dateInput().optional(),
    market: list(z.enum(MARKETS)),
    status: list(z.enum(LEAD_STATUSES)),
    slaStage: list(z.enum(SLA_STAGES)),
    agents: list(uuid),
    projects: list(uuid),
    contactType: list(z.enum(CONTACT_TYPES)),
    source: list(text),
    stage: list(text),
    inputSource: list(text),
    slaEndsWithin: slaEndsWithinSchema.optional(),
    /** Default Yes (spec 2 §9). */
    excludeTestAgents: bool.default(true),
    search: boundedText(TEXT_MAX.short, 'Search').optional(),
    /** The child-leads list of one parent; without it the report lists top-level leads. */
    parentId: uuid.optional(),
    /** Only these leads (a live list asks which of the leads just created or changed match its filter). */
    ids: list(uuid),
    // The CRM reports' drill-downs (DRILL_LIST_KEYS and DRILL_FLAG_KEYS below)
    sourceChannel: list(text),
    utmCampaign: list(text),
    listings: list(uuid),
    lostToPoolBy: list(uuid),
    firstResponse: list(z.enum(RESPONSE_BUCKET_KEYS)),
    /** reached the stage (or a later one), now or before (domain/reports/stages.ts) */
    reachedStage: list(z.enum(LEAD_STAGES)),
    acceptedInInitial: bool.optional(),
    claimedFromPool: bool.optional(),
    contacted: bool.optional(),
    hasViewing: bool.optional(),
  })
  .strict()

export type ReportQuery = z.output<typeof reportQuerySchema>
export type ReportQueryInput = z.input<typeof reportQuerySchema>

/** Filter keys that are lists (URL: repeated or comma-joined). */
export const REPORT_LIST_KEYS = [
  'market',
  'status',
  'slaStage',
  'agents',
  'projects',
  'contactType',
  'source',
  'stage',
  'inputSource',
] as const

/**
 * Filters the CRM reports' figures link with, so that a figure's link lists exactly the leads it
 * counts: no control of the leads report sets them; they arrive in its URL and show as removable chips.
 * Flags are true or false (the leads with or without it).
 */
export const DRILL_LIST_KEYS = [
  'sourceChannel',
  'utmCampaign',
  'listings',
  'lostToPoolBy',
  'firstResponse',
  'reachedStage',
] as const
export const DRILL_FLAG_KEYS = ['acceptedInInitial', 'claimedFromPool', 'contacted', 'hasViewing'] as const
export type DrillKey = (typeof DRILL_LIST_KEYS)[number] | (typeof DRILL_FLAG_KEYS)[number]
/** Whether the query carries a drill-down filter (no trigger-kept counter holds one). */
export const hasDrillFilter = (q: ReportQuery): boolean =>
  DRILL_LIST_KEYS.some((k) => q[k]?.length) || DRILL_FLAG_KEYS.some((k) => q[k] !== undefined)
