-- Totals by status, agent and settled SLA stage only: the dashboard's figures and the
-- report's default total summed thousands of rows of the six-dimension counters (lead_report_counts:
-- 34k rows at a million leads, 12k for "Open"; lead_report_sla_counts: 10k for "Lead Pool + Open"),
-- 20-50 ms each. Counted per (asset, agent, settled stage (0403; null while it depends on now()),
-- status) they are a few hundred rows per asset. Kept exact like the other counters (statement-level
-- triggers over top-level live leads); query.ts countByCounters takes the narrowest table that holds
-- the filter.
create table lead_report_status_counts (
  asset_id uuid not null,
  agent_id uuid,
  sla_stage text,
  status text not null,
  n bigint not null default 0,
  constraint lead_report_status_counts_key unique nulls not distinct (asset_id, agent_id, sla_stage, status)
);

-- One upsert per statement, keys in a fixed order so concurrent writers lock counter rows alike.
create function lead_report_status_counts_ins() returns trigger language plpgsql as $$
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, n)
    select asset_id, agent_id, sla_settled_stage, status, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_status_counts_del() returns trigger language plpgsql as $$
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, n)
    select asset_id, agent_id, sla_settled_stage, status, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_status_counts_upd() returns trigger language plpgsql as $$
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, n)
    select asset_id, agent_id, sla_stage, status, sum(n) from (
      select asset_id, agent_id, sla_settled_stage as sla_stage, status, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, agent_id, sla_settled_stage, status, 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status) do update set n = c.n + excluded.n;
  return null;
end $$;

create trigger lead_report_status_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_report_status_counts_ins();
create trigger lead_report_status_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_report_status_counts_del();
create trigger lead_report_status_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_report_status_counts_upd();

insert into lead_report_status_counts (asset_id, agent_id, sla_stage, status, n)
  select asset_id, agent_id, sla_settled_stage, status, count(*)
  from leads where parent_id is null and deleted_at is null group by 1, 2, 3, 4;
