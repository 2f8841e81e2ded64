import { z } from 'zod'
import { text } from '../../domain/input.ts'
import type { Queryable } from '../db/db.ts'
import { newId } from '../auth/tokens.ts'
import { badRequest, parseOr400 } from '../http/errors.ts'
import { getDef } from './registry.ts'
import type { FieldDef, ResourceDef } from './types.ts'

/** The zod schema of one writable field, from its declared type. */
function fieldSchema(f: FieldDef): z.ZodType {
  const str = f.enum ? z.enum(f.enum as [string, ...string[]]) : text(f.max ?? 5000)
  const base: Record<FieldDef['type'], z.ZodType> = {
    string: str,
    integer: z.number().int().min(-2147483648).max(2147483647),
    number: z.number().finite(),
    boolean: z.boolean(),
    date: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
    day: z.iso.date(),
    id: z.uuid(),
    json: z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
      .refine((v) => JSON.stringify(v).length <= 65_536, 'This field is too large (64 KB of JSON at most).'),
    'string[]': z.array(text(500)).max(1000),
    'integer[]': z.array(z.number().int().min(0).max(1000000)).max(1000),
    'id[]': z.array(z.uuid()).max(1000),
  }
  const s = base[f.type]
  // Booleans and lists are never null (their columns have defaults); other optional values may be cleared.
  return f.required || f.type === 'boolean' || f.type.endsWith('[]') ? s : s.nullable()
}

const writable = (def: ResourceDef) => Object.entries(def.fields).filter(([, f]) => !f.readOnly && !f.secret && f.column)

/** The generic create body: the writable fields (groups as nested objects), unknown keys rejected. */
export function createSchema(def: ResourceDef): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  const groups: Record<string, Record<string, z.ZodType>> = {}
  for (const [name, f] of writable(def)) {
    const s = f.required ? fieldSchema(f) : fieldSchema(f).optional()
    const [head, sub] = name.split('.')
    if (sub) (groups[head] ??= {})[sub] = s
    else shape[name] = s
  }
  for (const [g, sh] of Object.entries(groups)) shape[g] = z.object(sh).strict().nullable().optional()
  return z.object(shape).strict()
}

const schemaCache = new WeakMap<ResourceDef, { create: z.ZodObject; update: z.ZodObject }>()
function schemas(def: ResourceDef) {
  let s = schemaCache.get(def)
  if (!s) {
    const create = createSchema(def)
    s = { create, update: create.partial() }
    schemaCache.set(def, s)
  }
  return s
}

/**
 * Validates a write body and returns flat api values. Read-only fields the client echoes back
 * (_id, createdAt, leadID…) are dropped; `asset` must be the active asset when sent.
 */
export function parseWriteBody(def: ResourceDef, body: unknown, mode: 'create' | 'update', assetId: string): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object')
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  if ('asset' in input) {
    const a = input.asset
    const id = a && typeof a === 'object' ? (a as { _id?: unknown })._id : a
    if (id !== undefined && id !== null && id !== assetId) throw badRequest('asset: must be the active asset', [{ path: 'asset', message: 'must be the active asset' }])
  }
  for (const [k, f] of Object.entries(def.fields)) if (f.readOnly && !k.includes('.')) delete input[k]
  delete input.asset
  const parsed = parseOr400(schemas(def)[mode], input)
  const flat: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(parsed)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !def.fields[k]) {
      for (const [sk, sv] of Object.entries(v)) if (sv !== undefined) flat[`${k}.${sk}`] = sv
    } else if (v === null && !def.fields[k]) {
      for (const gk of Object.keys(def.fields)) if (gk.startsWith(k + '.') && !def.fields[gk].readOnly) flat[gk] = null
    } else if (v !== undefined) flat[k] = v
  }
  return flat
}

/** Relation ids written must name live rows of the same asset (no pointing across tenants). */
export async function checkReferences(q: Queryable, def: ResourceDef, values: Record<string, unknown>, assetId: string) {
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
    if (r.n !== ids.length) throw badRequest(`${field}: ${target.label} not found`, [{ path: field, message: `${target.label} not found` }])
  }
}

/**
 * The next per-asset readable number (leadID, customerID). Starts above the highest number already in
 * the table, so rows inserted by other means (seed, import) never collide.
 */
export async function nextCounter(q: Queryable, assetId: string, name: string, table: string, column: string): Promise<number> {
  const [r] = await q.query<{ value: number }>(
    `insert into asset_counters (asset_id, name, value)
     values ($1::uuid, $2, (select coalesce(max(${column}), 0) + 1 from ${table} where asset_id = $1::uuid))
     on conflict (asset_id, name) do update set value = greatest(asset_counters.value + 1, excluded.value)
     returning value`,
    [assetId, name],
  )
  return Number(r.value)
}

export interface WriteCtx {
  assetId: string
  userId: string
}

/** A write placeholder; json goes as text so both engines store exactly the JSON given. */
function param(f: FieldDef, v: unknown, params: unknown[]): string {
  params.push(f.type === 'json' && v !== null ? JSON.stringify(v) : v)
  return f.type === 'json' ? `$${params.length}::text::jsonb` : `$${params.length}`
}

/** Inserts a row from validated api values; answers the new id. */
export async function insertRow(q: Queryable, def: ResourceDef, values: Record<string, unknown>, ctx: WriteCtx): Promise<string> {
  const id = newId()
  const cols = ['id', 'asset_id', 'creator_id', 'updated_by_id']
  const params: unknown[] = [id, ctx.assetId, ctx.userId, ctx.userId]
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
export async function updateRow(q: Queryable, def: ResourceDef, id: string, values: Record<string, unknown>, ctx: WriteCtx): Promise<boolean> {
  const params: unknown[] = [id, ctx.assetId, ctx.userId]
  const sets = ['updated_at = now()', 'updated_by_id = $3']
  for (const [name, v] of Object.entries(values)) sets.push(`${def.fields[name].column} = ${param(def.fields[name], v, params)}`)
  const rows = await q.query(`update ${def.table} set ${sets.join(', ')} where id = $1::uuid and asset_id = $2::uuid and deleted_at is null returning id`, params)
  return rows.length > 0
}
