import type { Config } from './config.ts'
import type { Db } from './db/db.ts'

/**
 * What the server is built from (buildApp) and each route module is given: the database and the settings.
 * A module of its own, so route modules need not import app.ts, which imports them (routes.ts).
 */
export interface AppDeps {
  db: Db
  config: Config
}
