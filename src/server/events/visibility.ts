import { EVENT_KINDS, type ServerEvent } from '../../domain/events.ts'
import type { Profile } from '../../domain/profile.ts'
import type { StoredEvent } from './listener.ts'
import { recordChangeFor } from './recordChanges.ts'

/** Who a stream belongs to: the signed-in session, working in its active asset. */
export interface Viewer {
  userId: string
  sessionId: string
  assetId: string
  profile: Profile
  /** The agents whose leads the viewer sees (null: the whole asset), for record changes (recordChanges.ts). */
  leadAgents: Set<string> | null
}

/**
 * What of an event a viewer receives, or null: never another asset's event, never one addressed to
 * other users. The one place that decides, for live events and replays alike; a record change is
 * further cut to the rows and columns the viewer may see (recordChanges.ts).
 */
export function eventFor(e: StoredEvent, viewer: Viewer): ServerEvent | null {
  if (e.assetId !== viewer.assetId) return null
  if (e.userIds && !e.userIds.includes(viewer.userId)) return null
  if (e.kind === EVENT_KINDS.recordChanged) {
    const payload = recordChangeFor(e.recordType, e.payload, viewer)
    if (!payload) return null
    const recordId = payload.rows.length === 1 ? payload.rows[0].id : null
    return {
      id: e.id,
      kind: e.kind,
      recordType: e.recordType,
      recordId,
      payload: payload as unknown as Record<string, unknown>,
      createdAt: e.createdAt,
    }
  }
  return {
    id: e.id,
    kind: e.kind,
    recordType: e.recordType,
    recordId: e.recordId,
    payload: e.payload,
    createdAt: e.createdAt,
  }
}

/** The same rule as SQL over the events table, for a replay ($1 asset, $2 user). */
export const VISIBLE_SQL = 'asset_id = $1 and (user_ids is null or $2::uuid = any(user_ids))'
