import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../appDeps.ts'
import { readFilterParam } from '../resources/filter.ts'
import { GEO_SET_NAMES } from './sets.ts'
import { placesThread } from './thread.ts'

/**
 * GET /api/geo/{countries|states|cities|currencies|timezones|languages} (spec 1 §7, spec 2 §7) with the
 * usual filter JSON (page, limit, select, sort, query) and the paginator meta. Pages are cut in the
 * geography thread (geo/worker.ts, started on first use): building the sets and their sort orders takes
 * seconds of CPU that would otherwise stop every other request.
 */
export async function geoRoutes(app: FastifyInstance, _deps: AppDeps) {
  const places = placesThread(app)
  for (const set of GEO_SET_NAMES) {
    app.get(`/api/geo/${set}`, { config: { access: { asset: false } } }, async (req, reply) => {
      const filter = readFilterParam((req.query as { filter?: unknown }).filter)
      return reply.type('application/json; charset=utf-8').send(await places.call({ kind: 'page', set, filter }))
    })
  }
}
