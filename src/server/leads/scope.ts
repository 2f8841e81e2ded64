import { leadScopeOf, type LeadScope } from '../../domain/leads/scope.ts'
import type { AuthContext } from '../http/access.ts'

/** The leads a caller may see (domain/leads/scope.ts): the role's scope and the caller's team member in the active asset. */
export interface LeadVisibility {
  scope: LeadScope
  agentId: string | null
}

export function leadVisibility(a: AuthContext): LeadVisibility {
  return { scope: leadScopeOf(a.profile), agentId: a.profile.agentId }
}

/** The whole asset: no row condition, and the trigger-kept counters without an agent dimension still answer. */
export const seesWholeAsset = (v: LeadVisibility) => v.scope === 'asset'

/**
 * The one row condition of lead visibility, on the column holding a lead's agent (alias.agent_id), or
 * null for the whole asset; `p` adds a parameter and returns its placeholder. The team is read in the
 * statement itself (an init plan run once), so every lead query stays one statement and an
 * (asset_id, agent_id, …) index serves it.
 */
export function leadScopeSql(v: LeadVisibility, agentColumn: string, p: (value: unknown) => string): string | null {
  if (v.scope === 'asset') return null
  if (!v.agentId) return 'false'
  if (v.scope === 'own') return `${agentColumn} = ${p(v.agentId)}::uuid`
  // `union` (not `union all`) ends a reporting cycle.
  return `${agentColumn} = any(array(with recursive team(id) as (select ${p(v.agentId)}::uuid union select m.id from team_members m join team on m.reported_to_id = team.id) select id from team))`
}

/** leadScopeSql over a parameter array (positional $n), as the plain queries build them; 'true' for the whole asset. */
export function leadScopeParams(v: LeadVisibility, agentColumn: string, params: unknown[]): string {
  return leadScopeSql(v, agentColumn, (value) => `$${params.push(value)}`) ?? 'true'
}
