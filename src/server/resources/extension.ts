import type { FieldDef, ResourceDef as Declaration } from '../../domain/resources/types.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import type { Viewer } from './viewer.ts'

/**
 * What a resource does on the server beyond its declaration, modelled on Payload's access functions and
 * collection hooks. Each lives beside its resource's area (src/server/<area>/<resource>.server.ts) and is
 * listed once in registry.ts, which joins it with the declaration; the generic layer calls the joined
 * definition's hooks (`def.server`), so it imports no resource's code and keeps no map of them by name.
 */
export interface ServerExtension {
  /** The resource's registry name. */
  resource?: string
  /**
   * Which rows a caller may read and change beyond the asset: a SQL condition over the table's columns (its
   * values placed with `add`), or null for every row. Every generic read (list, one, by id, count, distinct,
   * export, populate) and delete, force and restore add it.
   */
  rowAccess?: (a: AuthContext, add: (value: unknown) => string) => string | null
  /**
   * Rules over a write's values that need the database, run in the write's transaction after its references
   * are checked (create, update, part updates, import); `id` is the updated row's (none on a create), `by` who
   * writes (a rule may depend on their scope: whom a member reports to). It may set values it derives (a
   * member's whatsapp); it refuses with a 400 naming the field.
   */
  beforeWrite?: (
    q: Queryable,
    values: Record<string, unknown>,
    assetId: string,
    id: string | undefined,
    by: AuthContext,
  ) => Promise<void>
  /** Rules a row must keep to go to the trash, run in the soft delete's transaction before it. */
  beforeDelete?: (q: Queryable, assetId: string, id: string) => Promise<void>
  /** Rules a row restored from the trash must still keep, run in the restore's transaction before it. */
  beforeRestore?: (q: Queryable, assetId: string, id: string) => Promise<void>
  /**
   * A row as it leaves the server, for what a column cannot say (a log entry's changes with their labels, as
   * the reader may see them); the field rule applies after it.
   */
  afterRead?: (row: Record<string, unknown>, viewer: Viewer) => Record<string, unknown>
  /** The SQL of each field the declaration marks `computed`: an expression over the table's own row. */
  computed?: Record<string, string>
}

/**
 * A resource's server extension. Its computed SQL must name exactly the fields its declaration marks
 * `computed` (checked when the module loads, so a misspelt field fails at start, not on a read).
 */
export function defineServerExtension(
  declaration: Pick<Declaration, 'name' | 'fields'>,
  extension: Omit<ServerExtension, 'resource'>,
): ServerExtension {
  const computed = (f: FieldDef | undefined) => f?.computed === true
  const declared = Object.keys(declaration.fields).filter((k) => computed(declaration.fields[k]))
  const given = Object.keys(extension.computed ?? {})
  const missing = declared.filter((k) => !given.includes(k))
  const extra = given.filter((k) => !declared.includes(k))
  if (missing.length || extra.length)
    throw new Error(
      `Server extension of '${declaration.name}': ${[
        ...missing.map((k) => `no SQL for computed field '${k}'`),
        ...extra.map((k) => `'${k}' is not a computed field of the declaration`),
      ].join('; ')}`,
    )
  return { resource: declaration.name, ...extension }
}
