import type { Db, DbRow, Queryable } from '../db/db.ts'
import { EVENTS_CHANNEL } from './publish.ts'

/** An event as stored and as every process hears it, before visibility.ts shapes it for a receiver. */
export interface StoredEvent {
  id: number
  assetId: string
  kind: string
  recordType: string | null
  recordId: string | null
  userIds: string[] | null
  payload: Record<string, unknown>
  createdAt: string
}

export const EVENT_COLUMNS = 'id, asset_id, kind, record_type, record_id, user_ids, payload, created_at'

export function toStoredEvent(r: DbRow): StoredEvent {
  return {
    id: Number(r.id),
    assetId: r.asset_id,
    kind: r.kind,
    recordType: r.record_type,
    recordId: r.record_id,
    userIds: r.user_ids,
    payload: r.payload ?? {},
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/** A change of rights (migration 1660): a role's, or one user's; null: unknown (after a lost connection), anyone's. */
export type AccessChange = { roleId?: string; userId?: string } | null

/**
 * The one LISTEN of a server process: every committed event of every process reaches `deliver`, in
 * commit order, once, and every change of rights reaches `accessChanged` in the same order. An event too
 * large for a NOTIFY is read by its id; after a lost listening connection, the events committed meanwhile
 * are read from the table (and any rights may have changed).
 */
export async function startEventListener(
  db: Db,
  deliver: (e: StoredEvent) => void,
  onError: (err: unknown) => void,
  accessChanged: (c: AccessChange) => void = () => {},
) {
  let lastId = 0
  // Reads are asynchronous: one chain keeps the deliveries in the order the notifications came.
  let chain: Promise<void> = Promise.resolve()
  const run = (work: () => Promise<StoredEvent[]>) => {
    chain = chain
      .then(work)
      .then((events) => {
        for (const e of events) {
          lastId = Math.max(lastId, e.id)
          deliver(e)
        }
      })
      .catch(onError)
  }
  const unlisten = await db.listen(
    EVENTS_CHANNEL,
    (payload) => {
      const heard = JSON.parse(payload) as Partial<StoredEvent> & { id: number; assetId: string; access?: AccessChange }
      if (heard.access) {
        const change = heard.access
        run(async () => {
          accessChanged(change)
          return []
        })
      } else if (heard.kind !== undefined)
        run(async () => [{ ...(heard as StoredEvent), createdAt: new Date(heard.createdAt!).toISOString() }])
      else run(() => readEvents(db, 'asset_id = $1 and id = $2', [heard.assetId, heard.id]))
    },
    // Events committed while the connection was lost: those after the last heard, of the last day kept.
    () => {
      run(async () => {
        accessChanged(null)
        return []
      })
      run(() => readEvents(db, 'id > $1', [lastId]))
    },
  )
  // The newest event committed before the LISTEN: a lost connection reads from here, not a day of events
  // every stream has had, and streams opened before any event resume from it (hub.ts).
  const [{ newest }] = await db.query<{ newest: string }>('select coalesce(max(id), 0)::bigint as newest from events')
  lastId = Math.max(lastId, Number(newest))
  return {
    newest: Number(newest),
    async stop() {
      await unlisten()
      await chain
    },
  }
}

async function readEvents(q: Queryable, where: string, params: unknown[]): Promise<StoredEvent[]> {
  const rows = await q.query(`select ${EVENT_COLUMNS} from events where ${where} order by id`, params)
  return rows.map(toStoredEvent)
}

/** Events are kept a day: long enough for any reconnect to resume; a page away longer reloads its data. */
export async function pruneEvents(q: Queryable) {
  await q.query(`delete from events where created_at < now() - interval '24 hours'`)
}
