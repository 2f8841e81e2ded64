import type { Db } from './db.ts'

/**
 * Planner statistics and vacuuming where no autovacuum runs. PGlite (the embedded engine) has none, so
 * unless something analyzes, its planner guesses: the leads report's first page took 317 ms instead of
 * under 30 on the 5,000 demo leads before the seed analyzed, and a database that grows by use (or
 * gains a column or index in a migration) drifts back there. This applies autovacuum's own rule with
 * its default thresholds, from the counts PostgreSQL keeps (pg_stat_user_tables, pg_class): analyze a
 * table never analyzed or changed by more than 50 rows + 10 % since its last analysis; vacuum one with
 * more than 50 + 20 % dead rows (so index-only scans, which the report's totals use, stay index-only).
 */
const DUE = `
  select s.relname as name,
         c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze,
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
   where s.schemaname = 'public'
     and (c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0))
   order by 1`

/** Analyzes (and vacuums) the tables that are due; answers what it did, e.g. ['analyze leads']. */
export async function maintainTables(db: Db): Promise<string[]> {
  const done: string[] = []
  for (const t of await db.query<{ name: string; analyze: boolean; vacuum: boolean }>(DUE)) {
    const op = t.vacuum ? 'vacuum (analyze)' : 'analyze'
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
