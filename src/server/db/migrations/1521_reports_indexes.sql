-- The CRM reports (src/server/reports/): a range of the report's leads by creation time with every
-- column their figures read (id, agent, who lost it to the pool, stage, settled SLA stage, claimed, contacted,
-- rating, source, channel, input source, listing, response times), so Brokers, Managers, Offices, Portal
-- Leads and the sales funnel count This Year by an index-only scan instead of fetching each lead's row.
create index leads_reports_figures_idx on leads (asset_id, data_source_created_at)
  include (id, agent_id, pool_left_agent_id, stage, sla_settled_stage, is_claimed_from_pool, is_contacted, review_rating,
           source, source_channel, input_source, listing_id, response_times)
  where parent_id is null and deleted_at is null;

-- The leads with a viewing (the figures' "with a viewing", the hasViewing filter): one index-only range per asset.
create index lead_activities_viewing_idx on lead_activities (asset_id, lead_id) where kind = 'viewing' and deleted_at is null;
