import crypto from 'node:crypto'
import type { Db } from '../db/db.ts'
import { HttpError } from './errors.ts'
import { i18n, t } from '../../domain/i18n/index.ts'

/** Exports one user may run at once, across all server processes. */
export const EXPORTS_PER_USER = 2
/** A slot without a heartbeat for this long is free again: a process that dies frees its slots by itself. */
const SLOT_TTL_SECONDS = 120
const HEARTBEAT_MS = 30_000

export const TOO_MANY_EXPORTS = i18n.t('errors.tooManyExports', { lng: 'en', n: EXPORTS_PER_USER })

/**
 * Takes one of the user's export slots, or answers 429 when all are taken. A slot is a row in the
 * database (so the limit holds across server processes) kept alive by a heartbeat until the returned
 * release is called (idempotent).
 */
export async function takeExportSlot(db: Db, userId: string): Promise<() => Promise<void>> {
  const id = crypto.randomUUID()
  const taken = await db.tx(async (q) => {
    // Takers for one user queue on this lock, so two of them cannot both see the last free slot.
    await q.query(`select pg_advisory_xact_lock(hashtext('export_slots'), hashtext($1))`, [userId])
    await q.query('delete from export_slots where user_id = $1 and expires_at <= now()', [userId])
    const [{ n }] = await q.query<{ n: number }>('select count(*)::int as n from export_slots where user_id = $1', [
      userId,
    ])
    if (n >= EXPORTS_PER_USER) return false
    await q.query(
      'insert into export_slots (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))',
      [id, userId, SLOT_TTL_SECONDS],
    )
    return true
  })
  if (!taken) throw new HttpError(429, t('errors.tooManyExports', { n: EXPORTS_PER_USER }))
  // A failed beat (database unreachable) only lets the slot expire sooner.
  const beat = setInterval(() => {
    db.query('update export_slots set expires_at = now() + make_interval(secs => $2) where id = $1', [
      id,
      SLOT_TTL_SECONDS,
    ]).catch(() => {})
  }, HEARTBEAT_MS).unref()
  let released: Promise<void> | undefined
  return () => {
    clearInterval(beat)
    released ??= db.query('delete from export_slots where id = $1', [id]).then(() => {})
    return released
  }
}
