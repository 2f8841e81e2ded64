import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../app.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { notFound, parseOr400 } from '../http/errors.ts'
import { leadSettingsSchema } from '../leads/settings/routes.ts'

const columns = `id, name, currency_code, settings, initial_sla_minutes, pool_sla_minutes, daily_lead_limit, created_at, updated_at`
const toAsset = (r: Record<string, any>) => ({
  _id: r.id,
  name: r.name,
  currencyCode: r.currency_code,
  settings: r.settings,
  initialSlaMinutes: r.initial_sla_minutes,
  poolSlaMinutes: r.pool_sla_minutes,
  dailyLeadLimit: r.daily_lead_limit,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

// The lead settings columns follow the lead settings page's rule; `settings` is a JSON object merged by top-level key.
const settingsBody = leadSettingsSchema
  .extend({
    settings: z
      .record(z.string(), z.unknown(), { error: 'settings must be a JSON object.' })
      .refine((s) => JSON.stringify(s).length <= 65_536, 'settings is too large (64 KB at most).')
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update: send settings, initialSlaMinutes, poolSlaMinutes or dailyLeadLimit.')
const idParams = z.object({ id: z.uuid('id must be an asset id') })

/** Super access reaches every asset by id; anyone else only their active asset (another id is a 404). */
function reachable(a: AuthContext, id: string) {
  return a.isSuper || id === a.assetId
}

export async function assetRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Super access: all assets by name, no limit; others: their own assets.
  app.get('/api/assets', { config: { access: { asset: false } } }, async (req) => {
    const a = auth(req)
    const rows = a.isSuper
      ? await db.query(`select ${columns} from assets order by name`)
      : await db.query(`select ${columns} from assets where id in (select asset_id from user_assets where user_id = $1) order by name`, [a.userId])
    return { data: rows.map(toAsset) }
  })

  app.get('/api/assets/:id', { config: { access: { asset: false } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    if (!a.isSuper && !a.profile.assets.some((x) => x._id === id)) throw notFound('Asset not found')
    const [row] = await db.query(`select ${columns} from assets where id = $1`, [id])
    if (!row) throw notFound('Asset not found')
    return { data: toAsset(row) }
  })

  // Settings JSON (top-level keys merged) and the lead settings columns; answers the asset.
  app.patch('/api/assets/:id/settings', { config: { access: { permissions: [P.LEAD_SETTING_UPDATE], asset: false } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params)
    const body = parseOr400(settingsBody, req.body)
    if (!reachable(a, id)) throw notFound('Asset not found')
    const [row] = await db.query(
      `update assets set settings = settings || coalesce($2::jsonb, '{}'::jsonb),
              initial_sla_minutes = coalesce($3, initial_sla_minutes), pool_sla_minutes = coalesce($4, pool_sla_minutes),
              daily_lead_limit = coalesce($5, daily_lead_limit), updated_at = now()
        where id = $1 returning ${columns}`,
      [id, body.settings ? JSON.stringify(body.settings) : null, body.initialSlaMinutes ?? null, body.poolSlaMinutes ?? null, body.dailyLeadLimit ?? null],
    )
    if (!row) throw notFound('Asset not found')
    return { data: toAsset(row) }
  })
}
