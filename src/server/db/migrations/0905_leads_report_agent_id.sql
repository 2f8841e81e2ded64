-- Leads report sorted by agent name for a caller who sees some agents only, or filtered by agents
--: each agent's first top-level leads by id (query.ts agentWalkIdsSql).
create index leads_report_agent_id_idx on leads (asset_id, agent_id, id) where parent_id is null and deleted_at is null;
