import { presetRange } from '../../domain/leads/datePresets.ts'
import type { FollowUps } from '../../domain/activities/followUps.ts'
import type { Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'

/** The caller's day (in their time zone) at `now`. */
const today = (tz: string, now: Date) => presetRange('Today', tz, now)

const LEAD_COLUMNS = `l.id as "_id", l.lead_id as "leadID", l.stage, l.status, l.follow_up_at as "followUpAt", l.latest_activity as "latestActivity",
  case when c.id is not null then json_build_object('_id', c.id, 'fullName', trim(c.first_name || ' ' || c.last_name)) end as customer`

/**
 * The signed-in agent's follow-ups (their own leads, whatever their role's scope: the list is "mine"):
 * overdue (follow-up before now) and due today (from now to the end of their day), soonest first, and their
 * viewings of today still scheduled. A user without a team member in the asset has none.
 */
export async function myFollowUps(q: Queryable, a: AuthContext, tz: string, now: Date): Promise<FollowUps> {
  const agentId = a.profile.agentId
  if (!agentId) return { overdue: [], today: [], viewings: [] }
  const day = today(tz, now)
  const [leads, viewings] = await Promise.all([
    q.query(
      `select ${LEAD_COLUMNS} from leads l left join customers c on c.id = l.customer_id
        where l.asset_id = $1 and l.agent_id = $2 and l.follow_up_at <= $3 and l.status = 'Open' and l.deleted_at is null
        order by l.follow_up_at limit 500`,
      [a.assetId, agentId, day.to],
    ),
    q.query(
      `select a.id as "_id", a.occurred_at as "occurredAt", a.duration_seconds as "durationSeconds", a.unit, a.attendees,
              json_build_object('_id', l.id, 'leadID', l.lead_id) as lead,
              case when c.id is not null then json_build_object('_id', c.id, 'fullName', trim(c.first_name || ' ' || c.last_name)) end as customer,
              case when li.id is not null then json_build_object('_id', li.id, 'reference', li.reference, 'title', li.title) end as listing,
              case when p.id is not null then json_build_object('_id', p.id, 'name', p.name) end as project
         from lead_activities a join leads l on l.id = a.lead_id and l.deleted_at is null
         left join customers c on c.id = l.customer_id left join listings li on li.id = a.listing_id left join projects p on p.id = a.project_id
        where a.asset_id = $1 and a.agent_id = $2 and a.kind = 'viewing' and a.outcome = 'scheduled' and a.deleted_at is null
          and a.occurred_at between $3 and $4
        order by a.occurred_at limit 200`,
      [a.assetId, agentId, day.from, day.to],
    ),
  ])
  const iso = (v: unknown) => new Date(v as string).toISOString()
  const rows = leads.map((l) => ({ ...l, leadID: Number(l.leadID), followUpAt: iso(l.followUpAt) }))
  return {
    overdue: rows.filter((l) => l.followUpAt < now.toISOString()),
    today: rows.filter((l) => l.followUpAt >= now.toISOString()),
    viewings: viewings.map((v) => ({
      ...v,
      occurredAt: iso(v.occurredAt),
      lead: { ...v.lead, leadID: Number(v.lead.leadID) },
    })),
  } as FollowUps
}

/** The dashboard's two figures of the caller's own agenda: overdue follow-ups and viewings today. */
export async function myAgendaCounts(
  q: Queryable,
  a: AuthContext,
  tz: string,
  now: Date,
): Promise<{ overdueFollowUps: number; viewingsToday: number }> {
  const agentId = a.profile.agentId
  if (!agentId) return { overdueFollowUps: 0, viewingsToday: 0 }
  const day = today(tz, now)
  const [r] = await q.query<{ overdue: number; viewings: number }>(
    `select (select count(*) from leads where asset_id = $1 and agent_id = $2 and follow_up_at < $3 and status = 'Open' and deleted_at is null)::int as overdue,
            (select count(*) from lead_activities where asset_id = $1 and agent_id = $2 and kind = 'viewing' and outcome = 'scheduled'
                and deleted_at is null and occurred_at between $4 and $5)::int as viewings`,
    [a.assetId, agentId, now, day.from, day.to],
  )
  return { overdueFollowUps: r.overdue, viewingsToday: r.viewings }
}
