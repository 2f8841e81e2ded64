import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import { faqSchemas } from '../../domain/projects/faq.ts'
import { projects } from '../../domain/resources/projects.ts'
import { fieldSchema } from '../../domain/resources/schema.ts'
import type { Db, Queryable } from '../db/db.ts'
import { newId } from '../auth/tokens.ts'
import { auth } from '../http/access.ts'
import { badRequest, notFound, parseOr400 } from '../http/errors.ts'
import { isUuid } from '../resources/filter.ts'
import { t } from '../../domain/i18n/index.ts'

const base = projects.basePath
const VIEW = { config: { access: { permissions: [...projects.access!.view!] } } }
const UPDATE = { config: { access: { permissions: [P.PROJECT_UPDATE] } } }
const FAQ_JSON = `id as "_id", project_id as "project", question, answer, enabled, position as "order", created_at as "createdAt", updated_at as "updatedAt"`

const headingBody = z
  .object({ heading: fieldSchema('heading', { type: 'string', max: 300, label: 'FAQ Heading' }) })
  .strict()
const orderBody = z
  .object({ order: fieldSchema('order', { type: 'id[]', label: 'FAQ Order' }) as z.ZodType<string[]> })
  .strict()

type Params = { id: string; faqId?: string }

/** The caller's live project (in their asset), locked for a FAQ write, or a 404. */
async function project(q: Queryable, req: FastifyRequest, lock = false): Promise<string> {
  const { id } = req.params as Params
  const rows = isUuid(id)
    ? await q.query<{ id: string }>(
        `select id from projects where id = $1 and asset_id = $2 and deleted_at is null${lock ? ' for no key update' : ''}`,
        [id, auth(req).assetId],
      )
    : []
  if (!rows.length) throw notFound(t('errors.projects.notFound'))
  return rows[0].id
}

const faqId = (req: FastifyRequest) => {
  const { faqId: f } = req.params as Params
  if (!isUuid(f)) throw notFound(t('errors.projects.faqNotFound'))
  return f
}

/** The FAQ calls of a project (spec 1 §7): add, read, change, delete, the section's heading and the order. */
export function projectFaqRoutes(app: FastifyInstance, db: Db) {
  app.post(`${base}/:id/faq`, UPDATE, async (req, reply) => {
    const v = parseOr400(faqSchemas.create, req.body ?? {})
    const a = auth(req)
    const faq = await db.tx(async (q) => {
      const pid = await project(q, req, true)
      const [row] = await q.query(
        `insert into project_faqs (id, asset_id, project_id, question, answer, enabled, position, creator_id, updated_by_id)
         values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position) + 1, 0) from project_faqs where project_id = $3), $7, $7) returning ${FAQ_JSON}`,
        [newId(), a.assetId, pid, v.question, v.answer, v.enabled ?? true, a.userId],
      )
      return row
    })
    reply.status(201)
    return { data: faq }
  })

  app.patch(`${base}/:id/faq/heading`, UPDATE, async (req) => {
    const { heading } = parseOr400(headingBody, req.body ?? {})
    await db.tx(async (q) => {
      const pid = await project(q, req, true)
      await q.query(`update projects set faq_heading = $2, updated_at = now(), updated_by_id = $3 where id = $1`, [
        pid,
        heading,
        auth(req).userId,
      ])
    })
    return { data: { heading } }
  })

  app.patch(`${base}/:id/change-faqs-order`, UPDATE, async (req) => {
    const { order } = parseOr400(orderBody, req.body ?? {})
    const faqs = await db.tx(async (q) => {
      const pid = await project(q, req, true)
      const ids = (await q.query<{ id: string }>(`select id from project_faqs where project_id = $1`, [pid])).map(
        (r) => r.id,
      )
      const same =
        order.length === ids.length && new Set(order).size === order.length && order.every((x) => ids.includes(x))
      if (!same) {
        const m = t('errors.projects.faqOrder', { count: ids.length, n: ids.length })
        throw badRequest(m, [{ path: 'order', message: m }])
      }
      await q.query(
        `update project_faqs f set position = o.n - 1, updated_at = now() from unnest($2::uuid[]) with ordinality as o(id, n) where f.id = o.id and f.project_id = $1`,
        [pid, order],
      )
      return q.query(`select ${FAQ_JSON} from project_faqs where project_id = $1 order by position`, [pid])
    })
    return { data: faqs }
  })

  app.get(`${base}/:id/faq/:faqId`, VIEW, async (req) => {
    const f = faqId(req)
    const pid = await project(db, req)
    const [row] = await db.query(`select ${FAQ_JSON} from project_faqs where id = $1 and project_id = $2`, [f, pid])
    if (!row) throw notFound(t('errors.projects.faqNotFound'))
    return { data: row }
  })

  app.patch(`${base}/:id/faq/:faqId`, UPDATE, async (req) => {
    const f = faqId(req)
    const v = parseOr400(faqSchemas.update, req.body ?? {})
    const row = await db.tx(async (q) => {
      const pid = await project(q, req, true)
      const [r] = await q.query(
        `update project_faqs set question = coalesce($3, question), answer = coalesce($4, answer), enabled = coalesce($5, enabled), updated_at = now(), updated_by_id = $6
          where id = $1 and project_id = $2 returning ${FAQ_JSON}`,
        [f, pid, v.question ?? null, v.answer ?? null, v.enabled ?? null, auth(req).userId],
      )
      return r
    })
    if (!row) throw notFound(t('errors.projects.faqNotFound'))
    return { data: row }
  })

  app.delete(`${base}/:id/faq/:faqId`, UPDATE, async (req) => {
    const f = faqId(req)
    const gone = await db.tx(async (q) => {
      const pid = await project(q, req, true)
      return q.query(`delete from project_faqs where id = $1 and project_id = $2 returning id`, [f, pid])
    })
    if (!gone.length) throw notFound(t('errors.projects.faqNotFound'))
    return { data: { _id: f } }
  })
}
