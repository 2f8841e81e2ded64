import { z } from 'zod'
import {
  CONTACT_METHODS,
  CONTACT_TYPES,
  CUSTOMER_TYPES,
  DEFAULT_CITY,
  DEFAULT_COUNTRY,
  DEFAULT_LEAD_STAGE,
  DEFAULT_LEAD_STATUS,
  ENQUIRY_METHODS,
  LEAD_ACTIONS,
  LEAD_FORM_TYPES,
  LEAD_STATUSES,
  LEAD_TYPES,
  RATINGS,
} from './constants.ts'
import { DATE_YEARS, isDateInYears, text as boundedText, TEXT_MAX } from '../input.ts'
import { liveTexts, say } from '../i18n/schemaTexts.ts'

/**
 * The lead form (spec 1 §3) and every validation rule of spec 1 §5 with its exact message. The web form
 * resolves with it and the server parses request bodies with it (after renaming the API's field names
 * back, see leadApi.ts), so both sides apply the same rules.
 */

// The sentences live in the catalogue (i18n/en/schema.ts, verbatim); each is read in the current language when a rule runs.
export const MSG = liveTexts('lead', DATE_YEARS)

const SHORT: number = TEXT_MAX.short
const LONG: number = TEXT_MAX.note

/** '' and null become null; other values pass through for the inner schema to judge. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v)

const ref = z.preprocess(blankToNull, z.guid(say('lead.invalidId')).nullable())

/** Text: whitespace-only is rejected with the spec's message, otherwise trimmed; '' becomes null. */
const text = (max = SHORT) =>
  z.preprocess(
    blankToNull,
    boundedText(max)
      .refine((s) => s.trim().length > 0, say('lead.whitespace'))
      .transform((s) => s.trim())
      .nullable(),
  )

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values).nullable())

/** Numbers from inputs: '' / NaN (an empty number input) become null; numeric strings are accepted. */
const num = (minMsg: 'bedroomsMin' | 'bathroomsMin' | 'budgetMin', opts: { int?: boolean; max: number }) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v))) return null
      if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v)
      return v
    },
    (opts.int ? z.number().int() : z.number())
      .min(0, say(`lead.${minMsg}`))
      .max(opts.max)
      .nullable(),
  )

const dateTime = z.preprocess(
  blankToNull,
  z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), say('lead.invalidDate'))
    .refine((s) => Number.isNaN(Date.parse(s)) || isDateInYears(s), say('lead.dateRange', DATE_YEARS))
    .nullable(),
)

const bool = (dflt: boolean) => z.preprocess((v) => (v === undefined || v === null ? dflt : v), z.boolean())

export const utmSchema = z
  .object({
    id: text(),
    source: text(),
    medium: text(),
    campaign: text(),
    term: text(),
    content: text(),
  })
  .partial()

export const leadFormObject = z.object({
  customer: ref,
  contactType: oneOf(CONTACT_TYPES),
  listing: ref,
  campaignName: ref,
  source: text(),
  leadType: oneOf(LEAD_TYPES),
  referredBy: ref,
  enquiryMethod: oneOf(ENQUIRY_METHODS),
  contactMethod: oneOf(CONTACT_METHODS),
  minBedroom: num('bedroomsMin', { int: true, max: 100 }),
  maxBedroom: num('bedroomsMin', { int: true, max: 100 }),
  minBathrooms: num('bathroomsMin', { int: true, max: 100 }),
  maxBathrooms: num('bathroomsMin', { int: true, max: 100 }),
  minBudget: num('budgetMin', { max: 1e13 }),
  maxBudget: num('budgetMin', { max: 1e13 }),
  remarks: text(LONG),
  stage: z.preprocess((v) => blankToNull(v) ?? DEFAULT_LEAD_STAGE, boundedText(60, 'Stage')),
  status: z.preprocess((v) => blankToNull(v) ?? DEFAULT_LEAD_STATUS, z.enum(LEAD_STATUSES)),
  action: oneOf(LEAD_ACTIONS),
  type: oneOf(LEAD_FORM_TYPES),
  propertyType: text(),
  amenities: z.preprocess((v) => v ?? [], z.array(boundedText(SHORT, 'An amenity').trim().min(1)).max(100)),
  country: text(),
  city: text(),
  location: text(),
  subLocation: text(),
  community: text(),
  isManualAssignment: bool(false),
  agent: ref,
  rating: oneOf(RATINGS),
  sendToPool: bool(false),
  initialSlaEndDate: dateTime,
  freePoolSlaEndDate: dateTime,
  setAutoSLADetails: bool(true),
  utm: z.preprocess((v) => v ?? {}, utmSchema),
  /** The parent named by the initial-agent lookup (a merge). */
  parentId: ref,
  /** The customer's type, known to the form from the picked customer; drives the SLA rules. */
  customerType: z.preprocess(blankToNull, z.enum(CUSTOMER_TYPES).nullable()).optional(),
  /**
   * Where the SLA engine holds the loaded lead without an agent (pool.ts slaHoldOf): no agent is then asked
   * for. Known to the form from the lead, like customerType; the server judges by the stored lead.
   */
  slaHold: z.enum(['pool', 'manager']).nullable().optional(),
  /** The version the update edited (optimistic concurrency). */
  version: z.preprocess(blankToNull, z.number().int().min(1).nullable()).optional(),
})

export type LeadFormValues = z.output<typeof leadFormObject>
export type LeadField = keyof LeadFormValues

/** Fields required whatever the type (spec 1 §5), with their messages. */
const ALWAYS_REQUIRED: Array<[LeadField, keyof typeof MSG]> = [
  ['customer', 'customer'],
  ['contactType', 'contactType'],
  ['source', 'source'],
  ['referredBy', 'referredBy'],
  ['contactMethod', 'contactMethod'],
  ['action', 'action'],
  ['type', 'type'],
]

type RuleValues = Pick<LeadFormValues, 'type' | 'setAutoSLADetails' | 'sendToPool' | 'isManualAssignment' | 'slaHold'>

/**
 * Whether the user must choose the agent: only with manual assignment (a general lead is always
 * manual). Auto assignment finds the agent on save (the form's field is then disabled: asking for it
 * there showed 'Agent is required.' on a field nobody can fill); the pool needs none, nor a lead the SLA
 * engine holds in the pool or for a manager (its agent comes from a claim or a pool assignment).
 */
export const agentRequired = (v: Partial<RuleValues>) =>
  !v.sendToPool && !v.slaHold && (!!v.isManualAssignment || v.type === 'general')

/** What a save without an agent is told: choose one, or, with auto assignment, that none was found. */
export const missingAgentMessage = (v: Partial<RuleValues>) => (agentRequired(v) ? MSG.agent : MSG.agentNotFound)

/**
 * The fields the current values make required, as the form shows them (asterisks) and the schema
 * enforces them.
 */
export function requiredFields(v: Partial<RuleValues>): LeadField[] {
  const out: LeadField[] = ALWAYS_REQUIRED.map(([f]) => f)
  if (agentRequired(v)) out.push('agent')
  if (v.type === 'listing') out.push('listing')
  if (v.type === 'offplan') out.push('campaignName', 'propertyType')
  if (v.type === 'general')
    out.push(
      'country',
      'city',
      'location',
      'propertyType',
      'amenities',
      'minBedroom',
      'maxBedroom',
      'minBudget',
      'maxBudget',
    )
  if (v.setAutoSLADetails === false) out.push('initialSlaEndDate', 'freePoolSlaEndDate')
  return out
}

const isBlank = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0)

export const leadFormSchema = leadFormObject.superRefine((v, ctx) => {
  const issue = (path: LeadField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  for (const [f, m] of ALWAYS_REQUIRED) if (isBlank(v[f])) issue(f, MSG[m])
  if (agentRequired(v) && isBlank(v.agent)) issue('agent', MSG.agent)
  if (v.type === 'listing' && isBlank(v.listing)) issue('listing', MSG.listing)
  if (v.type === 'offplan' && isBlank(v.campaignName)) issue('campaignName', MSG.project)
  if ((v.type === 'offplan' || v.type === 'general') && isBlank(v.propertyType)) issue('propertyType', MSG.propertyType)
  if (v.type === 'general') {
    if (isBlank(v.country)) issue('country', MSG.country)
    if (isBlank(v.city)) issue('city', MSG.city)
    if (isBlank(v.location)) issue('location', MSG.location)
    if (isBlank(v.amenities)) issue('amenities', MSG.amenities)
    if (isBlank(v.minBedroom) || isBlank(v.maxBedroom))
      issue(isBlank(v.minBedroom) ? 'minBedroom' : 'maxBedroom', MSG.bedroomsRequired)
    if (isBlank(v.minBudget) || isBlank(v.maxBudget))
      issue(isBlank(v.minBudget) ? 'minBudget' : 'maxBudget', MSG.budgetRequired)
  }
  // The message's key, not its text: MSG's getters translate, which every valid save would pay for.
  const order = (min: LeadField, max: LeadField, message: keyof typeof MSG) => {
    const a = v[min] as number | null
    const b = v[max] as number | null
    if (a !== null && b !== null && a > b) issue(min, MSG[message])
  }
  order('minBedroom', 'maxBedroom', 'bedroomsOrder')
  order('minBathrooms', 'maxBathrooms', 'bathroomsOrder')
  order('minBudget', 'maxBudget', 'budgetOrder')
  if (v.setAutoSLADetails === false) {
    if (!v.initialSlaEndDate) issue('initialSlaEndDate', MSG.initialSlaRequired)
    if (!v.freePoolSlaEndDate) issue('freePoolSlaEndDate', MSG.freePoolSlaRequired)
    if (v.initialSlaEndDate && v.freePoolSlaEndDate) {
      const a = Date.parse(v.initialSlaEndDate)
      const b = Date.parse(v.freePoolSlaEndDate)
      if (a === b) issue('initialSlaEndDate', MSG.slaSame)
      else if (a > b) issue('initialSlaEndDate', MSG.slaOrder)
    }
  }
})

/** The values a new form starts with (spec 1 §3 defaults). */
export function defaultLeadValues(): LeadFormValues {
  return {
    customer: null,
    contactType: null,
    listing: null,
    campaignName: null,
    source: '',
    leadType: null,
    referredBy: null,
    enquiryMethod: null,
    contactMethod: null,
    minBedroom: null,
    maxBedroom: null,
    minBathrooms: null,
    maxBathrooms: null,
    minBudget: null,
    maxBudget: null,
    remarks: '',
    stage: DEFAULT_LEAD_STAGE,
    status: DEFAULT_LEAD_STATUS,
    action: null,
    type: 'listing',
    propertyType: null,
    amenities: [],
    country: DEFAULT_COUNTRY,
    city: DEFAULT_CITY,
    location: null,
    subLocation: null,
    community: null,
    isManualAssignment: false,
    agent: null,
    rating: null,
    sendToPool: false,
    initialSlaEndDate: null,
    freePoolSlaEndDate: null,
    setAutoSLADetails: true,
    utm: {},
    parentId: null,
    customerType: null,
  }
}
