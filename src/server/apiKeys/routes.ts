import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { apiKeyInputSchema, mayGiveRole, type KeyRole } from '../../domain/apiKeys.ts'
import { t } from '../../domain/i18n/index.ts'
import { apiKeys } from '../../domain/resources/apiKeys.ts'
import type { AppDeps } from '../appDeps.ts'
import { newApiKeySecret } from '../auth/apiKeys.ts'
import { newId } from '../auth/tokens.ts'
import type { Db } from '../db/db.ts'
import { auth, type Access, type AuthContext } from '../http/access.ts'
import { forbidden, invalid, notFound, parseOr400 } from '../http/errors.ts'
import { getById, getDef, parseFilter, readCtx } from '../resources/index.ts'

const idParams = z.object({ id: z.uuid({ error: () => t('apiKeys.errors.notFound') }) })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

// A key never manages keys (session: true): one leaked key must not mint others.
const UPDATE: { access: Access } = { access: { permissions: [...apiKeys.access!.add!], session: true } }
const def = getDef('apiKeys')

type RoleRow = KeyRole & { id: string; name: string }

/** The roles the caller may give a key (domain/apiKeys.ts mayGiveRole), by name. */
async function givableRoles(db: Db, a: AuthContext): Promise<RoleRow[]> {
  const rows = await db.query<RoleRow>(
    'select id, name, code, permissions, lead_scope as "leadScope" from roles order by lower(name)',
  )
  return rows.filter((r) => mayGiveRole(a.profile, r))
}

/**
 * Settings › API keys: the reads are the registry's (domain/resources/apiKeys.ts: GET /api/api-keys and the
 * record); a key is created with a name, a role and an optional expiry and revoked here (API_KEYS_UPDATE). The
 * secret is answered once, by the create, in `data.secret`: only its sha256 is stored.
 */
export async function apiKeyRoutes(app: FastifyInstance, { db }: AppDeps) {
  const one = (req: Parameters<typeof readCtx>[0], id: string) =>
    getById(readCtx(req, db), def, id, parseFilter(def, { populate: ['role', 'createdBy'] }, auth(req)))

  // What the create form offers: the roles this caller may give a key.
  app.get('/api/api-keys/roles', { config: UPDATE }, async (req) => ({
    data: (await givableRoles(db, auth(req))).map((r) => ({ _id: r.id, name: r.name, leadScope: r.leadScope })),
  }))

  app.post('/api/api-keys', { config: UPDATE }, async (req, reply) => {
    const a = auth(req)
    const b = parseOr400(apiKeyInputSchema, body(req))
    const [role] = await db.query<RoleRow>(
      'select id, name, code, permissions, lead_scope as "leadScope" from roles where id = $1',
      [b.role],
    )
    if (!role) throw invalid([{ path: 'role', message: t('apiKeys.errors.roleUnknown') }])
    // super access spans every asset: no key has it, whoever makes it
    if (!mayGiveRole({ role }, role)) throw invalid([{ path: 'role', message: t('apiKeys.errors.superRole') }])
    if (!mayGiveRole(a.profile, role)) throw forbidden(t('apiKeys.errors.grantOwnOnly'))
    const { secret, hash, prefix } = newApiKeySecret()
    const id = newId()
    await db.query(
      `insert into api_keys (id, asset_id, name, role_id, creator_id, token_hash, prefix, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, a.assetId, b.name, role.id, a.userId, hash, prefix, b.expiresAt ?? null],
    )
    reply.status(201)
    return { data: { ...(await one(req, id)), secret } }
  })

  // Revoking takes effect at once: every request reads its key's row (auth/apiKeys.ts). Revoking again is harmless.
  app.delete('/api/api-keys/:id', { config: UPDATE }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params, 'params')
    const [found] = await db.query(
      `update api_keys set revoked_at = coalesce(revoked_at, now()), revoked_by_id = coalesce(revoked_by_id, $3)
        where asset_id = $1 and id = $2 returning id`,
      [a.assetId, id, a.userId],
    )
    if (!found) throw notFound(t('apiKeys.errors.notFound'))
    return { data: await one(req, id) }
  })
}
