import { openPglite } from '../../../src/server/db/pglite.ts'

/** Commits rows 1, 2, 3… into DIR's embedded database one by one, printing `acked N` after each commit, until killed. */
const db = await openPglite({ dataDir: process.argv[2] })
await db.exec('create table if not exists probe (id int primary key, at timestamptz not null default now())')
for (let i = 1; ; i++) {
  await db.tx((q) => q.query('insert into probe (id) values ($1)', [i]))
  process.stdout.write(`acked ${i}\n`)
}
