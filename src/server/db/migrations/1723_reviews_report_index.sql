-- CRM reports: the reviews reports read one kind's live reviews in a range of their creation, with the
-- agent, rating and category (src/server/reports/reviews.ts): an index-only scan of that kind, where the asset's
-- index of all reviews read both kinds' rows from the table (This Year's 140,000 at a million leads, for a kind
-- that may have none).
create index agent_reviews_report_idx on agent_reviews (asset_id, subject_type, created_at) include (agent_id, rating, category)
  where deleted_at is null;
