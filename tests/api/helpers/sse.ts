import { EventSource } from 'eventsource'
import { EVENT_STREAM_PATH, type ServerEvent } from '../../../src/domain/events.ts'

export interface TestStream {
  /** Every event received, in order. */
  events: ServerEvent[]
  /** Resolves when the stream's answer arrived (the server then delivers to it). */
  opened: Promise<void>
  /** Resolves when the connection ended or failed (EventSource's first error). */
  ended: Promise<void>
  /** Resolves with the events received once `done` holds for them. */
  until(done: (events: ServerEvent[]) => boolean): Promise<ServerEvent[]>
  close(): void
}

/**
 * A browser's event stream, as the console opens it (the eventsource package with the bearer token in a
 * header), listening to the given event kinds. `lastEventId` resumes after that event.
 */
export function openStream(base: string, token: string, opts: { kinds: string[]; lastEventId?: number }): TestStream {
  const events: ServerEvent[] = []
  const waiting = new Set<() => void>()
  let first = true
  const es = new EventSource(base + EVENT_STREAM_PATH, {
    fetch: (url, init) => {
      const headers = new Headers(init.headers)
      if (first && opts.lastEventId !== undefined) headers.set('last-event-id', String(opts.lastEventId))
      first = false
      headers.set('authorization', `Bearer ${token}`)
      return fetch(url, { ...init, headers })
    },
  })
  for (const kind of opts.kinds) {
    es.addEventListener(kind, (m) => {
      events.push(JSON.parse(m.data))
      for (const check of waiting) check()
    })
  }
  const opened = new Promise<void>((resolve) => es.addEventListener('open', () => resolve(), { once: true }))
  const ended = new Promise<void>((resolve) => es.addEventListener('error', () => resolve(), { once: true }))
  return {
    events,
    opened,
    ended,
    until: (done) =>
      new Promise((resolve) => {
        const check = () => {
          if (!done(events)) return
          waiting.delete(check)
          resolve([...events])
        }
        waiting.add(check)
        check()
      }),
    close: () => es.close(),
  }
}
