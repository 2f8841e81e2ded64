import type { Queryable } from '../../db/db.ts'
import type { RoutingResult } from '../../../domain/leads/routingChain.ts'
import { previewRouting, readRouting, type LeadFields } from '../routing/route.ts'
import { loadLeadSettings } from './leadSettings.ts'

export interface AgentRef {
  _id: string
  name: string
}

export interface AssignmentQuery extends LeadFields {
  agent?: string | null
  customer?: string | null
  /** Only for the merge lookup: the lead being edited is not its own parent. */
  excludeLead?: string | null
}

export interface Assignment {
  agent: AgentRef | null
  parent: { _id: string; leadID: number } | null
  notFound: boolean
  /** How the agent was found: by hand, from the merge parent, or by the routing rules (with their log). */
  via: 'agent' | 'parent' | 'routing' | null
  routing?: RoutingResult
}

async function agentById(q: Queryable, assetId: string, id: string): Promise<AgentRef | null> {
  const [a] = await q.query<AgentRef>(
    `select id as "_id", name from team_members where id = $1 and asset_id = $2 and deleted_at is null`,
    [id, assetId],
  )
  return a ?? null
}

/**
 * The merge parent: an open root lead of the same customer for the same listing or project (or the
 * general need, when neither is given), the newest; its agent (if any) is lent to the new lead.
 */
export async function findParent(
  q: Queryable,
  assetId: string,
  o: { customer?: string | null; listing?: string | null; project?: string | null; excludeLead?: string | null },
): Promise<{ _id: string; leadID: number; agent: AgentRef | null } | null> {
  if (!o.customer) return null
  const target = o.listing
    ? 'l.listing_id = $3'
    : o.project
      ? 'l.project_id = $3'
      : 'l.listing_id is null and l.project_id is null'
  const params: unknown[] = [assetId, o.customer]
  if (o.listing || o.project) params.push(o.listing ?? o.project)
  params.push(o.excludeLead ?? null)
  const [p] = await q.query<{ id: string; lead_id: number; agent_id: string | null; name: string | null }>(
    `select l.id, l.lead_id, l.agent_id, m.name from leads l left join team_members m on m.id = l.agent_id
      where l.asset_id = $1 and l.customer_id = $2 and ${target} and l.status = 'Open' and l.parent_id is null
        and l.deleted_at is null and ($${params.length}::uuid is null or l.id <> $${params.length}::uuid)
      order by l.created_at desc limit 1`,
    params,
  )
  return p
    ? { _id: p.id, leadID: Number(p.lead_id), agent: p.agent_id ? { _id: p.agent_id, name: p.name ?? '' } : null }
    : null
}

/**
 * The initial agent (spec 1 §7 initial-agent): the explicit agent; else an open lead of the same customer
 * for the same listing or project (or the general need) becomes the parent and its agent is used; else
 * the routing rules (leads/routing/), whose default rule is the standard order: the listing's agent,
 * else the next of the project's agents by round robin; else notFound.
 * Reading never advances a round robin nor counts a cap: saving the lead does.
 */
export async function findInitialAgent(q: Queryable, assetId: string, o: AssignmentQuery): Promise<Assignment> {
  const none: Assignment = { agent: null, parent: null, notFound: true, via: null }
  if (o.agent) {
    const agent = await agentById(q, assetId, o.agent)
    return agent ? { agent, parent: null, notFound: false, via: 'agent' } : none
  }
  const [p, read] = await Promise.all([
    findParent(q, assetId, o),
    o.listing || o.project ? readRouting(q, assetId, o) : null,
  ])
  if (p) return { agent: p.agent, parent: { _id: p._id, leadID: p.leadID }, notFound: !p.agent, via: 'parent' }
  if (!read) return none
  const routing = await previewRouting(q, read)
  return { agent: routing.agent, parent: null, notFound: !routing.agent && !routing.pool, via: 'routing', routing }
}

/** The warning when the agent has reached the asset's daily lead limit (leads assigned since midnight UTC). */
export async function limitsWarning(q: Queryable, assetId: string, agent: AgentRef | null): Promise<string | null> {
  if (!agent) return null
  const s = await loadLeadSettings(q, assetId)
  const [r] = await q.query<{ n: number }>(
    `select count(*)::int as n from leads where asset_id = $1 and agent_id = $2 and deleted_at is null
        and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    [assetId, agent._id],
  )
  if (r.n < s.dailyLeadLimit) return null
  return `${agent.name} has reached the daily limit of ${s.dailyLeadLimit} leads. The lead can still be assigned.`
}
