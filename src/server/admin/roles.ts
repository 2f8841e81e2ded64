import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { roleCode, roleSchema, roleUpdateSchema } from '../../domain/admin/roles.ts'
import { P, SUPER_ADMIN } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { newId } from '../auth/tokens.ts'
import { auth, type AuthContext } from '../http/access.ts'
import { badRequest, conflict, forbidden, HttpError, invalid, notFound, parseOr400 } from '../http/errors.ts'
import type { Queryable } from '../db/db.ts'
import { takenMessage } from '../../domain/resources/unique.ts'
import { leadScopeOf, scopeWider, type LeadScope } from '../../domain/leads/scope.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'
import type { DbRow } from '../db/db.ts'

const idParams = z.object({ id: z.uuid(say('server.roleIdParam')) })
const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

export const roleColumns = `r.id, r.code, r.name, r.permissions, r.lead_scope, r.created_at, r.updated_at,
  (select count(*)::int from users u where u.role_id = r.id) as users`
export const toRole = (r: DbRow) => ({
  _id: r.id,
  code: r.code,
  name: r.name,
  permissions: r.permissions,
  leadScope: r.lead_scope,
  users: r.users,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

/** The unique index of role names (migration 1820): one role per name, compared without case. */
const ROLE_NAME_INDEX = 'roles_name_unique'
const nameTaken = (name: string) => invalid([{ path: 'name', message: takenMessage('Role', 'Name', name) }])

/** Refuses a name another role has (`id`: the renamed role); the index refuses one taken at the same moment. */
async function checkNameFree(db: Queryable, name: string, id: string | null) {
  const [hit] = await db.query(
    `select 1 from roles where lower(name) = lower($1) and ($2::uuid is null or id <> $2) limit 1`,
    [name, id],
  )
  if (hit) throw nameTaken(name)
}
const nameClash = (e: unknown, name: string | undefined) => {
  const err = e as { code?: string; constraint?: string }
  if (name !== undefined && err?.code === '23505' && err.constraint === ROLE_NAME_INDEX) throw nameTaken(name)
  throw e
}

/**
 * Without super access a role holder grants only keys they hold themselves, and a lead scope no wider than
 * their own: the scope is a boundary for the writes that define it (a team manager widening their own role
 * to the asset would see every lead).
 */
function checkKeys(a: AuthContext, keys: string[] | undefined, scope: LeadScope | undefined) {
  if (!a.isSuper && keys?.some((k) => !a.can(k))) throw forbidden(t('errors.admin.grantOwnOnly'))
  const own = leadScopeOf(a.profile)
  if (scope && scopeWider(scope, own)) {
    const message = t('errors.admin.scopeOwnOnly', { scope: t(`admin.roles.scope.${own}`) })
    throw new HttpError(403, message, [{ path: 'leadScope', message }])
  }
}

/**
 * /admin/user-roles: roles with their keys (the matrix of domain/permissionAreas.ts) and lead scope. The
 * keys are read from the role at every request (auth/profile.ts loads the session's role each time, no
 * cache), so a change applies to its users' next request. SUPER_ADMIN has every key by its code and
 * cannot be changed or deleted.
 */
export async function adminRoleRoutes(app: FastifyInstance, { db }: AppDeps) {
  const one = async (id: string) => {
    const [r] = await db.query(`select ${roleColumns} from roles r where r.id = $1`, [id])
    if (!r) throw notFound(t('errors.admin.roleNotFound'))
    return toRole(r)
  }
  const editable = async (id: string) => {
    const role = await one(id)
    if (role.code === SUPER_ADMIN) throw badRequest(t('errors.admin.superAdminLocked'))
    return role
  }

  app.get(
    '/api/admin/roles/:id',
    { config: { access: { permissions: [P.ROLES_VIEW], asset: false } } },
    async (req) => ({
      data: await one(parseOr400(idParams, req.params).id),
    }),
  )

  app.post(
    '/api/admin/roles',
    { config: { access: { permissions: [P.ROLE_ADD], asset: false } } },
    async (req, reply) => {
      const b = parseOr400(roleSchema, body(req))
      b.name = b.name.trim()
      checkKeys(auth(req), b.permissions, b.leadScope)
      const id = newId()
      await checkNameFree(db, b.name, null)
      // the code from the name, numbered when taken ('SALES', 'SALES_2', …)
      await db
        .query(
          `insert into roles (id, code, name, permissions, lead_scope)
       select $1, case when n = 0 then $2 else $2 || '_' || (n + 1) end, $3, $4, $5
         from (select count(*)::int as n from roles where code = $2 or code ~ ('^' || $2 || '_[0-9]+$')) c`,
          [id, roleCode(b.name), b.name, b.permissions, b.leadScope],
        )
        .catch((e) => nameClash(e, b.name))
      reply.status(201)
      return { data: await one(id) }
    },
  )

  app.patch(
    '/api/admin/roles/:id',
    { config: { access: { permissions: [P.ROLE_UPDATE], asset: false } } },
    async (req) => {
      const { id } = parseOr400(idParams, req.params)
      const b = parseOr400(roleUpdateSchema, body(req))
      if (b.name !== undefined) b.name = b.name.trim()
      await editable(id)
      checkKeys(auth(req), b.permissions, b.leadScope)
      if (b.name !== undefined) await checkNameFree(db, b.name, id)
      await db
        .query(
          `update roles set name = coalesce($2, name), permissions = coalesce($3, permissions), lead_scope = coalesce($4, lead_scope), updated_at = now() where id = $1`,
          [id, b.name ?? null, b.permissions ?? null, b.leadScope ?? null],
        )
        .catch((e) => nameClash(e, b.name))
      return { data: await one(id) }
    },
  )

  app.delete(
    '/api/admin/roles/:id',
    { config: { access: { permissions: [P.ROLE_DELETE], asset: false } } },
    async (req) => {
      const { id } = parseOr400(idParams, req.params)
      const role = await editable(id)
      // nor while a live API key has it (a revoked one keeps its name without it: api_keys.role_id set null)
      const [row] = await db.query(
        `with gone as (
           delete from roles r where id = $1 and not exists (select 1 from users u where u.role_id = r.id)
              and not exists (select 1 from api_keys k where k.role_id = r.id and k.revoked_at is null)
           returning id)
         select (select count(*) from gone)::int as deleted,
                exists (select 1 from api_keys k where k.role_id = $1 and k.revoked_at is null) as keyed`,
        [id],
      )
      if (!row.deleted && row.keyed && !role.users) throw conflict(t('apiKeys.errors.roleInUse', { name: role.name }))
      if (!row.deleted) throw conflict(t('errors.admin.roleInUse', { name: role.name, count: role.users }))
      return { data: { _id: id } }
    },
  )
}
