import type { Profile } from '../../domain/profile.ts'
import { customers } from '../../domain/resources/customers.ts'
import type { WebhookEventType } from '../../domain/webhooks.ts'
import { LEADS_TABLE } from '../../domain/live.ts'
import { loadProfile } from '../auth/profile.ts'
import type { Queryable } from '../db/db.ts'
import { mayViewTable, streamLeadAgents } from '../events/recordChanges.ts'
import { seesField, viewerOf } from '../resources/fieldRule.ts'

/**
 * A webhook is a reader like a user's screen or stream, and it reads as its owner (the user who made it): an
 * event is sent only when the owner, working in the hook's asset, may see its record (the list's view keys;
 * for leads and their activities, the role's lead scope), and a customer's contact fields only when the owner
 * may see those fields (the field rule every reader uses, seesField). Read at each delivery, so a changed role applies to what is sent next; an owner who is disabled,
 * deleted or no longer in the asset sees nothing, and the hook's deliveries are skipped saying why.
 */
export interface HookReader {
  profile: Profile | null
  /** The agents whose leads the owner sees (null: the whole asset). */
  leadAgents: Set<string> | null
}

export async function hookReader(db: Queryable, ownerId: string | null, assetId: string): Promise<HookReader> {
  const profile = ownerId ? await loadProfile(db, ownerId, assetId) : null
  if (!profile || profile.activeAsset?._id !== assetId) return { profile: null, leadAgents: new Set() }
  return { profile, leadAgents: await streamLeadAgents(db, profile) }
}

type Json = Record<string, unknown>
type Agent = { _id?: string } | null | undefined

/** An event's customer members as the customers declaration names them (email → email, phone → phoneNumber). */
const CUSTOMER_FIELDS: Record<string, string> = { email: 'email', phone: 'phoneNumber' }

/** A customer object without the members the reader may not see. */
function customerFor(c: Json | null | undefined, reader: HookReader): Json | null | undefined {
  if (!c || !reader.profile) return c
  // the field rule every reader uses (src/server/resources/fieldRule.ts)
  const viewer = viewerOf(reader.profile)
  return Object.fromEntries(
    Object.entries(c).filter(([k]) => {
      const declared = CUSTOMER_FIELDS[k]
      return !declared || seesField(viewer, customers, declared)
    }),
  )
}

/** Whether the reader sees a lead with this agent (or, for a change of agent, the one before). */
function leadInScope(reader: HookReader, ...agents: Agent[]): boolean {
  if (!reader.leadAgents) return true
  return agents.some((a) => !!a?._id && reader.leadAgents!.has(a._id))
}

/** An event's data as the reader may see it, or null when it may not see the record at all. */
export function eventDataFor(type: WebhookEventType, data: Json, reader: HookReader): Json | null {
  if (!reader.profile) return null
  if (type.startsWith('customer.')) {
    if (!mayViewTable(reader.profile, 'customers')) return null
    return { ...data, customer: customerFor(data.customer as Json, reader) }
  }
  // lead events and activities (on a lead)
  if (!mayViewTable(reader.profile, LEADS_TABLE)) return null
  const lead = data.lead as (Json & { agent?: Agent; customer?: Json }) | undefined
  if (!lead || !leadInScope(reader, lead.agent, data.previousAgent as Agent)) return null
  return { ...data, lead: { ...lead, customer: customerFor(lead.customer, reader) } }
}
