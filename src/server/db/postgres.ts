import pg from 'pg'
import { beginSql, needsTx } from '../audit/actor.ts'
import type { Db, Queryable } from './db.ts'
import { preparedName } from './prepared.ts'

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))

export async function openPostgres(url: string, max = 10): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max })
  await pool.query('select 1')
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const name = preparedName(sql)
      const res = await (name ? c.query({ name, text: sql, values: params }) : c.query(sql, params))
      return res.rows
    },
  })
  const db: Db & { pool: pg.Pool } = {
    engine: 'pg',
    pool,
    // a request's write runs in a transaction that names its user for the activity log
    query: (sql, params) => (needsTx(sql) ? db.tx((q) => q.query(sql, params)) : wrap(pool).query(sql, params)),
    async tx(fn) {
      const client = await pool.connect()
      try {
        await client.query(beginSql())
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
    listen: (channel, receive, reconnected) => listenPostgres(url, channel, receive, reconnected),
    close: () => pool.end(),
  }
  return db
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to others), so
 * each listener holds one client; a lost one is replaced (every 1 s until it connects), then `reconnected`
 * tells the caller that notifications may have been missed meanwhile.
 */
async function listenPostgres(
  url: string,
  channel: string,
  receive: (payload: string) => void,
  reconnected?: () => void,
) {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url })
    c.on('notification', (n) => {
      if (n.channel === channel) receive(n.payload ?? '')
    })
    c.on('error', () => {
      if (client !== c) return
      client = null
      void c.end().catch(() => {})
      if (!stopped) retry = setTimeout(reconnect, 1000)
    })
    await c.connect()
    await c.query(`listen ${pg.escapeIdentifier(channel)}`)
    if (stopped) {
      await c.end()
      return
    }
    client = c
  }
  const reconnect = () => {
    connect().then(
      () => reconnected?.(),
      () => {
        if (!stopped) retry = setTimeout(reconnect, 1000)
      },
    )
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const c = client
    client = null
    await c?.end().catch(() => {})
  }
}
