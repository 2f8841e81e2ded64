import { SLA_NOTES } from '../../../domain/leads/pool.ts'
import type { Queryable } from '../db.ts'
import { escalate, toPool } from '../../leads/sla/moves.ts'

interface Pooled {
  id: string
  lost: string
  agent: string
  agentName: string
  managerName: string | null
  claimed: boolean
  initialEnd: Date
  poolEnd: Date
  assignedAt: Date
}

/**
 * The demo's leads in the states the SLA engine gives them, by the engine's own moves: today's leads whose
 * initial SLA passed unaccepted go to the pool (agent removed, history saying why), those whose pool also
 * passed on to the manager (escalated, the manager told); leads claimed or assigned from the pool get the
 * assignment history the engine writes, with its notes (to the pool; claimed by…; escalated to…, assigned by…).
 */
export async function seedPoolStates(
  q: Queryable,
  assetId: string,
  leads: { pool: string[]; escalated: string[] },
): Promise<void> {
  await toPool(q, [...leads.pool, ...leads.escalated])
  await escalate(q, leads.escalated)
  const pooled = await q.query<Pooled>(
    `select l.id, l.pool_left_agent_id as lost, l.agent_id as agent, a.name as "agentName", mgr.name as "managerName",
            l.is_claimed_from_pool as claimed, l.initial_sla_end_date as "initialEnd", l.free_pool_sla_end_date as "poolEnd",
            l.agent_assigned_at as "assignedAt"
       from leads l join team_members a on a.id = l.agent_id
       join team_members lost on lost.id = l.pool_left_agent_id
       left join team_members mgr on mgr.id = lost.reported_to_id
      where l.asset_id = $1 and (l.is_claimed_from_pool or l.is_assigned_from_lead_pool)`,
    [assetId],
  )
  const rows: Array<[string, string, string, string, Date]> = []
  for (const p of pooled) {
    rows.push([p.id, p.lost, 'Lead Pool', SLA_NOTES.toPool, p.initialEnd])
    if (p.claimed) rows.push([p.id, 'Lead Pool', p.agent, SLA_NOTES.claimed(p.agentName), p.assignedAt])
    else {
      rows.push([p.id, 'Lead Pool', 'Manager', SLA_NOTES.escalated(p.managerName ?? ''), p.poolEnd])
      rows.push([p.id, 'Manager', p.agent, SLA_NOTES.assigned(p.managerName ?? 'a manager'), p.assignedAt])
    }
  }
  await q.query(
    `insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, note, created_at)
     select gen_random_uuid(), $1, h.lead_id, 'assignment', h.from_value, h.to_value, h.note, h.at
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) as h(lead_id, from_value, to_value, note, at)`,
    [assetId, ...[0, 1, 2, 3, 4].map((k) => rows.map((r) => r[k]))],
  )
}
