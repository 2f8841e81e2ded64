import type { Queryable } from '../db/db.ts'

/** The channel every server process LISTENs on (listener.ts). */
export const EVENTS_CHANNEL = 'agency_events'

/** NOTIFY payloads must stay under 8,000 bytes: a larger event is announced by its id and read from the table. */
const NOTIFY_MAX_BYTES = 7900

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
 * The SQL that announces an inserted events row (the alias `e`) to every listening process: pg_notify with
 * the event as the listener reads it, or only its id when that is too large. PostgreSQL sends it at commit,
 * and never for a transaction that rolls back.
 */
export function announceSql(e: string): string {
  const json = `json_build_object('id', ${e}.id, 'assetId', ${e}.asset_id, 'kind', ${e}.kind, 'recordType', ${e}.record_type,
    'recordId', ${e}.record_id, 'userIds', ${e}.user_ids, 'payload', ${e}.payload, 'createdAt', ${e}.created_at)::text`
  return `pg_notify('${EVENTS_CHANNEL}', case when octet_length(${json}) <= ${NOTIFY_MAX_BYTES} then ${json}
    else json_build_object('id', ${e}.id, 'assetId', ${e}.asset_id)::text end)`
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
