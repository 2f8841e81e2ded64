import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../../../src/server/db/pglite.ts'
import { openPostgres } from '../../../src/server/db/postgres.ts'
import { migrate } from '../../../src/server/db/migrate.ts'
import { seedDemo } from '../../../src/server/db/seed/demo.ts'
import { TEST_SEED } from '../helpers/seedOptions.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    pgTemplate: string
    /** The instant the template's demo was seeded at: its SLA situations are relative to it, not to a test's now. */
    seededAt: string
  }
}

/**
 * Builds one migrated and seeded template database per run. PGlite: a data-dir dump each test file
 * loads (initdb costs seconds). PostgreSQL (TEST_DATABASE_URL): a template database each file copies.
 */
export default async function setup(project: TestProject) {
  const now = new Date()
  project.provide('seededAt', now.toISOString())
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `agency_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    const u = new URL(url)
    u.pathname = `/${name}`
    const db = await openPostgres(u.toString(), 2)
    await migrate(db)
    await seedDemo(db, { ...TEST_SEED, now })
    await db.close()
    project.provide('pgTemplate', name)
    project.provide('pgliteDump', '')
    return async () => {
      const dbs = await admin.query(
        `select datname from pg_database where datname like 'agency_t_${process.pid}_%' or datname = $1`,
        [name],
      )
      for (const r of dbs.rows) await admin.query(`drop database if exists ${r.datname} with (force)`)
      await admin.end()
    }
  }
  const db = await openPglite()
  await migrate(db)
  await seedDemo(db, { ...TEST_SEED, now })
  const dump = await db.dumpDataDir()
  const file = path.resolve('.tmp', `pglite-template-${process.pid}.tar`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await db.close()
  project.provide('pgliteDump', file)
  project.provide('pgTemplate', '')
  return () => fs.rmSync(file, { force: true })
}
