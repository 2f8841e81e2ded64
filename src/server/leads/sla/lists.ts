import { HIDDEN_CUSTOMER, type AwaitingLead, type EscalatedLead, type PoolLead } from '../../../domain/leads/pool.ts'
import type { Db } from '../../db/db.ts'
import type { AuthContext } from '../../http/access.ts'
import { leadVisibility } from '../scope.ts'

const CUSTOMER = `trim(c.first_name || ' ' || c.last_name)`
const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * The asset's leads in the pool that the caller may see, soonest end first: every eligible agent sees the
 * leads offered to all and those of groups they are in; the whole asset's viewers see every one. Other
 * agents' leads are never listed (they are not in the pool). The customer's name reads HIDDEN_CUSTOMER when
 * the asset hides it until claimed.
 */
export async function poolLeads(db: Db, a: AuthContext, now: Date): Promise<PoolLead[]> {
  const me = a.profile.agentId
  const all = leadVisibility(a).scope === 'asset'
  return db.query<PoolLead>(
    `select l.id as "_id", l.lead_id as "leadID",
            case when s.hide_pool_customer_names then $4 else coalesce(${CUSTOMER}, '') end as "customerName",
            l.contact_type as "contactType", l.source, coalesce(li.title, p.name) as subject,
            ${ISO('l.free_pool_sla_end_date')} as "freePoolSlaEndDate", pa.name as "previousAgent",
            ($2::uuid is not null and (l.pool_member_ids is null or $2::uuid = any(l.pool_member_ids))) as "canClaim"
       from leads l join assets s on s.id = l.asset_id
       left join customers c on c.id = l.customer_id
       left join listings li on li.id = l.listing_id
       left join projects p on p.id = l.project_id
       left join team_members pa on pa.id = l.pool_left_agent_id
      where l.asset_id = $1 and l.is_in_free_pool and l.deleted_at is null and l.parent_id is null and l.free_pool_sla_end_date >= $5
        and ($3 or ($2::uuid is not null and (l.pool_member_ids is null or $2::uuid = any(l.pool_member_ids))))
      order by l.free_pool_sla_end_date, l.lead_id limit 500`,
    [a.assetId, me, all, HIDDEN_CUSTOMER, now],
  )
}

/** Leads escalated to the caller (all escalated leads for the whole asset's viewers), awaiting assignment. */
export async function escalatedLeads(db: Db, a: AuthContext): Promise<EscalatedLead[]> {
  const all = leadVisibility(a).scope === 'asset'
  return db.query<EscalatedLead>(
    `select l.id as "_id", l.lead_id as "leadID", coalesce(${CUSTOMER}, '') as "customerName", pa.name as "previousAgent",
            ${ISO('l.free_pool_sla_end_date')} as "escalatedAt"
       from leads l left join customers c on c.id = l.customer_id left join team_members pa on pa.id = l.pool_left_agent_id
      where l.asset_id = $1 and l.escalated_to_ids is not null and l.deleted_at is null
        and ($3 or $2::uuid = any(l.escalated_to_ids))
      order by l.free_pool_sla_end_date, l.lead_id limit 500`,
    [a.assetId, a.profile.agentId, all],
  )
}

/** The caller's own leads still in their initial period and not accepted, soonest end first. */
export async function awaitingAcceptance(db: Db, a: AuthContext, now: Date): Promise<AwaitingLead[]> {
  if (!a.profile.agentId) return []
  return db.query<AwaitingLead>(
    `select l.id as "_id", l.lead_id as "leadID", coalesce(${CUSTOMER}, '') as "customerName", ${ISO('l.initial_sla_end_date')} as "initialSlaEndDate"
       from leads l left join customers c on c.id = l.customer_id
      where l.asset_id = $1 and l.agent_id = $2 and not l.is_accepted and not l.is_in_free_pool and l.deleted_at is null
        and l.parent_id is null and l.initial_sla_end_date >= $3
      order by l.initial_sla_end_date limit 100`,
    [a.assetId, a.profile.agentId, now],
  )
}
