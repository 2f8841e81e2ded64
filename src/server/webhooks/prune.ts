import type { JobKind } from '../jobs/queue.ts'

/**
 * Webhook events are kept 30 days with their deliveries (what the deliveries page lists and replays), then
 * deleted, unless a delivery of them is still being tried. Hourly, by whichever process takes it.
 */
export const pruneWebhookEventsKind: JobKind = {
  kind: 'webhooks.prune',
  everySeconds: 3600,
  concurrency: 1,
  async run(_job, ctx) {
    await ctx.db.query(
      `delete from webhook_events e where e.created_at < $1::timestamptz - interval '30 days'
          and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status in ('pending', 'retrying'))`,
      [ctx.now()],
    )
    return undefined
  },
}
