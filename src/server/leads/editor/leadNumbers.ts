import type { Db } from '../../db/db.ts'
import { runAs } from '../../audit/actor.ts'
import { nextCounter } from '../../resources/index.ts'

interface Waiter {
  resolve(n: number): void
  reject(err: unknown): void
}

/** Per database and asset: the creates waiting for the next reservation; absent when none is under way. */
const queues = new WeakMap<Db, Map<string, Waiter[]>>()

/**
 * The next readable lead number (leadID) of the asset, reserved in its own short statement before the
 * lead's transaction begins. Taken inside it, the asset's counter row stayed locked until that
 * transaction committed, so every create in the asset waited for the one before (and, with round robin,
 * could deadlock). Creates that ask while a reservation is under way share the next one: one statement
 * and one commit number them all, so the counter row is held once per batch, not once per lead.
 * The price: a create that fails after this (a missing record, a replayed Idempotency-Key) leaves its
 * number unused, so readable numbers may have gaps. The numbers themselves stay unique across server
 * processes: each batch is reserved in the database.
 */
export function takeLeadNumber(db: Db, assetId: string): Promise<number> {
  const assets = queues.get(db) ?? new Map<string, Waiter[]>()
  queues.set(db, assets)
  return new Promise((resolve, reject) => {
    const waiting = assets.get(assetId)
    if (waiting) return void waiting.push({ resolve, reject })
    assets.set(assetId, [])
    void reserve(db, assetId, [{ resolve, reject }], assets)
  })
}

/** Reserves numbers for `batch`, then for the creates that queued meanwhile, until none is waiting. */
async function reserve(db: Db, assetId: string, batch: Waiter[], assets: Map<string, Waiter[]>) {
  while (batch.length) {
    try {
      // As the server: the counter is no change to log, so the statement needs no transaction naming the user
      // (one round trip, not BEGIN, upsert, COMMIT).
      const last = await runAs(null, () => nextCounter(db, assetId, 'leadID', 'leads', 'lead_id', batch.length))
      for (const [i, w] of batch.entries()) w.resolve(last - batch.length + 1 + i)
    } catch (err) {
      for (const w of batch) w.reject(err)
    }
    batch = assets.get(assetId)!
    assets.set(assetId, [])
  }
  assets.delete(assetId)
}
