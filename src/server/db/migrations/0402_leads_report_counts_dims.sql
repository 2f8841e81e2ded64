-- Leads report totals, wider: the counters of 0401 also keyed by contact type, source and market, so
-- the total of the default report and of any mix of status, stage, agent, contact type, source and
-- market filters (and the source side of a search) is a sum over this small table. Plans and figures
-- in src/server/leads/report/INDEXES.md.
drop trigger lead_report_counts_ins on leads;
drop trigger lead_report_counts_del on leads;
drop trigger lead_report_counts_upd on leads;
drop function lead_report_counts_ins();
drop function lead_report_counts_del();
drop function lead_report_counts_upd();
drop table lead_report_counts;

create table lead_report_counts (
  asset_id uuid not null,
  agent_id uuid,
  status text not null,
  stage text not null,
  contact_type text,
  source text,
  market text not null,
  n bigint not null default 0,
  constraint lead_report_counts_key unique nulls not distinct (asset_id, agent_id, status, stage, contact_type, source, market)
);

-- The market rule of src/domain/leads/market.ts.
create function lead_report_market(project_id uuid, listing_id uuid) returns text language sql immutable as $$
  select case when project_id is not null then 'Off Plan' when listing_id is not null then 'Secondary' else 'General' end
$$;

create function lead_report_counts_ins() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_counts_del() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_counts_upd() returns trigger language plpgsql as $$
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
  return null;
end $$;

create trigger lead_report_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_report_counts_ins();
create trigger lead_report_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_report_counts_del();
create trigger lead_report_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_report_counts_upd();

insert into lead_report_counts (asset_id, agent_id, status, stage, contact_type, source, market, n)
  select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), count(*)
  from leads where parent_id is null and deleted_at is null group by 1, 2, 3, 4, 5, 6, 7;

-- Search text (spec 2 §5): contains-matches on the CRM ID and the source; with the (asset_id, lead_id)
-- key for the exact leadID the three branches of the search combine as a BitmapOr.
create index leads_report_crm_trgm on leads using gin (source_data_id gin_trgm_ops);
create index leads_report_source_trgm on leads using gin (source gin_trgm_ops);
