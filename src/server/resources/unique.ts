import { fieldLabel } from '../../domain/resources/define.ts'
import { takenMessage, uniqueIndexName } from '../../domain/resources/unique.ts'
import type { Resource } from '../../domain/resources/types.ts'
import type { Db, Queryable } from '../db/db.ts'
import { HttpError, invalid } from '../http/errors.ts'
import type { FieldError } from '../../domain/resources/customFieldValues.ts'
import { fieldSql } from './fields.ts'
import type { ResourceDef } from './types.ts'

/**
 * Declared `unique` fields (one value per asset among live rows, compared without case): a write taking another
 * record's value is refused with a sentence naming that record, checked in the write's transaction; two writes
 * at the same moment both pass that check, and the partial unique index (migration 1820) refuses the second:
 * its violation (23505) becomes the same sentence (writeTx), never a 500.
 */
export const uniqueFields = (def: ResourceDef) =>
  Object.entries(def.fields).filter(([, f]) => f.unique && f.column && f.type === 'string')

/**
 * How the other record is named in the sentence: its title, else its first subtitle, that is text the writer may
 * read (none when the clashing value is the title itself: "Another role already has the name 'Agent'.").
 */
export function nameSql(def: ResourceDef, except: string): string | null {
  const r = def as Partial<Resource>
  const names = [r.titleField, ...(r.subtitleFields ?? [])].filter(
    (k): k is string =>
      !!k && k !== except && def.fields[k]?.type === 'string' && !def.fields[k].permission && !def.fields[k].secret,
  )
  if (!names.length) return null
  return `coalesce(${names.map((k) => `nullif(${fieldSql(def.fields[k])}, '')`).join(', ')})`
}

/** The field errors of the values another live row of the asset already has (`id`: the written row, not counted). */
export async function takenValues(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id?: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = []
  for (const [name, f] of uniqueFields(def)) {
    const v = values[name]
    if (typeof v !== 'string') continue
    const tenancy = def.tenant === false ? '$1::uuid is null' : 'asset_id = $1::uuid and deleted_at is null'
    const [hit] = await q.query<{ name: string | null }>(
      `select ${nameSql(def, name) ?? 'null'} as name from ${def.table}
        where ${tenancy} and lower(${f.column}) = lower($2) and ($3::uuid is null or id <> $3::uuid) limit 1`,
      [def.tenant === false ? null : assetId, v, id ?? null],
    )
    if (hit) errors.push({ path: name, message: takenMessage(def.label, fieldLabel(name, f), v, hit.name) })
  }
  return errors
}

/** Refuses values another live row has (create, update, import, part updates: checkReferences). */
export async function checkUnique(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id?: string,
) {
  const errors = await takenValues(q, def, values, assetId, id)
  if (errors.length) throw invalid(errors)
}

/** A row back from the trash must not take a value a live row took meanwhile (run before the restore). */
export async function checkUniqueOnRestore(q: Queryable, def: ResourceDef, assetId: string, id: string) {
  const fields = uniqueFields(def)
  if (!fields.length) return
  const [row] = await q.query<Record<string, unknown>>(
    `select ${fields.map(([k, f]) => `${f.column} as "${k}"`).join(', ')} from ${def.table} where id = $1::uuid and asset_id = $2::uuid`,
    [id, assetId],
  )
  if (row) await checkUnique(q, def, row, assetId, id)
}

/** The declared field whose unique index a database error names, if it is one. */
export function violatedField(def: ResourceDef, e: unknown): string | undefined {
  const err = e as { code?: string; constraint?: string }
  if (err?.code !== '23505' || !err.constraint) return undefined
  return uniqueFields(def).find(([, f]) => uniqueIndexName(def.table, f.column ?? '') === err.constraint)?.[0]
}

/**
 * A write's transaction whose unique index violation (a concurrent write took the value after this one's check)
 * is answered as the check answers: the other record named, read once it is committed.
 */
export async function writeTx<T>(
  db: Db,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id: string | undefined,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.tx(fn)
  } catch (e) {
    const field = violatedField(def, e)
    if (!field || e instanceof HttpError) throw e
    const errors = await takenValues(db, def, values, assetId, id)
    const f = def.fields[field]
    throw invalid(errors.length ? errors : [{ path: field, message: takenMessage(def.label, fieldLabel(field, f)) }])
  }
}
