import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../db/db.ts'
import { HttpError } from '../http/errors.ts'
import { hashToken } from './tokens.ts'
import { t } from '../../domain/i18n/index.ts'

/** At most `max` hits per key within a fixed window of `timeWindow` ms that starts at the window's first hit. */
export interface Limit {
  max: number
  timeWindow: number
}

/**
 * Login throttling (documented in docs/api.md "Sign-in and sessions"), after OWASP's device cookies: only failed
 * attempts count, and a block answers 429 until its window ends.
 * - A browser that signed in to the account before (a valid device cookie for it, loginDevices.ts) is a
 *   known device: its failures are counted for that device and account alone (`perDevice`), so nobody
 *   else's failures, from any address, lock it out.
 * - Any other attempt comes from an unknown device: 5 failures for one e-mail from one address within
 *   1 minute (`perEmail`), 20 for one e-mail from all unknown devices within 15 minutes (`perAccount`), or
 *   30 from one address over any e-mails within 15 minutes (`perAddress`) block unknown devices there.
 */
export const LOGIN_LIMITS = {
  perDevice: { max: 5, timeWindow: 60_000 },
  perEmail: { max: 5, timeWindow: 60_000 },
  perAccount: { max: 20, timeWindow: 15 * 60_000 },
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
} as const satisfies Record<string, Limit>

/** Forgot-password requests (every request counts): 5 per e-mail and address, 20 per address, per 15 minutes. */
export const RESET_REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const satisfies Limit
export const RESET_ADDRESS_LIMIT = { max: 20, timeWindow: 15 * 60_000 } as const satisfies Limit

/** Customer login-link redemptions (every attempt counts): 20 per address per minute. */
export const LOGIN_LINK_LIMIT = { max: 20, timeWindow: 60_000 } as const satisfies Limit

export function retryIn(ms: number): string {
  return t('errors.auth.minutes', { count: Math.max(1, Math.ceil(ms / 60_000)) })
}

const tooManyLogins = (retryMs: number) =>
  new HttpError(429, t('errors.auth.tooManyLogins', { wait: retryIn(retryMs) }))
const tooManyResets = (retryMs: number) =>
  new HttpError(429, t('errors.auth.tooManyResets', { wait: retryIn(retryMs) }))
const tooManyLoginLinks = (retryMs: number) =>
  new HttpError(429, t('errors.auth.tooManyLoginLinks', { wait: retryIn(retryMs) }))

/** Hits taken from counters; `release` gives them back (e.g. a login that turned out not to fail). */
export interface Reservation {
  release(): Promise<void>
}

interface Taken {
  key: string
  /** The window the hit was counted in, as the database wrote it (full precision, unlike a JS Date). */
  resetsAt: string
}

/**
 * Takes one hit from each counter, in order, or none: a counter that is used up releases the hits already
 * taken and throws `tooMany` with the time until its window ends. The counters live in the `throttles`
 * table, so every server process and a restarted one see the same counts, and each hit is one
 * `insert … on conflict do update … where hits < max` that counts only below the limit: concurrent
 * requests cannot all pass a check before any of them is counted.
 */
export async function reserve(
  db: Queryable,
  counters: { key: string; limit: Limit }[],
  tooMany: (retryMs: number) => HttpError,
): Promise<Reservation> {
  const taken: Taken[] = []
  const release = () => releaseAll(db, taken)
  for (const { key, limit } of counters) {
    const hashed = hashToken(key) // the table holds no e-mails or addresses
    const [row] = await db.query<{ hits: number; resets_at: string }>(
      `insert into throttles as t (key, hits, resets_at) values ($1, 1, now() + $2::int * interval '1 millisecond')
       on conflict (key) do update
         set hits = case when t.resets_at <= now() then 1 else t.hits + 1 end,
             resets_at = case when t.resets_at <= now() then excluded.resets_at else t.resets_at end
         where t.resets_at <= now() or t.hits < $3
       returning hits, resets_at::text`,
      [hashed, limit.timeWindow, limit.max],
    )
    if (!row) {
      await release()
      const [held] = await db.query<{ ms: number }>(
        `select greatest(0, extract(epoch from resets_at - now()) * 1000)::float8 as ms from throttles where key = $1`,
        [hashed],
      )
      throw tooMany(held?.ms ?? limit.timeWindow)
    }
    taken.push({ key: hashed, resetsAt: row.resets_at })
    // A new window: the moment to drop the windows that have ended (indexed, usually none).
    if (row.hits === 1) await db.query('delete from throttles where resets_at <= now()')
  }
  return { release }
}

async function releaseAll(db: Queryable, taken: Taken[]) {
  // Only within the same window: a window that ended and restarted keeps its own count.
  for (const { key, resetsAt } of taken.splice(0)) {
    await db.query('update throttles set hits = hits - 1 where key = $1 and resets_at = $2::timestamptz and hits > 0', [
      key,
      resetsAt,
    ])
  }
}

const addressOf = (req: FastifyRequest) => req.ip

/** A known device of the account a login names: its cookie token's hash and the account. */
export interface KnownDevice {
  tokenHash: string
  userId: string
}

/**
 * Login attempts: the failure budget is reserved before the password is checked and released if it was
 * right. A known device spends its own budget only; an unknown one the e-mail's and the address's.
 */
export const reserveLogin = (db: Queryable, req: FastifyRequest, email: string, device: KnownDevice | null) => {
  const account = email.trim().toLowerCase()
  return reserve(
    db,
    device
      ? [{ key: `login-device:${device.tokenHash}|${device.userId}`, limit: LOGIN_LIMITS.perDevice }]
      : [
          { key: `login:${account}|${addressOf(req)}`, limit: LOGIN_LIMITS.perEmail },
          { key: `login-unknown:${account}`, limit: LOGIN_LIMITS.perAccount },
          { key: `login:${addressOf(req)}`, limit: LOGIN_LIMITS.perAddress },
        ],
    tooManyLogins,
  )
}

/** Forgot-password requests: every request counts. */
export const countResetRequest = (db: Queryable, req: FastifyRequest, email: string) =>
  reserve(
    db,
    [
      { key: `forgot:${email.trim().toLowerCase()}|${addressOf(req)}`, limit: RESET_REQUEST_LIMIT },
      { key: `forgot:${addressOf(req)}`, limit: RESET_ADDRESS_LIMIT },
    ],
    tooManyResets,
  )

/** Customer login-link redemptions: every attempt counts. */
export const countLoginLinkRedemption = (db: Queryable, req: FastifyRequest) =>
  reserve(db, [{ key: `login-link:${addressOf(req)}`, limit: LOGIN_LINK_LIMIT }], tooManyLoginLinks)
