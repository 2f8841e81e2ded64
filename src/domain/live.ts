/**
 * Record changes on the event stream (live lists): every create, update and delete of a lead, a
 * customer or a registry resource's row publishes a `record.changed` event (EVENT_KINDS.recordChanged) (migration 1540's triggers), whose
 * recordType is the row's table. An event names rows and changed columns, never a value: a list or editor
 * that hears one refetches the rows through the API, which applies the caller's field access.
 */
export type RecordAction = 'create' | 'update' | 'delete'

export interface RecordChange {
  id: string
  /** create also covers a restore from the trash; delete a soft or a hard delete. */
  action: RecordAction
  /** The changed columns of an update (database names, e.g. 'stage', 'deleted_at'). */
  fields?: string[]
}

export interface RecordChangedPayload {
  /** Who made the change; null: the server itself (the SLA scheduler, an import's background work). */
  by: { id: string; name: string | null } | null
  rows: RecordChange[]
}

/** The leads' table, whose rows the stream also filters by the receiver's lead scope. */
export const LEADS_TABLE = 'leads'
