import type { PoolOutcome } from '../../../domain/leads/routingChain.ts'
import { logLine, routeLead } from '../../../domain/leads/routingChain.ts'
import type { Queryable } from '../../db/db.ts'
import { newId } from '../../auth/tokens.ts'
import { isUuid } from '../../resources/index.ts'
import { notifyLeadAssigned } from '../../notifications/leadAssigned.ts'
import { onPoolEnd, type PoolEndLead } from '../sla/poolEnd.ts'
import { autoSlaDates, loadLeadSettings } from '../editor/leadSettings.ts'
import { createEnv } from './env.ts'
import { readRouting, type LeadFields } from './route.ts'

/** leads.pool_fallback of a first-to-claim group: where routing resumes when nobody claims (the SLA engine's hook kind). */
const KIND = 'routing'

/** The columns that put a lead in the pool for a first-to-claim group's window. */
export function poolColumns(pool: PoolOutcome, now: Date): Record<string, unknown> {
  return {
    agent_id: null,
    is_in_free_pool: true,
    initial_sla_end_date: now,
    free_pool_sla_end_date: new Date(now.getTime() + pool.windowMinutes * 60_000),
    pool_member_ids: pool.memberIds,
    pool_fallback: JSON.stringify({ kind: KIND, ...pool.next }),
  }
}

/**
 * A first-to-claim window ended unclaimed (the SLA scheduler's transaction, the lead's row locked): routing
 * resumes at the rule's next fallback, then the default rule, and writes the lead's next state and a
 * routing log. Answers false when nobody is found, so the engine escalates the lead to the manager.
 */
export async function resumeRouting(tx: Queryable, lead: PoolEndLead, now: Date): Promise<boolean> {
  const next = lead.fallback as { kind: string; ruleId?: string; target?: number }
  const [l] = await tx.query<LeadFields & { actor: string | null }>(
    `select source, source_channel as "sourceChannel", contact_type as "contactType", listing_id as listing, project_id as project,
            community, location, min_price::float8 as "minBudget", max_price::float8 as "maxBudget", lead_type as "leadType", creator_id as actor
       from leads where id = $1`,
    [lead.id],
  )
  const read = await readRouting(tx, lead.assetId, l)
  const r = await routeLead(read.inputs.rules, read.facts, createEnv(tx, lead.assetId, read.inputs, read.target, now), {
    ruleId: next.ruleId ?? '',
    target: next.target ?? 0,
  })
  const log = [logLine('note', 'poolUnclaimed'), ...r.log]
  let cols: Record<string, unknown> | null = null
  if (r.agent) {
    const dates = autoSlaDates(await loadLeadSettings(tx, lead.assetId), {}, now)
    cols = {
      agent_id: r.agent._id,
      is_in_free_pool: false,
      pool_member_ids: null,
      pool_fallback: null,
      initial_sla_end_date: dates.initialSlaEndDate,
      free_pool_sla_end_date: dates.freePoolSlaEndDate,
      agent_assigned_at: now,
    }
  } else if (r.pool) cols = poolColumns(r.pool, now)
  else log.push(logLine('note', 'toManager'))
  const names = cols ? Object.keys(cols) : []
  const fixed = [
    lead.id,
    lead.assetId,
    isUuid(r.ruleId) ? r.ruleId : null,
    cols !== null,
    r.agent?._id ?? null,
    newId(),
    JSON.stringify(log),
    newId(),
  ]
  // The lead's next state, its assignment history and the routing log in one statement.
  await tx.query(
    `with u as (
       update leads set ${[...names.map((n, i) => `${n} = $${fixed.length + i + 1}`), 'updated_at = now()'].join(', ')},
              office_name = coalesce((select office_name from team_members where id = $5::uuid), office_name)
        where id = $1 and $4::boolean returning id),
     h as (
       insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, note)
       select $8::uuid, $2, id, 'assignment', 'Lead Pool', $5::text, 'Claim window ended unclaimed: routing rules' from u where $5::uuid is not null)
     insert into lead_routing_logs (id, asset_id, lead_id, rule_id, agent_id, entries) values ($6, $2, $1, $3, $5::uuid, $7::jsonb)`,
    [...fixed, ...(cols ? Object.values(cols) : [])],
  )
  if (r.agent)
    await notifyLeadAssigned(tx, {
      assetId: lead.assetId,
      leadId: lead.id,
      leadNumber: lead.leadNumber,
      agentId: r.agent._id,
      actorUserId: null,
    })
  return cols !== null
}

/** Plugs routing into the SLA engine's pool end (called once when the routes are registered). */
export function registerRoutingPoolEnd(): void {
  onPoolEnd(KIND, resumeRouting)
}
