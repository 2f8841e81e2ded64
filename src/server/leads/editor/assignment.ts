import type { Queryable } from '../../db/db.ts'
import { loadLeadSettings } from './leadSettings.ts'

export interface AgentRef {
  _id: string
  name: string
}

export interface AssignmentQuery {
  agent?: string | null
  customer?: string | null
  listing?: string | null
  project?: string | null
  /** Only for the merge lookup: the lead being edited is not its own parent. */
  excludeLead?: string | null
}

export interface Assignment {
  agent: AgentRef | null
  parent: { _id: string; leadID: number } | null
  notFound: boolean
  /** How the agent was found; 'project' means the round robin should advance when the lead is saved. */
  via: 'agent' | 'parent' | 'listing' | 'project' | null
  projectPosition?: number
  /** The project's round-robin agents in order (via 'project'), for takeRoundRobinAgent. */
  projectAgents?: AgentRef[]
}

async function agentById(q: Queryable, assetId: string, id: string): Promise<AgentRef | null> {
  const [a] = await q.query<AgentRef>(
    `select id as "_id", name from team_members where id = $1 and asset_id = $2 and deleted_at is null`,
    [id, assetId],
  )
  return a ?? null
}

/**
 * The initial agent (spec 1 §7 initial-agent): the explicit agent; else an open lead of the same customer
 * for the same listing or project (or the general need) becomes the parent and its agent is used; else the
 * listing's agent; else the next of the project's agents by round robin; else notFound.
 * Reading never advances the round robin: saving the lead does (takeRoundRobinAgent).
 */
export async function findInitialAgent(q: Queryable, assetId: string, o: AssignmentQuery): Promise<Assignment> {
  const none: Assignment = { agent: null, parent: null, notFound: true, via: null }
  if (o.agent) {
    const agent = await agentById(q, assetId, o.agent)
    return agent ? { agent, parent: null, notFound: false, via: 'agent' } : none
  }
  if (o.customer) {
    const target = o.listing ? 'l.listing_id = $3' : o.project ? 'l.project_id = $3' : 'l.listing_id is null and l.project_id is null'
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
    if (p) {
      const agent = p.agent_id ? { _id: p.agent_id, name: p.name ?? '' } : null
      return { agent, parent: { _id: p.id, leadID: p.lead_id }, notFound: !agent, via: 'parent' }
    }
  }
  if (o.listing) {
    const [l] = await q.query<{ agent_id: string | null; name: string | null }>(
      `select l.agent_id, m.name from listings l left join team_members m on m.id = l.agent_id and m.deleted_at is null
        where l.id = $1 and l.asset_id = $2 and l.deleted_at is null`,
      [o.listing, assetId],
    )
    if (l?.agent_id && l.name !== null) return { agent: { _id: l.agent_id, name: l.name }, parent: null, notFound: false, via: 'listing' }
  }
  if (o.project) {
    const { agents, cursor } = await projectAgents(q, assetId, o.project)
    if (agents.length) {
      const pos = cursor % agents.length
      return { agent: agents[pos], parent: null, notFound: false, via: 'project', projectPosition: pos, projectAgents: agents }
    }
  }
  return none
}

/** The project's round-robin agents in their order, and its cursor (unlocked). */
async function projectAgents(q: Queryable, assetId: string, projectId: string): Promise<{ agents: AgentRef[]; cursor: number }> {
  const rows = await q.query<AgentRef & { rr_cursor: number }>(
    `select m.id as "_id", m.name, p.rr_cursor from projects p
       join project_agents pa on pa.project_id = p.id
       join team_members m on m.id = pa.agent_id and m.deleted_at is null and m.enabled
      where p.id = $1 and p.asset_id = $2 and p.deleted_at is null
      order by pa.position, m.name`,
    [projectId, assetId],
  )
  return { agents: rows.map(({ _id, name }) => ({ _id, name })), cursor: rows[0]?.rr_cursor ?? 0 }
}

/**
 * Takes the next of the project's round-robin `agents` (as findInitialAgent read them) and advances the
 * cursor in one statement (inside the lead's transaction), so concurrent creates get consecutive
 * agents. The row is held from here to commit, so the lead's write should follow at once. Its lock
 * (FOR NO KEY UPDATE, as any update of a non-key column) lets other creates reference the project
 * meanwhile: a FOR UPDATE here blocked their foreign-key check while they held what this transaction
 * waited for, a deadlock.
 */
export async function takeRoundRobinAgent(q: Queryable, assetId: string, projectId: string, agents: AgentRef[]): Promise<AgentRef | null> {
  if (!agents.length) return null
  const [r] = await q.query<{ pos: number }>(
    'update projects set rr_cursor = rr_cursor + 1 where id = $1 and asset_id = $2 and deleted_at is null returning rr_cursor - 1 as pos',
    [projectId, assetId],
  )
  return r ? agents[r.pos % agents.length] : null
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
