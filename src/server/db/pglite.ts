import { beginSql, needsTx } from '../audit/actor.ts'
import { startWorker } from '../workers.ts'
import type { Db, Queryable } from './db.ts'

export interface PgliteWorkerData {
  dataDir?: string
  loadDataDir?: Uint8Array<ArrayBuffer>
}
export type PgliteRequest =
  | { op: 'query'; sql: string; params?: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'commit' | 'dump' | 'close' }
/** A notification the worker pushes (workerPush) to the main thread. */
export interface PgliteNotification {
  channel: string
  payload: string
}

/** One caller at a time: PGlite has one connection, and an open transaction owns it until it ends. */
class Serial {
  private tail: Promise<unknown> = Promise.resolve()
  run<T>(fn: () => Promise<T>): Promise<T> {
    const out = this.tail.then(fn)
    this.tail = out.catch(() => {})
    return out
  }
}

/**
 * Opens (or creates) the embedded database in its own thread (pgliteWorker.ts), so the HTTP loop keeps
 * answering while PGlite works. dataDir undefined = in memory; loadDataDir restores a dump.
 */
export async function openPglite(
  opts: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const data: PgliteWorkerData = {
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir && new Uint8Array(await opts.loadDataDir.arrayBuffer()),
  }
  const worker = startWorker<PgliteRequest>(new URL('./pgliteWorker.ts', import.meta.url), data)
  await worker.ready
  const serial = new Serial()
  const call = worker.call
  const receivers = new Map<string, (payload: string) => void>()
  worker.onPush((n: PgliteNotification) => receivers.get(n.channel)?.(n.payload))

  const db: Db & { dumpDataDir(): Promise<Blob> } = {
    engine: 'pglite',
    // a request's write runs in a transaction that names its user for the activity log
    query: (sql, params) =>
      needsTx(sql) ? db.tx((q) => q.query(sql, params)) : serial.run(() => call({ op: 'query', sql, params })),
    tx: (fn) =>
      serial.run(async () => {
        let open = true
        const q: Queryable = {
          query: (sql, params) =>
            open ? call({ op: 'query', sql, params }) : Promise.reject(new Error('Transaction is closed')),
        }
        await call({ op: 'exec', sql: beginSql() })
        try {
          const out = await fn(q)
          open = false
          await call({ op: 'commit' })
          return out
        } catch (e) {
          if (open) {
            open = false
            await call({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {})
          }
          throw e
        }
      }),
    exec: (sql) => serial.run(() => call({ op: 'exec', sql })),
    ping: async () => {
      const failure = worker.failure()
      if (failure) throw failure
    },
    // One connection: its own NOTIFYs come back to it at their COMMIT, and it never loses the LISTEN.
    listen: async (channel, receive) => {
      receivers.set(channel, receive)
      await serial.run(() => call({ op: 'listen', channel }))
      return async () => {
        receivers.delete(channel)
        if (!worker.failure()) await serial.run(() => call({ op: 'unlisten', channel }))
      }
    },
    dumpDataDir: () => serial.run(async () => new Blob([await call({ op: 'dump' })])),
    close: () =>
      serial.run(async () => {
        if (!worker.failure()) await call({ op: 'close' })
        await worker.terminate()
      }),
  }
  return db
}
