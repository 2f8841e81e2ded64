import { activityProblems, type ActivityChange, type ActivityInput } from '../../domain/activities/activityForm.ts'
import { DEFAULT_VIEWING, type ViewingSettings } from '../../domain/admin/assetSettings.ts'
import type { Db, Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { invalid, notFound, type FieldError } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'
import { isUuid } from '../resources/index.ts'
import { activityById, type Activity } from './read.ts'
import { lockLead, refreshLead } from './leadTouch.ts'

/** A logged touch may lie a little ahead of the server's clock (clocks differ), not more. */
const FUTURE_SLACK_MS = 5 * 60_000

/** The asset's viewing setting (/settings/viewing-setting) over the defaults. */
export async function viewingSettings(q: Queryable, assetId: string): Promise<ViewingSettings> {
  const [r] = await q.query<{ viewing: Partial<ViewingSettings> | null }>(
    `select settings->'viewing' as viewing from assets where id = $1`,
    [assetId],
  )
  return { ...DEFAULT_VIEWING, ...(r?.viewing ?? {}) }
}

/** The 400 of an activity's rules, the listing and project in the asset, and a touch logged in the future. */
async function check(q: Queryable, assetId: string, v: ActivityInput, now: Date) {
  const errors: FieldError[] = activityProblems(v)
  if (v.kind !== 'viewing' && v.occurredAt && new Date(v.occurredAt).getTime() > now.getTime() + FUTURE_SLACK_MS)
    errors.push({ path: 'occurredAt', message: t('errors.activities.futureDate') })
  const refs = [
    { path: 'listing', table: 'listings', id: v.listing },
    { path: 'project', table: 'projects', id: v.project },
  ].filter((r) => r.id)
  if (refs.length) {
    const found = await q.query<{ t: string }>(
      refs
        .map(
          (r, i) =>
            `select '${r.table}' as t from ${r.table} where id = $${i + 2}::uuid and asset_id = $1 and deleted_at is null`,
        )
        .join(' union all '),
      [assetId, ...refs.map((r) => r.id)],
    )
    for (const r of refs)
      if (!found.some((f) => f.t === r.table))
        errors.push({ path: r.path, message: t(`errors.missing.${r.path as 'listing' | 'project'}`) })
  }
  if (errors.length) throw invalid(errors)
}

/** A viewing's reminder: the setting's minutes before it, when that is still ahead (none for other kinds). */
const remindAt = (v: ActivityInput, settings: ViewingSettings, now: Date) => {
  if (v.kind !== 'viewing' || !v.occurredAt || (v.outcome ?? 'scheduled') !== 'scheduled') return null
  const at = new Date(new Date(v.occurredAt).getTime() - settings.reminderMinutes * 60_000)
  return at > now ? at : null
}

/**
 * Logs an activity on a lead: the row, then the lead's latestActivity / lastActivityAt / isContacted and
 * first-touch response times, in one transaction. `who` is the caller's team member in the asset.
 */
export async function createActivity(
  db: Db,
  a: AuthContext,
  leadId: string,
  v: ActivityInput,
  now: Date,
): Promise<Activity> {
  return db.tx(async (q) => {
    const lead = await lockLead(q, a, leadId)
    await check(q, a.assetId, v, now)
    const settings = await viewingSettings(q, a.assetId)
    const viewing = v.kind === 'viewing'
    const occurredAt = v.occurredAt ? new Date(v.occurredAt) : now
    const [row] = await q.query<{ id: string }>(
      `insert into lead_activities (asset_id, lead_id, kind, outcome, duration_seconds, body, occurred_at, listing_id, project_id, unit, attendees, feedback,
                                    agent_id, remind_at, creator_id, updated_by_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $16) returning id`,
      [
        a.assetId,
        lead.id,
        v.kind,
        viewing ? (v.outcome ?? 'scheduled') : (v.outcome ?? null),
        v.durationSeconds ?? (viewing ? settings.defaultDuration * 60 : null),
        v.body || null,
        occurredAt,
        v.listing ?? null,
        v.project ?? null,
        v.unit || null,
        v.attendees?.length ? JSON.stringify(v.attendees) : null,
        v.feedback || null,
        a.profile.agentId,
        remindAt(v, settings, now),
        a.userId,
        now,
      ],
    )
    // a viewing counts as a touch when it is arranged, not when it takes place
    await refreshLead(q, lead.id, {
      kind: v.kind,
      outcome: viewing ? null : (v.outcome ?? null),
      agentId: a.profile.agentId,
      at: viewing ? now : new Date(Math.min(occurredAt.getTime(), now.getTime())),
    })
    return activityById(q, a.assetId, row.id)
  })
}

const COLUMNS: Record<keyof ActivityChange, string> = {
  outcome: 'outcome',
  durationSeconds: 'duration_seconds',
  body: 'body',
  occurredAt: 'occurred_at',
  listing: 'listing_id',
  project: 'project_id',
  unit: 'unit',
  attendees: 'attendees',
  feedback: 'feedback',
}

/** The stored activity of a lead the caller may write, locked, as the create schema's values. */
async function lockActivity(q: Queryable, a: AuthContext, leadId: string, id: string) {
  const lead = await lockLead(q, a, leadId)
  if (!isUuid(id)) throw notFound(t('errors.activities.activityNotFound'))
  const [row] = await q.query(
    `select kind, outcome, duration_seconds, body, occurred_at, listing_id, project_id, unit, attendees, feedback
       from lead_activities where id = $1 and lead_id = $2 and asset_id = $3 and deleted_at is null for update`,
    [id, lead.id, a.assetId],
  )
  if (!row) throw notFound(t('errors.activities.activityNotFound'))
  const stored: ActivityInput = {
    kind: row.kind,
    outcome: row.outcome,
    durationSeconds: row.duration_seconds,
    body: row.body,
    occurredAt: new Date(row.occurred_at).toISOString(),
    listing: row.listing_id,
    project: row.project_id,
    unit: row.unit,
    attendees: row.attendees,
    feedback: row.feedback,
  }
  return { lead, stored }
}

/**
 * Changes an activity (a viewing's outcome and feedback, a call's outcome, a note's text …): checked merged
 * with what is stored, the reminder rescheduled when a viewing moves, the lead's latest activity refreshed.
 */
export async function updateActivity(
  db: Db,
  a: AuthContext,
  leadId: string,
  id: string,
  change: ActivityChange,
  now: Date,
): Promise<Activity> {
  return db.tx(async (q) => {
    const { lead, stored } = await lockActivity(q, a, leadId, id)
    const merged: ActivityInput = { ...stored, ...change }
    await check(
      q,
      a.assetId,
      { ...merged, occurredAt: change.occurredAt ?? (merged.kind === 'viewing' ? stored.occurredAt : undefined) },
      now,
    )
    const keys = Object.keys(change) as Array<keyof ActivityChange>
    const params: unknown[] = [id, a.assetId, a.userId]
    const sets = keys.map((k) => {
      const v = change[k]
      params.push(
        k === 'attendees' ? (Array.isArray(v) && v.length ? JSON.stringify(v) : null) : v === '' ? null : (v ?? null),
      )
      return `${COLUMNS[k]} = $${params.length}`
    })
    if (merged.kind === 'viewing' && ('occurredAt' in change || 'outcome' in change)) {
      // a moved or re-opened viewing is reminded again; a done or cancelled one not at all
      sets.push(
        `remind_at = $${params.push(remindAt(merged, await viewingSettings(q, a.assetId), now))}`,
        'reminded_at = null',
      )
    }
    await q.query(
      `update lead_activities set ${[...sets, 'updated_by_id = $3', 'updated_at = now()'].join(', ')} where id = $1 and asset_id = $2`,
      params,
    )
    await refreshLead(
      q,
      lead.id,
      merged.kind === 'viewing' && change.outcome && change.outcome !== stored.outcome
        ? { kind: 'viewing', outcome: change.outcome, agentId: a.profile.agentId, at: now }
        : undefined,
    )
    return activityById(q, a.assetId, id)
  })
}

/** Removes an activity (soft delete: the activity log keeps it); the lead's latest activity is the one before. */
export async function deleteActivity(db: Db, a: AuthContext, leadId: string, id: string) {
  return db.tx(async (q) => {
    const { lead } = await lockActivity(q, a, leadId, id)
    await q.query(
      'update lead_activities set deleted_at = now(), updated_by_id = $3, updated_at = now() where id = $1 and asset_id = $2',
      [id, a.assetId, a.userId],
    )
    await refreshLead(q, lead.id)
    return { _id: id }
  })
}

/** Sets (or clears) the lead's follow-up date. */
export async function setFollowUp(db: Db, a: AuthContext, leadId: string, followUpAt: string | null) {
  return db.tx(async (q) => {
    const lead = await lockLead(q, a, leadId)
    const [row] = await q.query<{ followUpAt: Date | null }>(
      `update leads set follow_up_at = $2, updated_by_id = $3, updated_at = now() where id = $1 returning follow_up_at as "followUpAt"`,
      [lead.id, followUpAt, a.userId],
    )
    return {
      _id: lead.id,
      leadID: Number(lead.lead_id),
      followUpAt: row.followUpAt ? new Date(row.followUpAt).toISOString() : null,
    }
  })
}
