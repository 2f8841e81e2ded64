/**
 * The lead pool and SLA cycle: event kinds, the texts people read in answers and history, and
 * the rows the pool screen, the dashboard and the palette show. Shared by server and console.
 */
import { t } from '../i18n/index.ts'

/** Events of the cycle on the asset's stream (payload: { ids } of the leads concerned; no customer data). */
export const POOL_EVENTS = {
  /** Leads entered the pool (their initial SLA ended, or sent there). */
  entered: 'leads.pool.entered',
  /** Leads left the pool: claimed, or their pool period ended. */
  left: 'leads.pool.left',
} as const

/** Why an assignment changed (the lead's assignedHistory notes). */
export const SLA_NOTES = {
  toPool: 'Initial SLA ended without acceptance: sent to the lead pool.',
  escalated: (names: string) =>
    names
      ? `Free-pool SLA ended unclaimed: escalated to ${names}.`
      : 'Free-pool SLA ended unclaimed: no manager to escalate to.',
  claimed: (name: string) => `Claimed from the lead pool by ${name}.`,
  assigned: (manager: string) => `Assigned from the lead pool by ${manager}.`,
}

/*
 * The escalation rule (server: leads/sla/moves.ts escalate). To whom a lead nobody claimed from the pool escalates: the first of these that names somebody an enabled user
 * signs in as (a manager nobody signs in as would leave the lead to the whole asset's viewers, told of nothing):
 * the previous agent's reportedTo; else the asset's lead managers (team members whose role holds
 * LEAD_POOL_ASSIGN); else the asset's super admins (team members with super access, who may assign any lead).
 * With none of them the lead waits in Escalated for the whole asset's viewers, and its history says so.
 */

// Getters: each is read when it is answered, in the request's (or the console's) language.
export const SLA_MESSAGES = {
  get alreadyAccepted() {
    return t('errors.pool.alreadyAccepted')
  },
  get notYourLead() {
    return t('errors.pool.notYourLead')
  },
  get leftToPool() {
    return t('errors.pool.leftToPool')
  },
  alreadyClaimed: (name: string) => t('errors.pool.alreadyClaimed', { name }),
  get notInPool() {
    return t('errors.pool.notInPool')
  },
  get poolEnded() {
    return t('errors.pool.poolEnded')
  },
  get notPoolMember() {
    return t('errors.pool.notPoolMember')
  },
  get noAgent() {
    return t('errors.pool.noAgent')
  },
  get notEscalated() {
    return t('errors.pool.notEscalated')
  },
  get notEscalatedToYou() {
    return t('errors.pool.notEscalatedToYou')
  },
}

/**
 * A lead the engine holds without an agent: in the pool (its initial SLA ended, or routing offered it to a
 * group), or escalated to a manager. Such a lead saves in the editor with its agent empty; only a user with
 * LEAD_POOL_ASSIGN gives it an agent there (an assignment from the pool, as the pool screen's). A lead the form
 * itself sent to the pool is not held: the form's own "Send to lead pool" switch takes it back.
 */
export type SlaHold = 'pool' | 'manager'

export function slaHoldOf(l: {
  isInFreePool?: boolean | null
  sendToPool?: boolean | null
  escalatedToIds?: readonly unknown[] | null
}): SlaHold | null {
  // escalated_to_ids set, even empty: an escalation that found nobody still waits in Escalated (the rule above)
  if (l.escalatedToIds != null) return 'manager'
  return l.isInFreePool && !l.sendToPool ? 'pool' : null
}

/** Why a held lead's editor has no agent to pick (the field's hint, and the server's answer to an agent sent anyway). */
export const POOL_AGENT_MESSAGE: Readonly<Record<SlaHold, string>> = {
  get pool() {
    return t('errors.pool.heldInPool')
  },
  get manager() {
    return t('errors.pool.heldForManager')
  },
}

/** What the customer's name reads in the pool when the asset hides it until claimed. */
export const HIDDEN_CUSTOMER = 'Hidden until claimed'

/** A lead in the pool as the pool screen lists it. */
export interface PoolLead {
  _id: string
  leadID: number
  customerName: string
  contactType: string | null
  source: string | null
  /** The listing's or project's title, if any. */
  subject: string | null
  freePoolSlaEndDate: string
  previousAgent: string | null
  /** Whether the caller may claim it now (a group lead offered to others: false). */
  canClaim: boolean
}

/** A lead escalated to the caller (a manager), awaiting their assignment. */
export interface EscalatedLead {
  _id: string
  leadID: number
  customerName: string
  previousAgent: string | null
  escalatedAt: string | null
}

/** One of the caller's leads awaiting their acceptance (dashboard, palette). */
export interface AwaitingLead {
  _id: string
  leadID: number
  customerName: string
  initialSlaEndDate: string
}
