import { hasAccess, hasSuperAccess } from '../../domain/permissions.ts'
import type { Profile } from '../../domain/profile.ts'
import { isVisible, populatedDef } from './fields.ts'
import type { Viewer } from './viewer.ts'
import { DECLARATIONS } from './declarations.ts'
import type { Declaration } from './types.ts'

/**
 * The field rule: what of a record a caller may see, the one rule every reader that answers records or
 * their traces passes through: the generic record, list, search, export and populate (rows.ts), the
 * history tab and the activity log (audit/activityLog.ts: a change of a hidden field says only that it
 * changed; who acted is named, their e-mail only for who may read users), live events (no hidden column's
 * name), and the hand-written readers (leads report and details, outreach recipients, customer form).
 * Driven by the declarations alone (not the registry, which the activity log's server extension feeds): a secret field never, a field with a `permission` only with it
 * (fieldVisible, domain/resources/define.ts), and a record of a resource the caller may not read directly
 * only by its display fields (populatedDef). A new reader (a webhook, an API key's client) builds its
 * caller with viewerOf and passes each record through shownRecord.
 */
export type { Viewer }

/** A caller from a signed-in profile: a live event's receiver, a webhook's or API key's owner. */
export function viewerOf(profile: Profile): Viewer {
  return { can: (keys) => hasAccess(profile, keys), isSuper: hasSuperAccess(profile) }
}

const byName = new Map(DECLARATIONS.map((d) => [d.name, d]))
function defOf(resource: string | Declaration): Declaration {
  if (typeof resource !== 'string') return resource
  const def = byName.get(resource)
  if (!def) throw new Error(`Unknown resource definition '${resource}'`)
  return def
}

/** Whether the caller sees this field of a resource's records (a field the declaration does not name: no). */
export function seesField(viewer: Viewer, resource: string | Declaration, field: string): boolean {
  const def = populatedDef(defOf(resource), viewer)
  const f = Object.hasOwn(def.fields, field) ? def.fields[field] : undefined
  return !!f && isVisible(f, viewer)
}

/** The resources declared over each table (the activity log and live events name tables). */
let byTable: Map<string, Declaration[]> | undefined
const defsOf = (table: string) => {
  if (!byTable) {
    byTable = new Map()
    for (const def of DECLARATIONS) byTable.set(def.table, [...(byTable.get(def.table) ?? []), def])
  }
  return byTable.get(table) ?? []
}

/**
 * Whether the caller sees a table's column: hidden when a field over it is hidden from them in any resource
 * declared over the table; a column no declaration names (bookkeeping a trigger logs) is shown.
 */
export function seesColumn(viewer: Viewer, table: string, column: string): boolean {
  for (const def of defsOf(table)) {
    const shown = populatedDef(def, viewer)
    for (const f of Object.values(shown.fields)) if (f.column === column && !isVisible(f, viewer)) return false
  }
  return true
}

/** Who acted, as the caller may see them: the name, and the e-mail only for who may read users' e-mails. */
export function shownUser<U extends { _id: string; fullName: string; email?: string | null }>(
  viewer: Viewer,
  user: U,
): Omit<U, 'email'> & { email?: string | null } {
  if (seesField(viewer, 'users', 'email')) return user
  const { email: _hidden, ...rest } = user
  return rest
}

type Row = Record<string, unknown>

/**
 * A resource's records as the caller may see them: the fields they may not see left out, at every level
 * (a populated record by its own resource's rule, a group's fields by their dotted names); keys the
 * declaration does not name (what a reader adds: a trashed row's deletedAt) stay. Made once per read; a row
 * holding nothing hidden is answered as it is (the generic reads already select only visible fields), so the
 * guarantee costs a few key lookups per row. The row given is never changed.
 */
export function shownRecord(viewer: Viewer, resource: string | Declaration): (row: Row) => Row {
  const def = populatedDef(defOf(resource), viewer)
  const hidden = Object.keys(def.fields).filter((k) => !isVisible(def.fields[k], viewer))
  const top = hidden.filter((k) => !k.includes('.'))
  // a group (review.rating, review.feedback) is one nested object in the answer
  const groups = new Map<string, string[]>()
  for (const k of hidden.filter((k) => k.includes('.'))) {
    const [g, sub] = [k.slice(0, k.indexOf('.')), k.slice(k.indexOf('.') + 1)]
    groups.set(g, [...(groups.get(g) ?? []), sub])
  }
  const relations = Object.entries(def.relations ?? {})
  const nested = new Map<string, (row: Row) => Row>()
  const shapeOf = (k: string, target: string) => {
    if (!nested.has(k)) nested.set(k, shownRecord(viewer, target))
    return nested.get(k) as (row: Row) => Row
  }
  const isRecord = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
  return (row) => {
    let out = row
    const own = () => {
      if (out === row) out = { ...row }
      return out
    }
    for (const k of top) if (Object.hasOwn(out, k)) delete own()[k]
    for (const [g, subs] of groups) {
      const v = out[g]
      if (isRecord(v) && subs.some((sub) => Object.hasOwn(v, sub)))
        own()[g] = Object.fromEntries(Object.entries(v).filter(([sub]) => !subs.includes(sub)))
    }
    for (const [k, rel] of relations) {
      const v = out[k]
      if (!v || typeof v !== 'object' || v instanceof Date) continue
      const shape = shapeOf(k, rel.target)
      let shaped: unknown
      if (Array.isArray(v)) {
        const each = v.map((x) => (isRecord(x) ? shape(x) : x))
        shaped = each.every((x, i) => x === v[i]) ? v : each
      } else shaped = shape(v as Row)
      if (shaped !== v) own()[k] = shaped
    }
    return out
  }
}
