import { POOL_EVENTS } from '../../../domain/leads/pool.ts'
import { leadNotificationText } from '../../../domain/notifications.ts'
import { P, SUPER_ADMIN } from '../../../domain/permissions.ts'
import type { Queryable } from '../../db/db.ts'
import { publishEvent } from '../../events/publish.ts'
import { notifyMany } from '../../notifications/notify.ts'

/** Where "Lead entered the pool" leads: the pool, where it is claimed (its agents cannot open the lead itself). */
export const POOL_LINK = '/leads/pool'

/**
 * "Lead entered the pool", in one statement for a batch of leads: to every agent who may claim it (a team member
 * of the lead's asset whose enabled user may claim pool leads, LEAD_POOL_CLAIM or super access; only the group's
 * members when routing offered it to a group) and to the agent who lost it. A lead no longer in the pool when
 * this runs (its pool also ended) tells only the agent who lost it. E-mail copies follow each user's choice.
 */
export async function notifyPoolEntered(q: Queryable, leads: Array<{ id: string; leadNumber: number }>): Promise<number> {
  if (!leads.length) return 0
  const texts = leads.map((l) => leadNotificationText('lead_in_pool', { leadNumber: l.leadNumber }))
  return notifyMany(
    q,
    `select l.asset_id, u.id as user_id, u.email, u.notification_emails, 'lead_in_pool' as kind, i.title, i.body, l.id as lead_id, $4::text as link
       from unnest($1::uuid[], $2::text[], $3::text[]) as i(id, title, body)
       join leads l on l.id = i.id
       join team_members m on m.asset_id = l.asset_id and m.deleted_at is null
       join users u on u.id = m.user_id and u.enabled
       left join roles ro on ro.id = u.role_id
      where m.id = l.pool_left_agent_id
         or (l.is_in_free_pool and (l.pool_member_ids is null or m.id = any(l.pool_member_ids))
             and (u.is_root_user or ro.code = $5 or $6 = any(ro.permissions)))`,
    [leads.map((l) => l.id), texts.map((t) => t.title), texts.map((t) => t.body), POOL_LINK, SUPER_ADMIN, P.LEAD_POOL_CLAIM],
  )
}

/** One lead a writer put in the pool (the form's sendToPool, a first-to-claim group): its agents are told and the pool screens reload. */
export async function leadEnteredPool(q: Queryable, assetId: string, lead: { id: string; leadNumber: number }): Promise<void> {
  await notifyPoolEntered(q, [lead])
  await publishEvent(q, { assetId, kind: POOL_EVENTS.entered, recordType: 'lead', recordId: lead.id, payload: { ids: [lead.id] } })
}
