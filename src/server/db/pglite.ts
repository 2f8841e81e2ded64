import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Db, Queryable } from './db.ts'

const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
}

/** Opens (or creates) the embedded database. dataDir undefined = in memory; loadDataDir restores a dump. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    parsers,
    loadDataDir: opts.loadDataDir,
  })
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query(sql, params) {
      const res = await q.query(sql, params as any[])
      return res.rows as any[]
    },
  })
  return {
    engine: 'pglite',
    pglite,
    ...wrap(pglite),
    tx: (fn) => pglite.transaction((t) => fn(wrap(t))),
    exec: async (sql) => {
      await pglite.exec(sql)
    },
    close: () => pglite.close(),
  }
}
