import { useEffect, useRef, useState } from 'react'
import { useRecordChange, type ChangedElsewhere } from './useRecordChange.ts'

/**
 * An open editor's record changed elsewhere: a record change of this row on the stream is
 * checked against the server's version of the row once the editor's own save (if any) is done, so the
 * editor's own saves never count; another tab's or user's save, or a delete, gives a notice. The server's
 * 409 on a stale save stays the last line of defence.
 */
export function useChangedElsewhere(opts: {
  table: string
  id: string | null | undefined
  /** The version the editor holds (a lead's version, a record's updatedAt). */
  version: unknown
  /** The server's version now. */
  current: () => Promise<unknown>
  /** The editor is saving: wait for its answer before comparing. */
  busy: boolean
}) {
  const [heard, setHeard] = useState<ChangedElsewhere | null>(null)
  const [notice, setNotice] = useState<ChangedElsewhere | null>(null)
  const latest = useRef(opts)
  latest.current = opts
  useRecordChange(opts.table, opts.id, setHeard)

  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    if (!heard || opts.busy) return
    const h = heard
    setHeard(null)
    if (h.deleted) return setNotice(h)
    void latest.current.current().then(
      (v) => mounted.current && v !== latest.current.version && setNotice(h),
      () => mounted.current && setNotice(h),
    )
  }, [heard, opts.busy])

  return { notice, dismiss: () => setNotice(null) }
}
