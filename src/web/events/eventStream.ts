import { useEffect, useRef } from 'react'
import { useAtomValue } from 'jotai'
import { EventSource } from 'eventsource'
import { ASSET_HEADER } from '../../domain/activeAsset.ts'
import { EVENT_STREAM_PATH, type ServerEvent } from '../../domain/events.ts'
import { loadSession } from '../lib/session.ts'
import { activeAssetIdAtom, sessionAtom } from '../state/session.ts'

type Handler = (e: ServerEvent) => void

/** A stream refused for a reason other than the session (a proxy's 502 during a restart) is tried again after this. */
const RETRY_REFUSED_MS = 5000

const handlers = new Map<string, Set<Handler>>()
const openHandlers = new Set<() => void>()
let source: EventSource | null = null
let retry: ReturnType<typeof setTimeout> | undefined

function listen(es: EventSource, kind: string) {
  es.addEventListener(kind, (m: MessageEvent) => {
    const event = JSON.parse(m.data) as ServerEvent
    for (const h of handlers.get(kind) ?? []) h(event)
  })
}

/**
 * The tab's one stream (the eventsource package: the browser's own EventSource cannot send the bearer
 * token). It resumes by itself after a drop, sending the last event id; it is opened again when the
 * session or its asset changes, so a page never hears another asset's events.
 */
function connect(assetId: string) {
  disconnect()
  const es = new EventSource(new URL(EVENT_STREAM_PATH, window.location.origin), {
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `Bearer ${loadSession()?.accessToken ?? ''}`,
          [ASSET_HEADER]: assetId,
        },
      }),
  })
  for (const kind of handlers.keys()) listen(es, kind)
  es.addEventListener('open', () => {
    for (const h of openHandlers) h()
  })
  es.addEventListener('error', (e) => {
    // A refused stream is not retried by EventSource; a 401 or 409 is the session's (the HTTP layer and
    // the session's own events handle those), anything else is tried again.
    const code = (e as Event & { code?: number }).code
    if (es.readyState === es.CLOSED && code !== 401 && code !== 409 && source === es)
      retry = setTimeout(() => connect(assetId), RETRY_REFUSED_MS)
  })
  source = es
}

function disconnect() {
  clearTimeout(retry)
  source?.close()
  source = null
}

/** Keeps the tab's stream open while signed in, following the session's active asset (mounted once, in App). */
export function useEventStream() {
  const signedIn = !!useAtomValue(sessionAtom)
  const assetId = useAtomValue(activeAssetIdAtom)
  useEffect(() => {
    if (!signedIn || !assetId) return
    connect(assetId)
    return disconnect
  }, [signedIn, assetId])
}

/** Calls handler with each event of this kind the tab's stream receives while the component is mounted. */
export function useServerEvent<P = Record<string, unknown>>(kind: string, handler: (e: ServerEvent<P>) => void) {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const h: Handler = (e) => latest.current(e as ServerEvent<P>)
    let set = handlers.get(kind)
    if (!set) {
      set = new Set()
      handlers.set(kind, set)
      if (source) listen(source, kind)
    }
    set.add(h)
    return () => void set.delete(h)
  }, [kind])
}

/**
 * Calls handler each time the stream (re)opens: events missed while it was closed are replayed, but a
 * page that shows a count or a list may reload it to be sure.
 */
export function useStreamOpen(handler: () => void) {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const h = () => latest.current()
    openHandlers.add(h)
    return () => void openHandlers.delete(h)
  }, [])
}
