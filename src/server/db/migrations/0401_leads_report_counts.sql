-- Leads report totals: counting 500k+ rows per request costs 100-600 ms on PostgreSQL, so the
-- total of the default report (and of status/stage/agent filters) comes from these counters, kept
-- exact by statement-level triggers over top-level, not deleted leads. See src/server/leads/report/INDEXES.md.
create table lead_report_counts (
  asset_id uuid not null,
  agent_id uuid,
  status text not null,
  stage text not null,
  n bigint not null default 0,
  constraint lead_report_counts_key unique nulls not distinct (asset_id, agent_id, status, stage)
);

-- One upsert per statement, keys in a fixed order so concurrent writers lock counter rows alike.
create function lead_report_counts_ins() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, n)
    select asset_id, agent_id, status, stage, count(*) from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, status, stage) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_counts_del() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, n)
    select asset_id, agent_id, status, stage, -count(*) from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, status, stage) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_report_counts_upd() returns trigger language plpgsql as $$
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, n)
    select asset_id, agent_id, status, stage, sum(n) from (
      select asset_id, agent_id, status, stage, -1 as n from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, agent_id, status, stage, 1 as n from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, status, stage) do update set n = c.n + excluded.n;
  return null;
end $$;

create trigger lead_report_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_report_counts_ins();
create trigger lead_report_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_report_counts_del();
create trigger lead_report_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_report_counts_upd();

insert into lead_report_counts (asset_id, agent_id, status, stage, n)
  select asset_id, agent_id, status, stage, count(*) from leads where parent_id is null and deleted_at is null group by 1, 2, 3, 4;
