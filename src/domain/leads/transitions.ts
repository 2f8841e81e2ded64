import {
  ACTION_CLIENT_CONNECTED,
  DEFAULT_LEAD_STAGE,
  NO_SLA_CUSTOMER_TYPES,
  type ContactType,
  type LeadFormType,
} from './constants.ts'
import { MSG, requiredFields, type LeadField, type LeadFormValues } from './leadForm.ts'

/**
 * The form's transitions of spec 1 §4 as pure functions: (values, event) → the changed values, the
 * server calls to make next (effects) and the fields now required. The web form applies the patch and
 * runs the effects; the unit tests check each rule here.
 */

export type Effect = 'fetchAgent' | 'fetchBudget' | 'fetchSla'
export type Values = Partial<LeadFormValues>

export interface Transition {
  patch: Values
  values: Values
  effects: Effect[]
  required: LeadField[]
  /** Shown to the user beside the change (the merge message). */
  message?: string
  /** A field error to show (the agent lookup failure). */
  errors?: Partial<Record<LeadField, string>>
  /** The lead this one will be merged into. */
  parent?: { _id: string; leadID?: number | string }
  /** A type change: the values its type forced had before, given back if the user moves on (changeType). */
  forced?: Values
}

function result(values: Values, patch: Values, effects: Effect[] = [], extra: Partial<Transition> = {}): Transition {
  const next = { ...values, ...patch }
  // A lead the SLA engine holds gets no agent from the lookup, nor new dates while it has none.
  const held = !!next.slaHold && !next.agent
  return {
    patch,
    values: next,
    effects: held ? effects.filter((e) => e === 'fetchBudget') : effects,
    required: requiredFields({
      type: next.type ?? null,
      setAutoSLADetails: next.setAutoSLADetails !== false,
      sendToPool: !!next.sendToPool,
      isManualAssignment: !!next.isManualAssignment,
      slaHold: next.slaHold ?? null,
    }),
    ...extra,
  }
}

/** What every type change resets (spec 1 §4). */
const TYPE_RESET: Values = {
  amenities: [],
  minBudget: null,
  maxBudget: null,
  minBedroom: null,
  maxBedroom: null,
  minBathrooms: null,
  maxBathrooms: null,
  propertyType: null,
  location: null,
  parentId: null,
}

/**
 * What choosing each type forces (spec 1 §4), beside the resets and clears. Only a type the user stays
 * on keeps them: leaving it gives back the values it overrode (see changeType's `forced`).
 */
const FORCED_BY_TYPE: Record<LeadFormType, Values> = {
  listing: { stage: DEFAULT_LEAD_STAGE },
  offplan: { leadType: 'Sale', contactType: 'Buyer', stage: DEFAULT_LEAD_STAGE },
  general: { isManualAssignment: true, sendToPool: false },
}

/**
 * `forced` is what the previous type change returned: the user's own values of the fields that type
 * forced. Arrow keys in the type radios change the type at each step, so Listing → → General passes
 * over Off Plan; its Buyer / Sale must not stay. A forced field the user has changed since is theirs.
 */
export function changeType(values: Values, type: LeadFormType, forced: Values = {}): Transition {
  const leaving = values.type ? FORCED_BY_TYPE[values.type] : {}
  const restored: Values = {}
  for (const [k, v] of Object.entries(forced) as Array<[keyof Values, unknown]>)
    if (k in leaving && values[k] === leaving[k]) Object.assign(restored, { [k]: v })
  const own = { ...values, ...restored }
  const force = FORCED_BY_TYPE[type]
  const overridden = Object.fromEntries(Object.keys(force).map((k) => [k, own[k as keyof Values]])) as Values
  const extra = { forced: overridden }
  // Automatic assignment given back: the agent follows it again (as changeAssignment does).
  const agentBack: Effect[] = restored.isManualAssignment === false ? ['fetchAgent'] : []
  if (type === 'listing')
    return result(own, { ...restored, ...TYPE_RESET, type, campaignName: null, ...force }, agentBack, extra)
  if (type === 'offplan')
    return result(own, { ...restored, ...TYPE_RESET, type, listing: null, ...force }, agentBack, extra)
  // General: no listing or project, and the agent is chosen by hand; an open general lead of the
  // customer may still become the parent.
  return result(
    own,
    { ...restored, ...TYPE_RESET, type, listing: null, campaignName: null, ...force },
    ['fetchAgent'],
    extra,
  )
}

/** A listing as the form reads it from the listings search. */
export interface ListingPick {
  _id: string
  purpose?: string | null
  propertyType?: string | null
  location?: string | null
  subLocation?: string | null
  community?: string | null
  city?: string | null
  country?: string | null
  bedrooms?: number | null
  bathrooms?: number | null
  amenities?: string[] | null
}

export function pickListing(values: Values, listing: ListingPick | null): Transition {
  if (!listing) return result(values, { listing: null })
  const rent = String(listing.purpose ?? '').toLowerCase() === 'rent'
  return result(
    values,
    {
      listing: listing._id,
      contactType: rent ? 'Tenant' : 'Buyer',
      leadType: rent ? 'Rent' : 'Sale',
      propertyType: listing.propertyType ?? null,
      location: listing.location ?? null,
      city: listing.city ?? values.city ?? null,
      country: listing.country ?? values.country ?? null,
      minBathrooms: listing.bathrooms ?? null,
      maxBathrooms: listing.bathrooms ?? null,
      minBedroom: listing.bedrooms ?? null,
      maxBedroom: listing.bedrooms ?? null,
      amenities: listing.amenities ?? [],
    },
    ['fetchAgent', 'fetchBudget'],
  )
}

/** A project as the form reads it from the projects search. */
export interface ProjectPick {
  _id: string
  city?: string | null
  country?: string | null
  bedrooms?: number[] | null
  amenities?: string[] | null
}

export function pickProject(values: Values, project: ProjectPick | null): Transition {
  if (!project) return result(values, { campaignName: null })
  const beds = (project.bedrooms ?? []).filter((b) => Number.isFinite(b))
  return result(
    values,
    {
      campaignName: project._id,
      leadType: 'Sale',
      city: project.city ?? values.city ?? null,
      country: project.country ?? values.country ?? null,
      minBedroom: beds.length ? Math.min(...beds) : null,
      maxBedroom: beds.length ? Math.max(...beds) : null,
      amenities: project.amenities ?? [],
    },
    ['fetchAgent', 'fetchBudget'],
  )
}

/** Buyer or Seller → Sale; Tenant or Landlord → Rent. */
export function leadTypeFor(contactType: ContactType | null | undefined): 'Sale' | 'Rent' | null {
  if (contactType === 'Buyer' || contactType === 'Seller') return 'Sale'
  if (contactType === 'Tenant' || contactType === 'Landlord') return 'Rent'
  return null
}

export function changeContactType(values: Values, contactType: ContactType | null): Transition {
  return result(values, { contactType, leadType: leadTypeFor(contactType) ?? values.leadType ?? null })
}

/** A customer picked (or cleared): External Agent and Spam customers get no SLA and no SLA editing. */
export function pickCustomer(values: Values, customer: { _id: string; type?: string | null } | null): Transition {
  const customerType = (customer?.type ?? null) as Values['customerType']
  const patch: Values = { customer: customer?._id ?? null, customerType }
  if (customerType && NO_SLA_CUSTOMER_TYPES.includes(customerType))
    Object.assign(patch, { setAutoSLADetails: true, initialSlaEndDate: null, freePoolSlaEndDate: null })
  return result(values, patch, customer ? ['fetchAgent', 'fetchSla'] : [])
}

/** Auto ↔ manual assignment. Auto again refetches the agent and turns sendToPool off; General stays manual. */
export function changeAssignment(values: Values, manual: boolean): Transition {
  if (!manual && values.type === 'general') return result(values, { isManualAssignment: true })
  if (manual) return result(values, { isManualAssignment: true })
  return result(values, { isManualAssignment: false, sendToPool: false }, ['fetchAgent'])
}

export function changeAgent(values: Values, agent: string | null): Transition {
  return result(values, { agent }, values.setAutoSLADetails === false ? [] : ['fetchSla'])
}

export function changeSendToPool(values: Values, sendToPool: boolean): Transition {
  return result(values, { sendToPool }, values.setAutoSLADetails === false ? [] : ['fetchSla'])
}

/** The answer of GET initial-agent (spec 1 §7). */
export interface InitialAgentResponse {
  agent?: { _id: string; name?: string } | null
  parent?: { _id: string; leadID?: number | string } | null
  limitsWarning?: string | null
  notFound?: boolean
  /** The routing rules offer the lead to a first-to-claim group: no agent until one of them claims it. */
  pool?: { windowMinutes: number } | null
}

export const poolMessage = (pool: { windowMinutes: number }) =>
  `The routing rules offer this lead to the first agent of their group to claim it within ${pool.windowMinutes} minutes: no agent is assigned yet.`

export function mergeMessage(parent: { leadID?: number | string }): string {
  return `An open lead of this customer already exists (Lead ID ${parent.leadID ?? '-'}): this lead will be merged into it and assigned to its agent.`
}

/**
 * Applies the agent lookup: a parent turns manual assignment off and shows the merge message; no agent
 * shows the spec's 'not found' error; otherwise the agent is set. SLA dates follow in auto SLA mode.
 */
export function applyInitialAgent(values: Values, res: InitialAgentResponse): Transition {
  const sla: Effect[] = values.setAutoSLADetails === false ? [] : ['fetchSla']
  const general = values.type === 'general'
  if (res.parent)
    return result(
      values,
      { isManualAssignment: general, parentId: res.parent._id, agent: res.agent?._id ?? values.agent ?? null },
      sla,
      {
        message: mergeMessage(res.parent),
        parent: res.parent,
      },
    )
  // General leads keep the agent chosen by hand; only a parent changes anything. A lead the SLA engine
  // holds gets its agent from a claim or a pool assignment, never from the lookup.
  if (general || values.slaHold) return result(values, { parentId: null })
  if (res.pool) return result(values, { agent: null, parentId: null }, sla, { message: poolMessage(res.pool) })
  if (!res.agent || res.notFound)
    return result(values, { agent: null, parentId: null }, [], { errors: { agent: MSG.agentNotFound } })
  return result(values, { agent: res.agent._id, parentId: null }, sla)
}

/** Manual SLA adds the date validators; auto removes them and fetches the dates from the server. */
export function changeSlaMode(values: Values, auto: boolean): Transition {
  if (auto) return result(values, { setAutoSLADetails: true }, ['fetchSla'])
  return result(values, { setAutoSLADetails: false })
}

/** On create the lead counts as accepted (spec 1 §4). */
export function isAcceptedOnCreate(v: {
  action?: string | null
  stage?: string | null
  parentId?: string | null
}): boolean {
  return v.action === ACTION_CLIENT_CONNECTED || (!!v.stage && v.stage !== DEFAULT_LEAD_STAGE) || !!v.parentId
}

/** Whether the SLA dates may be edited (spec 1 §4, §6). */
export function slaDatesEditable(o: { canUpdateSla: boolean; customerType?: string | null }): boolean {
  return o.canUpdateSla && !(o.customerType && NO_SLA_CUSTOMER_TYPES.includes(o.customerType))
}

/** Manual SLA is offered with LEAD_UPDATE_SLA, for SLA-bearing customers, and not while the agent quota warning shows. */
export function manualSlaAllowed(o: {
  canUpdateSla: boolean
  customerType?: string | null
  limitsWarning?: string | null
}): boolean {
  return slaDatesEditable(o) && !o.limitsWarning
}
