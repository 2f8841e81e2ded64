import type { Queryable } from '../db/db.ts'

/** The channel every server process LISTENs on (listener.ts); migration 1540's event_announce notifies on it. */
export const EVENTS_CHANNEL = 'agency_events'

export interface EventInput {
  assetId: string
  kind: string
  recordType?: string | null
  recordId?: string | null
  /** Only these users receive it; omitted: every user working in the asset. */
  userIds?: string[] | null
  /**
   * What the browser receives. Keep contact details (e-mail, phone) out: a stream never sends them
   * (visibility.ts decides per receiver what of an event it gets).
   */
  payload?: Record<string, unknown>
}

/**
 * The SQL that announces an inserted events row (the alias `e`) to every listening process: the database's
 * event_announce (migration 1540, also called by the record-change triggers) notifies the event as the
 * listener reads it, or only its id when that is too large. PostgreSQL sends it at commit, and never for a
 * transaction that rolls back.
 */
export function announceSql(e: string): string {
  return `event_announce(${e}.id, ${e}.asset_id, ${e}.kind, ${e}.record_type, ${e}.record_id, ${e}.user_ids, ${e}.payload, ${e}.created_at)`
}

/**
 * Publishes an event in the caller's transaction, in one statement: the row (whose id is the stream's
 * event id) and its announcement (announceSql). Returns the event id.
 */
export async function publishEvent(tx: Queryable, e: EventInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `with e as (
       insert into events (asset_id, kind, record_type, record_id, user_ids, payload)
       values ($1, $2, $3, $4, $5::uuid[], $6::jsonb)
       returning *
     )
     select e.id, ${announceSql('e')} as announced from e`,
    [e.assetId, e.kind, e.recordType ?? null, e.recordId ?? null, e.userIds ?? null, JSON.stringify(e.payload ?? {})],
  )
  return row.id
}
