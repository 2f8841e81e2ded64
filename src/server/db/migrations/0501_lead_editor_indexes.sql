-- Lead editor: the daily lead limit counts an agent's leads of today; the merge lookup finds an open
-- lead of the same customer for the same listing or project.
create index if not exists leads_agent_created_idx on leads (asset_id, agent_id, created_at);
create index if not exists leads_customer_open_idx on leads (asset_id, customer_id, listing_id, project_id) where status = 'Open' and parent_id is null;
