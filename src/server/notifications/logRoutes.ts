import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { NOTIFICATION_KINDS } from '../../domain/notifications.ts'
import type { AppDeps } from '../app.ts'
import { parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { toNotification } from './notify.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })
const logQuery = z.object({
  user: z.uuid('User must be a user id.').optional(),
  asset: z.uuid('Asset must be an asset id.').optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
})

/**
 * GET /api/admin/notification-logs (super access, the header's settings menu): every notification sent,
 * in every asset, newest first, with its recipient, whether it was read and what became of its e-mail copy.
 */
export async function notificationLogRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/admin/notification-logs', { config: { access: { superOnly: true, asset: false } } }, async (req) => {
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['user', 'asset', 'kind'])
    const q = parseOr400(logQuery, p.query, 'filter.query')
    const conds: string[] = []
    const params: unknown[] = []
    for (const [column, value] of [['user_id', q.user], ['asset_id', q.asset], ['kind', q.kind]] as const) {
      if (value === undefined) continue
      params.push(value)
      conds.push(`n.${column} = $${params.length}`)
    }
    const where = conds.length ? `where ${conds.join(' and ')}` : ''
    const [[{ total }], rows] = await Promise.all([
      db.query<{ total: number }>(`select count(*)::int as total from notifications n ${where}`, params),
      db.query(
        `select n.id, n.kind, n.title, n.body, n.args, n.lead_id, n.link, n.read_at, n.created_at, n.email_status, n.email_to, n.emailed_at, n.email_error,
                a.id as asset_id, a.name as asset_name, u.id as user_id, u.email as user_email, u.first_name, u.last_name
           from notifications n join assets a on a.id = n.asset_id join users u on u.id = n.user_id
           ${where} order by n.created_at desc, n.id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, p.sqlLimit, p.sqlOffset],
      ),
    ])
    return {
      data: rows.map((r) => ({
        ...toNotification(r),
        asset: { _id: r.asset_id, name: r.asset_name },
        user: { _id: r.user_id, email: r.user_email, fullName: [r.first_name, r.last_name].filter(Boolean).join(' ') },
        email: r.email_status ? { status: r.email_status, to: r.email_to, sentAt: r.emailed_at ? new Date(r.emailed_at).toISOString() : null, error: r.email_error } : null,
      })),
      meta: p.meta(total),
    }
  })
}
