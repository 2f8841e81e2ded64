import type { Activity } from '../../domain/activities/timeline.ts'
import { apiKeyActor } from '../../domain/apiKeys.ts'
import { apiKeyNameSql } from '../auth/apiKeys.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { findLead } from './leadTouch.ts'

export type { Activity }

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)

/** An activity with who did it, who logged it and what a viewing is of, as the API answers it. */
const SELECT = `
  select a.id, a.lead_id, a.kind, a.outcome, a.duration_seconds, a.body, a.occurred_at, a.unit, a.attendees, a.feedback, a.remind_at, a.reminded_at,
         a.created_at, a.updated_at,
         case when a.agent_id is not null then json_build_object('_id', m.id, 'name', m.name) end as agent,
         case when a.creator_id is not null then json_build_object('_id', u.id, 'fullName', trim(u.first_name || ' ' || u.last_name)) end as creator,
         ${apiKeyNameSql('a.api_key_id')} as api_key_name,
         case when a.listing_id is not null then json_build_object('_id', li.id, 'reference', li.reference, 'title', li.title) end as listing,
         case when a.project_id is not null then json_build_object('_id', p.id, 'name', p.name) end as project
    from lead_activities a
    left join team_members m on m.id = a.agent_id
    left join users u on u.id = a.creator_id
    left join listings li on li.id = a.listing_id
    left join projects p on p.id = a.project_id`

function toActivity(r: DbRow): Activity {
  return {
    _id: r.id,
    leadId: r.lead_id,
    kind: r.kind,
    outcome: r.outcome,
    durationSeconds: r.duration_seconds,
    body: r.body,
    occurredAt: iso(r.occurred_at)!,
    listing: r.listing,
    project: r.project,
    unit: r.unit,
    attendees: r.attendees,
    feedback: r.feedback,
    agent: r.agent,
    // logged with an API key: the key, not the person it acts for
    creator: r.api_key_name && r.creator ? { ...r.creator, fullName: apiKeyActor(r.api_key_name) } : r.creator,
    remindAt: iso(r.remind_at),
    remindedAt: iso(r.reminded_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  }
}

export async function activityById(q: Queryable, assetId: string, id: string): Promise<Activity> {
  const [r] = await q.query(`${SELECT} where a.id = $1 and a.asset_id = $2`, [id, assetId])
  return toActivity(r)
}

/** A lead's activities, newest first (a viewing by its date), for whoever may see the lead (404 otherwise). */
export async function leadActivities(q: Queryable, a: AuthContext, leadId: string): Promise<Activity[]> {
  const lead = await findLead(q, a, leadId)
  const rows = await q.query(
    `${SELECT} where a.lead_id = $1 and a.asset_id = $2 and a.deleted_at is null order by a.occurred_at desc, a.created_at desc limit 500`,
    [lead.id, a.assetId],
  )
  return rows.map(toActivity)
}
