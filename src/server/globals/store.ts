import type { GlobalDef } from '../../domain/globals/types.ts'
import type { RecordValues } from '../../domain/resources/types.ts'
import type { Queryable } from '../db/db.ts'

/**
 * The server's part of a global: where its values live (columns of the asset, its settings JSON). The route
 * pair (routes.ts) and any other writer of the same values (PATCH /api/assets/{id}/settings) go through it.
 */
export interface GlobalStore {
  global: GlobalDef
  /** The asset's values, every field (defaults for what it never set). */
  load(q: Queryable, assetId: string): Promise<RecordValues>
  /**
   * Writes the given fields (checked by the derived schema; other fields untouched). Refuses, with a 400 naming
   * the field, a value only the database can judge (a logo that is no file of the asset).
   */
  save(q: Queryable, assetId: string, values: RecordValues): Promise<void>
}
