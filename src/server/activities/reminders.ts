import { leadNotificationText, type ViewingWhen } from '../../domain/notifications.ts'
import type { Clock } from '../clock.ts'
import type { Db, Queryable } from '../db/db.ts'
import { notifyAgents } from '../notifications/notify.ts'
import { startTicker } from '../scheduling/ticker.ts'

const BATCH = 100

/** The reminded viewing as the notification keeps it (its text is read in each reader's language). */
const viewingWhen = (
  r: { what: string | null; customer: string | null; occurred_at: Date },
  now: Date,
): ViewingWhen => ({
  what: r.what,
  customer: r.customer,
  minutes: Math.round((new Date(r.occurred_at).getTime() - now.getTime()) / 60_000),
})

/**
 * Sends the viewing reminders due at the clock's now (lead_activities.remind_at, set from the asset's
 * viewing setting when a viewing is scheduled) to the viewing's agent through the notification centre.
 * Rows are taken with FOR UPDATE SKIP LOCKED and marked sent in the same transaction, so processes
 * running this at once never send one twice; reminders that fell due while no server ran are sent at the
 * next start. Returns how many were sent.
 */
export async function sendDueReminders(db: Db, clock: Clock): Promise<number> {
  let total = 0
  for (;;) {
    const n = await db.tx((q) => sendBatch(q, clock.now()))
    total += n
    if (n < BATCH) return total
  }
}

async function sendBatch(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query<{
    id: string
    asset_id: string
    lead_id: string
    lead_number: number
    agent_id: string | null
    occurred_at: Date
    what: string | null
    customer: string | null
  }>(
    `select a.id, a.asset_id, a.lead_id, l.lead_id as lead_number, a.agent_id, a.occurred_at,
            coalesce(li.reference, nullif(trim(coalesce(p.name, '') || ' ' || coalesce(a.unit, '')), '')) as what,
            nullif(trim(c.first_name || ' ' || c.last_name), '') as customer
       from lead_activities a join leads l on l.id = a.lead_id
       left join listings li on li.id = a.listing_id left join projects p on p.id = a.project_id left join customers c on c.id = l.customer_id
      where a.remind_at <= $1 and a.reminded_at is null and a.deleted_at is null
      order by a.remind_at limit ${BATCH} for update of a skip locked`,
    [now],
  )
  if (!rows.length) return 0
  await q.query('update lead_activities set reminded_at = $2 where id = any($1::uuid[])', [rows.map((r) => r.id), now])
  await notifyAgents(
    q,
    rows
      .filter((r) => r.agent_id)
      .map((r) => ({
        assetId: r.asset_id,
        agentId: r.agent_id!,
        kind: 'viewing_reminder' as const,
        leadId: r.lead_id,
        ...leadNotificationText('viewing_reminder', { leadNumber: r.lead_number, viewing: viewingWhen(r, now) }),
      })),
  )
  return rows.length
}

/** Runs the reminders in this process: once at start (catching up), then every `tickSeconds` (0: only at start). */
export const startReminders = (db: Db, clock: Clock, tickSeconds: number, log: (err: unknown) => void) =>
  startTicker(() => sendDueReminders(db, clock), tickSeconds, log)
