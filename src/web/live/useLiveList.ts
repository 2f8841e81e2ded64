import { useEffect, useRef, useState } from 'react'
import { EVENT_KINDS } from '../../domain/events.ts'
import type { RecordChangedPayload } from '../../domain/live.ts'
import { useServerEvent, useStreamOpen } from '../events/eventStream.ts'

/** A row as a live list shows it: `_live: 'deleted'` fades it out until the list is next shown fresh. */
export type LiveRow = { _id: string; _live?: 'deleted' }

/** A probe asks at most this many changed rows at once (the report's and the registry's page limits allow it). */
const PROBE_MAX = 200
/** Changes heard within this time are asked about in one probe. */
const BATCH_MS = 120
/** At most one probe a second per list: a busy asset (50 changes/s) costs each open list 2 requests a second. */
const PROBE_EVERY_MS = 1000

export interface LiveListSource<R extends LiveRow> {
  /** The table whose record changes this list shows (domain/live.ts), or null: not live (e.g. the trash). */
  table: string | null
  /** What the list shows (filters, sort, page): a new key drops the pending new rows. */
  key: string
  rows: readonly R[]
  /** The server's total of the list as loaded. */
  total: number | null
  /**
   * Of these ids, the rows that match the list's filter now (fetched through the list's own API, so field
   * access applies), and the filter's total.
   */
  probe: (ids: string[]) => Promise<{ rows: R[]; total: number }>
  /** Replaces rows in place (the table keeps its order and scroll). */
  patch: (update: (row: R) => R) => void
  /** Loads the list again: the new rows appear, deleted ones go. */
  reload: () => void
}

/**
 * A list that follows the stream's record changes without moving under the cursor: new rows
 * matching its filter are counted, not inserted, until `show` (the bar's '.'); changed rows are refetched
 * and replaced in place; deleted rows fade out; the total is the server's. After a reconnect the stream
 * replays what was missed (Last-Event-ID), and a `resync` (too much missed) reloads the list.
 */
export function useLiveList<R extends LiveRow>(src: LiveListSource<R>) {
  const [fresh, setFresh] = useState<string[]>([])
  const [total, setTotal] = useState<number | null>(null)
  const latest = useRef(src)
  latest.current = src
  const queue = useRef({
    ids: new Set<string>(),
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    last: 0,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: another list (key) or a reloaded one (total) starts with no fresh rows
  useEffect(() => {
    setFresh([])
    setTotal(null)
  }, [src.key, src.total])

  const flush = async () => {
    const q = queue.current
    q.timer = undefined
    q.last = Date.now()
    const ids = [...q.ids].slice(0, PROBE_MAX)
    for (const id of ids) q.ids.delete(id)
    if (q.ids.size) schedule()
    const s = latest.current
    const key = s.key
    const found = await s.probe(ids).catch(() => null)
    if (!found || latest.current.key !== key) return
    const byId = new Map(found.rows.map((r) => [r._id, r]))
    const shown = new Set(latest.current.rows.map((r) => r._id))
    latest.current.patch((r) => (byId.has(r._id) && r._live !== 'deleted' ? byId.get(r._id)! : r))
    const added = found.rows.filter((r) => !shown.has(r._id)).map((r) => r._id)
    if (added.length) setFresh((f) => [...new Set([...f, ...added])])
    setTotal(found.total)
  }
  const schedule = () => {
    const q = queue.current
    if (!q.timer) q.timer = setTimeout(() => void flush(), Math.max(BATCH_MS, q.last + PROBE_EVERY_MS - Date.now()))
  }
  useEffect(() => () => clearTimeout(queue.current.timer), [])

  useServerEvent<RecordChangedPayload>(EVENT_KINDS.recordChanged, (e) => {
    const s = latest.current
    if (!s.table || e.recordType !== s.table) return
    const gone = new Set<string>()
    for (const row of e.payload.rows) {
      if (row.action === 'delete') gone.add(row.id)
      // a new row, or a changed one that may now match the filter (or show new values in place)
      else queue.current.ids.add(row.id)
    }
    if (gone.size) {
      s.patch((r) => (gone.has(r._id) ? { ...r, _live: 'deleted' } : r))
      setFresh((f) => f.filter((id) => !gone.has(id)))
    }
    // a delete changes the total too
    if (gone.size || queue.current.ids.size) schedule()
  })
  useServerEvent(EVENT_KINDS.resync, () => latest.current.table && latest.current.reload())
  // The stream replays what it missed after a drop; the total is asked again in any case.
  useStreamOpen(() => latest.current.table && schedule())

  const show = () => {
    setFresh([])
    setTotal(null)
    latest.current.reload()
  }
  // a reload for another reason (a save in the pane) may have brought them in already
  const shownIds = new Set(src.rows.map((r) => r._id))
  return { newCount: fresh.filter((id) => !shownIds.has(id)).length, total: total ?? src.total, show }
}
