import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { t } from '../../domain/i18n/index.ts'
import { P } from '../../domain/permissions.ts'
import { webhookCreateSchema, webhookUpdateSchema, type Webhook, type WebhookDelivery } from '../../domain/webhooks.ts'
import type { AppDeps } from '../appDeps.ts'
import type { Config } from '../config.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import { auth } from '../http/access.ts'
import { badRequest, conflict, notFound, parseOr400 } from '../http/errors.ts'
import { enqueue } from '../jobs/queue.ts'
import { isUuid } from '../resources/index.ts'
import { DELIVER_KIND } from './dispatch.ts'
import { newWebhookSecret } from './sign.ts'
import { targetProblem } from './targets.ts'

const VIEW = { access: { permissions: [P.WEBHOOKS_VIEW, P.WEBHOOKS_UPDATE] } }
const UPDATE = { access: { permissions: [P.WEBHOOKS_UPDATE] } }
type IdParams = { Params: { id: string } }

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

const HOOK_COLUMNS = `w.id, w.url, w.events, w.enabled, right(w.secret, 4) as secret_hint, w.owner_id,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as owner_name,
  w.failing_since, w.disabled_at, w.disabled_reason, w.created_at, w.updated_at`

function toWebhook(r: DbRow): Webhook {
  return {
    _id: r.id,
    url: r.url,
    events: r.events,
    enabled: r.enabled,
    secretHint: r.secret_hint,
    owner: r.owner_id ? { _id: r.owner_id, name: r.owner_name ?? '' } : null,
    failingSince: iso(r.failing_since),
    disabledAt: iso(r.disabled_at),
    disabledReason: r.disabled_reason,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  }
}

function toDelivery(r: DbRow): WebhookDelivery {
  return {
    _id: r.id,
    event: { _id: r.event_id, type: r.type, createdAt: iso(r.event_at)! },
    status: r.status,
    attempts: r.attempts,
    replayOf: r.replay_of,
    firstAttemptAt: iso(r.first_attempt_at),
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: iso(r.next_attempt_at),
    responseStatus: r.response_status,
    responseBody: r.response_body,
    error: r.error,
    durationMs: r.duration_ms,
    createdAt: iso(r.created_at)!,
  }
}

async function readHook(q: Queryable, assetId: string, id: string): Promise<Webhook> {
  if (!isUuid(id)) throw notFound(t('webhooks.errors.notFound'))
  const [r] = await q.query(
    `select ${HOOK_COLUMNS} from webhooks w left join users u on u.id = w.owner_id where w.id = $1 and w.asset_id = $2`,
    [id, assetId],
  )
  if (!r) throw notFound(t('webhooks.errors.notFound'))
  return toWebhook(r)
}

/** A URL the server may not send to is the caller's 400 on `url`, with the reason. */
async function checkUrl(config: Config, url: string) {
  const problem = await targetProblem(url, {
    allowPrivate: config.webhookAllowPrivate,
    httpsOnly: config.appEnv === 'production' && !config.webhookAllowPrivate,
    resolve: config.webhookResolve,
  })
  if (problem) throw badRequest(problem, [{ path: 'url', message: problem }])
}

const body = (req: { body: unknown }) => (req.body as { data?: unknown } | null)?.data ?? req.body ?? {}

const DELIVERY_COLUMNS = `d.id, d.status, d.attempts, d.replay_of, d.first_attempt_at, d.last_attempt_at, d.next_attempt_at,
  d.response_status, d.response_body, d.error, d.duration_ms, d.created_at, e.id as event_id, e.type, e.created_at as event_at`

const deliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The last delivery of the previous page: the page goes on after it (newest first). */
  before: z.uuid().optional(),
})

/**
 * Settings › Webhooks (README "Webhooks"): an asset's hooks, their deliveries and replays. A hook reads as the
 * user who made it (reader.ts); its secret is answered once, by the creation. Deliveries are made by any
 * server process's job runner (dispatch.ts).
 */
export async function webhookRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/api/webhooks', { config: VIEW }, async (req) => {
    const a = auth(req)
    const rows = await db.query(
      `select ${HOOK_COLUMNS} from webhooks w left join users u on u.id = w.owner_id where w.asset_id = $1 order by w.created_at, w.id`,
      [a.assetId],
    )
    return { data: rows.map(toWebhook) }
  })

  app.post('/api/webhooks', { config: UPDATE }, async (req, reply) => {
    const a = auth(req)
    const v = parseOr400(webhookCreateSchema, body(req))
    await checkUrl(config, v.url)
    const secret = newWebhookSecret()
    const [row] = await db.query<{ id: string }>(
      `insert into webhooks (asset_id, url, events, enabled, secret, owner_id) values ($1, $2, $3, $4, $5, $6) returning id`,
      [a.assetId, v.url, v.events, v.enabled, secret, a.userId],
    )
    reply.status(201)
    return { data: { ...(await readHook(db, a.assetId, row.id)), secret } }
  })

  app.patch<IdParams>('/api/webhooks/:id', { config: UPDATE }, async (req) => {
    const a = auth(req)
    const before = await readHook(db, a.assetId, req.params.id)
    const v = parseOr400(webhookUpdateSchema, body(req))
    if (v.url !== undefined && v.url !== before.url) await checkUrl(config, v.url)
    // turned on again: its failures start over
    const reenabled = v.enabled === true && !before.enabled
    await db.query(
      `update webhooks set url = coalesce($3, url), events = coalesce($4, events), enabled = coalesce($5, enabled),
              failing_since = case when $6 then null else failing_since end,
              disabled_at = case when coalesce($5, enabled) then null when enabled then now() else disabled_at end,
              disabled_reason = case when coalesce($5, enabled) or enabled then null else disabled_reason end,
              updated_at = now()
        where id = $1 and asset_id = $2`,
      [before._id, a.assetId, v.url ?? null, v.events ?? null, v.enabled ?? null, reenabled],
    )
    return { data: await readHook(db, a.assetId, before._id) }
  })

  app.delete<IdParams>('/api/webhooks/:id', { config: UPDATE }, async (req) => {
    const a = auth(req)
    const hook = await readHook(db, a.assetId, req.params.id)
    // its deliveries go with it (their jobs find nothing and end)
    await db.query('delete from webhooks where id = $1 and asset_id = $2', [hook._id, a.assetId])
    return { data: { _id: hook._id } }
  })

  app.get<IdParams>('/api/webhooks/:id/deliveries', { config: VIEW }, async (req) => {
    const a = auth(req)
    const hook = await readHook(db, a.assetId, req.params.id)
    const q = parseOr400(deliveriesQuery, req.query)
    const params: unknown[] = [hook._id, a.assetId, q.limit + 1]
    const after = q.before
      ? `and (d.created_at, d.id) < (select created_at, id from webhook_deliveries where id = $${params.push(q.before)} and webhook_id = $1)`
      : ''
    const rows = await db.query(
      `select ${DELIVERY_COLUMNS} from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.webhook_id = $1 and d.asset_id = $2 ${after}
        order by d.created_at desc, d.id desc limit $3`,
      params,
    )
    return { data: rows.slice(0, q.limit).map(toDelivery), meta: { hasMore: rows.length > q.limit } }
  })

  app.post<{ Params: { id: string; deliveryId: string } }>(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    { config: UPDATE },
    async (req, reply) => {
      const a = auth(req)
      const hook = await readHook(db, a.assetId, req.params.id)
      if (!isUuid(req.params.deliveryId)) throw notFound(t('webhooks.errors.deliveryNotFound'))
      if (!hook.enabled) throw conflict(t('webhooks.errors.replayDisabled'))
      const id = await db.tx(async (q) => {
        const [d] = await q.query<{ id: string }>(
          `insert into webhook_deliveries (asset_id, webhook_id, event_id, replay_of)
           select asset_id, webhook_id, event_id, id from webhook_deliveries where id = $1 and webhook_id = $2 and asset_id = $3
           returning id`,
          [req.params.deliveryId, hook._id, a.assetId],
        )
        if (!d) throw notFound(t('webhooks.errors.deliveryNotFound'))
        await enqueue(q, { kind: DELIVER_KIND, assetId: a.assetId, payload: { delivery: d.id } })
        return d.id
      })
      const [row] = await db.query(
        `select ${DELIVERY_COLUMNS} from webhook_deliveries d join webhook_events e on e.id = d.event_id where d.id = $1`,
        [id],
      )
      reply.status(201)
      return { data: toDelivery(row) }
    },
  )
}
