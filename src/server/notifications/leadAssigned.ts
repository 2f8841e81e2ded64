import { leadNotificationText } from '../../domain/notifications.ts'
import type { Queryable } from '../db/db.ts'
import { agentRecipient, notificationCtes, notifyAgent, type AgentNotice, type Param } from './notify.ts'

interface LeadAssigned {
  assetId: string
  leadId: string
  leadNumber: number
  agentId: string
  actorUserId: string | null
}

const notice = (a: LeadAssigned): AgentNotice => ({
  assetId: a.assetId,
  agentId: a.agentId,
  actorUserId: a.actorUserId,
  kind: 'lead_assigned',
  leadId: a.leadId,
  ...leadNotificationText('lead_assigned', { leadNumber: a.leadNumber }),
})

/**
 * "New lead assigned": tells the agent's user that a lead became theirs (a create with an agent, an agent
 * change, routing after a claim window: no actor), in the transaction that assigned it; not when they
 * assigned it to themselves.
 */
export function notifyLeadAssigned(tx: Queryable, a: LeadAssigned) {
  return notifyAgent(tx, notice(a))
}

/** The same notification as CTEs of the assigning statement itself (notificationCtes), e.g. the lead's insert. */
export function leadAssignedCtes(a: LeadAssigned, param: Param): string {
  const n = notice(a)
  return notificationCtes(agentRecipient(n, param), n, param)
}
