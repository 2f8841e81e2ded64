import { apiKeyActor } from '../../../domain/apiKeys.ts'
import { apiKeyNameSql } from '../../auth/apiKeys.ts'
import type { Queryable } from '../../db/db.ts'
import { notFound } from '../../http/errors.ts'
import { leadScopeParams, type LeadVisibility } from '../scope.ts'
import { pageRow, pageSql } from './query.ts'
import { t } from '../../../domain/i18n/index.ts'

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
/** Columns the detail page does not show as lead fields (ids shown populated, internals). */
const HIDDEN = new Set([
  'id',
  'asset_id',
  'version',
  'deleted_at',
  'customer_id',
  'listing_id',
  'project_id',
  'agent_id',
  'referred_by_id',
  'creator_id',
  'updated_by_id',
  'parent_id',
])

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
export async function leadDetails(
  db: Queryable,
  assetId: string,
  id: string,
  /** The customer's contact fields the caller may see (the field rule). */
  contact: { email: boolean; phoneNumber: boolean },
  visibility: LeadVisibility,
) {
  const params: unknown[] = [assetId, id]
  const visible = leadScopeParams(visibility, 'l.agent_id', params, 'l.escalated_to_ids')
  const childVisible = leadScopeParams(visibility, 'ch.agent_id', params)
  // One wave: the row (deciding whether the caller may see the lead) with the customer's contact and the
  // referrer, the lead's own columns and the history; the last two are shown only when the row is.
  const [[row], [raw], hist] = await Promise.all([
    db.query(
      pageSql(
        `select l.id from leads l where l.asset_id = $1 and l.id = $2 and l.deleted_at is null and ${visible}`,
        'l.id',
        childVisible,
        contact.phoneNumber,
        `
      (select json_build_object('email', ${contact.email ? 'cc.email' : 'null'}, 'phone_number', ${contact.phoneNumber ? 'cc.phone_number' : 'null'}, 'do_not_disturb', cc.do_not_disturb)
         from customers cc where cc.id = l.customer_id) as customer_contact,
      (select json_build_object('id', rb.id, 'name', rb.name) from team_members rb where rb.id = l.referred_by_id) as referred_by`,
      ),
      params,
    ),
    db.query('select * from leads where id = $1 and asset_id = $2', [id, assetId]),
    // Assignment changes name their agents (team members of the asset; a value that is no id stays as it is).
    db.query(
      `select h.id, h.kind, h.from_value, h.to_value, h.created_at, u.id as actor_id, trim(u.first_name || ' ' || u.last_name) as actor_name,
              ${apiKeyNameSql('h.api_key_id')} as api_key_name,
              fa.name as from_agent, ta.name as to_agent
       from lead_history h left join users u on u.id = h.actor_id
       left join team_members fa on h.kind = 'assignment' and fa.asset_id = h.asset_id and fa.id::text = h.from_value
       left join team_members ta on h.kind = 'assignment' and ta.asset_id = h.asset_id and ta.id::text = h.to_value
       where h.asset_id = $1 and h.lead_id = $2 order by h.created_at desc, h.id limit 500`,
      [assetId, id],
    ),
  ])
  if (!row) throw notFound(t('messages.leadNotFound'))
  const fields: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(raw))
    if (!HIDDEN.has(k)) fields[camel(k)] = v instanceof Date ? v.toISOString() : v
  const customer = row.customer_contact as {
    email: string | null
    phone_number: string | null
    do_not_disturb: boolean
  } | null
  const referredBy = row.referred_by as { id: string; name: string } | null
  const history: LeadHistoryEntry[] = hist.map((h) => ({
    _id: h.id,
    kind: h.kind,
    from: h.from_value,
    to: h.to_value,
    fromLabel: h.from_agent ?? h.from_value,
    toLabel: h.to_agent ?? h.to_value,
    // a change made with an API key reads as the key, not the person it acts for
    actor: h.api_key_name
      ? { _id: h.actor_id, fullName: apiKeyActor(h.api_key_name) }
      : h.actor_id
        ? { _id: h.actor_id, fullName: h.actor_name }
        : null,
    createdAt: h.created_at instanceof Date ? h.created_at.toISOString() : h.created_at,
  }))
  return {
    ...fields,
    ...pageRow(row),
    customerContact: customer
      ? {
          ...(contact.email ? { email: customer.email } : {}),
          ...(contact.phoneNumber ? { phoneNumber: customer.phone_number } : {}),
          doNotDisturb: customer.do_not_disturb,
        }
      : null,
    referredBy: referredBy ? { _id: referredBy.id, name: referredBy.name } : null,
    history,
  }
}
