import type { DbRow, Queryable } from '../../db/db.ts'
import { leadScopeParams, type LeadVisibility } from '../scope.ts'

/** snake_case column → camelCase API member; id → _id; the lead's renamed members (spec 1 §3). */
const RENAME: Record<string, string> = {
  id: '_id',
  asset_id: 'asset',
  lead_id: 'leadID',
  customer_id: 'customer',
  listing_id: 'listing',
  project_id: 'project',
  agent_id: 'agent',
  referred_by_id: 'referredBy',
  creator_id: 'creator',
  updated_by_id: 'updatedBy',
  set_auto_sla_details: 'setAutoSLADetails',
}

/**
 * Columns the database keeps for its own queries, not lead members: the report's stored SLA stage (0403) and
 * the SLA scheduler's next step (1201). The pool's columns (members, fallback, escalation) stay readable.
 */
const INTERNAL = new Set(['sla_settled_stage', 'sla_step', 'sla_due_at', 'sla_warned_for'])

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

export function leadToApi(row: Record<string, unknown>): DbRow {
  const out: DbRow = {}
  for (const [k, v] of Object.entries(row)) if (!INTERNAL.has(k)) out[RENAME[k] ?? camel(k)] = v
  // the form reads both names: the list's listings reference and the form's campaign/project
  out.listings = row.listing_id ?? null
  return out
}

/**
 * One lead of the asset as the editor reads it, with its child leads (id, leadID), both as far as the
 * caller may see them (null: the lead the caller has just saved, answered even if the save moved it
 * out of their scope).
 */
export async function readLead(
  q: Queryable,
  assetId: string,
  id: string,
  visibility: LeadVisibility | null,
): Promise<DbRow | null> {
  const params: unknown[] = [id, assetId]
  const visible = visibility ? leadScopeParams(visibility, 'agent_id', params, 'escalated_to_ids') : 'true'
  const [row] = await q.query(
    `select * from leads where id = $1 and asset_id = $2 and deleted_at is null and ${visible}`,
    params,
  )
  if (!row) return null
  const childParams: unknown[] = [id, assetId]
  const children = await q.query(
    `select id as "_id", lead_id as "leadID", stage, status, created_at as "createdAt" from leads
      where parent_id = $1 and asset_id = $2 and deleted_at is null and ${visibility ? leadScopeParams(visibility, 'agent_id', childParams) : 'true'} order by created_at`,
    childParams,
  )
  return { ...leadToApi(row), childLeads: children }
}

/** What the update page shows beside a lead: its listing's reference, its customer and its parent's leadID. */
export async function editorExtras(q: Queryable, ids: string[]): Promise<Map<string, DbRow>> {
  const rows = await q.query(
    `select l.id, li.reference, c.type as customer_type, c.first_name || ' ' || c.last_name as customer_name, p.lead_id as parent_lead_id
       from leads l left join listings li on li.id = l.listing_id left join customers c on c.id = l.customer_id
       left join leads p on p.id = l.parent_id where l.id = any($1::uuid[])`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id as string, r]))
}

/** GET /properties/leads/cms/{id}'s answer: the lead (leadToApi) with its extras (editorExtras). */
export function editorLead(lead: DbRow, extra: DbRow | undefined) {
  return {
    ...lead,
    listings: lead.listing ? { _id: lead.listing, reference: extra?.reference ?? null } : null,
    customerType: extra?.customer_type ?? null,
    customerName: extra?.customer_name?.trim() ?? null,
    parent: lead.parentId ? { _id: lead.parentId, leadID: extra?.parent_lead_id ?? null } : null,
  }
}
