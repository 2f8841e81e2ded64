import { QUALIFIED_STAGES, type ReviewInput } from '../../domain/activities/review.ts'
import { qualificationTime } from '../../domain/teams/reviews.ts'
import type { Db, DbRow, Queryable } from '../db/db.ts'
import type { AuthContext } from '../http/access.ts'
import { conflict, invalid } from '../http/errors.ts'
import { t } from '../../domain/i18n/index.ts'
import { findLead, lockLead } from './leadTouch.ts'

const REVIEW_COLUMNS = `r.id as "_id", r.rating, r.category, r.feedback, r.subject, r.subject_type as "subjectType", r.subject_id as "subjectId",
  r.activity_id as "viewing", r.status, r.qualification_time as "qualificationTime", r.created_at as "createdAt", json_build_object('_id', m.id, 'name', m.name) as agent`

const answer = (r: DbRow, leadTimeToQualify: unknown) => ({
  ...r,
  qualificationTime: qualificationTime(r.qualificationTime, leadTimeToQualify as number | null),
  createdAt: new Date(r.createdAt).toISOString(),
})

/**
 * Records the customer's review of the lead's agent: after one of the lead's completed viewings (subject
 * type 'Viewing', activity_id the viewing, one review per viewing) or once the lead is qualified (subject
 * type 'Lead', one per lead, which is also the lead's own review). The subject id is the lead, so the
 * qualification time falls back to the lead's timeToQualify (domain/teams/reviews.ts). The reports' average
 * rating counts the reviews (migration 1721), not the lead's field.
 */
export async function recordReview(db: Db, a: AuthContext, leadId: string, v: ReviewInput) {
  return db.tx(async (q) => {
    const lead = await lockLead(q, a, leadId)
    if (!lead.agent_id) throw conflict(t('errors.activities.noAgent'))
    if (v.viewing) {
      const [viewing] = await q.query(
        `select outcome from lead_activities where id = $1 and lead_id = $2 and kind = 'viewing' and deleted_at is null`,
        [v.viewing, lead.id],
      )
      if (viewing?.outcome !== 'completed')
        throw invalid([{ path: 'viewing', message: t('errors.activities.viewingNotCompleted') }])
    } else if (!QUALIFIED_STAGES.has(lead.stage)) {
      throw invalid([{ path: 'viewing', message: t('errors.activities.reviewWhen') }])
    }
    const [dup] = await q.query(
      `select 1 from agent_reviews where asset_id = $1 and deleted_at is null and ${v.viewing ? 'activity_id = $2' : `subject_id = $2 and subject_type = 'Lead'`}`,
      [a.assetId, v.viewing ?? lead.id],
    )
    if (dup) throw conflict(t(v.viewing ? 'errors.activities.viewingReviewed' : 'errors.activities.leadReviewed'))
    const [row] = await q.query(
      `with r as (
         insert into agent_reviews (id, asset_id, agent_id, customer_id, subject_id, activity_id, subject_type, subject, category, rating, feedback, creator_id, updated_by_id)
         select gen_random_uuid(), $1, l.agent_id, l.customer_id, l.id, $3, $4, $5, $6, $7, $8, $9, $9 from leads l where l.id = $2
         returning *)
       select ${REVIEW_COLUMNS} from r join team_members m on m.id = r.agent_id`,
      [
        a.assetId,
        lead.id,
        v.viewing ?? null,
        v.viewing ? 'Viewing' : 'Lead',
        `${v.viewing ? 'Viewing of ' : ''}Lead #${lead.lead_id}`,
        v.category,
        v.rating,
        v.feedback || null,
        a.userId,
      ],
    )
    // the lead's own review (the leads list's rating and feedback) is its qualification review
    if (!v.viewing) {
      await q.query(
        `update leads set review_rating = $2, review_feedback = $3, review_category = $4, updated_at = now() where id = $1`,
        [lead.id, v.rating, v.feedback || null, v.category],
      )
    }
    return answer(row, lead.time_to_qualify)
  })
}

/** The lead's reviews, newest first, for whoever may see the lead. */
export async function leadReviews(q: Queryable, a: AuthContext, leadId: string) {
  const lead = await findLead(q, a, leadId)
  const rows = await q.query(
    `select ${REVIEW_COLUMNS} from agent_reviews r left join team_members m on m.id = r.agent_id
      where r.asset_id = $1 and r.subject_id = $2 and r.deleted_at is null order by r.created_at desc`,
    [a.assetId, lead.id],
  )
  return rows.map((r) => answer(r, lead.time_to_qualify))
}
