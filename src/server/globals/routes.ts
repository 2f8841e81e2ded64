import type { FastifyInstance } from 'fastify'
import { checkProblems, writeSchemas } from '../../domain/resources/schema.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { invalid, parseOr400 } from '../http/errors.ts'
import { leadSettingsStore } from '../leads/settings/store.ts'
import { basicSettingsStore, viewingSettingsStore } from './assetSettings.ts'
import type { GlobalStore } from './store.ts'

/** Every global's server part: its declaration (src/domain/globals) joined with where its values live. */
export const GLOBAL_STORES: readonly GlobalStore[] = [basicSettingsStore, leadSettingsStore, viewingSettingsStore]

const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

/**
 * One route pair per global, at its declared path, for the caller's active asset: GET answers every value
 * (view keys), PATCH writes the fields it carries (update keys). The body is checked by the declaration's
 * derived update schema, then the declaration's rules run over it merged with the stored values (a default
 * duration must stay one of the durations however the two are sent), all in one transaction.
 */
export async function globalRoutes(app: FastifyInstance, { db }: AppDeps) {
  for (const store of GLOBAL_STORES) {
    const g = store.global
    app.get(g.path, { config: { access: { permissions: [...g.access.view] } } }, async (req) => ({
      data: await store.load(db, auth(req).assetId),
    }))
    app.patch(g.path, { config: { access: { permissions: [...g.access.update] } } }, async (req) => {
      const assetId = auth(req).assetId
      const values = parseOr400(writeSchemas(g).update, body(req))
      const data = await db.tx(async (q) => {
        await q.query('select 1 from assets where id = $1 for update', [assetId])
        const problems = checkProblems(g, { ...(await store.load(q, assetId)), ...values }, true)
        if (problems.length) throw invalid(problems)
        await store.save(q, assetId, values)
        return store.load(q, assetId)
      })
      return { data }
    })
  }
}
