import fs from 'node:fs'
import os from 'node:os'
import { migrate } from '../../src/server/db/migrate.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { DiskStore } from '../../src/server/storage/files.ts'

/** The demo seed (2 × 5,000 leads) on a fresh in-memory PGlite, as `npm start` runs it on first start. */
export default async function demoSeed() {
  const db = await openPglite()
  await migrate(db)
  const started = performance.now()
  // with its pictures stored, as npm start stores them
  const store = new DiskStore(fs.mkdtempSync(`${os.tmpdir()}/demo-seed-storage-`))
  await seedDemo(db, { log: (line) => console.log(line), store })
  const secs = (performance.now() - started) / 1000
  const [n] = await db.query<{ leads: number; history: number; customers: number }>(
    `select (select count(*) from leads)::int as leads, (select count(*) from lead_history)::int as history, (select count(*) from customers)::int as customers`,
  )
  console.log(
    `demo seed on PGlite: ${secs.toFixed(1)} s · ${n.leads} leads, ${n.history} history rows, ${n.customers} customers · ${Math.round(n.leads / secs)} leads/s · load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  )
  fs.rmSync(store.root, { recursive: true, force: true })
  await db.close()
}
