import { Worker } from 'node:worker_threads'
import type { Db, Queryable } from './db.ts'

export interface PgliteWorkerData {
  dataDir?: string
  loadDataDir?: Uint8Array<ArrayBuffer>
}
type PgliteCall = { op: 'query'; sql: string; params?: unknown[] } | { op: 'exec'; sql: string } | { op: 'commit' | 'dump' | 'close' }
export type PgliteRequest = PgliteCall & { id: number }
export type PgliteResponse = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: Record<string, unknown> })

/** One caller at a time: PGlite has one connection, and an open transaction owns it until it ends. */
class Serial {
  private tail: Promise<unknown> = Promise.resolve()
  run<T>(fn: () => Promise<T>): Promise<T> {
    const out = this.tail.then(fn)
    this.tail = out.catch(() => {})
    return out
  }
}

const bootFile = new URL('./pgliteWorkerBoot.mjs', import.meta.url)
const workerEntry = new URL('./pgliteWorker.ts', import.meta.url).href

/**
 * Opens (or creates) the embedded database in its own thread (pgliteWorker.ts), so the HTTP loop keeps
 * answering while PGlite works. dataDir undefined = in memory; loadDataDir restores a dump.
 */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const workerData: PgliteWorkerData = { dataDir: opts.dataDir, loadDataDir: opts.loadDataDir && new Uint8Array(await opts.loadDataDir.arrayBuffer()) }
  const worker = new Worker(bootFile, { workerData: { ...workerData, entry: workerEntry } })
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; stack?: string }>()
  let nextId = 1
  let failure: Error | undefined

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  worker.on('message', (res: PgliteResponse) => {
    const p = pending.get(res.id)
    if (!p) return
    pending.delete(res.id)
    if (!pending.size) worker.unref() // an idle database does not keep the process alive
    if (res.ok) p.resolve(res.value)
    else p.reject(Object.assign(new Error(String(res.error.message)), res.error, { stack: `${res.error.name}: ${res.error.message}${p.stack ?? ''}` }))
  })
  const fail = (e: Error) => {
    failure ??= e
    for (const p of pending.values()) p.reject(failure)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)))
  await ready

  const call = (req: PgliteCall): Promise<any> => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise((resolve, reject) => {
      // The caller's stack, so an error points at the query that failed rather than at this thread's port.
      pending.set(id, { resolve, reject, stack: new Error().stack?.replace(/^[^\n]*/, '') })
      worker.ref()
      worker.postMessage({ ...req, id } satisfies PgliteRequest)
    })
  }
  const serial = new Serial()
  const query: Queryable['query'] = (sql, params) => serial.run(() => call({ op: 'query', sql, params }))

  return {
    engine: 'pglite',
    query,
    tx: (fn) =>
      serial.run(async () => {
        let open = true
        const q: Queryable = {
          query: (sql, params) => (open ? call({ op: 'query', sql, params }) : Promise.reject(new Error('Transaction is closed'))),
        }
        await call({ op: 'exec', sql: 'BEGIN' })
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
      if (failure) throw failure
    },
    dumpDataDir: () => serial.run(async () => new Blob([await call({ op: 'dump' })])),
    close: () =>
      serial.run(async () => {
        if (!failure) await call({ op: 'close' })
        await worker.terminate()
      }),
  }
}
