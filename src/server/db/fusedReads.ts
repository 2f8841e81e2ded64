import type { DbRow, Queryable } from './db.ts'
import { prepared } from './prepared.ts'

interface Pending {
  sql: string
  params: unknown[]
  resolve(rows: unknown[]): void
  reject(err: unknown): void
}

/**
 * A Queryable for independent reads asked at once (e.g. under one Promise.all): every query asked of it in
 * the same turn of the event loop goes to the database as ONE statement, each read a subquery aggregated to
 * a JSON array, its parameters renumbered. Under load each statement costs a socket write and read on
 * both sides plus a pooled connection; a lead create asked five such reads before its transaction.
 * Rows therefore arrive as JSON values: use it only for reads whose callers take numbers, text, booleans
 * and JSON (timestamps would come back as text, bigint as numbers). One failing read fails them all.
 * The combined statement is prepared (planning it cost more than running it), so the reads' texts must be
 * fixed ones, as a hot path's are, not built from values.
 */
export function fusedReads(q: Queryable): Queryable {
  let pending: Pending[] = []
  const flush = async () => {
    const batch = pending
    pending = []
    if (batch.length === 1) return q.query(batch[0].sql, batch[0].params).then(batch[0].resolve, batch[0].reject)
    const params: unknown[] = []
    const reads = batch.map((b, i) => {
      const offset = params.length
      params.push(...b.params)
      const sql = b.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)
      return `(select coalesce(json_agg(x), '[]') from (${sql}) x) as r${i}`
    })
    try {
      const [row] = await q.query<Record<string, DbRow[]>>(prepared(`select ${reads.join(', ')}`), params)
      for (const [i, b] of batch.entries()) b.resolve(row[`r${i}`])
    } catch (err) {
      for (const b of batch) b.reject(err)
    }
  }
  return {
    query: (sql, params = []) =>
      new Promise((resolve, reject) => {
        if (!pending.length) queueMicrotask(() => void flush())
        // each read resolves with its own rows, of the type its caller asked for
        pending.push({ sql, params, resolve: resolve as Pending['resolve'], reject })
      }),
  }
}
