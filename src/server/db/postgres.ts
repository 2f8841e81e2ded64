import pg from 'pg'
import type { Db, Queryable } from './db.ts'

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

export async function openPostgres(url: string, max = 10): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max })
  await pool.query('select 1')
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const res = await c.query(sql, params as any[])
      return res.rows
    },
  })
  return {
    engine: 'pg',
    pool,
    ...wrap(pool),
    async tx(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const out = await fn(wrap(client))
        await client.query('commit')
        return out
      } catch (e) {
        await client.query('rollback').catch(() => {})
        throw e
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}
