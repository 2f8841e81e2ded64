import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hasAccess, hasSuperAccess } from '../../domain/permissions.ts'
import type { Profile } from '../../domain/profile.ts'
import { hashToken } from '../auth/tokens.ts'
import { loadProfile } from '../auth/profile.ts'
import type { Db } from '../db/db.ts'
import { HttpError, forbidden } from './errors.ts'

/**
 * What a route requires, declared on the route as `config: { access }`. Every /api route is
 * login-only unless it says `public: true`; `permissions` uses the same rule as the web (hasAccess).
 * `asset: false` lets a route run without an active asset (profile, asset switching).
 */
export interface Access {
  public?: boolean
  permissions?: string[]
  strict?: boolean
  superOnly?: boolean
  asset?: boolean
}

export interface AuthContext {
  userId: string
  sessionId: string
  profile: Profile
  isSuper: boolean
  /** The active asset: every tenant read and write is limited to it. */
  assetId: string
  can(required: string[] | string, strict?: boolean): boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** The caller's context; routes behind login can rely on it (the hook answered 401 otherwise). */
export function auth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new HttpError(401, 'Unauthorized')
  return req.auth
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || null
  return null
}

export function installAccess(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null)
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return
    const access: Access = req.routeOptions.config?.access ?? {}
    const token = bearerToken(req)
    if (token) {
      const [s] = await db.query(
        `select s.id, s.user_id from sessions s where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
        [hashToken(token)],
      )
      const profile = s ? await loadProfile(db, s.user_id) : null
      if (s && profile) {
        req.auth = {
          userId: profile._id,
          sessionId: s.id,
          profile,
          isSuper: hasSuperAccess(profile),
          assetId: profile.activeAsset?._id ?? '',
          can: (required, strict) => hasAccess(profile, required, { strict }),
        }
      }
    }
    if (access.public) return
    if (!req.auth) throw new HttpError(401, 'Unauthorized')
    if (access.superOnly && !req.auth.isSuper) throw forbidden()
    if (access.permissions && !hasAccess(req.auth.profile, access.permissions, { strict: access.strict })) throw forbidden()
    if (access.asset !== false && !req.auth.assetId) throw new HttpError(400, 'No active asset: choose an asset first')
  })
}
