import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../appDeps.ts'
import { HttpError } from '../http/errors.ts'
import { readFilterParam, type RawFilter } from '../resources/filter.ts'
import { startWorker, type WorkerClient } from '../workers.ts'
import { GEO_SET_NAMES, type GeoSet } from './sets.ts'

/**
 * GET /api/geo/{countries|states|cities|currencies|timezones|languages} (spec 1 §7, spec 2 §7) with the
 * usual filter JSON (page, limit, select, sort, query) and the paginator meta. Pages are cut in a worker
 * thread (geo/worker.ts, started on first use): building the sets and their sort orders takes seconds
 * of CPU that would otherwise stop every other request.
 */
export async function geoRoutes(app: FastifyInstance, _deps: AppDeps) {
  let worker: WorkerClient<{ set: GeoSet; filter: RawFilter }> | undefined
  app.addHook('onClose', async () => {
    await worker?.terminate()
  })
  for (const set of GEO_SET_NAMES) {
    app.get(`/api/geo/${set}`, { config: { access: { asset: false } } }, async (req, reply) => {
      const filter = readFilterParam((req.query as { filter?: unknown }).filter)
      if (!worker || worker.failure()) worker = startWorker(new URL('./worker.ts', import.meta.url))
      try {
        return reply.type('application/json; charset=utf-8').send(await worker.call({ set, filter }))
      } catch (e) {
        const { statusCode, message, errors } = e as Partial<HttpError>
        throw typeof statusCode === 'number' ? new HttpError(statusCode, message ?? '', errors) : e
      }
    })
  }
}
