import type { Db, Queryable } from '../../../src/server/db/db.ts'

/** One statement a request ran: its text, parameters and when it ran (ms, performance.now()). */
export interface Statement {
  sql: string
  params: unknown[]
  start: number
  end: number
}

/**
 * The server's database with every statement recorded while `recording` is on. The bench sends one
 * request at a time, so what is recorded between two marks is that request's work.
 */
export function recordingDb(db: Db): Db & { log: Statement[]; recording: boolean } {
  const self = {
    log: [] as Statement[],
    recording: false,
    engine: db.engine,
    query: <T>(sql: string, params?: unknown[]) => timed(db, sql, params) as Promise<T[]>,
    tx: <T>(fn: (q: Queryable) => Promise<T>) =>
      db.tx((q) => fn({ query: <R>(sql: string, params?: unknown[]) => timed(q, sql, params) as Promise<R[]> })),
    exec: (sql: string) => db.exec(sql),
    ping: () => db.ping(),
    listen: (...args: Parameters<Db['listen']>) => db.listen(...args),
    close: () => db.close(),
  }
  const timed = async (q: Queryable, sql: string, params: unknown[] = []) => {
    const start = performance.now()
    const rows = await q.query(sql, params)
    if (self.recording) self.log.push({ sql, params, start, end: performance.now() })
    return rows
  }
  return self
}

/**
 * The statements in the order the request could run them: a statement that started before every
 * statement of the current wave had ended ran beside them (Promise.all on the pool); one that started
 * later waited for the wave (a round trip in sequence).
 */
export function waves(log: Statement[]): Statement[][] {
  const out: Statement[][] = []
  for (const s of [...log].sort((a, b) => a.start - b.start)) {
    const wave = out.at(-1)
    if (wave && s.start < Math.max(...wave.map((w) => w.end))) wave.push(s)
    else out.push([s])
  }
  return out
}

/** The request's statements run straight on the database, wave after wave as the request ran them: ms. */
export async function replay(db: Queryable, log: Statement[]): Promise<number> {
  const t0 = performance.now()
  for (const wave of waves(log)) await Promise.all(wave.map((s) => db.query(s.sql, s.params)))
  return performance.now() - t0
}

/** Tables whose sequential scan is a bug at their scale (a million leads, 125,000 customers, 100,000 listings). */
const BIG_TABLES = new Set(['leads', 'customers', 'listings'])
/** Below this many rows a sequential scan is the planner's right choice, not a finding. */
const BIG_ROWS = 10_000

/** The big tables a statement's plan reads with a sequential scan (EXPLAIN, not run). */
export async function seqScans(db: Queryable, s: Statement): Promise<string[]> {
  if (!/^\s*(select|with)\b/i.test(s.sql)) return []
  const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${s.sql}`, s.params)
  const found = new Set<string>()
  const walk = (n: PlanNode) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] && BIG_TABLES.has(n['Relation Name']))
      found.add(n['Relation Name'])
    for (const c of n.Plans ?? []) walk(c)
  }
  walk(row['QUERY PLAN'][0].Plan)
  if (!found.size) return []
  const sizes = await db.query<{ t: string; n: number }>(
    'select relname as t, reltuples::bigint as n from pg_class where relname = any($1) and relkind = $2',
    [[...found], 'r'],
  )
  return sizes.filter((r) => Number(r.n) > BIG_ROWS).map((r) => r.t)
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
const ms = (x: number) => x.toFixed(1).padStart(7)

/**
 * A request's SQL beside its API time, as one printed column group: its statements replayed n times
 * (p50 p95), API/SQL at p50, how many statements in how many waves, and the big tables its plans scan.
 */
export async function sqlColumns(db: Queryable, log: Statement[], api: number[], n: number): Promise<string> {
  const sql: number[] = []
  for (let i = 0; i < n; i++) sql.push(await replay(db, log))
  const scans = new Set<string>()
  for (const s of new Map(log.map((s) => [s.sql, s])).values()) for (const t of await seqScans(db, s)) scans.add(t)
  return (
    `API ${ms(percentile(api, 50))} ${ms(percentile(api, 95))}   SQL ${ms(percentile(sql, 50))} ${ms(percentile(sql, 95))}` +
    `   ${(percentile(api, 50) / percentile(sql, 50)).toFixed(1).padStart(4)}x   ${String(log.length).padStart(2)} stmts in ${String(waves(log).length).padStart(2)} waves` +
    (scans.size ? `   SEQ SCAN of ${[...scans].join(', ')}` : '')
  )
}
