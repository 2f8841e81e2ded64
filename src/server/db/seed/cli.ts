import { loadConfig } from '../../config.ts'
import { migrate } from '../migrate.ts'
import { openDb } from '../open.ts'
import { isEmpty, seedDemo } from './demo.ts'

/** `npm run seed [-- --leads N]`: seeds the demo agency on an empty database. */
const args = process.argv.slice(2)
const leadsArg = args.indexOf('--leads')
const leads = leadsArg >= 0 ? Number(args[leadsArg + 1]) : undefined
const db = await openDb(loadConfig())
await migrate(db)
if (await isEmpty(db)) await seedDemo(db, { leadsPerAsset: leads })
else console.log('Database is not empty: demo data not seeded')
await db.close()
