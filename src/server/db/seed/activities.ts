import type { Queryable } from '../db.ts'
import { REVIEW_FEEDBACK } from './data.ts'

/**
 * The demo's agent work, set-based over the asset's seeded leads so it costs a few statements:
 * 1–3 touches (calls with outcomes and lengths, WhatsApp, e-mails, notes) on every accepted lead, spread
 * from its acceptance to its last activity; viewings on leads at viewing stages and on some qualified
 * ones (past ones completed, cancelled or no-show; open leads' upcoming ones, some today); customers'
 * reviews of a share of the completed viewings. Deterministic: every choice is a hash of the lead's id.
 */
export async function seedActivities(q: Queryable, assetId: string, now: Date) {
  await q.query(touchesSql, [assetId, TOUCH_TEXTS, now])
  await q.query(viewingsSql, [assetId, now, VIEWING_FEEDBACK])
  await q.query(viewingReviewsSql, [assetId, REVIEW_FEEDBACK])
}

/** A fraction in [0, 1) drawn from the text `key` (the same every run). */
const rnd = (key: string) => `(('x' || substr(md5(${key}), 1, 7))::bit(28)::int / 268435456.0)`

const TOUCH_TEXTS = [
  'Sent brochure and floor plans',
  'Shared three similar options',
  'Asked about budget and move-in date',
  'Client prefers a higher floor',
  'Confirmed mortgage pre-approval',
  'Sent payment plan details',
  'Client travelling, back next week',
  'Discussed service charges',
]
const VIEWING_FEEDBACK = [
  'Liked the layout, wants to see the view at sunset',
  'Too small for the family',
  'Interested, asked for the offer process',
  'Prefers a unit on a higher floor',
  'Will discuss with partner and revert',
  'Price above budget',
]

const touchesSql = `
insert into lead_activities (id, asset_id, lead_id, kind, outcome, duration_seconds, body, occurred_at, agent_id, creator_id, created_at, updated_at)
select md5('activity:' || l.id || ':' || k)::uuid, l.asset_id, l.id, t.kind,
       case when t.kind = 'call' then
         case when t.o < 0.55 then 'answered' when t.o < 0.8 then 'no_answer' when t.o < 0.92 then 'busy' else 'wrong_number' end end,
       case when t.kind = 'call' then case when t.o < 0.55 then 60 + floor(t.o * 1500)::int else floor(t.o * 30)::int end end,
       case when t.kind <> 'call' then ($2::text[])[1 + floor(t.o * array_length($2::text[], 1))::int] end,
       t.at, l.agent_id, m.user_id, t.at, t.at
  from leads l
  join team_members m on m.id = l.agent_id
  cross join lateral generate_series(1, 1 + floor(${rnd(`l.id || ':n'`)} * 3)::int) k
  cross join lateral (
    select case when p < 0.5 then 'call' when p < 0.7 then 'whatsapp' when p < 0.85 then 'email' else 'note' end as kind,
           ${rnd(`l.id || ':o' || k`)} as o,
           least($3::timestamptz, l.accepted_at + (greatest(l.last_activity_at, l.accepted_at) - l.accepted_at) * k / (1 + floor(${rnd(`l.id || ':n'`)} * 3))) as at
      from (select ${rnd(`l.id || ':k' || k`)} as p) x) t
 where l.asset_id = $1 and l.is_accepted and l.accepted_at is not null and l.deleted_at is null`

// Open leads at a viewing stage (and some qualified ones) have one coming, within 10 days (a tenth today);
// the others' viewings are past, between acceptance and last activity. $2 = now.
const viewingsSql = `
insert into lead_activities (id, asset_id, lead_id, kind, outcome, duration_seconds, occurred_at, listing_id, project_id, unit, attendees, feedback,
                             agent_id, creator_id, remind_at, created_at, updated_at)
select md5('viewing:' || v.id || ':' || v.k)::uuid, v.asset_id, v.id, 'viewing', v.outcome, v.minutes * 60, v.at, v.listing_id, v.project_id,
       case when v.project_id is not null then 'Unit ' || (101 + floor(v.o * 2400)::int) end,
       jsonb_build_array(jsonb_build_object('name', coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), 'Client'))),
       case when v.outcome = 'completed' then ($3::text[])[1 + floor(v.o * array_length($3::text[], 1))::int] end,
       v.agent_id, m.user_id,
       -- reminders of viewings from tomorrow on (none fires while a fresh database is first used)
       case when v.upcoming and v.at - interval '60 minutes' > $2::timestamptz + interval '1 day' then v.at - interval '60 minutes' end,
       least(v.at, $2::timestamptz), least(v.at, $2::timestamptz)
  from (
    select l.id, l.asset_id, l.agent_id, l.customer_id, k, u.upcoming, ${rnd(`l.id || ':vo' || k`)} as o,
           case when ${rnd(`l.id || ':vm' || k`)} < 0.6 then 30 else 60 end as minutes,
           coalesce(l.listing_id, case when l.project_id is null then
             (select id from listings where asset_id = l.asset_id and deleted_at is null order by id offset floor(${rnd(`l.id || ':vl'`)} * 150)::int limit 1) end) as listing_id,
           l.project_id,
           case when u.upcoming then date_trunc('hour', $2::timestamptz) + make_interval(days => floor(${rnd(`l.id || ':vd'`)} * 11)::int, hours => 1 + floor(${rnd(`l.id || ':vh'`)} * 8)::int)
                else least($2::timestamptz, l.accepted_at + (greatest(l.last_activity_at, l.accepted_at) - l.accepted_at) * (0.3 + 0.5 * ${rnd(`l.id || ':vt' || k`)})) end as at,
           case when u.upcoming then 'scheduled'
                when ${rnd(`l.id || ':vo' || k`)} < 0.65 then 'completed' when ${rnd(`l.id || ':vo' || k`)} < 0.82 then 'no_show' else 'cancelled' end as outcome
      from leads l
      cross join lateral generate_series(1, case when ${rnd(`l.id || ':v2'`)} < 0.3 then 2 else 1 end) k
      cross join lateral (select l.status = 'Open' and l.stage in ('Viewing', 'Viewing Arranged', 'Qualified') and k = 1 as upcoming) u
     where l.asset_id = $1 and l.is_accepted and l.accepted_at is not null and l.agent_id is not null and l.deleted_at is null
       and (l.stage in ('Viewing', 'Viewing Arranged', 'Viewing Done', 'Offer', 'Reserved', 'Deal', 'Successful')
            or (l.stage = 'Qualified' and ${rnd(`l.id || ':vq'`)} < 0.3))
  ) v
  join team_members m on m.id = v.agent_id
  left join customers c on c.id = v.customer_id`

// Customers' reviews of the agent after 40% of the completed viewings: subject type 'Viewing', subject id the
// lead (so its qualification time falls back to the lead's timeToQualify like a lead review's), activity_id the viewing.
const viewingReviewsSql = `
insert into agent_reviews (id, asset_id, agent_id, customer_id, subject_id, activity_id, subject_type, subject, category, rating, feedback, status, qualification_time, created_at, updated_at)
select md5('viewing-review:' || a.id)::uuid, a.asset_id, a.agent_id, l.customer_id, l.id, a.id, 'Viewing', 'Viewing of Lead #' || l.lead_id,
       case when x.r < 0.05 then 'unresponsive' else 'viewing' end,
       case when x.r < 0.05 then 0 when x.r < 0.15 then 2 when x.r < 0.3 then 3 when x.r < 0.6 then 4 else 5 end,
       case when x.r >= 0.05 and x.r < 0.85 then ($2::text[])[1 + floor(x.r * array_length($2::text[], 1))::int] end,
       'published', null, a.occurred_at + interval '1 day', a.occurred_at + interval '1 day'
  from lead_activities a
  join leads l on l.id = a.lead_id
  cross join lateral (select ${rnd(`a.id || ':review'`)} as r) x
 where a.asset_id = $1 and a.kind = 'viewing' and a.outcome = 'completed' and ${rnd(`a.id || ':reviewed'`)} < 0.4`
