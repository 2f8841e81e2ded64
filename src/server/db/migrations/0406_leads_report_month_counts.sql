-- Leads report totals over a date range combined with market, contact type, source, stage or input
-- source: counts of top-level live leads per (asset, UTC month of dataSourceCreatedAt, settled
-- SLA stage (0403), status, stage, market, contact type, source, input source), kept exact by
-- statement-level triggers. A range's total is the sum over its whole UTC months, plus direct counts of
-- the partial months at its ends, minus the test agents' leads of the whole months when they are
-- excluded (counted directly: few). No agent key: with one the cube is as big as the leads (547k rows
-- for a million leads); without it ~5.5k rows a month. Plans in src/server/leads/report/INDEXES.md.
create table lead_report_month_counts (
  asset_id uuid not null,
  month date not null,
  sla_stage text,
  status text not null,
  stage text not null,
  market text not null,
  contact_type text,
  source text,
  input_source text,
  n bigint not null default 0,
  constraint lead_report_month_counts_key unique nulls not distinct (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source)
);

create function lead_report_month(at timestamptz) returns date language sql immutable as $$
  select date_trunc('month', at at time zone 'UTC')::date
$$;

-- One upsert per statement, keys in a fixed order so concurrent writers lock counter rows alike.
create function lead_report_month_counts_ins() returns trigger language plpgsql as $$
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, n)
    select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
      lead_report_market(project_id, listing_id), contact_type, source, input_source, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_month_counts_del() returns trigger language plpgsql as $$
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, n)
    select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
      lead_report_market(project_id, listing_id), contact_type, source, input_source, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_month_counts_upd() returns trigger language plpgsql as $$
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, n)
    select asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, sum(n) from (
      select asset_id, lead_report_month(data_source_created_at) as month, sla_settled_stage as sla_stage, status, stage,
        lead_report_market(project_id, listing_id) as market, contact_type, source, input_source, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
        lead_report_market(project_id, listing_id), contact_type, source, input_source, 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source) do update set n = c.n + excluded.n;
  return null;
end $$;

create trigger lead_report_month_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_report_month_counts_ins();
create trigger lead_report_month_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_report_month_counts_del();
create trigger lead_report_month_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_report_month_counts_upd();

insert into lead_report_month_counts (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, n)
  select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
    lead_report_market(project_id, listing_id), contact_type, source, input_source, count(*)
  from leads where parent_id is null and deleted_at is null group by 1, 2, 3, 4, 5, 6, 7, 8, 9;

-- The created-at index of 0404 carrying every filtered column, so the partial months at a range's ends
-- (and any date range the counters do not serve) are counted by an index-only scan.
drop index leads_report_created_idx;
create index leads_report_created_idx on leads (asset_id, data_source_created_at)
  include (agent_id, id, status, stage, contact_type, source, input_source, project_id, listing_id, sla_settled_stage)
  where parent_id is null and deleted_at is null;
-- An agent's (and the test agents') leads over a date range, and a project's, counted the same way
-- without reading the rest of the range.
create index leads_report_agent_created_idx on leads (asset_id, agent_id, data_source_created_at)
  include (status, stage, contact_type, source, input_source, project_id, listing_id, sla_settled_stage)
  where agent_id is not null and parent_id is null and deleted_at is null;
create index leads_report_project_created_idx on leads (asset_id, project_id, data_source_created_at)
  include (status, stage, contact_type, source, input_source, agent_id, listing_id, sla_settled_stage)
  where project_id is not null and parent_id is null and deleted_at is null;
