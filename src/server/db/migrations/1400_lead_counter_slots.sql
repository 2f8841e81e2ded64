-- Lead creates: the report's counter tables (0401–0406, 0903, 0904) kept one row per key, so every
-- create of the same kind (same month, status, stage, source, market …) updated the same counter rows and
-- waited for the create before it to commit: under 10 clients most of a create's time was that row lock
-- (pg_stat_activity: Lock/transactionid on the leads insert), and the scheduler's batches held them too.
-- Each counter key now has up to 16 rows ("slots"): a writing transaction takes the lowest slot no other
-- running transaction holds (a transaction-level advisory lock, tried without waiting) and writes all its
-- counter changes there, so concurrent writers never share a counter row. A key's count is the sum of its
-- slots (the readers, src/server/leads/report/counts.ts, already sum), and the number of slots in use
-- grows only with the number of writers running at once. A slot's row may go negative (a lead counted in
-- one slot and moved by a transaction in another): only the sum means anything.

-- The transaction's counter slot: chosen at its first counter write, kept in a transaction-local setting.
create function lead_counter_slot() returns smallint language plpgsql as $$
declare
  taken text := current_setting('app.counter_slot', true);
  k int;
begin
  if taken is not null and taken <> '' then
    return taken::smallint;
  end if;
  k := 0;
  -- advisory key space (1400, slot): never waits; with all 16 held, share one by transaction id
  while k < 16 and not pg_try_advisory_xact_lock(1400, k) loop
    k := k + 1;
  end loop;
  if k = 16 then
    k := (pg_current_xact_id()::text::bigint % 16)::int;
  end if;
  perform set_config('app.counter_slot', k::text, true);
  return k;
end $$;

alter table lead_report_counts add column slot smallint not null default 0;
alter table lead_report_counts drop constraint lead_report_counts_key;
alter table lead_report_counts add constraint lead_report_counts_key
  unique nulls not distinct (asset_id, agent_id, status, stage, contact_type, source, market, slot);

alter table lead_report_sla_counts add column slot smallint not null default 0;
alter table lead_report_sla_counts drop constraint lead_report_sla_counts_key;
alter table lead_report_sla_counts add constraint lead_report_sla_counts_key
  unique nulls not distinct (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot);

alter table lead_report_day_counts add column slot smallint not null default 0;
alter table lead_report_day_counts drop constraint lead_report_day_counts_key;
alter table lead_report_day_counts add constraint lead_report_day_counts_key
  unique nulls not distinct (asset_id, day, sla_stage, status, agent_id, slot);

alter table lead_report_month_counts add column slot smallint not null default 0;
alter table lead_report_month_counts drop constraint lead_report_month_counts_key;
alter table lead_report_month_counts add constraint lead_report_month_counts_key
  unique nulls not distinct (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot);

alter table lead_report_status_counts add column slot smallint not null default 0;
alter table lead_report_status_counts drop constraint lead_report_status_counts_key;
alter table lead_report_status_counts add constraint lead_report_status_counts_key
  unique nulls not distinct (asset_id, agent_id, sla_stage, status, slot);

-- The triggers' functions as before (0402–0406, 0903, 0904), each writing to its transaction's slot.
create or replace function lead_report_counts_del()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), my_slot, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), my_slot, -count(*)
    from old_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_counts_ins()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), my_slot, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), my_slot, count(*)
    from new_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_counts_upd()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_counts as c (asset_id, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, agent_id, status, stage, contact_type, source, market, my_slot, sum(n) from (
      select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id) as market, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7
  on conflict (asset_id, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  insert into lead_report_sla_counts as c (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot, n)
    select asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, my_slot, sum(n) from (
      select asset_id, sla_settled_stage as sla_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id) as market, -1 as n
      from old_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
      union all
      select asset_id, sla_settled_stage, agent_id, status, stage, contact_type, source, lead_report_market(project_id, listing_id), 1
      from new_rows where parent_id is null and deleted_at is null and sla_settled_stage <> '-'
    ) u group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8
  on conflict (asset_id, sla_stage, agent_id, status, stage, contact_type, source, market, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_day_counts_del()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_day_counts as c (asset_id, day, sla_stage, status, agent_id, slot, n)
    select asset_id, lead_report_day(data_source_created_at), sla_settled_stage, status, agent_id, my_slot, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (asset_id, day, sla_stage, status, agent_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_day_counts_ins()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_day_counts as c (asset_id, day, sla_stage, status, agent_id, slot, n)
    select asset_id, lead_report_day(data_source_created_at), sla_settled_stage, status, agent_id, my_slot, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (asset_id, day, sla_stage, status, agent_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_day_counts_upd()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_day_counts as c (asset_id, day, sla_stage, status, agent_id, slot, n)
    select asset_id, day, sla_stage, status, agent_id, my_slot, sum(n) from (
      select asset_id, lead_report_day(data_source_created_at) as day, sla_settled_stage as sla_stage, status, agent_id, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, lead_report_day(data_source_created_at), sla_settled_stage, status, agent_id, 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5
  on conflict (asset_id, day, sla_stage, status, agent_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_month_counts_del()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot, n)
    select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
      lead_report_market(project_id, listing_id), contact_type, source, input_source, my_slot, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_month_counts_ins()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot, n)
    select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
      lead_report_market(project_id, listing_id), contact_type, source, input_source, my_slot, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_month_counts_upd()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_month_counts as c (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot, n)
    select asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, my_slot, sum(n) from (
      select asset_id, lead_report_month(data_source_created_at) as month, sla_settled_stage as sla_stage, status, stage,
        lead_report_market(project_id, listing_id) as market, contact_type, source, input_source, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, lead_report_month(data_source_created_at), sla_settled_stage, status, stage,
        lead_report_market(project_id, listing_id), contact_type, source, input_source, 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (asset_id, month, sla_stage, status, stage, market, contact_type, source, input_source, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_status_counts_del()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, slot, n)
    select asset_id, agent_id, sla_settled_stage, status, my_slot, -count(*)
    from old_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_status_counts_ins()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, slot, n)
    select asset_id, agent_id, sla_settled_stage, status, my_slot, count(*)
    from new_rows where parent_id is null and deleted_at is null
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_report_status_counts_upd()
returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  insert into lead_report_status_counts as c (asset_id, agent_id, sla_stage, status, slot, n)
    select asset_id, agent_id, sla_stage, status, my_slot, sum(n) from (
      select asset_id, agent_id, sla_settled_stage as sla_stage, status, -1 as n
      from old_rows where parent_id is null and deleted_at is null
      union all
      select asset_id, agent_id, sla_settled_stage, status, 1
      from new_rows where parent_id is null and deleted_at is null
    ) u group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, agent_id, sla_stage, status, slot) do update set n = c.n + excluded.n;
  return null;
end $$;
