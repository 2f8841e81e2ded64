import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { escapeLike } from '../../domain/leads/search.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../app.ts'
import { listAccessLogs } from '../auth/accessLogs.ts'
import { auth } from '../http/access.ts'
import { parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { roleColumns, toRole } from './roles.ts'
import { toUser, userColumns } from './users.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })
const userQuery = z.object({ user: z.uuid('must be a user id').optional() })
const userSearch = z.object({ search: z.string().trim().max(200).optional() })

/** Read-only lists of the header's settings dropdown (spec 2 §2): users, roles, everyone's access log. */
export async function adminRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Super access: every user; USERS_VIEW without it: the users of the active asset. Never a password hash.
  app.get('/api/admin/users', { config: { access: { permissions: [P.USERS_VIEW] } } }, async (req) => {
    const a = auth(req)
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['search'])
    const { search } = parseOr400(userSearch, p.query, 'filter.query')
    const params: unknown[] = []
    const conds = a.isSuper ? [] : [`u.id in (select user_id from user_assets where asset_id = $${params.push(a.assetId)})`]
    // filter.query.search: part of the e-mail or name, any case
    if (search) conds.push(`(u.email || ' ' || u.first_name || ' ' || u.last_name) ilike $${params.push(`%${escapeLike(search)}%`)}`)
    const scope = conds.length ? `where ${conds.join(' and ')}` : ''
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from users u ${scope}`, params)
    const rows = await db.query(
      `select ${userColumns} from users u left join roles r on r.id = u.role_id ${scope}
        order by lower(u.email) limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, p.sqlLimit, p.sqlOffset],
    )
    return { data: rows.map(toUser), meta: p.meta(n) }
  })

  app.get('/api/admin/roles', { config: { access: { permissions: [P.ROLES_VIEW], asset: false } } }, async (req) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter)
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from roles')
    const rows = await db.query(`select ${roleColumns} from roles r order by name limit $1 offset $2`, [p.sqlLimit, p.sqlOffset])
    return { data: rows.map(toRole), meta: p.meta(n) }
  })

  // Everyone's logins, newest first; filter.query.user narrows to one user.
  app.get('/api/admin/users-access-logs', { config: { access: { superOnly: true, asset: false } } }, async (req) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['user'])
    const { user } = parseOr400(userQuery, p.query, 'filter.query')
    return listAccessLogs(db, p, user)
  })
}
