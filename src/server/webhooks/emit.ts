import type { WebhookEventType } from '../../domain/webhooks.ts'
import type { Queryable } from '../db/db.ts'

/**
 * The webhook events whose meaning is not in a row's change, written by the code path that knows it, in its
 * transaction: a claim from the pool (lead.claimed), the SLA engine's moves (lead.sla_moved). The others come
 * from the tables' own triggers (migration 1921: lead.created, lead.assigned, lead.stage_changed,
 * customer.created, activity.logged), so every writer emits them. Each lead's event carries the lead as it is
 * now (webhook_lead) and `extra`. Nothing is written for an asset with no hook that wants the type.
 */
export async function emitLeadEvents(
  q: Queryable,
  type: Extract<WebhookEventType, `lead.${string}`>,
  items: Array<{ leadId: string; extra?: Record<string, unknown> }>,
): Promise<void> {
  if (!items.length) return
  await q.query(
    `select webhook_publish(array_agg(l.asset_id), array_agg($2::text), array_agg(jsonb_build_object('lead', webhook_lead(l)) || x.extra))
       from unnest($1::uuid[], $3::jsonb[]) as x(id, extra) join leads l on l.id = x.id
      where webhook_wants(l.asset_id, $2)`,
    [items.map((i) => i.leadId), type, items.map((i) => JSON.stringify(i.extra ?? {}))],
  )
}
