import type { ServerResponse } from 'node:http'
import type { ServerEvent } from '../../domain/events.ts'
import type { Db } from '../db/db.ts'
import type { AccessChange, StoredEvent } from './listener.ts'
import { eventFor, type Viewer } from './visibility.ts'

/** A client this far behind (bytes waiting in its socket) is cut: it reconnects and resumes from its last id. */
const MAX_BEHIND_BYTES = 1024 * 1024
/** The events kept in memory in the order this process heard them, for resuming streams. */
const RECENT_MAX = 5000

/** One open stream: its viewer, its response, and the live events held back while its replay runs. */
export interface StreamConnection {
  viewer: Viewer
  res: ServerResponse
  held: ServerEvent[] | null
}

export const sseFrame = (e: ServerEvent) => `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`

/**
 * The streams of one server process. The process's one listener hands every event here, and each is
 * written to the streams whose viewer may see it, filtered in memory: a stream costs no database work
 * of its own. Every heartbeat also checks, in one statement for all streams, that their sessions still
 * live and work in the same asset; a stream whose session ended or switched asset is closed.
 */
export class EventHub {
  private conns = new Set<StreamConnection>()
  private timer: NodeJS.Timeout
  private recent: StoredEvent[] = []
  /** The newest event id committed before this process listened; null once `recent` no longer holds all heard since. */
  private baseline: number | null = null

  constructor(
    private db: Db,
    heartbeatMs: number,
    onError: (err: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.beat().catch(onError), heartbeatMs)
    this.timer.unref()
  }

  get size() {
    return this.conns.size
  }

  add(conn: StreamConnection) {
    this.conns.add(conn)
    conn.res.on('close', () => this.conns.delete(conn))
  }

  /** The process listens from here: `newest` is the newest event committed before its LISTEN began. */
  start(newest: number) {
    this.baseline = newest
  }

  /** Where a stream opened now starts: the last event heard, else the baseline (null: unknown). */
  position(): number | null {
    return this.recent.at(-1)?.id ?? this.baseline
  }

  deliver(e: StoredEvent) {
    this.recent.push(e)
    if (this.recent.length > 2 * RECENT_MAX) {
      this.recent.splice(0, RECENT_MAX)
      this.baseline = null
    }
    for (const conn of this.conns) {
      const out = eventFor(e, conn.viewer)
      if (!out) continue
      if (conn.held) conn.held.push(out)
      else this.write(conn, sseFrame(out))
    }
  }

  /**
   * The events heard after event `id`, in commit order, or null when this process did not hear it lately.
   * Every process hears the events in the order they committed, which is not always their ids' order (a
   * transaction that took an id first may commit last): resuming from this list misses none of those.
   */
  heardAfter(id: number): StoredEvent[] | null {
    const at = this.recent.findLastIndex((e) => e.id === id)
    if (at !== -1) return this.recent.slice(at + 1)
    return id === this.baseline ? [...this.recent] : null
  }

  write(conn: StreamConnection, chunk: string) {
    if (conn.res.writableLength > MAX_BEHIND_BYTES) return conn.res.destroy()
    conn.res.write(chunk)
  }

  private async beat() {
    if (!this.conns.size) return
    // only the streams asked about: one opened while the query runs is not in its answer, and is not stale
    const asked = [...this.conns]
    for (const conn of asked) this.write(conn, ': heartbeat\n\n')
    const ids = [...new Set(asked.map((c) => c.viewer.sessionId))]
    const live = await this.db.query<{ id: string; active_asset_id: string | null }>(
      `select s.id, s.active_asset_id from sessions s join users u on u.id = s.user_id and u.enabled
        where s.id = any($1::uuid[]) and s.revoked_at is null and s.expires_at > now()`,
      [ids],
    )
    const assetOf = new Map(live.map((s) => [s.id, s.active_asset_id]))
    for (const conn of asked) {
      if (assetOf.get(conn.viewer.sessionId) !== conn.viewer.assetId) conn.res.end()
    }
  }

  /**
   * Rights changed (a role's, a user's, or anyone's): the streams they concern end at once, before any later
   * event is delivered, and their browsers reconnect, resuming from their last event with the rights read again.
   */
  accessChanged(change: AccessChange) {
    for (const conn of this.conns) {
      const { profile, userId } = conn.viewer
      if (change && change.userId !== userId && (!change.roleId || change.roleId !== profile.role?._id)) continue
      this.conns.delete(conn)
      conn.res.end()
    }
  }

  /** Ends every stream (server shutdown): the clients reconnect to another process or after the restart. */
  close() {
    clearInterval(this.timer)
    for (const conn of this.conns) conn.res.end()
    this.conns.clear()
  }
}
