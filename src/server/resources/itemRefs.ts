import type { Queryable } from '../db/db.ts'
import { badRequest } from '../http/errors.ts'
import { getDef } from './registry.ts'
import type { FieldDef, ResourceDef } from './types.ts'
import { recordNotFoundText } from '../../domain/i18n/resourceText.ts'

interface ItemRef {
  path: string
  target: string
  id: string
}

/** The ids held by sub-fields with a `ref` in a list of items, with their paths (`sections.1.image`), nested lists included. */
function collect(fields: Record<string, FieldDef>, items: unknown, path: string, out: ItemRef[]) {
  if (!Array.isArray(items)) return
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object') return
    for (const [name, f] of Object.entries(fields)) {
      const v = (item as Record<string, unknown>)[name]
      if (f.items) collect(f.items.fields, v, `${path}.${i}.${name}`, out)
      else if (f.ref && typeof v === 'string')
        out.push({ path: `${path}.${i}.${name}`, target: f.ref.target, id: v.toLowerCase() })
    }
  })
}

/**
 * Ids inside items fields (a page section's image) must name live rows of the same asset, as a top-level
 * relation's must (checkReferences): one query per target, every missing one named by its path.
 */
export async function checkItemReferences(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
) {
  const refs: ItemRef[] = []
  for (const [name, f] of Object.entries(def.fields)) if (f.items) collect(f.items.fields, values[name], name, refs)
  if (!refs.length) return
  const errors: Array<{ path: string; message: string }> = []
  for (const name of new Set(refs.map((r) => r.target))) {
    const target = getDef(name)
    const ids = refs.filter((r) => r.target === name)
    const tenancy = target.tenant === false ? '' : ' and asset_id = $2::uuid and deleted_at is null'
    const rows = await q.query<{ id: string }>(
      `select id::text as id from ${target.table} where id = any($1::uuid[])${tenancy}`,
      target.tenant === false ? [ids.map((r) => r.id)] : [ids.map((r) => r.id), assetId],
    )
    const live = new Set(rows.map((r) => r.id))
    for (const r of ids) if (!live.has(r.id)) errors.push({ path: r.path, message: recordNotFoundText(target.label) })
  }
  if (errors.length) throw badRequest(errors.map((e) => `${e.path}: ${e.message}`).join(' '), errors)
}
