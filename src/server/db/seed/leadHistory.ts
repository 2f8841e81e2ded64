import { LEAD_STAGES } from '../../../domain/leads/constants.ts'
import type { Queryable } from '../db.ts'
import type { Row } from './bulk.ts'
import type { LeadContext } from './leadContext.ts'
import type { Rand } from './random.ts'

const MIN = 60_000

/** Stage, assignment (agent ids) and status changes as the lead editor records them, in time order up to now. */
export function makeHistory(r: Rand, ctx: LeadContext, lead: Row, firstAgentId: string | null, now: number): Row[] {
  const rows: Row[] = []
  const add = (kind: string, from: unknown, to: unknown, at: number, actor: string | null) =>
    rows.push({
      id: r.uuid(),
      asset_id: ctx.assetId,
      lead_id: lead.id,
      kind,
      from_value: from ?? null,
      to_value: to,
      actor_id: actor,
      created_at: new Date(Math.min(at, now)),
    })
  const created = (lead.data_source_created_at as Date).getTime()
  add('stage', null, 'New', created, null)
  add('assignment', null, firstAgentId ?? lead.agent_id, created, null)
  if (firstAgentId && firstAgentId !== lead.agent_id) {
    add(
      'assignment',
      firstAgentId,
      lead.agent_id,
      (lead.agent_assigned_at as Date).getTime(),
      lead.is_assigned_from_lead_pool ? r.pick(ctx.userIds) : null,
    )
    // through the pool: its history is the SLA engine's (seedPoolStates); the row above only keeps the demo's random draws as they were
    if (lead.pool_left_agent_id) rows.pop()
  }
  const stage = lead.stage as string
  const main = LEAD_STAGES.indexOf(stage as never)
  const path =
    main > 0
      ? LEAD_STAGES.slice(0, main + 1)
      : stage === 'Viewing Done'
        ? ['New', 'Viewing Arranged', 'Viewing Done']
        : stage === 'New'
          ? ['New']
          : ['New', stage]
  let at = lead.accepted_at ? (lead.accepted_at as Date).getTime() : created
  const end = lead.last_activity_at ? (lead.last_activity_at as Date).getTime() : now
  for (let k = 1; k < path.length; k++) {
    at += r.next() * Math.max(MIN, (end - at) / (path.length - k + 1))
    add('stage', path[k - 1], path[k], at, lead.updated_by_id ? (lead.updated_by_id as string) : null)
  }
  if (lead.status === 'Closed') add('status', 'Open', 'Closed', at + MIN, null)
  return rows
}

/**
 * Leads that went further before they ended: a quarter of the demo's leads that ended without reaching a
 * pipeline stage (Lost, Closed, Unsuccessful …) and have a stage history were qualified and had a viewing first
 * (New → Qualified → Viewing → their stage), so the reports' "stage reached" (now or before) counts earlier
 * stages on a fresh demo. Set-based, once the leads and their history are stored (a top-up skips those done);
 * the lead keeps its furthest earlier stage as the stage trigger would (migration 1620).
 */
export async function seedStagesBefore(q: Queryable, assetId: string): Promise<void> {
  await q.query(
    `with ended as (
       select h.id as history_id, h.lead_id, h.created_at as at, l.data_source_created_at as created
         from leads l join lead_history h on h.lead_id = l.id and h.kind = 'stage' and h.from_value = 'New' and h.to_value = l.stage
        where l.asset_id = $1 and l.stage <> 'New' and lead_stage_rank(l.stage) = 0 and l.furthest_stage_rank is null and l.lead_id % 4 = 0),
     steps as (
       insert into lead_history (id, asset_id, lead_id, kind, from_value, to_value, created_at)
       select gen_random_uuid(), $1, e.lead_id, 'stage', s.from_value, s.to_value, e.created + (e.at - e.created) * s.part
         from ended e cross join (values ('New', 'Qualified', 1.0 / 3), ('Qualified', 'Viewing', 2.0 / 3)) s(from_value, to_value, part)),
     last as (update lead_history h set from_value = 'Viewing' from ended e where h.id = e.history_id)
     update leads l set furthest_stage_rank = lead_stage_rank('Viewing') from ended e where l.id = e.lead_id`,
    [assetId],
  )
}
