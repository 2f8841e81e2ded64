import { hasAccess } from '../../domain/permissions.ts'
import { LEADS_TABLE, type RecordChange, type RecordChangedPayload } from '../../domain/live.ts'
import { leadScopeOf } from '../../domain/leads/scope.ts'
import type { Profile } from '../../domain/profile.ts'
import type { Queryable } from '../db/db.ts'
import { resourceDefs } from '../resources/registry.ts'
import { teamOf } from '../leads/scope.ts'
import { seesColumn, viewerOf } from '../resources/fieldRule.ts'

/** A stored row change: the trigger also names the lead's agent before and after (never sent on). */
type StoredChange = RecordChange & { agentId?: string; prevAgentId?: string }

/** The view keys of each table's rows, from the resource definitions (the lists' own keys). */
const viewKeysByTable = new Map(Object.values(resourceDefs).map((d) => [d.table, d.access?.view]))

/**
 * Whether a reader may see a table's rows at all: the view keys of its list (a table no list shows: no one). The
 * stream's rule, and the webhooks' (a hook reads as its owner, src/server/webhooks/reader.ts).
 */
export const mayViewTable = (profile: Profile, table: string | null): table is string =>
  !!table && viewKeysByTable.has(table) && hasAccess(profile, viewKeysByTable.get(table))

/**
 * The leads a stream's viewer sees, as the agents whose leads they are: null for the whole asset, else
 * their own team member and, for the team scope, everyone reporting to them at any depth (the same rule as
 * leads/scope.ts's SQL, read once when the stream opens; a reconnect reads it again).
 */
export async function streamLeadAgents(db: Queryable, profile: Profile): Promise<Set<string> | null> {
  const scope = leadScopeOf(profile)
  if (scope === 'asset') return null
  if (!profile.agentId) return new Set()
  if (scope === 'own') return new Set([profile.agentId])
  return teamOf(db, profile.agentId)
}

/**
 * What of a record-change event a viewer receives, or null: nothing of a table whose list they may not
 * view; of leads only the rows in their lead scope (before or after the change, so a lead handed away
 * leaves their list); not even the name of a column the field rule hides from them. Never a value.
 */
export function recordChangeFor(
  recordType: string | null,
  payload: Record<string, unknown>,
  viewer: { profile: Profile; leadAgents: Set<string> | null },
): RecordChangedPayload | null {
  if (!mayViewTable(viewer.profile, recordType)) return null
  const reader = viewerOf(viewer.profile)
  const inScope = (c: StoredChange) =>
    recordType !== LEADS_TABLE ||
    !viewer.leadAgents ||
    [c.agentId, c.prevAgentId].some((id) => !!id && viewer.leadAgents!.has(id))
  const p = payload as unknown as RecordChangedPayload & { rows: StoredChange[] }
  const rows: RecordChange[] = []
  for (const { id, action, fields } of p.rows.filter(inScope)) {
    const shown = fields?.filter((f) => seesColumn(reader, recordType, f))
    // an update of hidden columns only is no change this viewer can see
    if (action === 'update' && shown?.length === 0) continue
    rows.push(shown ? { id, action, fields: shown } : { id, action })
  }
  return rows.length ? { by: p.by ?? null, rows } : null
}
