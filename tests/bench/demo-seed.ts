import { migrate } from '../../src/server/db/migrate.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'

/** The demo seed (2 × 5,000 leads) on a fresh in-memory PGlite, as `npm start` runs it on first start. */
export default async function demoSeed() {
  const db = await openPglite()
  await migrate(db)
  const started = performance.now()
  await seedDemo(db, { log: (line) => console.log(line) })
  const secs = (performance.now() - started) / 1000
  const [n] = await db.query<{ leads: number; history: number; customers: number }>(
    `select (select count(*) from leads)::int as leads, (select count(*) from lead_history)::int as history, (select count(*) from customers)::int as customers`)
  console.log(`demo seed on PGlite: ${secs.toFixed(1)} s · ${n.leads} leads, ${n.history} history rows, ${n.customers} customers · ${Math.round(n.leads / secs)} leads/s`)
  await db.close()
}
