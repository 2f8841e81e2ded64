import { useRef } from 'react'
import type { Virtualizer } from '@tanstack/react-virtual'

/**
 * Above this speed (px per ms; 3 is 50 px a frame at 60 Hz) the list counts as flung: more rows enter
 * each frame than the browser can style, lay out and paint whole in one (`npm run bench -- leads-scroll`:
 * whole rows keep up at 40 px a frame, not at 60 or 120).
 */
export const FLING_SPEED = 3
/** Cells a row entering during a fling renders: the first columns in view, the selection cell counted. */
export const FLING_CELLS = 6

interface Seen {
  ids: Set<string>
  light: Set<string>
}

/**
 * Which rows render light (their first FLING_CELLS cells) now: a row entering the window while the
 * list is flung, and a light row for as long as the scrolling goes on. When it stops, none: every row
 * fills in at once, while nothing moves.
 */
export function lightRows(prev: Seen, ids: string[], flung: boolean, scrolling: boolean): Set<string> {
  const light = new Set<string>()
  if (!scrolling) return light
  for (const id of ids) if (prev.light.has(id) || (flung && !prev.ids.has(id))) light.add(id)
  return light
}

/** The light rows of this render (see lightRows), from the virtualizer's vertical scroll speed. */
export function useFlingRows(v: Virtualizer<HTMLDivElement, Element>, ids: string[]): Set<string> {
  const seen = useRef<Seen>({ ids: new Set(), light: new Set() })
  const track = useRef<Array<{ offset: number; at: number }>>([])
  const now = performance.now()
  const offset = v.scrollOffset ?? 0
  // The speed over the last 100 ms of positions: one short gap between two scroll events (a frame
  // right after a late one) must not count as a fling. A pause starts a new gesture, from rest.
  const positions = track.current.filter((p) => now - p.at <= 100)
  if (offset !== positions.at(-1)?.offset) positions.push({ offset, at: now })
  track.current = positions
  const speed = positions.length > 1 ? Math.abs(offset - positions[0].offset) / (now - positions[0].at) : 0
  const light = lightRows(seen.current, ids, speed > FLING_SPEED, v.isScrolling)
  seen.current = { ids: new Set(ids), light }
  return light
}
