import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { EVENT_KINDS, EVENT_STREAM_PATH, type ServerEvent } from '../../domain/events.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { parseOr400 } from '../http/errors.ts'
import { EventHub, sseFrame, type StreamConnection } from './hub.ts'
import { EVENT_COLUMNS, pruneEvents, startEventListener, toStoredEvent, type StoredEvent } from './listener.ts'
import { streamLeadAgents } from './recordChanges.ts'
import { eventFor, VISIBLE_SQL, type Viewer } from './visibility.ts'
import { say } from '../../domain/i18n/schemaTexts.ts'

/** A reconnect that missed more than this many events gets a resync event instead (its page reloads its data). */
const REPLAY_MAX = 1000
const PRUNE_EVERY_MS = 10 * 60_000

const resumeHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, say('server.lastEventId'))
    .optional(),
})

/** What else in this process wants every event it hears (the e-mail copies of notifications). */
export interface ProcessEvents {
  subscribe(receive: (e: StoredEvent) => void): void
  hub: EventHub
}

/**
 * GET /api/events/stream: the signed-in caller's events of their session's active asset as server-sent
 * events. One LISTEN per process feeds every stream (listener.ts → hub.ts); `Last-Event-ID` replays
 * what the caller missed from the events table before the live events.
 */
export async function eventRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<ProcessEvents> {
  const onError = (err: unknown) => app.log.error({ err }, 'event stream failure')
  const hub = new EventHub(db, config.eventHeartbeatSeconds * 1000, onError)
  const subscribers: Array<(e: StoredEvent) => void> = []
  const listener = await startEventListener(
    db,
    (e) => {
      hub.deliver(e)
      for (const receive of subscribers) receive(e)
    },
    onError,
    (change) => hub.accessChanged(change),
  )
  hub.start(listener.newest)
  const prune = setInterval(() => void pruneEvents(db).catch(onError), PRUNE_EVERY_MS)
  prune.unref()
  // Streams never end on their own: they are ended before the server waits for open requests.
  app.addHook('preClose', async () => {
    clearInterval(prune)
    hub.close()
    await listener.stop()
  })

  app.get(EVENT_STREAM_PATH, { exposeHeadRoute: false, config: { access: { session: true } } }, async (req, reply) => {
    const a = auth(req)
    const resume = parseOr400(resumeHeaders, { 'last-event-id': req.headers['last-event-id'] || undefined }, 'headers')[
      'last-event-id'
    ]
    const viewer = {
      userId: a.userId,
      sessionId: a.sessionId,
      assetId: a.assetId,
      profile: a.profile,
      leadAgents: await streamLeadAgents(db, a.profile),
    }
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // the caller's own events, as every API answer (http/securityHeaders.ts): kept by no cache
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) would otherwise hold the events back.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    })
    res.write('retry: 3000\n\n')
    // Live events are held while the replay is read, so none falls between the two or comes twice.
    const conn: StreamConnection = { viewer, res, held: resume === undefined ? null : [] }
    hub.add(conn)
    if (resume === undefined) {
      // where this stream starts, at once: one that drops before its first event resumes from here
      const at = hub.position()
      if (at !== null)
        hub.write(
          conn,
          sseFrame({
            id: at,
            kind: EVENT_KINDS.ready,
            recordType: null,
            recordId: null,
            payload: {},
            createdAt: new Date().toISOString(),
          }),
        )
      return
    }
    try {
      const replay = await missedEvents(Number(resume), viewer)
      const sent = new Set<number>()
      for (const e of replay) {
        hub.write(conn, sseFrame(e))
        sent.add(e.id)
      }
      const after = replay.at(-1)?.kind === EVENT_KINDS.resync ? replay.at(-1)!.id : -1
      for (const e of conn.held ?? []) if (!sent.has(e.id) && e.id > after) hub.write(conn, sseFrame(e))
      conn.held = null
    } catch (err) {
      onError(err)
      res.destroy()
    }
  })

  /**
   * What a stream resuming after event `last` missed: from this process's memory in commit order when it
   * heard that event, else from the table by id (more than REPLAY_MAX: one resync event).
   */
  async function missedEvents(last: number, viewer: Viewer): Promise<ServerEvent[]> {
    const heard = hub.heardAfter(last)
    if (heard) return heard.map((e) => eventFor(e, viewer)).filter((e) => e !== null)
    const rows = await db.query(
      `select ${EVENT_COLUMNS} from events where ${VISIBLE_SQL} and id > $3 order by id limit ${REPLAY_MAX + 1}`,
      [viewer.assetId, viewer.userId, last],
    )
    if (rows.length <= REPLAY_MAX) return rows.map((r) => eventFor(toStoredEvent(r), viewer)).filter((e) => e !== null)
    const [{ newest }] = await db.query<{ newest: number }>('select coalesce(max(id), 0)::bigint as newest from events')
    return [
      {
        id: newest,
        kind: EVENT_KINDS.resync,
        recordType: null,
        recordId: null,
        payload: {},
        createdAt: new Date().toISOString(),
      },
    ]
  }

  return { subscribe: (receive) => subscribers.push(receive), hub }
}
