import fs from 'node:fs'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { serveWorker, workerInput, workerPush } from '../workers.ts'
import type { PgliteNotification, PgliteRequest, PgliteWorkerData } from './pglite.ts'

/**
 * The embedded database's thread (started by openPglite): PGlite runs its queries here, so a heavy
 * one never stops the server's HTTP loop. Requests arrive one at a time or, inside a transaction, from
 * its one caller (pglite.ts serialises them); answers carry rows already parsed.
 */
const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
}

/** The part of the Emscripten module the fsync patch reaches. */
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync: (stream: { nfd: number }) => void } }
}

/**
 * NODEFS as shipped has no fsync (Emscripten then answers success without touching the disk), so
 * PostgreSQL's WAL flush at commit never reached it: this one passes fsync to the OS.
 */
class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const out = await super.init(pg, opts)
    const preRun = out.emscriptenOpts.preRun as Array<(mod: EmscriptenModule) => void>
    preRun.push((mod) => {
      mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => fs.fsyncSync(stream.nfd)
    })
    return out
  }
}

/**
 * Start parameters for a durable data dir: PGlite's defaults without `-F` (fsync off), and WAL synced
 * by fsync: Emscripten's fdatasync is a no-op that never reaches the file system.
 */
const durableStartParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync']

const { dataDir, loadDataDir } = workerInput<PgliteWorkerData>()
const pglite = await PGlite.create({
  ...(dataDir ? { fs: new DurableNodeFS(dataDir), startParams: durableStartParams } : {}),
  extensions: { pg_trgm },
  parsers,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
})

const unlisteners = new Map<string, () => Promise<void>>()

async function run(req: PgliteRequest): Promise<unknown> {
  switch (req.op) {
    case 'listen':
      if (!unlisteners.has(req.channel)) {
        const channel = req.channel
        unlisteners.set(
          channel,
          await pglite.listen(channel, (payload) => workerPush({ channel, payload } satisfies PgliteNotification)),
        )
      }
      return null
    case 'unlisten':
      await unlisteners.get(req.channel)?.()
      unlisteners.delete(req.channel)
      return null
    case 'query':
      return (await pglite.query(req.sql, req.params)).rows
    case 'exec':
      await pglite.exec(req.sql)
      return null
    case 'commit': {
      const [res] = await pglite.exec('COMMIT')
      // A failed statement the caller caught leaves the transaction aborted: COMMIT then rolls back.
      if (res?.command === 'ROLLBACK')
        throw Object.assign(new Error('The transaction was rolled back after an error'), { code: '25P02' })
      return null
    }
    case 'dump': {
      const blob = await pglite.dumpDataDir('none')
      return new Uint8Array(await blob.arrayBuffer())
    }
    case 'close':
      await pglite.close()
      return null
  }
}

serveWorker(run)
