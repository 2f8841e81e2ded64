import { contactsCustomer, type ActivityKind } from '../../domain/activities/kinds.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { notFound } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'
import { responseTimesOnce } from '../leads/responseTimes.ts'
import { leadScopeParams, leadVisibility } from '../leads/scope.ts'
import { isUuid } from '../resources/index.ts'

export interface LockedLead {
  id: string
  lead_id: number
  agent_id: string | null
  stage: string
  time_to_qualify: string | null
}

/**
 * The lead an activity read or write is about, in the caller's asset and lead scope, else a 404 (another
 * asset's lead and a lead outside the scope are not found alike); a write locks it for its transaction.
 */
export async function findLead(q: Queryable, a: AuthContext, leadId: string, forUpdate = false): Promise<LockedLead> {
  if (!isUuid(leadId)) throw notFound(t('messages.leadNotFound'))
  const params: unknown[] = [leadId, a.assetId]
  const visible = leadScopeParams(leadVisibility(a), 'agent_id', params)
  const [lead] = await q.query<LockedLead>(
    `select id, lead_id, agent_id, stage, time_to_qualify from leads where id = $1 and asset_id = $2 and deleted_at is null and ${visible}${forUpdate ? ' for update' : ''}`,
    params,
  )
  if (!lead) throw notFound(t('messages.leadNotFound'))
  return lead
}

export const lockLead = (q: Queryable, a: AuthContext, leadId: string) => findLead(q, a, leadId, true)

/** Response-time keys a first touch of each kind records (a note reaches nobody). */
const FIRST_TOUCH_KEYS: Record<ActivityKind, string[]> = {
  call: ['firstResponse', 'firstCall'],
  whatsapp: ['firstResponse', 'firstWhatsapp'],
  email: ['firstResponse', 'firstEmail'],
  viewing: ['firstResponse'],
  note: [],
}

export interface Touch {
  kind: ActivityKind
  outcome: string | null
  /** The team member who did it. */
  agentId: string | null
  /** When it happened (a viewing: when it was scheduled, i.e. now). */
  at: Date
}

/**
 * Brings the lead's latestActivity and lastActivityAt up to date with its activities (the newest by when
 * it happened, a viewing counting from when it was scheduled), in the activity write's transaction. With
 * `touch` (a new activity), also marks the lead contacted when the customer was reached, and, when the
 * lead's own agent did it, records the first-touch response times after assignment (the SLA engine's rule).
 */
export async function refreshLead(q: Queryable, leadId: string, touch?: Touch) {
  const params: unknown[] = [leadId]
  let sets = ''
  if (touch) {
    const keys = [
      ...FIRST_TOUCH_KEYS[touch.kind],
      ...(contactsCustomer(touch.kind, touch.outcome) ? ['firstContact'] : []),
    ]
    if (contactsCustomer(touch.kind, touch.outcome)) sets += ', is_contacted = true'
    if (keys.length && touch.agentId) {
      const agent = `$${params.push(touch.agentId)}::uuid`
      const at = `$${params.push(touch.at)}`
      sets += `, response_times = case when agent_id = ${agent} then ${responseTimesOnce(keys, at)} else response_times end`
    }
  }
  await q.query(
    `with latest as (
       select jsonb_build_object('_id', a.id, 'type', a.kind, 'outcome', a.outcome, 'note', coalesce(a.body, a.feedback), 'at', least(a.occurred_at, a.created_at),
                                 'agent', m.name) as j, least(a.occurred_at, a.created_at) as at
         from lead_activities a left join team_members m on m.id = a.agent_id
        where a.lead_id = $1 and a.deleted_at is null
        order by least(a.occurred_at, a.created_at) desc, a.created_at desc limit 1)
     update leads set latest_activity = (select j from latest), last_activity_at = coalesce((select at from latest), last_activity_at),
            updated_at = now()${sets}
      where id = $1`,
    params,
  )
}
