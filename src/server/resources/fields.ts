import { fieldVisible } from '../../domain/resources/define.ts'
import { HttpError, badRequest } from '../http/errors.ts'
import type { FieldDef, FieldType, ResourceDef } from './types.ts'
import type { Viewer } from './viewer.ts'

/** The fields and relations every tenant table has (declared in the domain, shared with the console). */
export { baseFields, baseRelations } from '../../domain/resources/define.ts'

export const isArrayType = (t: FieldType) => t.endsWith('[]')

/** The SQL expression of a field (its column or computed expression), for filters and sorting. */
export function fieldSql(f: FieldDef): string {
  return f.sql ? `(${f.sql})` : f.column!
}

/** The SQL expression a field is read with (days as 'YYYY-MM-DD' whatever the engine's date parser). */
export function outputSql(f: FieldDef): string {
  const e = fieldSql(f)
  return f.type === 'day' ? `to_char(${e}, 'YYYY-MM-DD')` : e
}

export function isVisible(f: FieldDef, viewer: Viewer): boolean {
  return fieldVisible(f, (k) => viewer.can(k))
}

/** The fields of a group (review → review.rating, review.feedback): dotted names nest in output. */
export function groupFields(def: ResourceDef, name: string): string[] {
  return Object.keys(def.fields).filter((k) => k.startsWith(`${name}.`))
}

/**
 * Resolves a field named by the client for a use (filter, sort, select, distinct). Unknown or secret
 * is a 400 naming it; a field the caller may not see is a 403 naming it.
 */
export function useField(def: ResourceDef, name: string, use: string, path: string, viewer: Viewer): FieldDef {
  const f = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined
  if (!f) {
    const hint = def.relations?.[name] ? ` ('${name}' is a relation: use populate)` : ''
    throw badRequest(`Unknown field '${name}' in ${use}${hint}`, [{ path, message: `Unknown field '${name}'${hint}` }])
  }
  if (f.secret)
    throw badRequest(`Field '${name}' cannot be used in ${use}`, [{ path, message: `Field '${name}' is secret` }])
  if (f.permission && !viewer.can(f.permission)) {
    throw new HttpError(403, `You do not have permission to use field '${name}'`, [
      { path, message: `Field '${name}' requires permission ${[f.permission].flat().join(' or ')}` },
    ])
  }
  return f
}

/** What the populate rule reads of a definition: a declaration, or one joined with its server extension. */
type Shown = Pick<ResourceDef, 'access' | 'display' | 'fields'>
const displayOnly = new WeakMap<Shown, Shown>()

/**
 * A populate target as the caller may read it: whole (field permissions still apply) with the target's
 * view key, else only its _id and display fields. The other fields then require the view key, so the
 * default selection leaves them out and naming them (select, nested populate) is a 403.
 */
export function populatedDef<D extends Shown>(def: D, viewer: Viewer): D {
  const view = def.access?.view
  // a super-only resource (users) shows others no more than its display fields, whatever keys they hold
  if (!view || (viewer.can(view) && (!def.access?.super || viewer.isSuper))) return def
  let limited = displayOnly.get(def) as D | undefined
  if (!limited) {
    const keep = new Set(['_id', ...(def.display ?? [])])
    const fields = Object.fromEntries(
      Object.entries(def.fields).map(([k, f]) => [k, keep.has(k) ? f : { ...f, permission: view }]),
    )
    limited = { ...def, fields }
    displayOnly.set(def, limited)
  }
  return limited
}

/** Every field the caller may see: the default selection. */
export function resolveSelectAll(def: ResourceDef, viewer: Viewer): string[] {
  return Object.keys(def.fields).filter((k) => isVisible(def.fields[k], viewer))
}
