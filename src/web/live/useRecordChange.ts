import { useRef } from 'react'
import { useAtomValue } from 'jotai'
import { EVENT_KINDS } from '../../domain/events.ts'
import type { RecordChangedPayload } from '../../domain/live.ts'
import { useServerEvent } from '../events/eventStream.ts'
import { profileAtom } from '../state/session.ts'

export interface ChangedElsewhere {
  /** Who changed it: their name; null: the same user (another tab or device); '': the server itself. */
  by: string | null
  deleted: boolean
}

/** Calls `heard` with who changed or deleted one record (a row of `table`), as the event stream tells it. */
export function useRecordChange(
  table: string,
  id: string | null | undefined,
  heard: (change: ChangedElsewhere) => void,
) {
  const me = useAtomValue(profileAtom)?._id
  const latest = useRef({ table, id, heard })
  latest.current = { table, id, heard }
  useServerEvent<RecordChangedPayload>(EVENT_KINDS.recordChanged, (e) => {
    const o = latest.current
    const row = o.id && e.recordType === o.table ? e.payload.rows.find((r) => r.id === o.id) : undefined
    if (!row) return
    o.heard({
      by: !e.payload.by ? '' : e.payload.by.id === me ? null : (e.payload.by.name ?? ''),
      deleted: row.action === 'delete',
    })
  })
}
