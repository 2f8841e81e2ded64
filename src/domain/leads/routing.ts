import { z } from 'zod'
import { say } from '../i18n/schemaTexts.ts'
import { text, TEXT_MAX } from '../input.ts'
import { CONTACT_TYPES, LEAD_TYPES, MARKETS } from './constants.ts'
import { phrase, phraseText, type RoutingPhrase, type RoutingValue } from './routingText.ts'

/**
 * Routing rules: an asset's ordered rules, the first whose criteria match a new lead decides
 * its agent. One rule for the server (the create and its preview), the settings page's form and its
 * "test a lead" box. The chain that walks targets and agents is in routingChain.ts.
 */

const words = (label: string) =>
  z
    .array(text(TEXT_MAX.short, label).trim().min(1, `${label} cannot be empty.`))
    .max(50)
    .optional()
const money = z.number().min(0).max(1e12).nullish()

/** What a rule matches; an empty or missing criterion matches every lead. */
export const routingCriteriaSchema = z
  .object({
    sources: words('Source'),
    sourceChannels: words('Source Channel'),
    contactTypes: z.array(z.enum(CONTACT_TYPES)).max(CONTACT_TYPES.length).optional(),
    markets: z.array(z.enum(MARKETS)).max(MARKETS.length).optional(),
    projects: z.array(z.guid()).max(50).optional(),
    communities: words('Community'),
    locations: words('Location'),
    minPrice: money,
    maxPrice: money,
    leadTypes: z.array(z.enum(LEAD_TYPES)).max(LEAD_TYPES.length).optional(),
  })
  .strict()
  .refine((c) => c.minPrice == null || c.maxPrice == null || c.minPrice <= c.maxPrice, {
    ...say('routing.priceOrder'),
    path: ['minPrice'],
  })
export type RoutingCriteria = z.infer<typeof routingCriteriaSchema>

const agentId = z.guid(say('routing.chooseAgent'))
const members = <T extends z.ZodType>(m: T) => z.array(m).min(1, say('routing.oneAgent')).max(50)

/**
 * Where a matched rule sends the lead: one agent; a weighted round robin with optional daily caps; the
 * lead pool for a group's first claim within a window; or the standard order (the listing's agent, else
 * the project's round robin), the default rule's target as long as nobody changes it.
 */
export const routingTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agent'), agentId }).strict(),
  z
    .object({
      kind: z.literal('roundRobin'),
      members: members(
        z
          .object({
            agentId,
            weight: z.number().int().min(1).max(10),
            dailyCap: z.number().int().min(1).max(1000).nullish(),
          })
          .strict(),
      ),
    })
    .strict(),
  z
    .object({ kind: z.literal('claim'), members: members(agentId), windowMinutes: z.number().int().min(1).max(1440) })
    .strict(),
  z.object({ kind: z.literal('standard') }).strict(),
])
export type RoutingTarget = z.infer<typeof routingTargetSchema>
export type TargetKind = RoutingTarget['kind']

/** The kinds of target in the order the rule form offers them (named by the catalogue's routing.form.targets). */
export const TARGET_KINDS: readonly TargetKind[] = ['agent', 'roundRobin', 'claim', 'standard']

const uniqueAgents = (t: RoutingTarget) => {
  const ids = t.kind === 'roundRobin' ? t.members.map((m) => m.agentId) : t.kind === 'claim' ? t.members : []
  return new Set(ids).size === ids.length
}
const target = routingTargetSchema.refine(uniqueAgents, { ...say('routing.agentOnce'), path: ['members'] })

/** A rule as the settings page and the API write it. */
export const routingRuleInputSchema = z
  .object({
    name: text(TEXT_MAX.name, 'Name').trim().min(1, say('nameRequired')),
    enabled: z.boolean().default(true),
    criteria: routingCriteriaSchema.default({}),
    target,
    fallbacks: z.array(target).max(2, say('routing.fallbacks')).default([]),
  })
  .strict()
export type RoutingRuleInput = z.infer<typeof routingRuleInputSchema>

export interface RoutingRule extends RoutingRuleInput {
  _id: string
  isDefault: boolean
}

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, say('routing.time'))
const span = z
  .object({ from: hhmm, to: hhmm })
  .strict()
  .refine((s) => s.from < s.to, { ...say('routing.dayOrder'), path: ['to'] })

/** Working hours per weekday in the asset's time zone; a day left out is off; null: any time. */
export const workingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), span).nullable()
export type WorkingHours = z.infer<typeof workingHoursSchema>

export const availabilitySchema = z.object({ paused: z.boolean(), workingHours: workingHoursSchema }).strict()
export type Availability = z.infer<typeof availabilitySchema>

/** An agent as routing sees it. */
export interface RoutingAgent extends Availability {
  _id: string
  name: string
}

// Building a formatter costs ~0.4 ms (a tenth of a lead create's server CPU); an asset has one zone.
const zoneFormats = new Map<string, Intl.DateTimeFormat>()
function zoneParts(now: Date, timeZone: string): Record<string, string> {
  let f = zoneFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    if (zoneFormats.size < 1000) zoneFormats.set(timeZone, f)
  }
  return Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]))
}

/** The weekday and HH:MM of an instant in a time zone. */
export function localTime(now: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = zoneParts(now, timeZone)
  return { day: parts.weekday.toLowerCase().slice(0, 3) as Weekday, time: `${parts.hour}:${parts.minute}` }
}

/** The calendar day of an instant in a time zone (YYYY-MM-DD), the day a daily cap counts in. */
export function localDay(now: Date, timeZone: string): string {
  const parts = zoneParts(now, timeZone)
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Why an agent cannot take a lead now (a catalogue phrase, read in each reader's language), or null when they can. */
export function unavailableReason(agent: RoutingAgent | undefined, now: Date, timeZone: string): RoutingPhrase | null {
  if (!agent) return phrase('reasons.gone')
  if (agent.paused) return phrase('reasons.paused')
  if (!agent.workingHours) return null
  const { day, time } = localTime(now, timeZone)
  const today = agent.workingHours[day]
  if (!today) return phrase('reasons.dayOff', { day: phrase(`days.${day}`), timeZone })
  if (time < today.from || time >= today.to)
    return phrase('reasons.outsideHours', {
      day: phrase(`days.${day}`),
      from: today.from,
      to: today.to,
      timeZone,
      time,
    })
  return null
}

/** What the criteria look at in a lead. price: the listing's price, else the lead's max (else min) budget. */
export interface LeadFacts {
  source?: string | null
  sourceChannel?: string | null
  contactType?: string | null
  market?: string | null
  project?: string | null
  community?: string | null
  location?: string | null
  price?: number | null
  leadType?: string | null
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0
const wantedOf = (xs: readonly string[]): RoutingValue =>
  xs.length === 1 ? xs[0] : phrase('reasons.oneOf', { list: [...xs] })
type Field = Exclude<keyof LeadFacts, 'price'>

/** One criterion against one fact: why it does not match, or null. */
function miss(
  field: Field,
  wanted: readonly string[] | undefined,
  value: string | null | undefined,
): RoutingPhrase | null {
  if (!wanted?.length) return null
  if (!value) return phrase(`missing.${field}`)
  return wanted.some((w) => same(w, value)) ? null : notValue(field, value, wanted)
}
const notValue = (field: Field, value: string, wanted: readonly string[]) =>
  phrase('reasons.notValue', { field: phrase(`fields.${field}`), value, wanted: wantedOf(wanted) })

/**
 * Whether a lead matches a rule's criteria: null when it does, else the first reason it does not
 * ("Source is Website, not Bayut"), a catalogue phrase the routing log stores. `projectName` names a project id.
 */
export function criteriaMissPhrase(
  c: RoutingCriteria,
  f: LeadFacts,
  projectName: (id: string) => string = (id) => id,
): RoutingPhrase | null {
  const project = c.projects?.length && (!f.project || !c.projects.includes(f.project))
  const price = () => {
    if (c.minPrice == null && c.maxPrice == null) return null
    if (f.price == null) return phrase('reasons.noPrice')
    if (c.minPrice != null && f.price < c.minPrice) return phrase('reasons.below', { price: f.price, min: c.minPrice })
    if (c.maxPrice != null && f.price > c.maxPrice) return phrase('reasons.above', { price: f.price, max: c.maxPrice })
    return null
  }
  return (
    miss('source', c.sources, f.source) ??
    miss('sourceChannel', c.sourceChannels, f.sourceChannel) ??
    miss('contactType', c.contactTypes, f.contactType) ??
    miss('market', c.markets, f.market) ??
    (project
      ? f.project
        ? notValue('project', projectName(f.project), c.projects!.map(projectName))
        : phrase('missing.project')
      : null) ??
    miss('community', c.communities, f.community) ??
    miss('location', c.locations, f.location) ??
    price() ??
    miss('leadType', c.leadTypes, f.leadType)
  )
}

/** criteriaMissPhrase read in the current language (the settings page's "test a lead" box). */
export function criteriaMiss(c: RoutingCriteria, f: LeadFacts, projectName?: (id: string) => string): string | null {
  const p = criteriaMissPhrase(c, f, projectName)
  return p && phraseText(p)
}

/** Whether a rule has no criteria (it matches every lead). */
export const matchesEverything = (c: RoutingCriteria) =>
  Object.values(c).every((v) => v === null || v === undefined || (Array.isArray(v) && v.length === 0))

/**
 * The smooth weighted round robin's order (as nginx balances upstreams): weights 2 and 1 give A, B, A,
 * so a heavier agent's turns are spread out rather than back to back.
 */
export function weightedSequence(members: ReadonlyArray<{ agentId: string; weight: number }>): string[] {
  const total = members.reduce((s, m) => s + m.weight, 0)
  const current = members.map(() => 0)
  const out: string[] = []
  for (let n = 0; n < total; n++) {
    let best = 0
    members.forEach((m, i) => {
      current[i] += m.weight
      if (current[i] > current[best]) best = i
    })
    current[best] -= total
    out.push(members[best].agentId)
  }
  return out
}

/** The group's agents in the order to try them, starting at round-robin position `position`. */
export function roundRobinOrder(
  members: ReadonlyArray<{ agentId: string; weight: number }>,
  position: number,
): string[] {
  const seq = weightedSequence(members)
  if (!seq.length) return []
  const start = ((position % seq.length) + seq.length) % seq.length
  return [...new Set([...seq.slice(start), ...seq.slice(0, start)])]
}
