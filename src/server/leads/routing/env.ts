import { localDay, type RoutingAgent } from '../../../domain/leads/routing.ts'
import type { RoutingEnv } from '../../../domain/leads/routingChain.ts'
import type { Queryable } from '../../db/db.ts'
import { prepared } from '../../db/prepared.ts'
import { isUuid } from '../../resources/index.ts'
import { AGENT_JSON, type RoutingInputs } from './inputs.ts'

/** The lead's listing or project as the standard order and the criteria read them. */
export interface LeadTarget {
  listing: {
    agent: RoutingAgent | null
    price: number | null
    community: string | null
    location: string | null
  } | null
  project: { _id: string; name: string; agents: RoutingAgent[]; turn: number } | null
}

/** Reads the listing (its agent, price, community, location) or the project (its round-robin agents and turn). */
export async function loadLeadTarget(
  q: Queryable,
  assetId: string,
  o: { listing?: string | null; project?: string | null },
): Promise<LeadTarget> {
  if (o.listing) {
    const [l] = await q.query<{
      agent: RoutingAgent | null
      price: string | null
      community: string | null
      location: string | null
    }>(
      `select case when m.id is null then null else ${AGENT_JSON} end as agent, l.price, l.community, l.location
         from listings l left join team_members m on m.id = l.agent_id and m.deleted_at is null
        where l.id = $1 and l.asset_id = $2 and l.deleted_at is null`,
      [o.listing, assetId],
    )
    return { listing: l ? { ...l, price: l.price === null ? null : Number(l.price) } : null, project: null }
  }
  if (o.project) {
    const [p] = await q.query<{ name: string; turn: number; agents: RoutingAgent[] }>(
      `select p.name, p.rr_cursor as turn, coalesce((select json_agg(${AGENT_JSON} order by pa.position, m.name) from project_agents pa
           join team_members m on m.id = pa.agent_id and m.deleted_at is null and m.enabled where pa.project_id = p.id), '[]') as agents
         from projects p where p.id = $1 and p.asset_id = $2 and p.deleted_at is null`,
      [o.project, assetId],
    )
    return { listing: null, project: p ? { _id: o.project, ...p } : null }
  }
  return { listing: null, project: null }
}

/** The standard order's candidates: the listing's agent; else the project's agents from round-robin turn `turn`. */
function standardOrder(t: LeadTarget, turn: number): Awaited<ReturnType<RoutingEnv['standard']>> {
  if (t.listing?.agent) return { via: 'listing', agents: [t.listing.agent] }
  const agents = t.project?.agents ?? []
  if (!agents.length) return { via: null, agents: [] }
  const start = turn % agents.length
  return { via: 'project', agents: [...agents.slice(start), ...agents.slice(0, start)] }
}

function baseEnv(inputs: RoutingInputs, t: LeadTarget, now: Date) {
  return {
    now,
    timeZone: inputs.timeZone,
    agents: inputs.agents,
    projectName: (id: string) => (t.project?._id === id ? t.project.name : 'another project'),
  }
}

/** For previews (initial-agent, the settings page's test): reads turns and counts, changes nothing. */
export function previewEnv(q: Queryable, inputs: RoutingInputs, t: LeadTarget, now: Date): RoutingEnv {
  const day = localDay(now, inputs.timeZone)
  return {
    ...baseEnv(inputs, t, now),
    async takeTurn(ruleId, target) {
      if (!isUuid(ruleId)) return 0
      const [r] = await q.query<{ turn: string }>('select turn from routing_turns where rule_id = $1 and target = $2', [
        ruleId,
        target,
      ])
      return Number(r?.turn ?? 0)
    },
    async takeCapSlot(agentId, cap) {
      const [r] = await q.query<{ leads: number }>(
        'select leads from routing_daily_counts where agent_id = $1 and day = $2',
        [agentId, day],
      )
      const n = r?.leads ?? 0
      return n < cap ? n + 1 : null
    },
    standard: async () => standardOrder(t, t.project?.turn ?? 0),
  }
}

/**
 * For a create, inside its transaction: each turn taken advances its row, held to commit (as the project
 * round robin). A cap is checked by the increment itself (`where leads < cap`), so concurrent creates
 * never pass it.
 */
export function createEnv(tx: Queryable, assetId: string, inputs: RoutingInputs, t: LeadTarget, now: Date): RoutingEnv {
  const day = localDay(now, inputs.timeZone)
  return {
    ...baseEnv(inputs, t, now),
    async takeTurn(ruleId, target) {
      const [r] = await tx.query<{ turn: string }>(
        `insert into routing_turns (rule_id, target, turn) values ($1, $2, 1)
           on conflict (rule_id, target) do update set turn = routing_turns.turn + 1 returning turn - 1 as turn`,
        [ruleId, target],
      )
      return Number(r.turn)
    },
    // An update whose WHERE fails after a wait locks nothing (unlike an upsert), so a create holds the row
    // of an agent only once it has counted there and stops: two creates never wait on each other's capped rows.
    async takeCapSlot(agentId, cap) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const [u] = await tx.query<{ leads: number }>(
          'update routing_daily_counts set leads = leads + 1 where agent_id = $1 and day = $2 and leads < $3 returning leads',
          [agentId, day, cap],
        )
        if (u) return u.leads
        const [i] = await tx.query<{ leads: number }>(
          'insert into routing_daily_counts (agent_id, day, leads) values ($1, $2, 1) on conflict (agent_id, day) do nothing returning leads',
          [agentId, day],
        )
        if (i) return i.leads
        // The row is there: full, or another create's first lead of the day came in between (then again).
        const [c] = await tx.query<{ leads: number }>(
          'select leads from routing_daily_counts where agent_id = $1 and day = $2',
          [agentId, day],
        )
        if (c && c.leads >= cap) return null
      }
      return null
    },
    async standard() {
      if (t.listing?.agent || !t.project?.agents.length) return standardOrder(t, 0)
      // The project's turn advances only when its agents are asked (a listing agent does not move it).
      const [r] = await tx.query<{ pos: number }>(
        prepared(
          'update projects set rr_cursor = rr_cursor + 1 where id = $1 and asset_id = $2 and deleted_at is null returning rr_cursor - 1 as pos',
        ),
        [t.project._id, assetId],
      )
      return standardOrder(t, r?.pos ?? 0)
    },
  }
}
