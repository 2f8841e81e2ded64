import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/db.ts'
import type { KnownDevice } from './throttle.ts'
import { hashToken, newToken } from './tokens.ts'

/**
 * Device cookies of login throttling (OWASP's "slow down online guessing attacks with device cookies"): a
 * browser that signs in successfully gets a random token in an HttpOnly cookie, and the account is added to
 * the token's accounts (table login_devices, only the token's sha256). Unforgeable like a session token and
 * checked in the database, so every server process on it agrees without a shared signing key. One browser
 * keeps one token for every account it signed in to (a shared office computer).
 */
export const LOGIN_DEVICE_COOKIE = 'login_device'
/** A device unused (no successful sign-in) this long is forgotten; the cookie lives as long. */
export const LOGIN_DEVICE_DAYS = 365
/** Sent only to the sign-in, the one request that reads it. */
const COOKIE_PATH = '/api/auth/login'
const TOKEN = /^[\w-]{20,100}$/

/** The device token the request's cookie carries, if it is one at all. */
export function deviceToken(req: FastifyRequest): string | undefined {
  const value = req.cookies?.[LOGIN_DEVICE_COOKIE]
  return value && TOKEN.test(value) ? value : undefined
}

/** The known device a login presents for an account: the cookie's token has signed in to it within the year. */
export async function knownDevice(
  db: Queryable,
  token: string | undefined,
  userId: string | undefined,
): Promise<KnownDevice | null> {
  if (!token || !userId) return null
  const tokenHash = hashToken(token)
  const [row] = await db.query(
    `select 1 from login_devices
      where token_hash = $1 and user_id = $2 and last_used_at > now() - $3::int * interval '1 day'`,
    [tokenHash, userId, LOGIN_DEVICE_DAYS],
  )
  return row ? { tokenHash, userId } : null
}

/**
 * After a successful sign-in: the browser's token (kept when the database knows it, else a new one) now
 * stands for this account too, and the cookie is set again for another year.
 */
export async function rememberDevice(db: Queryable, req: FastifyRequest, reply: FastifyReply, userId: string) {
  const presented = deviceToken(req)
  const known =
    presented &&
    (await db.query('select 1 from login_devices where token_hash = $1 limit 1', [hashToken(presented)])).length > 0
  const token = known ? presented : newToken()
  await db.query(
    `insert into login_devices (token_hash, user_id) values ($1, $2)
     on conflict (token_hash, user_id) do update set last_used_at = now()`,
    [hashToken(token), userId],
  )
  await db.query(`delete from login_devices where last_used_at <= now() - $1::int * interval '1 day'`, [
    LOGIN_DEVICE_DAYS,
  ])
  reply.setCookie(LOGIN_DEVICE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: LOGIN_DEVICE_DAYS * 24 * 3600,
  })
}
