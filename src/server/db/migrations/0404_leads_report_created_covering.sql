-- Leads report by creation time: the created-at index of 0301 also carrying agent_id and id,
-- so a date range with test agents excluded is counted, and the ids of a page sorted by another
-- column (e.g. agent name) are read, by an index-only scan instead of a heap fetch per lead.
-- It serves everything leads_created_top_idx served (same key, same predicate), which it replaces.
create index leads_report_created_idx on leads (asset_id, data_source_created_at) include (agent_id, id)
  where parent_id is null and deleted_at is null;
drop index if exists leads_created_top_idx;
