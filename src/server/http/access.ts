import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify'
import { z } from 'zod'
import { ASSET_HEADER, ASSET_MISMATCH } from '../../domain/activeAsset.ts'
import { hasAccess, hasSuperAccess } from '../../domain/permissions.ts'
import type { Profile } from '../../domain/profile.ts'
import { hashToken } from '../auth/tokens.ts'
import { loadSession } from '../auth/profile.ts'
import type { Db } from '../db/db.ts'
import { HttpError, badRequest, conflict, forbidden } from './errors.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * What a route requires, declared on every route as `config: { access }` (a route without one does not
 * start): `{}` is login only, `public: true` anyone; `permissions` uses the same rule as the web (hasAccess).
 * `asset: false` lets a route run without an active asset (profile, asset switching), whatever asset the
 * caller's screen shows (ASSET_HEADER); other routes refuse a screen that shows another asset than the session.
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
  /** The session's active asset: every tenant read and write is limited to it. */
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

export function installAccess(app: FastifyInstance, db: Db) {
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
  app.addHook('preHandler', async (req) => {
    // Unmatched: the not-found handler answers, with no data.
    if (req.is404) return
    // Every route declares its access (onRoute above); a missing one would mean login required.
    const access: Access = req.routeOptions.config.access ?? {}
    const token = bearerToken(req)
    if (token) {
      const session = await loadSession(db, hashToken(token))
      if (session) {
        const { profile } = session
        req.auth = {
          userId: profile._id,
          sessionId: session.sessionId,
          profile,
          isSuper: hasSuperAccess(profile),
          assetId: profile.activeAsset?._id ?? '',
          can: (required, strict) => hasAccess(profile, required, { strict }),
        }
      }
    }
    if (access.public) return
    if (!req.auth) throw new HttpError(401, t('errors.unauthorized'))
    if (!permits(access, req.auth.profile)) throw forbidden()
    if (access.asset === false) return
    if (!req.auth.assetId) throw new HttpError(400, t('errors.noActiveAsset'))
    const shown = shownAsset(req)
    if (shown !== undefined && shown !== req.auth.assetId) throw conflict(ASSET_MISMATCH)
  })
}
