import { leadNotificationText } from '../../../domain/notifications.ts'
import { SLA_NOTES } from '../../../domain/leads/pool.ts'
import { P, SUPER_ADMIN } from '../../../domain/permissions.ts'
import type { Queryable } from '../../db/db.ts'
import { notifyAgents } from '../../notifications/notify.ts'

/**
 * The initial SLA ended unaccepted: the agent loses the leads to the pool (the pool period runs to the lead's
 * free-pool end), each with an assignment history row saying why. Leads locked by the caller.
 */
export async function toPool(q: Queryable, ids: string[]): Promise<void> {
  await q.query(
    `with m as (
       update leads l set is_in_free_pool = true, pool_left_agent_id = l.agent_id, agent_id = null, agent_assigned_at = null,
              version = l.version + 1, updated_at = now()
        where l.id = any($1::uuid[])
        returning l.id, l.asset_id, l.pool_left_agent_id)
     insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id, note)
     select gen_random_uuid(), m.asset_id, m.id, 'assignment', m.pool_left_agent_id::text, 'Lead Pool', null, $2 from m`,
    [ids, SLA_NOTES.toPool],
  )
}

/**
 * The pool ended unclaimed: the leads escalate to the manager, in the order of the escalation rule
 * (domain/leads/pool.ts): the previous agent's reportedTo, else the asset's lead managers (LEAD_POOL_ASSIGN),
 * else its super admins, each only when an enabled user signs in as them; history says to whom, and each
 * manager is notified. Leads locked by the caller.
 */
export async function escalate(q: Queryable, ids: string[]): Promise<void> {
  const rows = await q.query<{
    id: string
    asset_id: string
    lead_id: number
    managers: string[]
    names: string | null
  }>(
    `with x as (
       select l.id, coalesce(
         (select array[r.id] from team_members m join team_members r on r.id = m.reported_to_id and r.deleted_at is null
            join users ru on ru.id = r.user_id and ru.enabled
           where m.id = l.pool_left_agent_id),
         (select array_agg(m.id order by m.name) from team_members m join users u on u.id = m.user_id and u.enabled
            join roles ro on ro.id = u.role_id
           where m.asset_id = l.asset_id and m.deleted_at is null and $2 = any(ro.permissions)),
         (select array_agg(m.id order by m.name) from team_members m join users u on u.id = m.user_id and u.enabled
            left join roles ro on ro.id = u.role_id
           where m.asset_id = l.asset_id and m.deleted_at is null and (u.is_root_user or ro.code = $3)),
         '{}'::uuid[]) as managers
         from leads l where l.id = any($1::uuid[])),
     u as (
       update leads l set is_in_free_pool = false, escalated_to_ids = x.managers, pool_member_ids = null, pool_fallback = null,
              version = l.version + 1, updated_at = now()
         from x where l.id = x.id
       returning l.id, l.asset_id, l.lead_id, l.escalated_to_ids as managers,
                 (select string_agg(m.name, ', ' order by m.name) from team_members m where m.id = any(x.managers)) as names)
     select * from u`,
    [ids, P.LEAD_POOL_ASSIGN, SUPER_ADMIN],
  )
  await q.query(
    `insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id, note)
     select gen_random_uuid(), r.asset_id, r.id, 'assignment', 'Lead Pool', 'Manager', null, r.note
       from unnest($1::uuid[], $2::uuid[], $3::text[]) as r(id, asset_id, note)`,
    [rows.map((r) => r.id), rows.map((r) => r.asset_id), rows.map((r) => SLA_NOTES.escalated(r.names ?? ''))],
  )
  await notifyAgents(
    q,
    rows.flatMap((r) =>
      r.managers.map((agentId) => ({
        assetId: r.asset_id,
        agentId,
        kind: 'lead_escalated' as const,
        leadId: r.id,
        ...leadNotificationText('lead_escalated', { leadNumber: r.lead_id }),
      })),
    ),
  )
}
