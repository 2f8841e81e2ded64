-- CRM reports: the Activities report from counters kept by statement-level triggers on lead_activities,
-- as the agents' figures are (1620): This Year's million activities were read per request (3–4 s at 2 million).
-- Per asset, UTC day of occurred_at, agent, kind and outcome (the by-agent and by-outcome tables; a range's partial
-- days are read from the activities), and per asset, UTC hour and kind (the per-day chart in the reader's time zone,
-- whose days are whole UTC hours). Slots as the leads' counters (1400). src/server/reports/activities.ts reads them.
create table lead_activity_day_counts (
  asset_id uuid not null,
  day date not null,
  agent_id uuid,
  kind text not null,
  outcome text,
  slot smallint not null default 0,
  n int not null default 0,
  constraint lead_activity_day_counts_key unique nulls not distinct (asset_id, day, agent_id, kind, outcome, slot)
);
create table lead_activity_hour_counts (
  asset_id uuid not null,
  hour timestamptz not null,
  kind text not null,
  slot smallint not null default 0,
  n int not null default 0,
  constraint lead_activity_hour_counts_key unique nulls not distinct (asset_id, hour, kind, slot)
);

-- The UTC hour an activity is counted in, whatever the session's time zone.
create function lead_activity_hour(at timestamptz) returns timestamptz language sql immutable as $$
  select date_trunc('hour', at at time zone 'UTC') at time zone 'UTC'
$$;

-- Adds the live activities `added` and takes away `removed`, per key in the transaction's slot; keys whose sum is 0
-- (an edit of a note, a reminder sent) are not written; keys in a fixed order so concurrent writers lock rows alike.
create function lead_activity_counts_add(added lead_activities[], removed lead_activities[]) returns void language plpgsql as $$
declare
  my_slot smallint;
begin
  if cardinality(added) = 0 and cardinality(removed) = 0 then
    return;
  end if;
  my_slot := lead_counter_slot();
  with a as (select 1 as s, * from unnest(added) where deleted_at is null union all select -1 as s, * from unnest(removed) where deleted_at is null),
  days as (
    insert into lead_activity_day_counts as c (asset_id, day, agent_id, kind, outcome, slot, n)
      select asset_id, lead_report_day(occurred_at), agent_id, kind, outcome, my_slot, sum(s)
      from a group by 1, 2, 3, 4, 5 having sum(s) <> 0 order by 1, 2, 3, 4, 5
    on conflict (asset_id, day, agent_id, kind, outcome, slot) do update set n = c.n + excluded.n
    returning 1)
  insert into lead_activity_hour_counts as c (asset_id, hour, kind, slot, n)
    select asset_id, lead_activity_hour(occurred_at), kind, my_slot, sum(s)
    from a group by 1, 2, 3 having sum(s) <> 0 order by 1, 2, 3
  on conflict (asset_id, hour, kind, slot) do update set n = c.n + excluded.n;
end $$;

create function lead_activity_counts() returns trigger language plpgsql as $$
declare
  added lead_activities[] := '{}';
  removed lead_activities[] := '{}';
begin
  -- a transition table exists only for its events (new_rows: insert, update; old_rows: update, delete)
  if tg_op <> 'DELETE' then
    added := array(select a from new_rows a where a.deleted_at is null);
  end if;
  if tg_op <> 'INSERT' then
    removed := array(select a from old_rows a where a.deleted_at is null);
  end if;
  perform lead_activity_counts_add(added, removed);
  return null;
end $$;
create trigger lead_activity_counts_ins after insert on lead_activities referencing new table as new_rows
  for each statement execute function lead_activity_counts();
create trigger lead_activity_counts_del after delete on lead_activities referencing old table as old_rows
  for each statement execute function lead_activity_counts();
create trigger lead_activity_counts_upd after update on lead_activities referencing old table as old_rows new table as new_rows
  for each statement execute function lead_activity_counts();

insert into lead_activity_day_counts (asset_id, day, agent_id, kind, outcome, n)
  select asset_id, lead_report_day(occurred_at), agent_id, kind, outcome, count(*) from lead_activities where deleted_at is null group by 1, 2, 3, 4, 5;
insert into lead_activity_hour_counts (asset_id, hour, kind, n)
  select asset_id, lead_activity_hour(occurred_at), kind, count(*) from lead_activities where deleted_at is null group by 1, 2, 3;
