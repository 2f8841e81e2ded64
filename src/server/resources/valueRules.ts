import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import type { ResourceDef } from './types.ts'

/**
 * A resource's rules that need the database (the hooks of its server extension, src/server/<area>/<resource>.server.ts),
 * each run in its operation's transaction: over a write's values after its references are checked (create,
 * update and the listing part updates; `id` is the updated row's, none on a create; a rule may set values it
 * derives, a member's whatsapp; `by` is who writes: a rule may depend on their scope), before a soft delete, and before a restore (`id`: the row).
 */
export async function checkValueRules(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id: string | undefined,
  by: AuthContext,
) {
  await def.server.beforeWrite?.(q, values, assetId, id, by)
}

/** Rules a row must keep to go to the trash (a customer with live leads stays). */
export async function checkDeleteRules(q: Queryable, def: ResourceDef, assetId: string, id: string) {
  await def.server.beforeDelete?.(q, assetId, id)
}

/** Rules a row restored from the trash must still keep (a redirect closing no loop). */
export async function checkRestoreRules(q: Queryable, def: ResourceDef, assetId: string, id: string) {
  await def.server.beforeRestore?.(q, assetId, id)
}
