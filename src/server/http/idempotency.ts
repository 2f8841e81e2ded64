import crypto from 'node:crypto'
import { z } from 'zod'
import type { Queryable } from '../db/db.ts'
import { HttpError, parseOr400 } from './errors.ts'
import { t } from '../../domain/i18n/index.ts'

/** How long a key is remembered: a client retries within minutes; a day covers a long outage. */
export const IDEMPOTENCY_TTL_HOURS = 24
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

// What a client sends: a value it generates once per intended write, such as a UUID.
const keySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters, such as a UUID')

/** The request's Idempotency-Key, or undefined without one; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER.toLowerCase()]
  return raw === undefined ? undefined : parseOr400(keySchema, raw, IDEMPOTENCY_HEADER)
}

export interface IdempotencyScope {
  userId: string
  assetId: string
  key: string
}

/**
 * Claims the key inside the create's transaction. Returns null when this request is the key's first
 * (the caller then creates and calls rememberAnswer in the same transaction), or the answer the first
 * one committed. A concurrent request with the key waits on the claimed row until the first commits
 * (then gets its answer) or rolls back (then claims the key itself). The same key with a different
 * request is a 422.
 */
export async function claimIdempotencyKey(
  q: Queryable,
  s: IdempotencyScope,
  request: unknown,
  what: 'lead',
): Promise<string | null> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex')
  await q.query(`delete from idempotency_keys where user_id = $1 and created_at < now() - make_interval(hours => $2)`, [
    s.userId,
    IDEMPOTENCY_TTL_HOURS,
  ])
  const claimed = await q.query(
    `insert into idempotency_keys (user_id, asset_id, key, request_hash) values ($1, $2, $3, $4) on conflict do nothing returning key`,
    [s.userId, s.assetId, s.key, hash],
  )
  if (claimed.length) return null
  const [prior] = await q.query<{ request_hash: string; answer: string }>(
    'select request_hash, answer from idempotency_keys where user_id = $1 and asset_id = $2 and key = $3',
    [s.userId, s.assetId, s.key],
  )
  // Only a row whose first request is still deciding (it expired and was claimed again meanwhile) is missing.
  if (!prior) throw new HttpError(409, t('errors.idempotency.inProgress', { header: IDEMPOTENCY_HEADER }))
  if (prior.request_hash !== hash) {
    const message = t(`errors.idempotency.${what}.used`, { header: IDEMPOTENCY_HEADER })
    throw new HttpError(422, message, [{ path: IDEMPOTENCY_HEADER, message: t(`errors.idempotency.${what}.field`) }])
  }
  return prior.answer
}

/** Stores the answer of the request that claimed the key, in its transaction. */
export async function rememberAnswer(q: Queryable, s: IdempotencyScope, answer: string): Promise<void> {
  await q.query('update idempotency_keys set answer = $4 where user_id = $1 and asset_id = $2 and key = $3', [
    s.userId,
    s.assetId,
    s.key,
    answer,
  ])
}
