import type { AuthContext } from '../http/access.ts'
import { leadScopeSql, leadVisibility } from '../leads/scope.ts'
import type { ResourceDef } from './types.ts'

/**
 * Which rows of a resource a caller may read and change beyond the asset (access that answers a row
 * filter, as in Payload): leads by the caller's lead scope (leads/scope.ts). Every generic read of the
 * table (list, one, by id, count, distinct, export, populate) and delete, force and restore add it.
 */
const ROW_ACCESS: Record<string, (a: AuthContext, add: (value: unknown) => string) => string | null> = {
  leads: (a, add) => leadScopeSql(leadVisibility(a), 'agent_id', add, 'escalated_to_ids'),
  // an agent's reviews are read as their leads are: own, team or asset
  agentReviews: (a, add) => leadScopeSql(leadVisibility(a), 'agent_id', add),
  // the activity log (no tenant table: users and roles are logged with no asset) shows the active
  // asset's entries and those of no asset, never another asset's
  activityLogs: (a, add) => `(asset_id = ${add(a.assetId)}::uuid or asset_id is null)`,
  // API keys (no tenant table: a revoked key is kept, never soft-deleted) are the active asset's
  apiKeys: (a, add) => `asset_id = ${add(a.assetId)}::uuid`,
}

/** The def's row condition for the caller (its values appended to params), or null when every row of the asset (of a non-tenant table: every row) is theirs. */
export function rowAccessSql(def: ResourceDef, a: AuthContext, params: unknown[]): string | null {
  return ROW_ACCESS[def.name]?.(a, (value) => `$${params.push(value)}`) ?? null
}
