import { leadNotificationText } from '../../domain/notifications.ts'
import type { Queryable } from '../db/db.ts'
import { notifyAgent } from './notify.ts'

/**
 * "New lead assigned": tells the agent's user that a lead became theirs (a create with an agent, an agent
 * change, routing after a claim window: no actor), in the transaction that assigned it; not when they
 * assigned it to themselves.
 */
export function notifyLeadAssigned(tx: Queryable, a: { assetId: string; leadId: string; leadNumber: number; agentId: string; actorUserId: string | null }) {
  return notifyAgent(tx, {
    assetId: a.assetId,
    agentId: a.agentId,
    actorUserId: a.actorUserId,
    kind: 'lead_assigned',
    leadId: a.leadId,
    ...leadNotificationText('lead_assigned', { leadNumber: a.leadNumber }),
  })
}
