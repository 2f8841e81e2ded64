import { leadScopeOf, type LeadScope } from '../../domain/leads/scope.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'

/** The leads a caller may see (domain/leads/scope.ts): the role's scope and the caller's team member in the active asset. */
export interface LeadVisibility {
  scope: LeadScope
  agentId: string | null
  /**
   * Which part of the caller's leads: 'agents' those of the agents in their scope, 'escalated' those the SLA
   * engine escalated to them or their team (no agent yet); both when unset. The report's counters count by
   * agent, so it counts the two apart (report/counts.ts).
   */
  part?: 'agents' | 'escalated'
}

export function leadVisibility(a: AuthContext): LeadVisibility {
  return { scope: leadScopeOf(a.profile), agentId: a.profile.agentId }
}

/** The whole asset: no row condition, and the trigger-kept counters without an agent dimension still answer. */
export const seesWholeAsset = (v: LeadVisibility) => v.scope === 'asset'

/**
 * The one row condition of lead visibility, on the column holding a lead's agent (alias.agent_id), or
 * null for the whole asset; `p` adds a parameter and returns its placeholder. Given the leads table's
 * escalated_to_ids column, a lead the SLA engine escalated to the caller (or, in team scope, to one of their
 * team) is theirs too: it has no agent until they assign it. The team is read in the statement
 * itself (an init plan run once), so every lead query stays one statement and an (asset_id, agent_id, …)
 * index serves it (the escalated leads, few, through leads_escalated_idx).
 */
export function leadScopeSql(
  v: LeadVisibility,
  agentColumn: string,
  p: (value: unknown) => string,
  escalatedColumn?: string,
): string | null {
  if (v.scope === 'asset') return null
  if (!v.agentId) return 'false'
  const me = p(v.agentId)
  // `union` (not `union all`) ends a reporting cycle.
  const people =
    v.scope === 'own'
      ? `array[${me}::uuid]`
      : `array(with recursive team(id) as (select ${me}::uuid union select m.id from team_members m join team on m.reported_to_id = team.id) select id from team)`
  const byAgent = v.scope === 'own' ? `${agentColumn} = ${me}::uuid` : `${agentColumn} = any(${people})`
  if (!escalatedColumn || v.part === 'agents') return byAgent
  // no agent: an escalated lead is the manager's until they assign it (never counted twice with the agents' part)
  const escalated = `(${agentColumn} is null and ${escalatedColumn} && ${people})`
  return v.part === 'escalated' ? escalated : `(${byAgent} or ${escalated})`
}

/**
 * A team member and everyone reporting to them at any depth, as it stands now: the people of the team scope
 * (leadScopeSql reads the same chain in the statement itself).
 */
export async function teamOf(q: Queryable, agentId: string): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    `with recursive team(id) as (select $1::uuid union select m.id from team_members m join team on m.reported_to_id = team.id) select id from team`,
    [agentId],
  )
  return new Set(rows.map((r) => r.id))
}

/** leadScopeSql over a parameter array (positional $n), as the plain queries build them; 'true' for the whole asset. */
export function leadScopeParams(
  v: LeadVisibility,
  agentColumn: string,
  params: unknown[],
  escalatedColumn?: string,
): string {
  return leadScopeSql(v, agentColumn, (value) => `$${params.push(value)}`, escalatedColumn) ?? 'true'
}
