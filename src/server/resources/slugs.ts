import { fieldLabel } from '../../domain/resources/define.ts'
import { freeSlug, slugFallback, slugify } from '../../domain/resources/slug.ts'
import { takenMessage, trashedName } from '../../domain/resources/unique.ts'
import { nameSql } from './unique.ts'
import type { Queryable } from '../db/db.ts'
import { invalid } from '../http/errors.ts'
import type { ResourceDef } from './types.ts'

/**
 * The slug fields of a write (`slugFrom` on a field; rule in src/domain/resources/slug.ts), in its
 * transaction: an empty slug (or none on a create) is generated from its source field, made unique
 * with -2, -3…; a slug typed by someone that another row of the asset (live or in the trash, so a
 * restore never collides) already has is a 400 naming the field and that row. Picking takes a transaction lock per
 * table and asset, so two saves of one title never choose the same slug; the unique index
 * (asset_id, slug) of each table backs it.
 */
export async function fillSlugs(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id?: string,
) {
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.slugFrom || !f.column) continue
    const given = values[name]
    const generate = given === '' || given === null || (given === undefined && id === undefined)
    if (!generate && given === undefined) continue
    await q.query(`select pg_advisory_xact_lock(hashtext($1))`, [`slug:${def.table}:${assetId}`])
    const others = `asset_id = $1::uuid and ($3::uuid is null or id <> $3::uuid)`
    if (!generate) {
      const [hit] = await q.query<{ name: string | null; trashed: boolean }>(
        `select ${nameSql(def, name) ?? 'null'} as name, deleted_at is not null as trashed from ${def.table}
          where ${others} and ${f.column} = $2 order by deleted_at nulls first limit 1`,
        [assetId, given, id ?? null],
      )
      if (hit) {
        const other = hit.name && hit.trashed ? trashedName(hit.name) : hit.name
        throw invalid([{ path: name, message: takenMessage(def.label, fieldLabel(name, f), String(given), other) }])
      }
      continue
    }
    let source = values[f.slugFrom]
    if (source === undefined && id) {
      const src = def.fields[f.slugFrom]
      const [row] = await q.query<{ v: string | null }>(
        `select ${src.column} as v from ${def.table} where id = $1::uuid and asset_id = $2::uuid`,
        [id, assetId],
      )
      source = row?.v
    }
    const stem = slugify(typeof source === 'string' ? source : '') || slugFallback(def.label)
    const taken = await q.query<{ s: string }>(
      `select ${f.column} as s from ${def.table} where ${others} and (${f.column} = $2 or ${f.column} like $2 || '-%')`,
      [assetId, stem, id ?? null],
    )
    values[name] = freeSlug(stem, new Set(taken.map((r) => r.s)))
  }
}
