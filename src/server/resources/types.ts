import type { FieldDef as DeclaredField, ResourceDef as Declaration } from '../../domain/resources/types.ts'
import type { ServerExtension } from './extension.ts'

/**
 * The server's view of a resource definition. A resource is declared in src/domain/resources (shared with
 * the console) or, without screens, in src/server (leads, storage …); what it does on the server beyond that
 * (row access, write rules, computed SQL) is its server extension. The registry joins the two (registry.ts);
 * the generic layer reads only joined definitions, so a hook is never skipped by passing a bare declaration.
 */
export type { FieldType, Op } from '../../domain/resources/types.ts'
export type { Declaration }

/** A field as the server reads it: its column, or a computed field's SQL from the server extension. */
export type FieldDef = DeclaredField & { sql?: string }

/** A declaration joined with its server extension (none: `{}`). */
export interface ResourceDef extends Omit<Declaration, 'fields'> {
  fields: Record<string, FieldDef>
  server: ServerExtension
}
