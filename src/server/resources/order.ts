import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Db, Queryable } from '../db/db.ts'
import { auth } from '../http/access.ts'
import { notFound, parseOr400 } from '../http/errors.ts'
import { isUuid } from './filter.ts'
import type { ResourceDef } from './types.ts'
import { recordNotFoundText } from '../../domain/i18n/resourceText.ts'

/**
 * Records kept in an order (a declaration's `orderField`, e.g. sliders, a blog's categories): a new
 * record goes last, and a move swaps a record with its neighbour. Both take a transaction lock per table
 * and asset, so concurrent moves and creates never give two records one place.
 */
const lock = (q: Queryable, def: ResourceDef, assetId: string) =>
  q.query(`select pg_advisory_xact_lock(hashtext($1))`, [`order:${def.table}:${assetId}`])

/** On a create without a place: after the asset's last record (live or in the trash, so a restore keeps its own). */
export async function fillOrder(
  q: Queryable,
  def: ResourceDef,
  values: Record<string, unknown>,
  assetId: string,
  id?: string,
) {
  const field = def.orderField
  if (!field || id !== undefined || values[field] != null) return
  await lock(q, def, assetId)
  const column = def.fields[field].column
  const [r] = await q.query<{ n: number }>(
    `select coalesce(max(${column}), 0)::int + 1 as n from ${def.table} where asset_id = $1::uuid`,
    [assetId],
  )
  values[field] = r.n
}

const moveBody = z.object({ direction: z.enum(['up', 'down']) }).strict()

/**
 * `POST {base}/{id}/move` {direction}: the record changes place with the one before (up) or after (down)
 * it among the asset's live records; the places are numbered 1…n again, so records that shared a
 * place get their own. Answers the record's place and whether it moved (not at either end).
 */
export function registerMove(app: FastifyInstance, db: Db, def: ResourceDef) {
  const column = def.fields[def.orderField!].column!
  app.post(
    `${def.basePath}/:id/move`,
    { config: { access: { permissions: [...(def.access?.update ?? [])] } } },
    async (req) => {
      const { id } = req.params as { id: string }
      const { direction } = parseOr400(moveBody, req.body)
      const a = auth(req)
      if (!isUuid(id)) throw notFound(recordNotFoundText(def.label))
      return db.tx(async (q) => {
        await lock(q, def, a.assetId)
        const rows = await q.query<{ id: string }>(
          `select id from ${def.table} where asset_id = $1::uuid and deleted_at is null order by ${column} nulls last, created_at, id`,
          [a.assetId],
        )
        const at = rows.findIndex((r) => r.id === id)
        if (at < 0) throw notFound(recordNotFoundText(def.label))
        const to = at + (direction === 'up' ? -1 : 1)
        const order = rows.map((r) => r.id)
        const moved = to >= 0 && to < order.length
        if (moved) [order[at], order[to]] = [order[to], order[at]]
        // only the rows whose place changes are written (their updatedAt is left alone: the order is the list's)
        await q.query(
          `update ${def.table} t set ${column} = o.n from unnest($2::uuid[]) with ordinality as o(id, n)
         where t.id = o.id and t.asset_id = $1::uuid and t.${column} is distinct from o.n`,
          [a.assetId, order],
        )
        return { data: { _id: id, [def.orderField!]: order.indexOf(id) + 1, moved } }
      })
    },
  )
}
