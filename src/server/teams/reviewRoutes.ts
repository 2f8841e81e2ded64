import type { FastifyInstance, FastifyRequest } from 'fastify'
import { qualificationTime } from '../../domain/teams/reviews.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { notFound } from '../http/errors.ts'
import {
  compileWhere,
  getById,
  isUuid,
  listPage,
  parseFilter,
  readCtx,
  readFilterParam,
  scopeSql,
} from '../resources/index.ts'
import { getDef } from '../resources/registry.ts'
import { mapDbError } from '../resources/rows.ts'
import { parseWriteBody, updateRow } from '../resources/write.ts'
import { t } from '../../domain/i18n/index.ts'

const BASE = '/api/teams/members/ratings'
type Q = { filter?: unknown }

/** A review as answered: its qualification time falls back to its lead's timeToQualify (spec 2 §3). */
function withFallback(row: Record<string, unknown>) {
  if (!('qualificationTime' in row)) return row
  const { subjectTimeToQualify, ...rest } = row
  return {
    ...rest,
    qualificationTime: qualificationTime(row.qualificationTime as number | null, subjectTimeToQualify as number | null),
  }
}

/** GET ratings (filter), GET ratings/statistics/summary, PATCH ratings/{id} (spec 2 §7, team members). */
export async function reviewRoutes(app: FastifyInstance, { db }: AppDeps) {
  const def = getDef('agentReviews')
  const view = { config: { access: { permissions: [...def.access!.view!] } } }
  const update = { config: { access: { permissions: [...def.access!.update!] } } }

  app.get(BASE, view, async (req: FastifyRequest) => {
    const ctx = readCtx(req, db)
    const f = parseFilter(def, (req.query as Q).filter, ctx.viewer)
    if (f.select.includes('qualificationTime') && !f.select.includes('subjectTimeToQualify'))
      f.select.push('subjectTimeToQualify')
    const page = await listPage(ctx, def, f)
    return { ...page, data: page.data.map(withFallback) }
  })

  // Counts and average of the reviews the filter's query matches (the caller's scope), by rating and category.
  app.get(`${BASE}/statistics/summary`, view, async (req: FastifyRequest) => {
    const ctx = readCtx(req, db)
    const params: unknown[] = []
    const where = compileWhere(def, readFilterParam((req.query as Q).filter).query ?? {}, ctx.viewer, params)
    const scope = scopeSql(def, ctx, params)
    const [totals, ratings, categories] = await Promise.all([
      db.query<{ total: number; average: string | null; unresponsive: number }>(
        `select count(*)::int as total, round(avg(rating) filter (where rating > 0), 2) as average,
                count(*) filter (where rating = 0 or lower(category) = 'unresponsive')::int as unresponsive
           from agent_reviews where ${scope} and ${where}`,
        params,
      ),
      db.query<{ rating: number; count: number }>(
        `select rating, count(*)::int as count from agent_reviews where ${scope} and ${where} group by rating order by rating`,
        params,
      ),
      db.query<{ category: string; count: number }>(
        `select coalesce(category, '') as category, count(*)::int as count from agent_reviews where ${scope} and ${where} group by 1 order by 2 desc, 1`,
        params,
      ),
    ])
    const t = totals[0]
    return {
      data: {
        total: t.total,
        // reviews of 0 are unresponsive customers, not a judgement of the agent: the average leaves them out
        averageRating: t.average === null ? null : Number(t.average),
        unresponsive: t.unresponsive,
        byRating: Object.fromEntries(
          [0, 1, 2, 3, 4, 5].map((n) => [n, ratings.find((r) => r.rating === n)?.count ?? 0]),
        ),
        byCategory: categories,
      },
    }
  })

  app.patch(`${BASE}/:id`, update, async (req: FastifyRequest) => {
    const a = auth(req)
    const { id } = req.params as { id: string }
    if (!isUuid(id)) throw notFound(t('errors.teams.reviewNotFound'))
    const body = (req.body as { data?: unknown } | null)?.data ?? req.body
    const values = parseWriteBody(def, body, 'update', a.assetId)
    const ctx = readCtx(req, db)
    // a review outside the caller's lead scope is not found, as a lead outside it is
    await getById(ctx, def, id).catch(() => {
      throw notFound(t('errors.teams.reviewNotFound'))
    })
    try {
      if (!(await db.tx((q) => updateRow(q, def, id, values, { assetId: a.assetId, userId: a.userId }))))
        throw notFound(t('errors.teams.reviewNotFound'))
    } catch (e) {
      mapDbError(e, def.label)
    }
    return { data: withFallback(await getById(ctx, def, id)) }
  })
}
