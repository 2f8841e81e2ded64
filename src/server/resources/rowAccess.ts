import type { AuthContext } from '../http/access.ts'
import type { ResourceDef } from './types.ts'

/**
 * The def's row condition for the caller (its values appended to params), or null when every row of the asset
 * (of a non-tenant table: every row) is theirs: the resource's access function (`rowAccess` of its server
 * extension, e.g. leads by the caller's lead scope), as in Payload. Every generic read of the table (list,
 * one, by id, count, distinct, export, populate) and delete, force and restore add it.
 */
export function rowAccessSql(def: ResourceDef, a: AuthContext, params: unknown[]): string | null {
  return def.server.rowAccess?.(a, (value) => `$${params.push(value)}`) ?? null
}
