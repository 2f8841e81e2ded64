import type { Queryable } from '../../db/db.ts'
import { notFound } from '../../http/errors.ts'
import { leadScopeParams, type LeadVisibility } from '../scope.ts'
import { rowSelectSql, toReportRow } from './query.ts'

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Columns the detail page does not show as lead fields (ids shown populated, internals). */
const HIDDEN = new Set(['id', 'asset_id', 'version', 'deleted_at', 'customer_id', 'listing_id', 'project_id', 'agent_id', 'referred_by_id', 'creator_id', 'updated_by_id', 'parent_id'])

export interface LeadHistoryEntry {
  _id: string
  kind: string
  from: string | null
  to: string | null
  /** Agent names for assignment changes. */
  fromLabel: string | null
  toLabel: string | null
  actor: { _id: string; fullName: string } | null
  createdAt: string
}

/**
 * Everything the lead detail page shows (tab 0): the populated report row, every other field of the
 * lead, the customer's contact details when the caller may see them, the referring agent, and the
 * stage/assignment/status history with who and when. A lead the caller may not see (another asset's,
 * outside their lead scope) is a 404.
 */
export async function leadDetails(db: Queryable, assetId: string, id: string, sensitive: boolean, visibility: LeadVisibility) {
  const params: unknown[] = [assetId, id]
  const visible = leadScopeParams(visibility, 'l.agent_id', params)
  const childVisible = leadScopeParams(visibility, 'ch.agent_id', params)
  const [row] = await db.query(rowSelectSql(`select l.* from leads l where l.asset_id = $1 and l.id = $2 and l.deleted_at is null and ${visible}`, 'l.id', sensitive, childVisible), params)
  if (!row) throw notFound('Lead does not exists')
  const [raw] = await db.query('select * from leads where id = $1', [id])
  const fields: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(raw)) if (!HIDDEN.has(k)) fields[camel(k)] = v instanceof Date ? v.toISOString() : v
  const [customer] = row.customer_id
    ? await db.query(`select email, phone_code, phone, phone_number, do_not_disturb from customers where id = $1`, [row.customer_id])
    : []
  const [referredBy] = raw.referred_by_id ? await db.query('select id, name from team_members where id = $1', [raw.referred_by_id]) : []
  const hist = await db.query(
    `select h.id, h.kind, h.from_value, h.to_value, h.created_at, u.id as actor_id, trim(u.first_name || ' ' || u.last_name) as actor_name
     from lead_history h left join users u on u.id = h.actor_id
     where h.asset_id = $1 and h.lead_id = $2 order by h.created_at desc, h.id limit 500`,
    [assetId, id],
  )
  const agentIds = [...new Set(hist.filter((h) => h.kind === 'assignment').flatMap((h) => [h.from_value, h.to_value]).filter((v) => v && UUID.test(v)))]
  const names = new Map<string, string>()
  if (agentIds.length) {
    for (const a of await db.query<{ id: string; name: string }>('select id, name from team_members where asset_id = $1 and id = any($2::uuid[])', [assetId, agentIds])) names.set(a.id, a.name)
  }
  const label = (v: string | null) => (v === null ? null : (names.get(v) ?? v))
  const history: LeadHistoryEntry[] = hist.map((h) => ({
    _id: h.id,
    kind: h.kind,
    from: h.from_value,
    to: h.to_value,
    fromLabel: h.kind === 'assignment' ? label(h.from_value) : h.from_value,
    toLabel: h.kind === 'assignment' ? label(h.to_value) : h.to_value,
    actor: h.actor_id ? { _id: h.actor_id, fullName: h.actor_name } : null,
    createdAt: h.created_at instanceof Date ? h.created_at.toISOString() : h.created_at,
  }))
  return {
    ...fields,
    ...toReportRow(row),
    customerContact: customer && sensitive
      ? { email: customer.email, phoneNumber: customer.phone_number, doNotDisturb: customer.do_not_disturb }
      : customer ? { doNotDisturb: customer.do_not_disturb } : null,
    referredBy: referredBy ? { _id: referredBy.id, name: referredBy.name } : null,
    history,
  }
}
