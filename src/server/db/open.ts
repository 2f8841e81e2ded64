import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import type { Db } from './db.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

/** DATABASE_URL selects PostgreSQL; otherwise the embedded database lives in DATA_DIR/pgdata. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  const dir = path.join(config.dataDir, 'pgdata')
  fs.mkdirSync(dir, { recursive: true })
  return openPglite({ dataDir: dir })
}
