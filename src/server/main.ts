import { buildApp } from './app.ts'
import { buildWeb, webBuildIsStale } from './build.ts'
import { loadConfig } from './config.ts'
import { startMaintenance } from './db/maintenance.ts'
import { migrate } from './db/migrate.ts'
import { openDb } from './db/open.ts'
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo.ts'
import { step } from './steps.ts'
import { configuredStore } from './storage/files.ts'
import { systemLog } from './audit/systemLog.ts'

/** `npm start`: build the web app if stale, open and migrate the database, seed an empty one, serve. */
const config = loadConfig()
if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  await step('Building the web app (missing or older than its sources)', buildWeb)
}
const db = await step('Opening the database', () => openDb(config))
// An empty database is seeded before the migration lock is released: a second process starting meanwhile
// waits, then finds it migrated and seeded.
const applied = await step('Migrating the database', () =>
  migrate(db, async () => {
    if (config.noSeed || !(await isEmpty(db))) return
    await step('Seeding the demo agency (empty database)', () =>
      seedDemo(db, {
        leadsPerAsset: config.seedLeadsPerAsset,
        log: (line) => console.log(`  ${line.trim()}`),
        store: configuredStore(config),
      }),
    )
    console.log(
      `Demo logins (password ${DEMO_PASSWORD}):\n${DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.label}`).join('\n')}`,
    )
  }),
)
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`)
if (applied.length)
  await systemLog(db, {
    kind: 'db.migrations',
    message: `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.length > 3 ? `${applied[0]} … ${applied.at(-1)}` : applied.join(', ')}`,
    details: { applied },
  })
const app = await buildApp({ db, config })
// The embedded engine has no autovacuum: analyze now (after migrations and seeding) and as writes add up.
const stopMaintenance = startMaintenance(db, (err) => app.log.error({ err }, 'table maintenance failed'))
await app.listen({ port: config.port, host: config.host })
console.log(`Agency Console on http://${config.host}:${config.port} (${db.engine})`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  await app.close() // stops accepting, waits for in-flight requests
  await systemLog(
    db,
    {
      kind: 'server.stop',
      message: `Server stopped (${signal}, process ${process.pid})`,
      details: { pid: process.pid, signal },
    },
    (err) => app.log.error({ err }, 'system log failed'),
  )
  stopMaintenance()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
// after the signal handlers: a stop that arrives meanwhile still finishes in-flight requests
await systemLog(db, {
  kind: 'server.start',
  message: `Server started on port ${config.port} (${db.engine}, process ${process.pid})`,
  details: { pid: process.pid, engine: db.engine },
})
