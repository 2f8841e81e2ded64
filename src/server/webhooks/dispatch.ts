import { webhookDisabledText } from '../../domain/notifications.ts'
import { WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelay, type WebhookEventType } from '../../domain/webhooks.ts'
import { systemLog } from '../audit/systemLog.ts'
import type { Queryable } from '../db/db.ts'
import { prepared } from '../db/prepared.ts'
import type { JobContext, JobKind, JobOutcome } from '../jobs/queue.ts'
import { notify } from '../notifications/notify.ts'
import { postSigned, type PostResult } from './deliver.ts'
import { eventDataFor, hookReader, type HookReader } from './reader.ts'

/** The job kind of one delivery (queued by webhook_publish, migration 1921, or a replay). */
export const DELIVER_KIND = 'webhook.deliver'

interface DeliveryRow {
  id: string
  asset_id: string
  asset_name: string
  status: string
  attempts: number
  first_attempt_at: Date | null
  webhook_id: string
  url: string
  secret: string
  enabled: boolean
  owner_id: string | null
  failing_since: Date | null
  event_id: string
  type: WebhookEventType
  data: Record<string, unknown>
  event_at: string
}

// planned once per connection: every delivery reads and records with these
const DELIVERY_SQL = prepared(`select d.id, d.asset_id, a.name as asset_name, d.status, d.attempts, d.first_attempt_at,
    d.webhook_id, w.url, w.secret, w.enabled, w.owner_id, w.failing_since, e.id as event_id, e.type, e.data,
    webhook_iso(e.created_at) as event_at
  from webhook_deliveries d join webhooks w on w.id = d.webhook_id join webhook_events e on e.id = d.event_id
  join assets a on a.id = d.asset_id
  where d.id = $1`)

/** How long a reader (an owner's profile and lead scope) is reused across deliveries: a burst reads it once. */
const READER_TTL_MS = 5_000
const readers = new Map<string, { at: number; reader: Promise<HookReader> }>()

function readerOf(q: Queryable, ownerId: string | null, assetId: string): Promise<HookReader> {
  const key = `${ownerId}:${assetId}`
  const hit = readers.get(key)
  if (hit && Date.now() - hit.at < READER_TTL_MS) return hit.reader
  const reader = hookReader(q, ownerId, assetId)
  readers.set(key, { at: Date.now(), reader })
  reader.catch(() => readers.delete(key))
  if (readers.size > 1000) readers.delete(readers.keys().next().value!)
  return reader
}

/** The body every receiver gets: {id, type, createdAt, asset, data}. */
export function eventBody(
  d: Pick<DeliveryRow, 'event_id' | 'type' | 'event_at' | 'asset_id' | 'asset_name'>,
  data: unknown,
) {
  return JSON.stringify({
    id: d.event_id,
    type: d.type,
    createdAt: d.event_at,
    asset: { _id: d.asset_id, name: d.asset_name },
    data,
  })
}

/**
 * One attempt of one delivery: the event as the hook's owner may read it (reader.ts), signed and POSTed
 * (deliver.ts); a 2xx within 10 s ends it, anything else retries with backoff (WEBHOOK_RETRY_BASE_SECONDS,
 * doubling) until 3 days after its first attempt. A hook whose deliveries have failed for 3 days without one
 * success is disabled and its owner told. Outcomes are written on the delivery, which its page shows.
 */
export const webhookDeliveryKind: JobKind<{ delivery: string }> = {
  kind: DELIVER_KIND,
  concurrency: 32,
  // the 10 s exchange and its writes; a process that dies mid-delivery leaves it to another after this
  leaseSeconds: 30,
  // each delivery's page shows its failure; disabling a hook is logged
  logFailure: false,
  retry: (_job, _err, now) => new Date(now.getTime() + 60_000),
  async run(job, ctx): Promise<JobOutcome> {
    const [d] = await ctx.db.query<DeliveryRow>(DELIVERY_SQL, [job.payload.delivery])
    // deleted with its hook, or ended already (a retaken job whose first taker wrote the outcome)
    if (!d || !['pending', 'retrying'].includes(d.status)) return undefined
    if (!d.enabled) return skip(ctx, d.id, 'The webhook is disabled.')
    const data = eventDataFor(d.type, d.data, await readerOf(ctx.db, d.owner_id, d.asset_id))
    if (!data) return skip(ctx, d.id, 'The webhook’s owner may not see this record.')
    const result = await postSigned(
      { url: d.url, secret: d.secret, body: eventBody(d, data), event: d.type, deliveryId: d.id },
      { allowPrivate: ctx.config.webhookAllowPrivate, resolve: ctx.config.webhookResolve },
    )
    return result.ok ? succeeded(ctx, d, result) : failed(ctx, d, result)
  },
}

async function skip(ctx: JobContext, id: string, why: string): Promise<JobOutcome> {
  await ctx.db.query(
    `update webhook_deliveries set status = 'skipped', error = $2, next_attempt_at = null where id = $1`,
    [id, why],
  )
  return undefined
}

/** The attempt's columns: $1 id, $2 now, $3 status, $4 body, $5 error, $6 duration, $7 next attempt. */
const ATTEMPT = `attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, $2), last_attempt_at = $2,
  response_status = $3, response_body = $4, error = $5, duration_ms = $6, next_attempt_at = $7`

const SUCCEEDED_SQL = prepared(`with d as (
    update webhook_deliveries set status = 'succeeded', ${ATTEMPT} where id = $1 returning webhook_id)
  update webhooks w set failing_since = null from d where w.id = d.webhook_id and w.failing_since is not null`)

async function succeeded(ctx: JobContext, d: DeliveryRow, r: PostResult): Promise<JobOutcome> {
  await ctx.db.query(SUCCEEDED_SQL, [d.id, ctx.now(), r.status, r.body, null, r.durationMs, null])
  return undefined
}

async function failed(ctx: JobContext, d: DeliveryRow, r: PostResult): Promise<JobOutcome> {
  const now = ctx.now()
  const first = d.first_attempt_at ?? now
  const windowEnd = first.getTime() + WEBHOOK_RETRY_WINDOW_MS
  const giveUp = now.getTime() >= windowEnd
  // the last attempt at the window's end at the latest
  const next = giveUp
    ? null
    : new Date(
        Math.min(now.getTime() + webhookRetryDelay(d.attempts + 1, ctx.config.webhookRetryBaseSeconds), windowEnd),
      )
  const failingSince = d.failing_since ?? now
  const disable = now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS
  const error = r.error ?? 'The delivery failed.'
  const disabled = await ctx.db.tx(async (q) => {
    await q.query(
      `with d as (update webhook_deliveries set status = $8, ${ATTEMPT} where id = $1 returning webhook_id)
       update webhooks w set failing_since = coalesce(w.failing_since, $2) from d where w.id = d.webhook_id`,
      [d.id, now, r.status, r.body, error, r.durationMs, next, giveUp ? 'failed' : 'retrying'],
    )
    if (!disable) return null
    const [w] = await q.query<{ owner_id: string | null; url: string }>(
      `update webhooks set enabled = false, disabled_at = $2, disabled_reason = 'failing', updated_at = $2
        where id = $1 and enabled returning owner_id, url`,
      [d.webhook_id, now],
    )
    if (w?.owner_id)
      await notify(q, {
        assetId: d.asset_id,
        userId: w.owner_id,
        kind: 'webhook_disabled',
        link: `/settings/webhooks/${d.webhook_id}`,
        ...webhookDisabledText(w.url),
      })
    return w ?? null
  })
  if (disabled)
    await systemLog(ctx.db, {
      kind: 'webhook.disabled',
      level: 'warn',
      message: `Webhook to ${disabled.url} disabled: its deliveries failed for 3 days`,
      details: { webhook: d.webhook_id, asset: d.asset_id },
    })
  // a disabled hook's delivery ends here; its other pending ones are skipped when their turn comes
  if (giveUp || disabled) {
    if (disabled && !giveUp)
      await ctx.db.query(`update webhook_deliveries set status = 'failed', next_attempt_at = null where id = $1`, [
        d.id,
      ])
    return { failed: error }
  }
  return { retryAt: next!, error }
}
