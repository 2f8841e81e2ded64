import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import { z } from 'zod'
import { ASSET_HEADER, ASSET_MISMATCH } from '../../domain/activeAsset.ts'
import { isApiKeySecret } from '../../domain/apiKeys.ts'
import { hasAccess, hasSuperAccess } from '../../domain/permissions.ts'
import type { Profile } from '../../domain/profile.ts'
import { loadKeyCaller } from '../auth/apiKeys.ts'
import { hashToken } from '../auth/tokens.ts'
import { loadSession } from '../auth/profile.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/db.ts'
import { HttpError, badRequest, conflict, forbidden } from './errors.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * What a route requires, declared on every route as `config: { access }` (a route without one does not
 * start): `{}` is login only, `public: true` anyone; `permissions` uses the same rule as the web (hasAccess).
 * `asset: false` lets a route run without an active asset (profile, asset switching), whatever asset the
 * caller's screen shows (ASSET_HEADER); other routes refuse a screen that shows another asset than the session.
 * `session: true`: only a person signed in may call it (profile, password, asset switch, sign-out, their
 * notifications, views and event stream, API key management): an API key is refused with 403.
 */
export interface Access {
  public?: boolean
  permissions?: string[]
  strict?: boolean
  superOnly?: boolean
  asset?: boolean
  session?: boolean
}

export interface AuthContext {
  /** The signed-in user; for an API key, the user who created it (the key acts for them). */
  userId: string
  /** The session; '' for an API key (session-only routes refuse keys). */
  sessionId: string
  profile: Profile
  isSuper: boolean
  /** The session's active asset (a key's own asset): every tenant read and write is limited to it. */
  assetId: string
  /** Set when the caller is an API key (`Authorization: Bearer ak_…`): its writes are logged as the key. */
  apiKey: { id: string; name: string } | null
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
  if (!req.auth) throw new HttpError(401, t('errors.unauthorized'))
  return req.auth
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization
  if (h?.startsWith('Bearer ')) return h.slice(7).trim() || null
  return null
}

/** Whether a signed-in caller meets a route's declared keys: the same rule as the web's guards. */
export function permits(access: Access, profile: Profile): boolean {
  if (access.superOnly && !hasSuperAccess(profile)) return false
  return !access.permissions || hasAccess(profile, access.permissions, { strict: access.strict })
}

/** A registered route with its declared access (the sweep test calls each one). */
export interface DeclaredRoute {
  method: HTTPMethods
  url: string
  access: Access
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>()

/** Every route registered on the app, with the access it declared. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? []
}

const assetHeader = z.uuid(`${ASSET_HEADER} must be an asset id`)

/** The asset the caller's screen shows (ASSET_HEADER), or undefined when it does not say (API clients). */
function shownAsset(req: FastifyRequest): string | undefined {
  const value = req.headers[ASSET_HEADER.toLowerCase()]
  if (value === undefined || value === '') return undefined
  const parsed = assetHeader.safeParse(value)
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0].message, [{ path: ASSET_HEADER, message: parsed.error.issues[0].message }])
  return parsed.data
}

/** The person acting: the signed-in user, or null for an API key (nobody is told of what they did themselves). */
export const actingUserId = (a: AuthContext): string | null => (a.apiKey ? null : a.userId)

/**
 * A request made with an API key: the key's AuthContext (its role's keys and lead scope, its asset fixed, its
 * creator's team member), or null for a secret that is no live key. Over its rate limit: 429 with Retry-After.
 */
async function keyAuth(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  secret: string,
  limit: number,
): Promise<AuthContext | null> {
  const k = await loadKeyCaller(db, secret, req.ip)
  if (!k) return null
  if (k.hits > limit) {
    reply.header('retry-after', String(k.retryAfterSeconds))
    const wait = t('apiKeys.errors.seconds', { count: k.retryAfterSeconds })
    throw new HttpError(429, t('apiKeys.errors.tooMany', { wait }))
  }
  return {
    userId: k.profile._id,
    sessionId: '',
    profile: k.profile,
    isSuper: false,
    assetId: k.assetId,
    apiKey: { id: k.keyId, name: k.name },
    can: (required, strict) => hasAccess(k.profile, required, { strict }),
  }
}

export function installAccess(app: FastifyInstance, db: Db, config: Pick<Config, 'apiKeyRateLimit'>) {
  app.decorateRequest('auth', null)
  const routes: DeclaredRoute[] = []
  declared.set(app, routes)
  // A route that does not say who may call it does not start: there is no default access.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access (config: { access })`)
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access })
  })
  // Decided by the matched route's own declaration, never by how the URL is spelled: the router
  // matches decoded paths, so a test on the raw URL let /%61pi/... through unchecked.
  app.addHook('preHandler', async (req, reply) => {
    // Unmatched: the not-found handler answers, with no data.
    if (req.is404) return
    // Every route declares its access (onRoute above); a missing one would mean login required.
    const access: Access = req.routeOptions.config.access ?? {}
    const token = bearerToken(req)
    if (token && isApiKeySecret(token)) req.auth = await keyAuth(req, reply, db, token, config.apiKeyRateLimit)
    else if (token) {
      const session = await loadSession(db, hashToken(token))
      if (session) {
        const { profile } = session
        req.auth = {
          userId: profile._id,
          sessionId: session.sessionId,
          profile,
          isSuper: hasSuperAccess(profile),
          assetId: profile.activeAsset?._id ?? '',
          apiKey: null,
          can: (required, strict) => hasAccess(profile, required, { strict }),
        }
      }
    }
    if (access.public) return
    if (!req.auth) throw new HttpError(401, t('errors.unauthorized'))
    if (access.session && req.auth.apiKey) throw forbidden(t('apiKeys.errors.sessionOnly'))
    if (!permits(access, req.auth.profile)) throw forbidden()
    // A key's asset is fixed: a request naming another one is refused, whatever the route (no switching).
    const shown = shownAsset(req)
    if (req.auth.apiKey && shown !== undefined && shown !== req.auth.assetId)
      throw forbidden(t('apiKeys.errors.otherAsset'))
    if (access.asset === false) return
    if (!req.auth.assetId) throw new HttpError(400, t('errors.noActiveAsset'))
    if (shown !== undefined && shown !== req.auth.assetId) throw conflict(ASSET_MISMATCH)
  })
}
