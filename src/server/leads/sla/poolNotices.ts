import { POOL_EVENTS } from '../../../domain/leads/pool.ts'
import { poolEnteredText } from '../../../domain/notifications.ts'
import { P, SUPER_ADMIN } from '../../../domain/permissions.ts'
import type { Queryable } from '../../db/db.ts'
import { publishEvent } from '../../events/publish.ts'
import { notifyMany } from '../../notifications/notify.ts'

/** Where "Lead entered the pool" leads: the pool, where it is claimed (its agents cannot open the lead itself). */
export const POOL_LINK = '/leads/pool'

/**
 * "Lead entered the pool" for a batch of leads: to every agent who may claim one (a team member of the lead's
 * asset whose enabled user may claim pool leads, LEAD_POOL_CLAIM or super access; only the group's members when
 * routing offered it to a group) and to the agent who lost it. One notice per person per batch, naming their
 * leads (lead_ids; lead_id too when it is one): 10,000 leads at their deadline were 10,000 notices to each agent,
 * about 400,000 rows at 40 agents, and nobody reads 250 notices at once. A lead no longer in the pool when this
 * runs (its pool also ended) tells only the agent who lost it. A lead a routing group's window handed to the next
 * group (`handedOver`) tells that group only: the agent who lost it was told when it first entered the pool.
 * E-mail copies follow each user's choice.
 */
export async function notifyPoolEntered(
  q: Queryable,
  leads: Array<{ id: string; leadNumber: number; handedOver?: boolean }>,
): Promise<number> {
  if (!leads.length) return 0
  const told = await q.query<{
    asset_id: string
    user_id: string
    email: string
    notification_emails: boolean
    ids: string[]
    numbers: string[]
  }>(
    `select l.asset_id, u.id as user_id, u.email, u.notification_emails, array_agg(l.id order by i.n) as ids, array_agg(i.n order by i.n) as numbers
       from unnest($1::uuid[], $2::bigint[], $5::boolean[]) as i(id, n, handed_over)
       join leads l on l.id = i.id
       join team_members m on m.asset_id = l.asset_id and m.deleted_at is null
       join users u on u.id = m.user_id and u.enabled
       left join roles ro on ro.id = u.role_id
      where (m.id = l.pool_left_agent_id and not i.handed_over)
         or (l.is_in_free_pool and (l.pool_member_ids is null or m.id = any(l.pool_member_ids))
             and (u.is_root_user or ro.code = $3 or $4 = any(ro.permissions)))
      group by l.asset_id, u.id`,
    [
      leads.map((l) => l.id),
      leads.map((l) => l.leadNumber),
      SUPER_ADMIN,
      P.LEAD_POOL_CLAIM,
      leads.map((l) => !!l.handedOver),
    ],
  )
  if (!told.length) return 0
  const texts = told.map((r) => poolEnteredText(r.numbers))
  return notifyMany(
    q,
    `select r.asset_id, r.user_id, r.email, r.notification_emails, 'lead_in_pool' as kind, r.title, r.body, r.args::jsonb as args,
            case when cardinality(x.ids) = 1 then x.ids[1] end as lead_id, x.ids as lead_ids, $8::text as link
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::boolean[], $5::text[], $6::text[], $7::text[], $9::text[]) as r(asset_id, user_id, email, notification_emails, title, body, id_list, args)
       cross join lateral (select string_to_array(r.id_list, ',')::uuid[] as ids) x`,
    [
      told.map((r) => r.asset_id),
      told.map((r) => r.user_id),
      told.map((r) => r.email),
      told.map((r) => r.notification_emails),
      texts.map((t) => t.title),
      texts.map((t) => t.body),
      told.map((r) => r.ids.join(',')),
      POOL_LINK,
      texts.map((t) => JSON.stringify(t.args)),
    ],
  )
}

/** One lead a writer put in the pool (the form's sendToPool, a first-to-claim group): its agents are told and the pool screens reload. */
export async function leadEnteredPool(
  q: Queryable,
  assetId: string,
  lead: { id: string; leadNumber: number },
): Promise<void> {
  await notifyPoolEntered(q, [lead])
  await publishEvent(q, {
    assetId,
    kind: POOL_EVENTS.entered,
    recordType: 'lead',
    recordId: lead.id,
    payload: { ids: [lead.id] },
  })
}
