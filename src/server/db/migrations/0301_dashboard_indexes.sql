-- Dashboard figures: open top-level leads per asset and agent (open, SLA, pool counts)
-- and top-level leads by creation time (new today).
create index if not exists leads_open_top_idx on leads (asset_id, agent_id) where status = 'Open' and parent_id is null and deleted_at is null;
create index if not exists leads_created_top_idx on leads (asset_id, data_source_created_at) where parent_id is null and deleted_at is null;
