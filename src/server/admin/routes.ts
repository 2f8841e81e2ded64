import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { roleColumns, toRole } from './roles.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })

/** The roles list of the header's settings dropdown (spec 2 §2; users and the logs: the registry's declarations). */
export async function adminRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/admin/roles', { config: { access: { permissions: [P.ROLES_VIEW], asset: false } } }, async (req) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter)
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from roles')
    const rows = await db.query(`select ${roleColumns} from roles r order by name limit $1 offset $2`, [
      p.sqlLimit,
      p.sqlOffset,
    ])
    return { data: rows.map(toRole), meta: p.meta(n) }
  })
}
