import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { EVENT_KINDS } from '../../domain/events.ts'
import { NOTIFICATION_KINDS } from '../../domain/notifications.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { notFound, parseOr400 } from '../http/errors.ts'
import { pageParams } from '../http/pageParams.ts'
import { publishEvent } from '../events/publish.ts'
import type { ProcessEvents } from '../events/routes.ts'
import { createMailer } from '../mail/mailer.ts'
import { sendEmailCopies } from './emailCopies.ts'
import { NOTIFICATION_COLUMNS, toNotification } from './notify.ts'
import { t } from '../../domain/i18n/index.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

const filterQuery = z.object({ filter: z.unknown().optional() })
const idParams = z.object({ id: z.uuid(say('server.notificationId')) })
const settingsBody = z.object({ emailCopies: z.boolean(say('server.emailCopies')) })
const listQuery = z.object({
  unread: z.boolean(say('server.unread')).optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
})

/** Mail copies left by a process that stopped are picked up this often by any process. */
const EMAIL_SWEEP_MS = 60_000

/**
 * The caller's notifications in the session's active asset (the header's notification centre): list
 * (newest first, paged), unread count, mark read, mark all read; the profile setting for e-mail copies;
 * and the e-mail copies' sender, woken by every notification event this process hears.
 */
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps, events: ProcessEvents) {
  const { db, config } = deps
  const mailer = createMailer(config, app.log, db)
  let sending: Promise<unknown> | null = null
  let again = false
  const sendCopies = () => {
    if (sending) {
      again = true
      return
    }
    sending = sendEmailCopies(db, mailer, config)
      .catch((err) => app.log.error({ err }, 'notification e-mail copies failed'))
      .finally(() => {
        sending = null
        if (again) {
          again = false
          sendCopies()
        }
      })
  }
  events.subscribe((e) => {
    if (e.kind === EVENT_KINDS.notification) sendCopies()
  })
  const sweep = setInterval(sendCopies, EMAIL_SWEEP_MS)
  sweep.unref()
  app.addHook('preClose', async () => {
    clearInterval(sweep)
    await sending
  })
  app.addHook('onClose', () => mailer.close())

  app.get('/api/notifications', { config: { access: { session: true } } }, async (req) => {
    const a = auth(req)
    const p = pageParams(parseOr400(filterQuery, req.query).filter, ['unread', 'kind'])
    const q = parseOr400(listQuery, p.query, 'filter.query')
    const where = `asset_id = $1 and user_id = $2 ${q.unread ? 'and read_at is null' : ''} ${q.kind ? 'and kind = $3' : ''}`
    const params: unknown[] = [a.assetId, a.userId, ...(q.kind ? [q.kind] : [])]
    const [[{ n }], rows] = await Promise.all([
      db.query<{ n: number }>(`select count(*)::int as n from notifications where ${where}`, params),
      db.query(
        `select ${NOTIFICATION_COLUMNS} from notifications where ${where} order by created_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, p.sqlLimit, p.sqlOffset],
      ),
    ])
    return { data: rows.map(toNotification), meta: p.meta(n) }
  })

  app.get('/api/notifications/unread-count', { config: { access: { session: true } } }, async (req) => {
    const a = auth(req)
    const [{ n }] = await db.query<{ n: number }>(
      'select count(*)::int as n from notifications where asset_id = $1 and user_id = $2 and read_at is null',
      [a.assetId, a.userId],
    )
    return { data: { count: n } }
  })

  // Reading one: the user's other tabs and devices hear it (notifications.read) and update their count.
  app.patch('/api/notifications/:id/read', { config: { access: { session: true } } }, async (req) => {
    const a = auth(req)
    const { id } = parseOr400(idParams, req.params, 'params')
    const row = await db.tx(async (q) => {
      const [r] = await q.query(
        `update notifications set read_at = coalesce(read_at, now()) where id = $1 and asset_id = $2 and user_id = $3 returning ${NOTIFICATION_COLUMNS}`,
        [id, a.assetId, a.userId],
      )
      if (r)
        await publishEvent(q, {
          assetId: a.assetId,
          kind: EVENT_KINDS.notificationsRead,
          userIds: [a.userId],
          payload: { ids: [id] },
        })
      return r
    })
    if (!row) throw notFound(t('errors.other.notificationNotFound'))
    return { data: toNotification(row) }
  })

  app.patch('/api/notifications/read-all', { config: { access: { session: true } } }, async (req) => {
    const a = auth(req)
    const count = await db.tx(async (q) => {
      const rows = await q.query(
        'update notifications set read_at = now() where asset_id = $1 and user_id = $2 and read_at is null returning id',
        [a.assetId, a.userId],
      )
      if (rows.length)
        await publishEvent(q, {
          assetId: a.assetId,
          kind: EVENT_KINDS.notificationsRead,
          userIds: [a.userId],
          payload: { all: true },
        })
      return rows.length
    })
    return { data: { count } }
  })

  // The profile setting "E-mail me copies of notifications" (every asset's notifications).
  app.get('/api/notifications/settings', { config: { access: { asset: false, session: true } } }, async (req) => {
    const [u] = await db.query('select notification_emails from users where id = $1', [auth(req).userId])
    return { data: { emailCopies: u.notification_emails } }
  })

  app.patch('/api/notifications/settings', { config: { access: { asset: false, session: true } } }, async (req) => {
    const { emailCopies } = parseOr400(settingsBody, req.body)
    await db.query('update users set notification_emails = $2, updated_at = now() where id = $1', [
      auth(req).userId,
      emailCopies,
    ])
    return { data: { emailCopies } }
  })
}
