import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { LeadRow } from './tableFeatures.ts'

const KEY = 'agency.position:/reports/leads'

/** Where the report was left: its view (URL form), the focused row and the table's scroll. */
interface Position {
  view: string
  id: string
  top: number
  left: number
}

function saved(): Position | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Position | null
  } catch {
    return null
  }
}

/**
 * Keeps the report's place when leaving it and gives it back on return to the same view: from a lead's
 * detail, Esc or u lands on the row the lead was opened from, scrolled as it was.
 */
export function useReportPosition(o: {
  view: string
  rows: LeadRow[]
  focused: number
  setFocused: (i: number) => void
  scroller: RefObject<HTMLElement | null>
}) {
  const latest = useRef(o)
  latest.current = o
  // A layout effect's cleanup: the table is still in the page to read its scroll from.
  useLayoutEffect(
    () => () => {
      const { rows, focused, view, scroller } = latest.current
      const el = scroller.current
      const row = rows[focused]
      if (el && row)
        sessionStorage.setItem(
          KEY,
          JSON.stringify({ view, id: row._id, top: el.scrollTop, left: el.scrollLeft } satisfies Position),
        )
      else sessionStorage.removeItem(KEY)
    },
    [],
  )

  const pending = useRef(saved())
  const matched = useRef(false)
  useEffect(() => {
    const p = pending.current
    if (!p) return
    // Given up once the user moves on, or leaves the view it belongs to (the first render may show
    // another view until the report's cached view is restored into the URL).
    if (o.focused >= 0 || (matched.current && p.view !== o.view)) pending.current = null
    if (!pending.current || p.view !== o.view) return
    matched.current = true
    // Rows of the view shown before may still be there: wait for the ones holding the row.
    const i = o.rows.findIndex((r) => r._id === p.id)
    const el = latest.current.scroller.current
    if (i < 0 || !el) return
    pending.current = null
    el.scrollTop = p.top
    el.scrollLeft = p.left
    // After the table has read the new scroll (scroll events come before the frame's callbacks), so
    // focusing the row, which the table keeps in view, finds it in view and moves nothing.
    requestAnimationFrame(() => latest.current.setFocused(i))
  }, [o.rows, o.view, o.focused])
}
