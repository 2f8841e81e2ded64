import type { DbRow, Queryable } from '../db/db.ts'
import { badRequest, conflict, HttpError } from '../http/errors.ts'
import type { AuthContext } from '../http/access.ts'
import { fieldSql, isArrayType, outputSql, populatedDef, resolveSelectAll } from './fields.ts'
import type { PopulateSpec } from './filter.ts'
import { getDef } from './registry.ts'
import { rowAccessSql } from './rowAccess.ts'
import { violatedField } from './unique.ts'
import { takenMessage } from '../../domain/resources/unique.ts'
import { fieldLabel } from '../../domain/resources/define.ts'
import { shownRecord } from './fieldRule.ts'
import type { FieldDef, ResourceDef } from './types.ts'
import { MAX_PAGE_SIZE } from '../../domain/paginate.ts'
import { t } from '../../domain/i18n/index.ts'
import { resourceText } from '../../domain/i18n/resourceText.ts'

/** Who reads: the database, the active asset every tenant query is limited to, and the caller (permissions, row access). */
export interface ReadCtx {
  db: Queryable
  assetId: string
  viewer: AuthContext
}

export type FlatRow = Record<string, unknown>

export interface LoadOptions {
  /** A SQL boolean over the table's columns (from compileWhere) and its params. */
  where?: string
  params?: unknown[]
  /** Api fields to read (see fieldsToLoad for populate's needs). */
  select: string[]
  sort?: Array<[string, 1 | -1]>
  limit?: number
  offset?: number
  /** 'live' (default) hides soft-deleted rows; 'any' includes them (restore, force, references). */
  deleted?: 'live' | 'any'
  /** Extra raw column expressions to read, as alias → expression (e.g. a foreign key to group by). */
  extra?: Record<string, string>
}

/** The tenancy, row access (rowAccess.ts) and soft-delete conditions of a def, with its params appended. */
export function scopeSql(def: ResourceDef, ctx: ReadCtx, params: unknown[], deleted: 'live' | 'any' = 'live'): string {
  if (def.tenant === false) return rowAccessSql(def, ctx.viewer, params) ?? 'true'
  const asset = `asset_id = $${params.push(ctx.assetId)}::uuid`
  const rows = rowAccessSql(def, ctx.viewer, params)
  return asset + (rows ? ` and ${rows}` : '') + (deleted === 'live' ? ' and deleted_at is null' : '')
}

export function orderSql(def: ResourceDef, sort: Array<[string, 1 | -1]>): string {
  return [...sort.map(([f, d]) => `${fieldSql(def.fields[f])} ${d === -1 ? 'desc' : 'asc'}`), 'id asc'].join(', ')
}

/** Rows as flat objects keyed by api field names (dotted names of groups still flat). */
export async function loadRows(ctx: ReadCtx, def: ResourceDef, o: LoadOptions): Promise<FlatRow[]> {
  const params = [...(o.params ?? [])]
  const cols = o.select.map((name) => `${outputSql(def.fields[name])} as "${name}"`)
  for (const [alias, expr] of Object.entries(o.extra ?? {})) cols.push(`${expr} as "${alias}"`)
  const scope = scopeSql(def, ctx, params, o.deleted)
  const rows = `${def.table} where ${scope} and (${o.where ?? 'true'})`
  let sql = `select ${cols.join(', ')} from ${rows}`
  if (o.sort) sql += ` order by ${orderSql(def, o.sort)}`
  if (o.limit !== undefined) {
    params.push(o.limit)
    sql += ` limit $${params.length}::int`
  }
  if (o.offset) {
    params.push(o.offset)
    sql += ` offset $${params.length}::bigint`
  }
  return ctx.db.query(sql, params)
}

/**
 * A text search's page in one pass over its matches: the matches found by their own plan (at most
 * `max`), counted and sorted together, the page's ids answered with the count. Counting first and then
 * sorting read every match twice (7,500 listings of one community: 75 ms instead of 40). `n` is null when
 * the page is past the last match (no row carries the count).
 */
export async function searchPageIds(
  ctx: ReadCtx,
  def: ResourceDef,
  o: { where: string; params: unknown[]; sort?: Array<[string, 1 | -1]>; limit: number; offset: number; max: number },
) {
  const p = [...o.params]
  const sort = o.sort ?? []
  // only the id and the sort's values of each match: a row's long text would be carried through the sort
  const keys = sort.map(([f], i) => `${fieldSql(def.fields[f])} as s${i}`)
  const matches = `select ${['id', ...keys].join(', ')} from ${def.table} where ${scopeSql(def, ctx, p)} and (${o.where}) limit $${p.push(o.max)}::int`
  const order = [...sort.map(([, d], i) => `s${i} ${d === -1 ? 'desc' : 'asc'}`), 'id asc'].join(', ')
  const sql = `select id, count(*) over ()::bigint as n from (${matches}) m order by ${order} limit $${p.push(o.limit)}::int offset $${p.push(o.offset)}::bigint`
  const rows = await ctx.db.query<{ id: string; n: number }>(sql, p)
  return { ids: rows.map((r) => r.id), n: rows.length ? Number(rows[0].n) : null }
}

/** The rows matching `where`; with `max`, counted only up to max (a search's capped total: register.ts listPage). */
export async function countRows(
  ctx: ReadCtx,
  def: ResourceDef,
  where = 'true',
  params: unknown[] = [],
  max?: number,
): Promise<number> {
  if (def.liveCount && where === 'true' && def.tenant !== false && !rowAccessSql(def, ctx.viewer, [])) {
    const [c] = await ctx.db.query<{ n: number }>(
      'select coalesce(sum(n), 0)::bigint as n from live_row_counts where tbl = $1 and asset_id = $2',
      [def.table, ctx.assetId],
    )
    return Number(c.n)
  }
  const p = [...params]
  const rows = `from ${def.table} where ${scopeSql(def, ctx, p)} and (${where})`
  const sql =
    max === undefined
      ? `select count(*)::bigint as n ${rows}`
      : `select count(*)::bigint as n from (select 1 ${rows} limit $${p.push(max)}::int) m`
  const [r] = await ctx.db.query<{ n: number }>(sql, p)
  return Number(r.n)
}

/**
 * Distinct non-null values of a field (array fields unnested), sorted, at most MAX_PAGE_SIZE. Without
 * a condition, a field with distinctIndex is walked by a skip scan over its index (one probe per value).
 */
export async function distinctValues(
  ctx: ReadCtx,
  def: ResourceDef,
  f: FieldDef,
  where: string | null,
  params: unknown[],
): Promise<unknown[]> {
  const p = [...params]
  const scope = scopeSql(def, ctx, p)
  let sql: string
  if (f.distinctIndex && f.column && !where && def.tenant !== false) {
    const c = f.column
    sql = `with recursive d(v) as (
        (select ${c} from ${def.table} where ${scope} and ${c} is not null order by ${c} limit 1)
        union all
        select (select ${c} from ${def.table} where ${scope} and ${c} > d.v order by ${c} limit 1) from d where d.v is not null
      ) select v from d where v is not null limit ${MAX_PAGE_SIZE}`
  } else {
    const e = fieldSql(f)
    const value = isArrayType(f.type) ? `unnest(${e})` : f.type === 'day' ? `to_char(${e}, 'YYYY-MM-DD')` : e
    sql = `select distinct v from (select ${value} as v from ${def.table} where ${scope} and (${where ?? 'true'})) d where v is not null order by v limit ${MAX_PAGE_SIZE}`
  }
  return (await ctx.db.query<{ v: unknown }>(sql, p)).map((r) => r.v)
}

/** The selected fields plus the local fields populate needs. */
export function fieldsToLoad(def: ResourceDef, select: string[], populate: PopulateSpec[]): string[] {
  const out = new Set(select)
  for (const s of populate) {
    const rel = def.relations![s.path]
    if (rel.kind === 'belongsTo') out.add(rel.field ?? s.path)
  }
  return [...out]
}

/** A flat row as an API object: dotted group names nest (review.rating → review: {rating}). */
export function toApiRow(flat: FlatRow): Record<string, unknown> {
  const out: DbRow = {}
  for (const [k, v] of Object.entries(flat)) {
    const dot = k.indexOf('.')
    if (dot < 0) out[k] = v
    else {
      const group = k.slice(0, dot)
      out[group] ??= {}
      out[group][k.slice(dot + 1)] = v
    }
  }
  return out
}

/**
 * Replaces relation ids by objects, one query per relation and level (id = any($1)), never per row.
 * belongs-to targets are read even when soft-deleted (the row still points at them); has-many
 * children only when live. Populated objects show what the caller could read of them directly
 * (populatedDef: the target's view key, field permissions).
 */
export async function populate(ctx: ReadCtx, def: ResourceDef, rows: FlatRow[], specs: PopulateSpec[]): Promise<void> {
  // Relations of one level are independent: read them concurrently (a pool runs them in parallel).
  await Promise.all(specs.map((spec) => populateOne(ctx, def, rows, spec)))
}

async function populateOne(ctx: ReadCtx, def: ResourceDef, rows: FlatRow[], spec: PopulateSpec): Promise<void> {
  const rel = def.relations![spec.path]
  const target = populatedDef(getDef(rel.target), ctx.viewer)
  const select = fieldsToLoad(target, spec.select ?? resolveSelectAll(target, ctx.viewer), spec.populate)
  if (rel.kind === 'belongsTo') {
    const field = rel.field ?? spec.path
    const many = isArrayType(def.fields[field].type)
    const ids = [
      ...new Set(
        rows.flatMap((r) => (many ? ((r[field] as string[] | null) ?? []) : r[field] ? [r[field] as string] : [])),
      ),
    ]
    const found = ids.length
      ? await loadRows(ctx, target, { select, where: 'id = any($1::uuid[])', params: [ids], deleted: 'any' })
      : []
    await populate(ctx, target, found, spec.populate)
    const byId = new Map(found.map((r) => [r._id as string, toApiRow(r)]))
    for (const r of rows) {
      const v = r[field]
      r[field] = many
        ? ((v as string[] | null) ?? []).map((id) => byId.get(id)).filter(Boolean)
        : v
          ? (byId.get(v as string) ?? null)
          : null
    }
  } else {
    const ids = rows.map((r) => r._id as string)
    const found = ids.length
      ? await loadRows(ctx, target, {
          select,
          where: `${rel.foreignColumn} = any($1::uuid[])`,
          params: [ids],
          sort: Object.entries(target.defaultSort) as Array<[string, 1 | -1]>,
          extra: { __fk: rel.foreignColumn },
        })
      : []
    await populate(ctx, target, found, spec.populate)
    const groups = new Map<string, unknown[]>()
    for (const r of found) {
      const fk = r.__fk as string
      delete r.__fk
      groups.set(fk, [...(groups.get(fk) ?? []), toApiRow(r)])
    }
    for (const r of rows) r[spec.path] = groups.get(r._id as string) ?? []
  }
}

/**
 * Loads, populates and shapes rows for output in one go: every generic read answers through the field rule
 * (fieldRule.ts), whatever its select and populate asked.
 */
export async function readApiRows(ctx: ReadCtx, def: ResourceDef, o: LoadOptions & { populate?: PopulateSpec[] }) {
  const rows = await loadRows(ctx, def, { ...o, select: fieldsToLoad(def, o.select, o.populate ?? []) })
  await populate(ctx, def, rows, o.populate ?? [])
  // what a row says beyond its columns (the resource's afterRead: a log entry's changes with their labels as the
  // reader may see them), then the field rule
  const shaped = def.server.afterRead
  const shown = shownRecord(ctx.viewer, def)
  return rows.map((r) => shown(shaped ? shaped(toApiRow(r), ctx.viewer) : toApiRow(r)))
}

/** Constraint errors caused by the input become 4xx answers; data exceptions (class 22) are the error handler's, for every route. */
export function mapDbError(e: unknown, label: string, def?: ResourceDef): never {
  const code = (e as { code?: string })?.code
  if (e instanceof HttpError) throw e
  // a declared unique field's index (a restore racing a write): the field named, as writeTx would
  const taken = def && violatedField(def, e)
  if (def && taken) {
    const message = takenMessage(def.label, fieldLabel(taken, def.fields[taken]))
    throw badRequest(message, [{ path: taken, message }])
  }
  if (code === '23503') {
    throw (e as { message?: string }).message?.includes('update or delete')
      ? conflict(t('errors.resources.stillReferenced', { label: resourceText(label) }))
      : badRequest(t('errors.resources.referenceMissing'))
  }
  if (code === '23505') throw conflict(t('errors.resources.exists', { label: resourceText(label) }))
  if (code === '23502')
    throw badRequest(t('errors.resources.requiredMissing', { column: (e as { column?: string }).column ?? 'unknown' }))
  throw e
}
