import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { lowerBoundMeta, paginatorMeta } from '../../domain/paginate.ts'
import type { Db, DbRow } from '../db/db.ts'
import { SLUG_SQL, slugify } from '../dictionaries/locations.ts'
import { auth } from '../http/access.ts'
import { sendCsv } from '../http/csv.ts'
import { badRequest, notFound, invalid } from '../http/errors.ts'
import { resolveSelectAll, useField } from './fields.ts'
import {
  compileWhere,
  isUuid,
  parseFilter,
  readFilterParam,
  rowLimit,
  textSearch,
  type ParsedFilter,
} from './filter.ts'
import { registerMove } from './order.ts'
import { rowAccessSql } from './rowAccess.ts'
import { countRows, distinctValues, mapDbError, readApiRows, searchPageIds, type ReadCtx } from './rows.ts'
import type { Op, ResourceDef } from './types.ts'
import { checkNotChanged, checkReferences, insertRow, parseWriteBody, staleGuard, updateRow } from './write.ts'
import { checkDeleteRules, checkRestoreRules } from './valueRules.ts'
import { checkUniqueOnRestore, writeTx } from './unique.ts'
import { t } from '../../domain/i18n/index.ts'
import { recordNotFoundText } from '../../domain/i18n/resourceText.ts'

/** A text search counts its matches up to this many: past it the list's total is a lower bound ("10,000+ listings"). */
export const SEARCH_COUNT_CAP = 10_000

/** Rows per database round trip of an export (spec 2 §9: export ranges split every 5000 records). */
export const EXPORT_RANGE = 5000

type Q = { filter?: unknown; search?: unknown; q?: unknown }

export function readCtx(req: FastifyRequest, db: Db): ReadCtx {
  const a = auth(req)
  return { db, assetId: a.assetId, viewer: a }
}

/** A list page: the filter's query (plus an optional text search) as {data, meta}. */
export async function listPage(
  ctx: ReadCtx,
  def: ResourceDef,
  f: ParsedFilter,
  extraWhere?: (params: unknown[]) => string | null,
) {
  const params: unknown[] = []
  const conds = [compileWhere(def, f.query, ctx.viewer, params)]
  const extra = extraWhere?.(params)
  if (extra) conds.push(extra)
  const where = conds.join(' and ')
  const limit = rowLimit(f.limit)
  const offset = f.limit === -1 ? 0 : (f.page - 1) * limit
  const pageLimit = f.limit === -1 ? -1 : limit
  const read = () =>
    readApiRows(ctx, def, { where, params, select: f.select, populate: f.populate, sort: f.sort, limit, offset })
  // A text search (the search route's, or $text in the query)
  if (extra || '$text' in f.query) {
    // counts its matches only up to the cap (or this page's end): an exact count of a word in most rows read them all
    const cap = Math.max(SEARCH_COUNT_CAP, offset + limit)
    // Few matches: found by their own indexes, counted and sorted in one pass, then the page's rows read by id.
    const page = await searchPageIds(ctx, def, { where, params, sort: f.sort, limit, offset, max: cap + 1 })
    const n = page.n ?? (await countRows(ctx, def, where, params, cap + 1))
    // Many matches: the page walks the sort's index (they come soon).
    if (n > cap) return { data: await read(), meta: lowerBoundMeta(cap, f.page, pageLimit) }
    const data = page.ids.length
      ? await readApiRows(ctx, def, {
          where: 'id = any($1::uuid[])',
          params: [page.ids],
          select: f.select,
          populate: f.populate,
          sort: f.sort,
        })
      : []
    return { data, meta: paginatorMeta(n, f.page, pageLimit) }
  }
  const [data, total] = await Promise.all([read(), countRows(ctx, def, where, params)])
  return { data, meta: paginatorMeta(total, f.page, pageLimit) }
}

/** One row by id (with the filter's select/populate and query), or a 404 whatever the reason. */
export async function getById(ctx: ReadCtx, def: ResourceDef, id: string, f?: ParsedFilter) {
  if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
  const params: unknown[] = [id]
  const where = `id = $1::uuid and ${f ? compileWhere(def, f.query, ctx.viewer, params) : 'true'}`
  const [row] = await readApiRows(ctx, def, {
    where,
    params,
    select: f?.select ?? resolveSelectAll(def, ctx.viewer),
    populate: f?.populate,
  })
  if (!row) throw notFound(recordNotFoundText(def.label))
  return row
}

const searchText = (q: Q) => (typeof q.search === 'string' ? q.search : typeof q.q === 'string' ? q.q : '')

/** Registers the generic routes of one resource; operations in def.custom are left to their area. */
export function registerResource(app: FastifyInstance, db: Db, def: ResourceDef) {
  const base = def.basePath!
  const a = def.access ?? {}
  // A table without asset_id and deleted_at (users, assets) has no generic soft delete, restore or trash.
  const tenant = def.tenant !== false
  const reads: Op[] = ['list', 'one', 'get', 'count', 'export', 'search', 'distinct']
  const on = (op: Op) =>
    !def.custom?.[op] &&
    (tenant || !['delete', 'force', 'restore', 'trash'].includes(op)) &&
    (!def.readOnly || reads.includes(op))
  // Every route declares its permission keys; database errors caused by input become 4xx (mapDbError).
  const route = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    keys: readonly string[] | undefined,
    handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      config: {
        access: {
          ...(keys ? { permissions: [...keys] } : {}),
          ...(a.super ? { superOnly: true } : {}),
          ...(a.session ? { session: true } : {}),
        },
      },
      handler: async (req, reply) => {
        try {
          return await handler(req, reply)
        } catch (e) {
          mapDbError(e, def.label, def)
        }
      },
    })
  const writeCtx = (req: FastifyRequest) => ({ assetId: auth(req).assetId, userId: auth(req).userId })
  // The caller's row access (rowAccess.ts) on a delete, force or restore: a row they may not see is not found.
  const theirs = (req: FastifyRequest, params: unknown[]) => {
    const rows = rowAccessSql(def, auth(req), params)
    return rows ? ` and ${rows}` : ''
  }

  if (on('list')) {
    route('GET', base, a.view, async (req) =>
      listPage(readCtx(req, db), def, parseFilter(def, (req.query as Q).filter, auth(req))),
    )
  }
  if (on('search')) {
    route('GET', `${base}/search`, a.view, async (req) => {
      const ctx = readCtx(req, db)
      const text = searchText(req.query as Q)
      return listPage(ctx, def, parseFilter(def, (req.query as Q).filter, ctx.viewer), (params) =>
        textSearch(def, text, params, ctx.viewer),
      )
    })
  }
  if (on('count')) {
    route('GET', `${base}/count`, a.view, async (req) => {
      const ctx = readCtx(req, db)
      const f = readFilterParam((req.query as Q).filter)
      const params: unknown[] = []
      const where = compileWhere(def, f.query ?? {}, ctx.viewer, params)
      return { data: await countRows(ctx, def, where, params) }
    })
  }
  if (on('one')) {
    // The first row matching the filter, or {data: null} when none does.
    route('GET', `${base}/one`, a.view, async (req) => {
      const ctx = readCtx(req, db)
      const f = parseFilter(def, (req.query as Q).filter, ctx.viewer)
      const params: unknown[] = []
      const where = compileWhere(def, f.query, ctx.viewer, params)
      const [row] = await readApiRows(ctx, def, {
        where,
        params,
        select: f.select,
        populate: f.populate,
        sort: f.sort,
        limit: 1,
      })
      return { data: row ?? null }
    })
  }
  if (on('export')) {
    // CSV of every row the filter's query matches (page and limit do not apply), read in ranges.
    route('GET', `${base}/export`, a.view, async (req, reply) => {
      const ctx = readCtx(req, db)
      const f = parseFilter(def, (req.query as Q).filter, ctx.viewer)
      const params: unknown[] = []
      const where = compileWhere(def, f.query, ctx.viewer, params)
      const columns = f.select
      const cell = (r: DbRow, c: string) => (c.includes('.') ? r[c.split('.')[0]]?.[c.split('.')[1]] : r[c])
      return sendCsv(req, reply, db, { filename: `${def.name}.csv`, columns }, async (write, signal) => {
        for (let offset = 0; !signal.aborted; offset += EXPORT_RANGE) {
          const batch = await readApiRows(ctx, def, {
            where,
            params,
            select: f.select,
            populate: f.populate,
            sort: f.sort,
            limit: EXPORT_RANGE,
            offset,
          })
          for (const r of batch) await write(columns.map((c) => cell(r, c)))
          if (batch.length < EXPORT_RANGE) return
        }
      })
    })
  }
  if (on('distinct')) {
    // Distinct non-null values of a declared field among the rows the filter's query matches.
    route('GET', `${base}/distinct/:field`, a.view, async (req) => {
      const ctx = readCtx(req, db)
      const { field } = req.params as { field: string }
      const fd = useField(def, field, 'distinct', 'field', ctx.viewer)
      if (fd.type === 'json')
        throw badRequest(`Cannot list distinct values of '${field}'`, [
          { path: 'field', message: 'json fields have no distinct values' },
        ])
      const query = readFilterParam((req.query as Q).filter).query ?? {}
      const params: unknown[] = []
      const conds = Object.keys(query).length ? [compileWhere(def, query, ctx.viewer, params)] : []
      // spec 1 §7: `asset` (the active one) and `countrySlug` ('united-arab-emirates') beside the filter
      const { asset, countrySlug } = req.query as { asset?: unknown; countrySlug?: unknown }
      if (asset !== undefined && asset !== ctx.assetId)
        throw invalid([{ path: 'asset', message: t('errors.notActiveAsset') }])
      if (typeof countrySlug === 'string' && countrySlug && def.fields.country?.column) {
        params.push(slugify(countrySlug))
        conds.push(`${SLUG_SQL(def.fields.country.column)} = $${params.length}`)
      }
      return { data: await distinctValues(ctx, def, fd, conds.length ? conds.join(' and ') : null, params) }
    })
  }
  if (on('get')) {
    route('GET', `${base}/:id`, a.view, async (req) => {
      const ctx = readCtx(req, db)
      const f = parseFilter(def, (req.query as Q).filter, ctx.viewer)
      return { data: await getById(ctx, def, (req.params as { id: string }).id, f) }
    })
  }
  if (on('create')) {
    route('POST', base, a.add, async (req, reply) => {
      const w = writeCtx(req)
      const values = parseWriteBody(def, req.body, 'create', w.assetId)
      const id = await writeTx(db, def, values, w.assetId, undefined, async (q) => {
        await checkReferences(q, def, values, w.assetId, auth(req))
        return insertRow(q, def, values, w)
      })
      reply.status(201)
      return { data: await getById(readCtx(req, db), def, id) }
    })
  }
  if (on('update')) {
    route('PATCH', `${base}/:id`, a.update, async (req) => {
      const w = writeCtx(req)
      const { id } = req.params as { id: string }
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      const values = parseWriteBody(def, req.body, 'update', w.assetId)
      const seen = staleGuard(def, req.body)
      await writeTx(db, def, values, w.assetId, id, async (q) => {
        if (seen) await checkNotChanged(q, def, id, w.assetId, seen)
        await checkReferences(q, def, values, w.assetId, auth(req), id)
        if (!(await updateRow(q, def, id, values, w))) throw notFound(recordNotFoundText(def.label))
      })
      return { data: await getById(readCtx(req, db), def, id) }
    })
  }
  if (on('trash') && on('list')) {
    // The soft-deleted rows (the console's trash: restore or delete for good), with the keys of restore;
    // not for resources whose list another area serves (leads: its row scope is that area's).
    route('GET', `${base}/trash`, a.delete ?? a.update, async (req) => {
      const ctx = readCtx(req, db)
      const f = parseFilter(def, (req.query as Q).filter, ctx.viewer)
      const params: unknown[] = []
      const where = `deleted_at is not null and ${compileWhere(def, f.query, ctx.viewer, params)}`
      const limit = rowLimit(f.limit)
      const offset = f.limit === -1 ? 0 : (f.page - 1) * limit
      const [data, [n]] = await Promise.all([
        readApiRows(ctx, def, {
          where,
          params,
          select: f.select,
          populate: f.populate,
          sort: f.sort,
          limit,
          offset,
          deleted: 'any',
          extra: { deletedAt: 'deleted_at' },
        }),
        db.query<{ n: number }>(
          `select count(*)::bigint as n from ${def.table} where asset_id = $${params.length + 1}::uuid and ${where}`,
          [...params, ctx.assetId],
        ),
      ])
      return { data, meta: paginatorMeta(Number(n.n), f.page, f.limit === -1 ? -1 : limit) }
    })
  }
  if (on('delete')) {
    // Soft delete: the row is hidden from every read until restored.
    route('DELETE', `${base}/:id`, a.delete, async (req) => {
      const w = writeCtx(req)
      const { id } = req.params as { id: string }
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      const params: unknown[] = [id, w.assetId, w.userId]
      const rows = await db.tx(async (q) => {
        // the row may not go while others still need it live (a customer's leads)
        await checkDeleteRules(q, def, w.assetId, id)
        return q.query(
          `update ${def.table} set deleted_at = now(), updated_at = now(), updated_by_id = $3 where id = $1::uuid and asset_id = $2::uuid and deleted_at is null${theirs(req, params)} returning id`,
          params,
        )
      })
      if (!rows.length) throw notFound(recordNotFoundText(def.label))
      return { data: { _id: id } }
    })
  }
  if (on('force')) {
    // Hard delete, live or soft-deleted; a row others still reference answers 409.
    route('DELETE', `${base}/:id/force`, a.delete, async (req) => {
      const w = writeCtx(req)
      const { id } = req.params as { id: string }
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      const params: unknown[] = [id, w.assetId]
      const rows = await db.query(
        `delete from ${def.table} where id = $1::uuid and asset_id = $2::uuid${theirs(req, params)} returning id`,
        params,
      )
      if (!rows.length) throw notFound(recordNotFoundText(def.label))
      return { data: { _id: id } }
    })
  }
  if (on('restore')) {
    // Undoes a soft delete (a live row is answered as it is).
    route('GET', `${base}/:id/restore`, a.delete ?? a.update, async (req) => {
      const w = writeCtx(req)
      const { id } = req.params as { id: string }
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      const params: unknown[] = [id, w.assetId, w.userId]
      const rows = await db.tx(async (q) => {
        // the row back among the live ones must keep the rules a save keeps (a redirect closing no loop)
        await checkRestoreRules(q, def, w.assetId, id)
        await checkUniqueOnRestore(q, def, w.assetId, id)
        return q.query(
          `update ${def.table} set deleted_at = null, updated_at = now(), updated_by_id = $3 where id = $1::uuid and asset_id = $2::uuid${theirs(req, params)} returning id`,
          params,
        )
      })
      if (!rows.length) throw notFound(recordNotFoundText(def.label))
      return { data: await getById(readCtx(req, db), def, id) }
    })
  }
  if (def.orderField && !def.readOnly) registerMove(app, db, def)
}
