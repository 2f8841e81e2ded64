import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../appDeps.ts'
import { registerImport } from './import/routes.ts'
import { registerResource } from './register.ts'
import { resourceDefs } from './registry.ts'

/** The generic resource API (spec 2 §7) for every routed definition. */
export async function resourceRoutes(app: FastifyInstance, { db }: AppDeps) {
  for (const def of Object.values(resourceDefs)) {
    if (!def.basePath) continue
    if (def.import) registerImport(app, db, def)
    registerResource(app, db, def)
  }
}
