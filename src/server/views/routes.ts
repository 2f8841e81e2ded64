import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import {
  SAVED_VIEW_LISTS,
  savedViewCreateSchema,
  savedViewDefaultSchema,
  savedViewList,
  savedViewUpdateSchema,
  type SavedView,
} from '../../domain/views.ts'
import type { AppDeps } from '../appDeps.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { forbidden, notFound, parseOr400, invalid } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const idParams = z.object({ id: z.uuid(say('server.viewId')) })
const listParams = z.object({ list: z.string().refine((l) => !!savedViewList(l), say('server.viewList')) })
const listQuery = z.object({ list: listParams.shape.list.optional() })

/** The lists whose views the caller may see: those they may view. */
const listsOf = (a: AuthContext) => SAVED_VIEW_LISTS.filter((l) => a.can([...l.viewKeys])).map((l) => l.id)

// The caller's own views and the asset's shared ones ($1 asset, $2 user, $3 lists), with the owner's name.
const SELECT = `select v.id, v.list, v.name, v.shared, v.owner_id, v.state, v.updated_at,
    nullif(trim(u.first_name || ' ' || u.last_name), '') as owner_name, u.email as owner_email,
    d.view_id is not null as is_default
  from saved_views v join users u on u.id = v.owner_id
  left join saved_view_defaults d on d.asset_id = v.asset_id and d.user_id = $2 and d.list = v.list and d.view_id = v.id
 where v.asset_id = $1 and (v.owner_id = $2 or v.shared) and v.list = any($3::text[])`

function toView(r: DbRow, userId: string): SavedView {
  return {
    _id: r.id,
    list: r.list,
    name: r.name,
    shared: r.shared,
    owner: { _id: r.owner_id, name: r.owner_name ?? r.owner_email },
    mine: r.owner_id === userId,
    isDefault: r.is_default,
    state: r.state,
    updatedAt: new Date(r.updated_at).toISOString(),
  }
}

async function readView(q: Queryable, a: AuthContext, id: string): Promise<SavedView> {
  const [row] = await q.query(`${SELECT} and v.id = $4`, [a.assetId, a.userId, listsOf(a), id])
  if (!row) throw notFound(t('errors.views.notFound'))
  return toView(row, a.userId)
}

/** A view the caller may change: their own (another's shared view is theirs to use, not to change). */
async function ownView(q: Queryable, a: AuthContext, id: string): Promise<SavedView> {
  const v = await readView(q, a, id)
  if (!v.mine) throw forbidden(t('errors.views.ownerOnly'))
  return v
}

const nameTaken = (err: unknown, name: string) =>
  (err as { code?: string }).code === '23505'
    ? invalid([{ path: 'name', message: t('errors.views.nameTaken', { name }) }])
    : err

/**
 * /api/views: the saved views of the leads report and the registry lists in the caller's active asset. A
 * view is seen by its owner and, when shared, by everyone who may view its list; anyone else gets 404 (a
 * private view's URL opened by another user says "View not found"). Sharing needs SAVED_VIEWS_SHARE.
 */
export async function savedViewRoutes(app: FastifyInstance, { db }: AppDeps) {
  // a person's own views: an API key has none
  const signedIn = { config: { access: { session: true } } }

  app.get('/api/views', signedIn, async (req) => {
    const a = auth(req)
    const { list } = parseOr400(listQuery, req.query, 'query')
    const lists = listsOf(a).filter((l) => !list || l === list)
    const rows = await db.query(`${SELECT} order by v.list, lower(v.name)`, [a.assetId, a.userId, lists])
    return { data: rows.map((r) => toView(r, a.userId)) }
  })

  app.get('/api/views/:id', signedIn, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params, 'params')
    return { data: await readView(db, a, id) }
  })

  app.post('/api/views', signedIn, async (req, reply) => {
    const a = auth(req)
    const v = parseOr400(savedViewCreateSchema, req.body)
    if (!listsOf(a).includes(v.list)) throw forbidden(t('errors.views.listForbidden'))
    if (v.shared && !a.can([P.SAVED_VIEWS_SHARE])) throw forbidden(t('errors.views.shareForbidden'))
    const id = crypto.randomUUID()
    await db
      .query(
        `insert into saved_views (id, asset_id, owner_id, list, name, shared, state) values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [id, a.assetId, a.userId, v.list, v.name, v.shared, JSON.stringify(v.state)],
      )
      .catch((err) => Promise.reject(nameTaken(err, v.name)))
    reply.code(201)
    return { data: await readView(db, a, id) }
  })

  app.patch('/api/views/:id', signedIn, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params, 'params')
    const v = parseOr400(savedViewUpdateSchema, req.body)
    const before = await ownView(db, a, id)
    if (v.shared && !before.shared && !a.can([P.SAVED_VIEWS_SHARE])) throw forbidden(t('errors.views.shareForbidden'))
    await db
      .query(
        `update saved_views set name = coalesce($3, name), shared = coalesce($4, shared), state = coalesce($5::jsonb, state), updated_at = now()
          where asset_id = $1 and id = $2`,
        [a.assetId, id, v.name ?? null, v.shared ?? null, v.state ? JSON.stringify(v.state) : null],
      )
      .catch((err) => Promise.reject(nameTaken(err, v.name ?? before.name)))
    return { data: await readView(db, a, id) }
  })

  app.delete('/api/views/:id', signedIn, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params, 'params')
    await ownView(db, a, id)
    await db.query('delete from saved_views where asset_id = $1 and id = $2', [a.assetId, id])
    return { data: { _id: id } }
  })

  // The caller's default view of a list (`view: null` clears it).
  app.put('/api/views/defaults/:list', signedIn, async (req) => {
    const a = auth(req)
    const { list } = parseOr400(listParams, req.params, 'params')
    const { view } = parseOr400(savedViewDefaultSchema, req.body)
    if (!listsOf(a).includes(list)) throw forbidden(t('errors.views.listForbidden'))
    if (view === null) {
      await db.query('delete from saved_view_defaults where asset_id = $1 and user_id = $2 and list = $3', [
        a.assetId,
        a.userId,
        list,
      ])
      return { data: null }
    }
    const v = await readView(db, a, view)
    if (v.list !== list) throw invalid([{ path: 'view', message: t('errors.views.otherList') }])
    await db.query(
      `insert into saved_view_defaults (asset_id, user_id, list, view_id) values ($1, $2, $3, $4)
       on conflict (asset_id, user_id, list) do update set view_id = excluded.view_id`,
      [a.assetId, a.userId, list, view],
    )
    return { data: { ...v, isDefault: true } }
  })
}
