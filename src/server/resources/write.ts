import { checkLabel, resourceChecks, staleMessage, writeSchemas } from '../../domain/resources/schema.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { prepared } from '../db/prepared.ts'
import { newId } from '../auth/tokens.ts'
import { badRequest, conflict, parseOr400, invalid } from '../http/errors.ts'
import { getDef } from './registry.ts'
import { cleanRichText } from './richText.ts'
import { fillOrder } from './order.ts'
import { fillSlugs } from './slugs.ts'
import { checkValueRules } from './valueRules.ts'
import { checkItemReferences } from './itemRefs.ts'
import { checkUnique } from './unique.ts'
import { outputSql } from './fields.ts'
import type { FieldDef, ResourceDef } from './types.ts'
import { t } from '../../domain/i18n/index.ts'
import { recordNotFoundText } from '../../domain/i18n/resourceText.ts'

/**
 * Validates a write body and returns flat api values. Read-only fields the client echoes back
 * (_id, createdAt, leadID…) are dropped; `asset` must be the active asset when sent.
 */
export function parseWriteBody(
  def: ResourceDef,
  body: unknown,
  mode: 'create' | 'update',
  assetId: string,
): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest(t('errors.customers.bodyObject'))
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  if ('asset' in input) {
    const a = input.asset
    const id = a && typeof a === 'object' ? (a as { _id?: unknown })._id : a
    if (id !== undefined && id !== null && id !== assetId)
      throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
  }
  for (const [k, f] of Object.entries(def.fields)) if (f.readOnly && !k.includes('.')) delete input[k]
  delete input.asset
  const parsed = parseOr400(writeSchemas(def)[mode], input)
  const flat: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(parsed)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !def.fields[k]) {
      for (const [sk, sv] of Object.entries(v)) if (sv !== undefined) flat[`${k}.${sk}`] = sv
    } else if (v === null && !def.fields[k]) {
      for (const gk of Object.keys(def.fields)) if (gk.startsWith(`${k}.`) && !def.fields[gk].readOnly) flat[gk] = null
    } else if (v !== undefined) flat[k] = v
  }
  return flat
}

/**
 * Relation ids written must name live rows of the same asset (no pointing across tenants); then the resource's
 * value rules (as `by`, the writer, may write them), slugs and a new record's place (`id`: the updated row; none
 * on a create).
 */
export async function checkReferences(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  by: AuthContext,
  id?: string,
) {
  for (const [name, rel] of Object.entries(def.relations ?? {})) {
    if (rel.kind !== 'belongsTo') continue
    const field = rel.field ?? name
    const v = values[field]
    if (v === undefined || v === null) continue
    const ids = [...new Set(Array.isArray(v) ? (v as string[]) : [v as string])]
    if (!ids.length) continue
    const target = getDef(rel.target)
    const tenancy = target.tenant === false ? '' : ' and asset_id = $2::uuid and deleted_at is null'
    const [r] = await q.query<{ n: number }>(
      `select count(*)::int as n from ${target.table} where id = any($1::uuid[])${tenancy}`,
      target.tenant === false ? [ids] : [ids, assetId],
    )
    if (r.n !== ids.length) {
      const message = recordNotFoundText(target.label)
      throw badRequest(`${field}: ${message}`, [{ path: field, message }])
    }
  }
  await checkItemReferences(q, def, values, assetId)
  // the rules over several fields an update leaves some of to the stored row; values other live rows hold
  await checkStoredRules(q, def, values, assetId, id)
  await checkUnique(q, def, values, assetId, id)
  // and the resource's own rules over its values (its server extension's beforeWrite), in the same transaction; then its slugs and place
  await checkValueRules(q, def, values, assetId, id, by)
  await fillSlugs(q, def, values, assetId, id)
  await fillOrder(q, def, values, assetId, id)
}

/**
 * The resource's rules over several fields (schema.ts) that an update's schema could not run because the body
 * leaves some of their fields out: run with the stored values of those (a new completion date against the
 * stored start date), in the write's transaction.
 */
export async function checkStoredRules(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id?: string,
) {
  if (id === undefined) return
  const sent = (k: string) => values[k] !== undefined
  const partial = resourceChecks(def).filter((c) => c.fields.some(sent) && !c.fields.every(sent))
  if (!partial.length) return
  const missing = [...new Set(partial.flatMap((c) => c.fields).filter((k) => !sent(k)))]
  const tenant = def.tenant !== false
  const [stored] = await q.query<Record<string, unknown>>(
    `select ${missing.map((k) => `${outputSql(def.fields[k])} as "${k}"`).join(', ')} from ${def.table}
      where id = $1::uuid${tenant ? ' and asset_id = $2::uuid' : ''}`,
    tenant ? [id, assetId] : [id],
  )
  // no row: the update answers 404
  if (!stored) return
  const merged = { ...stored, ...values }
  const errors = partial.flatMap((c) => c.test(merged, checkLabel(def)) ?? [])
  if (errors.length) throw invalid(errors)
}

/**
 * The next per-asset readable number (leadID, customerID), or the last of the next `count` numbers.
 * Starts above the highest number already in the table, so rows inserted by other means (seed, import)
 * never collide.
 */
export async function nextCounter(
  q: Queryable,
  assetId: string,
  name: string,
  table: string,
  column: string,
  count = 1,
): Promise<number> {
  // Prepared (one text per counter): every lead create takes its number with it.
  const [r] = await q.query<{ value: number }>(
    prepared(`insert into asset_counters (asset_id, name, value)
     values ($1::uuid, $2, (select coalesce(max(${column}), 0) + $3::bigint from ${table} where asset_id = $1::uuid))
     on conflict (asset_id, name) do update set value = greatest(asset_counters.value + $3::bigint, excluded.value)
     returning value`),
    [assetId, name, count],
  )
  return Number(r.value)
}

export interface WriteCtx {
  assetId: string
  userId: string
}

/**
 * A write placeholder; json goes as text so both engines store exactly the JSON given. An emptied field whose
 * column holds no null is written as the column's default (`notNull`), as a create leaving it out is.
 */
function param(f: FieldDef, v: unknown, params: unknown[]): string {
  if (v === null && f.notNull) return 'default'
  params.push(f.type === 'json' && v !== null ? JSON.stringify(v) : v)
  return f.type === 'json' ? `$${params.length}::text::jsonb` : `$${params.length}`
}

/** Inserts a row from validated api values; answers the new id. */
export async function insertRow(
  q: Queryable,
  def: ResourceDef,
  input: Record<string, unknown>,
  ctx: WriteCtx,
): Promise<string> {
  // every write of the registry passes here or updateRow: no rich text reaches a table unsanitized
  const values = cleanRichText(def, input)
  const id = newId()
  const tenant = def.tenant !== false
  // a non-tenant row (an asset) has no asset or author columns: the audit log says who wrote it
  const cols = tenant ? ['id', 'asset_id', 'creator_id', 'updated_by_id'] : ['id']
  const params: unknown[] = tenant ? [id, ctx.assetId, ctx.userId, ctx.userId] : [id]
  if (def.counter) {
    cols.push(def.counter.column)
    params.push(await nextCounter(q, ctx.assetId, def.counter.name, def.table, def.counter.column))
  }
  const placeholders = params.map((_, i) => `$${i + 1}`)
  for (const [name, v] of Object.entries(values)) {
    cols.push(def.fields[name].column!)
    placeholders.push(param(def.fields[name], v, params))
  }
  await q.query(`insert into ${def.table} (${cols.join(', ')}) values (${placeholders.join(', ')})`, params)
  return id
}

/** Updates a live row of the asset; answers false when there is none. */
export async function updateRow(
  q: Queryable,
  def: ResourceDef,
  id: string,
  input: Record<string, unknown>,
  ctx: WriteCtx,
): Promise<boolean> {
  const values = cleanRichText(def, input)
  const tenant = def.tenant !== false
  const params: unknown[] = tenant ? [id, ctx.assetId, ctx.userId] : [id]
  const sets = tenant ? ['updated_at = now()', 'updated_by_id = $3'] : ['updated_at = now()']
  for (const [name, v] of Object.entries(values))
    sets.push(`${def.fields[name].column} = ${param(def.fields[name], v, params)}`)
  const scope = tenant ? ' and asset_id = $2::uuid and deleted_at is null' : ''
  const rows = await q.query(
    `update ${def.table} set ${sets.join(', ')} where id = $1::uuid${scope} returning id`,
    params,
  )
  return rows.length > 0
}

/**
 * The `updatedAt` an update carries (the version the client read), or null when it sends none: a save
 * from a form that loaded the row before someone else saved it must not overwrite their change.
 */
export function staleGuard(def: ResourceDef, body: unknown): string | null {
  const v = body && typeof body === 'object' ? (body as { updatedAt?: unknown }).updatedAt : undefined
  if (v === undefined || v === null || !def.fields.updatedAt) return null
  if (typeof v !== 'string' || Number.isNaN(Date.parse(v)))
    throw badRequest(`updatedAt: ${t('errors.resources.readWith')}`, [
      { path: 'updatedAt', message: t('errors.resources.readWith') },
    ])
  return v
}

/** 409 when the row changed since `seen` (compared at the millisecond the API writes); locks it until the write commits. */
export async function checkNotChanged(q: Queryable, def: ResourceDef, id: string, assetId: string, seen: string) {
  const tenant = def.tenant !== false
  const [r] = await q.query<{ same: boolean }>(
    `select date_trunc('milliseconds', updated_at) = $2::timestamptz as same from ${def.table}
      where id = $1::uuid${tenant ? ' and asset_id = $3::uuid and deleted_at is null' : ''} for update`,
    tenant ? [id, seen, assetId] : [id, seen],
  )
  if (r && !r.same) throw conflict(staleMessage(def.label))
}
