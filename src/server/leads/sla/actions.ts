import { SLA_MESSAGES, SLA_NOTES, POOL_EVENTS } from '../../../domain/leads/pool.ts'
import { leadNotificationText } from '../../../domain/notifications.ts'
import type { Db, Queryable } from '../../db/db.ts'
import { actingUserId, type AuthContext } from '../../http/access.ts'
import { conflict, forbidden, notFound } from '../../http/errors.ts'
import { emitLeadEvents } from '../../webhooks/emit.ts'
import { publishEvent } from '../../events/publish.ts'
import { notifyAgent } from '../../notifications/notify.ts'
import { notifyLeadAssigned } from '../../notifications/leadAssigned.ts'
import { isUuid } from '../../resources/index.ts'
import { autoSlaDates, loadLeadSettings } from '../editor/leadSettings.ts'
import { leadScopeParams, leadVisibility } from '../scope.ts'
import { minutesSinceAssigned, responseTimesOnce } from '../responseTimes.ts'
import { t } from '../../../domain/i18n/index.ts'

/** The caller's team member in the asset: a lead can only be theirs through it (409 without one: the key is not what is missing). */
function myAgent(a: AuthContext): string {
  if (!a.profile.agentId) throw conflict(SLA_MESSAGES.noAgent)
  return a.profile.agentId
}

/** Why an agent's write on their lead matched nothing: the lead is gone, not theirs, left to the pool, or done. */
async function whyNotMine(q: Queryable, a: AuthContext, id: string, agentId: string) {
  const params: unknown[] = [id, a.assetId]
  const visible = leadScopeParams(leadVisibility(a), 'agent_id', params)
  const [l] = await q.query(
    `select agent_id, is_accepted, pool_left_agent_id from leads where id = $1 and asset_id = $2 and deleted_at is null
        and (${visible} or pool_left_agent_id = $${params.push(agentId)})`,
    params,
  )
  if (!l) return notFound(t('messages.leadNotFound'))
  if (l.agent_id === agentId && l.is_accepted) return conflict(SLA_MESSAGES.alreadyAccepted)
  if (l.agent_id !== agentId && l.pool_left_agent_id === agentId) return conflict(SLA_MESSAGES.leftToPool)
  return forbidden(SLA_MESSAGES.notYourLead)
}

/**
 * A write of the lead's own agent on their lead, in one UPDATE (`sets` and `extra` conditions, $4 = now); when
 * it matches nothing, the answer says why (gone, not theirs, left to the pool, already accepted).
 */
async function agentWrite(
  db: Db,
  a: AuthContext,
  id: string,
  now: Date,
  sets: string,
  extra: string,
  returning: string,
) {
  if (!isUuid(id)) throw notFound(t('messages.leadNotFound'))
  const agentId = myAgent(a)
  return db.tx(async (q) => {
    const [row] = await q.query(
      `update leads set ${sets}, version = version + 1, updated_at = now()
        where id = $1 and asset_id = $2 and agent_id = $3 and deleted_at is null ${extra}
        returning id as "_id", lead_id as "leadID", version, response_times as "responseTimes", ${returning}`,
      [id, a.assetId, agentId, now],
    )
    if (!row) throw await whyNotMine(q, a, id, agentId)
    return row
  })
}

/**
 * Accept: the assigned agent takes the lead while it is still theirs (isAccepted, acceptedAt, the minutes
 * since it was assigned recorded as responseTimes.acceptance). Once the initial SLA ended and the lead went
 * to the pool it is not theirs to accept.
 */
export const acceptLead = (db: Db, a: AuthContext, id: string, now: Date) =>
  agentWrite(
    db,
    a,
    id,
    now,
    `is_accepted = true, accepted_at = $4, response_times = coalesce(response_times, '{}') || jsonb_build_object('acceptance', ${minutesSinceAssigned('$4')})`,
    'and not is_accepted and not is_in_free_pool',
    'is_accepted as "isAccepted", accepted_at as "acceptedAt"',
  )

/** Mark contacted: the assigned agent reached the customer (isContacted; responseTimes.firstContact the first time). */
export const markContacted = (db: Db, a: AuthContext, id: string, now: Date) =>
  agentWrite(
    db,
    a,
    id,
    now,
    `is_contacted = true, response_times = ${responseTimesOnce(['firstContact'], '$4')}`,
    '',
    'is_contacted as "isContacted"',
  )

/**
 * Claim: the first eligible agent to claim a pool lead gets it, in one UPDATE whose condition is "still in
 * the pool": concurrent claims queue on the row and every later one finds it taken (never two agents). The
 * lead starts a new initial period per the asset's lead settings; the agent who lost it is told.
 */
export async function claimLead(db: Db, a: AuthContext, id: string, now: Date) {
  if (!isUuid(id)) throw notFound(t('messages.leadNotFound'))
  const agentId = myAgent(a)
  const [settings, [me]] = await Promise.all([
    loadLeadSettings(db, a.assetId),
    db.query<{ name: string }>('select name from team_members where id = $1 and asset_id = $2 and deleted_at is null', [
      agentId,
      a.assetId,
    ]),
  ])
  if (!me) throw conflict(SLA_MESSAGES.noAgent)
  const dates = autoSlaDates(settings, {}, now)
  return db.tx(async (q) => {
    const [row] = await q.query<{ _id: string; leadID: number; previous: string | null }>(
      `with c as (
         update leads l set agent_id = $3, is_in_free_pool = false, send_to_pool = false, is_claimed_from_pool = true, pool_member_ids = null, pool_fallback = null,
                agent_assigned_at = $4, initial_sla_end_date = $5, free_pool_sla_end_date = $6, set_auto_sla_details = true, sla_warned_for = null,
                office_name = (select office_name from team_members where id = $3), version = l.version + 1, updated_at = now()
          where l.id = $1 and l.asset_id = $2 and l.is_in_free_pool and l.deleted_at is null and l.free_pool_sla_end_date >= $4
            and (l.pool_member_ids is null or $3 = any(l.pool_member_ids))
          returning l.id, l.lead_id, l.asset_id, l.pool_left_agent_id),
       h as (
         insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id, note)
         select gen_random_uuid(), c.asset_id, c.id, 'assignment', 'Lead Pool', $3::uuid::text, $7, $8 from c)
       select c.id as "_id", c.lead_id as "leadID", c.pool_left_agent_id as previous from c`,
      [
        id,
        a.assetId,
        agentId,
        now,
        dates.initialSlaEndDate,
        dates.freePoolSlaEndDate,
        a.userId,
        SLA_NOTES.claimed(me.name),
      ],
    )
    if (!row) throw await whyNotClaimed(q, a.assetId, id, agentId, now)
    if (row.previous && row.previous !== agentId)
      await notifyAgent(q, {
        assetId: a.assetId,
        agentId: row.previous,
        kind: 'lead_claimed',
        leadId: id,
        ...leadNotificationText('lead_claimed', { leadNumber: row.leadID, by: me.name }),
      })
    await publishEvent(q, {
      assetId: a.assetId,
      kind: POOL_EVENTS.left,
      recordType: 'lead',
      recordId: id,
      payload: { ids: [id], claimedBy: me.name },
    })
    await emitLeadEvents(q, 'lead.claimed', [{ leadId: id }])
    return {
      _id: row._id,
      leadID: row.leadID,
      agent: { _id: agentId, name: me.name },
      initialSlaEndDate: dates.initialSlaEndDate,
      freePoolSlaEndDate: dates.freePoolSlaEndDate,
    }
  })
}

async function whyNotClaimed(q: Queryable, assetId: string, id: string, agentId: string, now: Date) {
  const [l] = await q.query(
    `select l.is_in_free_pool, l.is_claimed_from_pool, l.free_pool_sla_end_date, l.pool_member_ids, l.escalated_to_ids, m.name as agent
       from leads l left join team_members m on m.id = l.agent_id where l.id = $1 and l.asset_id = $2 and l.deleted_at is null`,
    [id, assetId],
  )
  if (!l) return notFound(t('messages.leadNotFound'))
  if (!l.is_in_free_pool && l.is_claimed_from_pool && l.agent) return conflict(SLA_MESSAGES.alreadyClaimed(l.agent))
  if (l.escalated_to_ids || (l.is_in_free_pool && l.free_pool_sla_end_date < now))
    return conflict(SLA_MESSAGES.poolEnded)
  if (!l.is_in_free_pool) return conflict(SLA_MESSAGES.notInPool)
  if (l.pool_member_ids && !l.pool_member_ids.includes(agentId)) return forbidden(SLA_MESSAGES.notPoolMember)
  return conflict(SLA_MESSAGES.noAgent)
}

/**
 * A manager assigns a lead escalated to them (or, with the whole asset in sight, any escalated lead): the
 * agent gets it with isAssignedFromLeadPool (SLA stage 'Manager'); history and the agent are told.
 */
export async function assignEscalated(db: Db, a: AuthContext, id: string, agent: string, now: Date) {
  if (!isUuid(id)) throw notFound(t('messages.leadNotFound'))
  const me = a.profile.agentId
  const wholeAsset = leadVisibility(a).scope === 'asset'
  return db.tx(async (q) => {
    const [l] = await q.query(
      `select lead_id, escalated_to_ids from leads where id = $1 and asset_id = $2 and deleted_at is null for update`,
      [id, a.assetId],
    )
    if (!l) throw notFound(t('messages.leadNotFound'))
    if (!l.escalated_to_ids) throw conflict(SLA_MESSAGES.notEscalated)
    if (!wholeAsset && !(me && l.escalated_to_ids.includes(me))) throw forbidden(SLA_MESSAGES.notEscalatedToYou)
    const [m] = await q.query<{ name: string; manager: string | null }>(
      `select m.name, (select name from team_members where id = $3) as manager from team_members m where m.id = $1 and m.asset_id = $2 and m.deleted_at is null`,
      [agent, a.assetId, me],
    )
    if (!m) throw notFound(t('errors.leads.agentNotFound'))
    await q.query(
      `update leads set agent_id = $3, escalated_to_ids = null, send_to_pool = false, is_assigned_from_lead_pool = true, agent_assigned_at = $4,
              office_name = (select office_name from team_members where id = $3), version = version + 1, updated_at = now()
        where id = $1 and asset_id = $2`,
      [id, a.assetId, agent, now],
    )
    await q.query(
      `insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, actor_id, note) values (gen_random_uuid(), $1, $2, 'assignment', 'Manager', $3::uuid::text, $4, $5)`,
      [a.assetId, id, agent, a.userId, SLA_NOTES.assigned(m.manager ?? 'a manager')],
    )
    await notifyLeadAssigned(q, {
      assetId: a.assetId,
      leadId: id,
      leadNumber: Number(l.lead_id),
      agentId: agent,
      actorUserId: actingUserId(a),
    })
    return { _id: id, leadID: Number(l.lead_id), agent: { _id: agent, name: m.name }, isAssignedFromLeadPool: true }
  })
}
