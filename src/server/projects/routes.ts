import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import { projects } from '../../domain/resources/projects.ts'
import { fieldSchema, writableFields } from '../../domain/resources/schema.ts'
import type { AppDeps } from '../appDeps.ts'
import type { Queryable } from '../db/db.ts'
import { newId } from '../auth/tokens.ts'
import { slugify } from '../dictionaries/locations.ts'
import { auth } from '../http/access.ts'
import { badRequest, notFound, parseOr400 } from '../http/errors.ts'
import { notConnected } from '../listings/routes.ts'
import { isUuid } from '../resources/filter.ts'
import { registerPartUpdates } from '../resources/parts.ts'
import { getById, readCtx } from '../resources/register.ts'
import { getDef } from '../resources/registry.ts'
import { projectFaqRoutes } from './faqs.ts'
import { t } from '../../domain/i18n/index.ts'

const base = projects.basePath
const UPDATE = { config: { access: { permissions: [P.PROJECT_UPDATE] } } }
const agentsBody = z
  .object({ agents: fieldSchema('agents', { type: 'id[]', label: 'Agents' }) as z.ZodType<string[]> })
  .strict()
const duplicateBody = z
  .object({ id: fieldSchema('id', { type: 'id', required: true, label: 'Project' }) as z.ZodType<string> })
  .strict()

/** A slug no project of the asset has (live or in the trash): `{slug}-copy`, then `-copy-2`, … */
async function freeSlug(q: Queryable, assetId: string, from: string): Promise<string> {
  const stem = `${from.replace(/-copy(-\d+)?$/, '')}-copy`
  const taken = new Set(
    (
      await q.query<{ slug: string }>(`select slug from projects where asset_id = $1 and slug like $2`, [
        assetId,
        `${stem}%`,
      ])
    ).map((r) => r.slug),
  )
  let slug = stem
  for (let n = 2; taken.has(slug); n++) slug = `${stem}-${n}`
  return slug
}

/**
 * The project calls of spec 1 §7 beyond the generic API: one-part updates, the round-robin agents new
 * leads go to in turn, duplicate, the FAQ calls, and the DLD / permit lookups that need an outside service.
 */
export async function projectRoutes(app: FastifyInstance, { db }: AppDeps) {
  const def = getDef('projects')
  registerPartUpdates(app, db, def, [
    ['payment-plans/:id', 'paymentPlans'],
    ['gallery/:id', 'gallery'],
    ['types/:id', 'unitTypes'],
    ['amenities/:id', 'amenities'],
    [':id/keypoints', 'keyPoints'],
  ])

  // The round-robin list, in order (lead assignment takes the next of these agents: leads/routing/env.ts).
  app.patch(`${base}/agents/:id`, UPDATE, async (req) => {
    const { id } = req.params as { id: string }
    const { agents } = parseOr400(agentsBody, req.body ?? {})
    const a = auth(req)
    if (!isUuid(id)) throw notFound(t('errors.projects.notFound'))
    const ids = [...new Set(agents)]
    await db.tx(async (q) => {
      const [p] = await q.query(
        `select id from projects where id = $1 and asset_id = $2 and deleted_at is null for no key update`,
        [id, a.assetId],
      )
      if (!p) throw notFound(t('errors.projects.notFound'))
      const [m] = await q.query<{ n: number }>(
        `select count(*)::int as n from team_members where id = any($1::uuid[]) and asset_id = $2 and deleted_at is null`,
        [ids, a.assetId],
      )
      if (m.n !== ids.length)
        throw badRequest(`agents: ${t('errors.projects.agentNotFound')}`, [
          { path: 'agents', message: t('errors.projects.agentNotFound') },
        ])
      await q.query(`delete from project_agents where project_id = $1`, [id])
      await q.query(
        `insert into project_agents (asset_id, project_id, agent_id, position) select $1, $2, x.id, x.n - 1 from unnest($3::uuid[]) with ordinality as x(id, n)`,
        [a.assetId, id, ids],
      )
      await q.query(`update projects set rr_cursor = 0, updated_at = now(), updated_by_id = $2 where id = $1`, [
        id,
        a.userId,
      ])
    })
    return { data: await getById(readCtx(req, db), def, id) }
  })

  // A copy with a new unique slug, disabled until someone reviews it; its FAQs and round-robin agents too.
  app.post(`${base}/duplicate`, { config: { access: { permissions: [P.PROJECT_ADD] } } }, async (req, reply) => {
    const { id } = parseOr400(duplicateBody, req.body ?? {})
    const a = auth(req)
    const cols = writableFields(projects)
      .map(([, f]) => f.column!)
      .filter((c) => !['name', 'slug', 'enabled'].includes(c))
    const copy = newId()
    await db.tx(async (q) => {
      const [src] = await q.query<{ name: string; slug: string | null }>(
        `select name, slug from projects where id = $1 and asset_id = $2 and deleted_at is null`,
        [id, a.assetId],
      )
      if (!src) throw notFound(t('errors.projects.notFound'))
      // one duplicate of the asset at a time picks a slug, so two copies never take the same one
      await q.query(`select pg_advisory_xact_lock(hashtext('project-slug:' || $1::text))`, [a.assetId])
      const slug = await freeSlug(q, a.assetId, src.slug || slugify(src.name))
      await q.query(
        `insert into projects (id, asset_id, name, slug, enabled, creator_id, updated_by_id, ${cols.join(', ')})
         select $1, asset_id, left(name || ' (copy)', 300), $3, false, $4, $4, ${cols.join(', ')} from projects where id = $2`,
        [copy, id, slug, a.userId],
      )
      await q.query(
        `insert into project_faqs (id, asset_id, project_id, question, answer, enabled, position, creator_id, updated_by_id)
         select gen_random_uuid(), asset_id, $1, question, answer, enabled, position, $3, $3 from project_faqs where project_id = $2`,
        [copy, id, a.userId],
      )
      await q.query(
        `insert into project_agents (asset_id, project_id, agent_id, position) select asset_id, $1, agent_id, position from project_agents where project_id = $2`,
        [copy, id],
      )
    })
    reply.status(201)
    return { data: await getById(readCtx(req, db), def, copy) }
  })

  app.patch(`${base}/dld/:a/:b`, UPDATE, async () => {
    throw notConnected(t('errors.projects.dldUpdate'), t('errors.projects.dld'))
  })
  app.get(
    `${base}/permit-service/:a/:b`,
    { config: { access: { permissions: [...projects.access!.view!] } } },
    async () => {
      throw notConnected(t('errors.projects.permitCheck'), t('errors.projects.dld'))
    },
  )

  projectFaqRoutes(app, db)
}
