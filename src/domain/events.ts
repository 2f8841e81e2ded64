/**
 * The events a server process streams to browsers (GET /api/events/stream, server-sent events): shared
 * by the server that publishes them and the pages that listen (useServerEvent). The SSE `event:` field
 * is the kind; `data:` is a ServerEvent as JSON; `id:` its id, from which a reconnect resumes.
 */
export const EVENT_KINDS = {
  /** A notification for the receiving user (payload: the Notification). */
  notification: 'notification',
  /** The user's notifications were read elsewhere (another tab or device): payload { ids } or { all: true }. */
  notificationsRead: 'notifications.read',
  /** A row of a lead, customer or registry resource was created, changed or deleted (live lists; domain/live.ts). */
  recordChanged: 'record.changed',
  /** A reconnect missed more events than the stream replays: reload what the page shows. */
  resync: 'resync',
  /**
   * The first frame of a new stream: no payload, its id the position the stream starts from, so a stream
   * that drops before any event of its own resumes from there instead of losing what came meanwhile.
   */
  ready: 'ready',
} as const

export interface ServerEvent<P = Record<string, unknown>> {
  id: number
  kind: string
  recordType: string | null
  recordId: string | null
  payload: P
  createdAt: string
}

/** The stream's path; the console opens one per tab. */
export const EVENT_STREAM_PATH = '/api/events/stream'
