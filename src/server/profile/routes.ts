import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '../app.ts'
import { auth } from '../http/access.ts'
import { forbidden, parseOr400 } from '../http/errors.ts'
import { loadProfile } from '../auth/profile.ts'

const changeAssetBody = z.object({ asset: z.uuid('asset must be an asset id') })

export async function profileRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/profile', { config: { access: { asset: false } } }, async (req) => ({ data: auth(req).profile }))

  // Only an asset the user belongs to (any asset for super access); answers the new profile.
  app.patch('/api/profile/change-active-asset', { config: { access: { asset: false } } }, async (req) => {
    const a = auth(req)
    const { asset } = parseOr400(changeAssetBody, req.body)
    if (!a.profile.assets.some((x) => x._id === asset)) throw forbidden('You do not have access to this asset')
    await db.query('update users set active_asset_id = $1, updated_at = now() where id = $2', [asset, a.userId])
    return { data: await loadProfile(db, a.userId) }
  })
}
