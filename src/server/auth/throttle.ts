import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../http/errors.ts'

/**
 * Login throttling (documented in README Configuration). Only failed attempts count:
 * 5 failures for one e-mail from one address within 1 minute, or 30 failures from one address
 * (any e-mails) within 15 minutes, block further attempts until the window ends. A block answers 429.
 */
export const LOGIN_LIMITS = {
  perEmail: { max: 5, timeWindow: 60_000 },
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
} as const

/** Forgot-password requests per e-mail and address (every request counts): 5 per 15 minutes. */
export const RESET_REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const

export const bodyEmail = (req: FastifyRequest) => String((req.body as { email?: unknown } | null)?.email ?? '').trim().toLowerCase()

export function retryIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

export const tooManyLogins = (ttlMs: number) => new HttpError(429, `Too many login attempts. Please try again in ${retryIn(ttlMs)}.`)

/** The two failure counters of the login route, kept in @fastify/rate-limit's store. */
export function loginThrottle(app: FastifyInstance) {
  const limiters = [
    app.createRateLimit({ ...LOGIN_LIMITS.perEmail, keyGenerator: (req) => `login:${bodyEmail(req)}|${req.ip}` }),
    app.createRateLimit({ ...LOGIN_LIMITS.perAddress, keyGenerator: (req) => `login:${req.ip}` }),
  ]
  return {
    /** Throws 429 while either counter is used up. */
    async check(req: FastifyRequest) {
      for (const limiter of limiters) {
        const r = await limiter(req, { increment: false })
        if (!r.isAllowed && r.remaining === 0) throw tooManyLogins(r.ttl)
      }
    },
    async recordFailure(req: FastifyRequest) {
      for (const limiter of limiters) await limiter(req)
    },
  }
}
