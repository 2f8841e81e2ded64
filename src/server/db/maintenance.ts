import type { Db } from './db.ts'

/**
 * Planner statistics and vacuuming where no autovacuum runs. PGlite (the embedded engine) has none, so
 * unless something analyzes, its planner guesses: the leads report's first page took 317 ms instead of
 * under 30 on the 5,000 demo leads before the seed analyzed, and a database that grows by use (or
 * gains a column or index in a migration) drifts back there. This applies autovacuum's own rule with
 * its default thresholds, from the counts PostgreSQL keeps (pg_stat_user_tables, pg_class): analyze a
 * table never analyzed or changed by more than 50 rows + 10 % since its last analysis; vacuum one with
 * more than 50 + 20 % dead rows, or 1,000 + 20 % rows inserted since its last vacuum (which marks pages
 * all-visible, so index-only scans, which the report's totals use, read no table pages).
 */
const DUE = `
  select name, analyze_due, vacuum_due from (
    select s.relname as name,
           c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze_due,
           s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum_due
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public') t
   where analyze_due or vacuum_due
   order by 1`

/** Analyzes (and vacuums) the tables that are due; answers what it did, e.g. ['analyze leads']. */
export async function maintainTables(db: Db): Promise<string[]> {
  const done: string[] = []
  // The counts reach the shared statistics when a session reports them (at most once a second): make
  // this one report at the end of this statement, so the next reads them.
  await db.query('select pg_stat_force_next_flush()')
  for (const t of await db.query<{ name: string; vacuum_due: boolean }>(DUE)) {
    const op = t.vacuum_due ? 'vacuum (analyze)' : 'analyze'
    await db.exec(`${op} "${t.name.replace(/"/g, '""')}"`)
    done.push(`${op} ${t.name}`)
  }
  return done
}

/** How often the embedded database is checked for due tables. */
export const MAINTENANCE_INTERVAL_MS = 60_000

/**
 * The embedded database's stand-in for autovacuum: checks at once (a start after migrations or on a
 * database never analyzed), then every MAINTENANCE_INTERVAL_MS. PostgreSQL servers run their own
 * autovacuum, so there this does nothing. Answers a stop function.
 */
export function startMaintenance(db: Db, onError: (err: unknown) => void): () => void {
  if (db.engine !== 'pglite') return () => {}
  let running: Promise<unknown> = Promise.resolve()
  const run = () => (running = running.then(() => maintainTables(db)).catch(onError))
  run()
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
