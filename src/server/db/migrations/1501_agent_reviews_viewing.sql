-- A customer's review after a viewing names the viewing it is about: subject_type 'Viewing',
-- subject_id the lead (its timeToQualify is the qualification time's fallback), activity_id the viewing.
-- One review per viewing.
alter table agent_reviews add column activity_id uuid references lead_activities(id);
create unique index agent_reviews_activity_key on agent_reviews (activity_id) where activity_id is not null and deleted_at is null;
