-- SLA stage filter totals (spec 2 §4). A lead's SLA filter stage depends on now() only while
-- it is not accepted; once accepted (or assigned from the pool, or without SLA dates) it is fixed by
-- its columns. sla_settled_stage stores that fixed stage ('Initial', 'Lead Pool', 'Manager', '-'),
-- null while it still depends on now(), with exactly the conditions of slaStageSql
-- (src/domain/leads/sla.ts). The report filters "settled = X or (settled is null and <window at now()>)":
-- settled leads are counted through an index or the counters below, the not-yet-settled ones through
-- the narrow index ranges of their SLA end dates. Plans in src/server/leads/report/INDEXES.md.
alter table leads add column sla_settled_stage text generated always as (case
  when is_assigned_from_lead_pool then 'Manager'
  when initial_sla_end_date is null or free_pool_sla_end_date is null then '-'
  when not (is_accepted and accepted_at is not null) then null
  when not is_claimed_from_pool and accepted_at <= initial_sla_end_date then 'Initial'
  when accepted_at > initial_sla_end_date and accepted_at <= free_pool_sla_end_date then 'Lead Pool'
  else '-' end) stored;

-- Settled stage within the report's date range, status and agent (test agents) read from the index:
-- counted by an index-only scan of the range.
create index leads_report_sla_idx on leads (asset_id, sla_settled_stage, data_source_created_at) include (status, agent_id)
  where parent_id is null and deleted_at is null;
-- Not yet settled: Initial while the initial end is not past, Lead Pool while the pool end is not past.
create index leads_report_sla_initial_idx on leads (asset_id, initial_sla_end_date)
  where sla_settled_stage is null and parent_id is null and deleted_at is null;
create index leads_report_sla_pool_idx on leads (asset_id, free_pool_sla_end_date)
  where sla_settled_stage is null and parent_id is null and deleted_at is null;

-- The counters of 0402 also keyed by the settled stage (only the filterable ones), for the totals of
-- an SLA filter with counter dimensions and no date range. A separate table so the default report's
-- sum stays over the narrower one.
create table lead_report_sla_counts (
  asset_id uuid not null,
  sla_stage text not null,
  agent_id uuid,
  status text not null,
  stage text not null,
  contact_type text,
  source text,
  market text not null,
  n bigint not null default 0,
  constraint lead_report_sla_counts_key unique nulls not distinct (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market)
);

create or replace function lead_report_counts_ins() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), count(*)
    from new_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_counts_del() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), -count(*)
    from old_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_counts_upd() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, agent_id, status, stage, contact_type, source, market, sum(n) from (
      select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id) as market, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, sum(n) from (
      select asset_id, sla_settled_stage as sla_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id) as market, -1 as n
      from old_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
      union all
      select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), 1
      from new_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    ) u group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  return null;
end $$;

insert into lead_report_sla_counts (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, n)
  select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), count(*)
  from leads where parent_id is null and deleted_at is null and sla_settled_stage <> '-' group by 1, 2, 3, 4, 5, 6, 7, 8;
