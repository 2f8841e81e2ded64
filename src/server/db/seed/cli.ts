import { loadConfig } from '../../config.ts'
import { configuredStore } from '../../storage/files.ts'
import { migrate } from '../migrate.ts'
import { openDb } from '../open.ts'
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './demo.ts'
import { topUpLeads } from './topup.ts'

/**
 * `npm run seed [-- --leads N]` on the embedded database or DATABASE_URL.
 * Empty database: seeds the demo agency (5,000 leads per asset, or N when smaller), then, with --leads N,
 * tops the first asset up to N leads. Database with data: only the top-up (nothing without --leads).
 */
const args = process.argv.slice(2)
const at = args.indexOf('--leads')
const target = at >= 0 ? Number(args[at + 1]) : undefined
if (target !== undefined && !(Number.isInteger(target) && target >= 0)) {
  console.error('--leads needs a whole number, e.g. --leads 1000000')
  process.exit(2)
}
const log = (line: string) => console.log(line)
const config = loadConfig()
const db = await openDb(config)
try {
  // seeded under the migration lock, like the start's seed: a server starting meanwhile never seeds it too
  await migrate(db, async () => {
    if (await isEmpty(db)) {
      log('Empty database: seeding the demo agency…')
      await seedDemo(db, {
        leadsPerAsset: target === undefined ? undefined : Math.min(target, 5000),
        log,
        store: configuredStore(config),
      })
      log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`)
    } else if (target === undefined) {
      log('Database is not empty: demo data not seeded (use --leads N to top the first asset up to N leads)')
    }
  })
  if (target !== undefined) await topUpLeads(db, target, { log })
} finally {
  await db.close()
}
