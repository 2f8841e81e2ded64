-- CRM reports: the Brokers, Managers and Offices figures from counters kept exact by
-- statement-level triggers on leads, as the leads report's totals are (0401–0406, slots of 1400): the year's
-- half a million leads were aggregated per request (2–4 s at a million leads); now their UTC days' counter
-- rows are summed and only the partial days at the range's ends are read from the leads
-- (src/server/reports/figureCounts.ts).

-- A stage counts as reached when the lead is at it or a later one now, or was at any time before (until then
-- "reached" counted the current stage only). The stages' ranks: domain/reports/stages.ts PIPELINE_STAGE_OF.
create function lead_stage_rank(stage text) returns smallint language sql immutable as $$
  select (case
    when stage in ('Qualified', 'In Progress', 'Opportunity') then 1
    when stage in ('Viewing', 'Viewing Arranged', 'Viewing Done') then 2
    when stage in ('Offer', 'Offered', 'Negotiation') then 3
    when stage = 'Reserved' then 4
    when stage in ('Deal', 'Successful') then 5
    else 0 end)::smallint
$$;

-- The furthest rank of the lead's earlier stages (null: none beyond the current one), kept when the stage
-- changes; the rank reached is greatest(lead_stage_rank(stage), furthest_stage_rank).
alter table leads add column furthest_stage_rank smallint;
-- Whether the lead has a live viewing (the "With a viewing" figure and drill-down), kept from its activities.
alter table leads add column has_viewing boolean not null default false;

-- Only the new columns change: the counters, audit and live triggers have nothing to record.
alter table leads disable trigger user;
update leads l set furthest_stage_rank = h.r
  from (select lead_id, max(greatest(lead_stage_rank(from_value), lead_stage_rank(to_value))) as r
          from lead_history where kind = 'stage' group by lead_id) h
 where h.lead_id = l.id and h.r > lead_stage_rank(l.stage);
update leads l set has_viewing = true
 where l.id in (select a.lead_id from lead_activities a where a.kind = 'viewing' and a.deleted_at is null);
alter table leads enable trigger user;

create function leads_furthest_stage() returns trigger language plpgsql as $$
begin
  new.furthest_stage_rank := nullif(greatest(coalesce(old.furthest_stage_rank, 0), lead_stage_rank(old.stage)), 0);
  return new;
end $$;
-- Row level, on stage changes only: not on the create path.
create trigger leads_furthest_stage before update of stage on leads
  for each row when (old.stage is distinct from new.stage) execute function leads_furthest_stage();

-- has_viewing follows the lead's viewings: only statements touching viewings update leads, and only the
-- leads whose flag changes.
create function leads_has_viewing(ids uuid[]) returns void language sql as $$
  update leads l set has_viewing = v.has
    from (select i.id, exists (select 1 from lead_activities a where a.lead_id = i.id and a.kind = 'viewing' and a.deleted_at is null) as has
            from unnest(ids) i(id)) v
   where l.id = v.id and l.has_viewing <> v.has
$$;
create function lead_activities_viewing_ins() returns trigger language plpgsql as $$
begin
  perform leads_has_viewing(array(select distinct lead_id from new_rows where kind = 'viewing'));
  return null;
end $$;
create function lead_activities_viewing_upd() returns trigger language plpgsql as $$
begin
  perform leads_has_viewing(array(select lead_id from new_rows where kind = 'viewing' union select lead_id from old_rows where kind = 'viewing'));
  return null;
end $$;
create function lead_activities_viewing_del() returns trigger language plpgsql as $$
begin
  perform leads_has_viewing(array(select distinct lead_id from old_rows where kind = 'viewing'));
  return null;
end $$;
create trigger lead_activities_viewing_ins after insert on lead_activities referencing new table as new_rows
  for each statement execute function lead_activities_viewing_ins();
create trigger lead_activities_viewing_upd after update on lead_activities referencing old table as old_rows new table as new_rows
  for each statement execute function lead_activities_viewing_upd();
create trigger lead_activities_viewing_del after delete on lead_activities referencing old table as old_rows
  for each statement execute function lead_activities_viewing_del();

-- The activity log leaves the two kept columns out, as it does the SLA scheduler's (1341): it keeps its
-- other hidden columns, whatever later migrations made them.
do $$
declare
  args text[];
begin
  select string_to_array(rtrim(encode(t.tgargs, 'escape'), '\000'), '\000') into args
    from pg_trigger t where t.tgrelid = 'leads'::regclass and t.tgname = 'audit_row';
  if args is not null then
    drop trigger audit_row on leads;
    perform audit_attach('leads', args[1], args[2:] || array['furthest_stage_rank', 'has_viewing']);
  end if;
end $$;

-- What one top-level live lead adds to the figures: one rule for the triggers, the backfill and the partial
-- days the reports read from the leads.
create type lead_figures as (
  asset_id uuid, day date, agent_id uuid, lost_by_id uuid,
  accepted_initial int, claimed int, contacted int, with_viewing int,
  reached_1 int, reached_2 int, reached_3 int, reached_4 int, reached_5 int,
  rating_sum int, ratings int, first_response numeric
);
create function lead_figures(l leads) returns lead_figures language sql stable as $$
  select l.asset_id, lead_report_day(l.data_source_created_at), l.agent_id, l.pool_left_agent_id,
    (l.sla_settled_stage is not distinct from 'Initial')::int, l.is_claimed_from_pool::int, l.is_contacted::int, l.has_viewing::int,
    (r >= 1)::int, (r >= 2)::int, (r >= 3)::int, (r >= 4)::int, (r >= 5)::int,
    case when l.review_rating > 0 then l.review_rating else 0 end, (coalesce(l.review_rating, 0) > 0)::int,
    case when jsonb_typeof(l.response_times->'firstResponse') = 'number' then (l.response_times->>'firstResponse')::numeric end
  from (select greatest(lead_stage_rank(l.stage), coalesce(l.furthest_stage_rank, 0)) as r) s
$$;

-- Per asset, UTC day of dataSourceCreatedAt, agent and the agent who lost the lead to the pool: how many
-- leads and how many of them count for each figure. A key's figures are the sum of its slots (1400).
create table lead_figure_day_counts (
  asset_id uuid not null,
  day date not null,
  agent_id uuid,
  lost_by_id uuid,
  slot smallint not null default 0,
  received int not null default 0,
  accepted_initial int not null default 0,
  claimed int not null default 0,
  contacted int not null default 0,
  with_viewing int not null default 0,
  reached_1 int not null default 0,
  reached_2 int not null default 0,
  reached_3 int not null default 0,
  reached_4 int not null default 0,
  reached_5 int not null default 0,
  rating_sum int not null default 0,
  ratings int not null default 0,
  constraint lead_figure_day_counts_key unique nulls not distinct (asset_id, day, agent_id, lost_by_id, slot)
);

-- The first-response times as a histogram of exact values (minutes), so medians and p90s stay exact.
create table lead_response_day_counts (
  asset_id uuid not null,
  day date not null,
  agent_id uuid,
  minutes numeric not null,
  slot smallint not null default 0,
  n int not null default 0,
  constraint lead_response_day_counts_key unique nulls not distinct (asset_id, day, agent_id, minutes, slot)
);

-- One statement per event writes both tables: each lead's figures signed +1 (new rows) or -1 (old rows), summed
-- per key; keys whose sums are all 0 (an update that changed no figure: notes, follow-ups, the SLA scheduler's
-- bookkeeping) are not written; keys in a fixed order so concurrent writers lock counter rows alike.
create function lead_figure_counts_ins() returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  with f as (select 1 as s, f.* from new_rows l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null),
  days as (
    insert into lead_figure_day_counts as c (asset_id, day, agent_id, lost_by_id, slot, received, accepted_initial, claimed, contacted, with_viewing, reached_1, reached_2, reached_3, reached_4, reached_5, rating_sum, ratings)
      select asset_id, day, agent_id, lost_by_id, my_slot, sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted),
        sum(s * with_viewing), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5),
        sum(s * rating_sum), sum(s * ratings)
      from f group by 1, 2, 3, 4
      having (sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted), sum(s * with_viewing), sum(s * reached_1),
        sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5), sum(s * rating_sum), sum(s * ratings))
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
    on conflict (asset_id, day, agent_id, lost_by_id, slot) do update set
      received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, claimed = c.claimed + excluded.claimed, contacted = c.contacted + excluded.contacted, with_viewing = c.with_viewing + excluded.with_viewing, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5, rating_sum = c.rating_sum + excluded.rating_sum, ratings = c.ratings + excluded.ratings
    returning 1)
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_figure_counts_del() returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  with f as (select -1 as s, f.* from old_rows l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null),
  days as (
    insert into lead_figure_day_counts as c (asset_id, day, agent_id, lost_by_id, slot, received, accepted_initial, claimed, contacted, with_viewing, reached_1, reached_2, reached_3, reached_4, reached_5, rating_sum, ratings)
      select asset_id, day, agent_id, lost_by_id, my_slot, sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted),
        sum(s * with_viewing), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5),
        sum(s * rating_sum), sum(s * ratings)
      from f group by 1, 2, 3, 4
      having (sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted), sum(s * with_viewing), sum(s * reached_1),
        sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5), sum(s * rating_sum), sum(s * ratings))
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
    on conflict (asset_id, day, agent_id, lost_by_id, slot) do update set
      received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, claimed = c.claimed + excluded.claimed, contacted = c.contacted + excluded.contacted, with_viewing = c.with_viewing + excluded.with_viewing, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5, rating_sum = c.rating_sum + excluded.rating_sum, ratings = c.ratings + excluded.ratings
    returning 1)
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create function lead_figure_counts_upd() returns trigger language plpgsql as $$
declare
  my_slot smallint := lead_counter_slot();
begin
  with f as (select -1 as s, f.* from old_rows l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null
    union all
    select 1 as s, f.* from new_rows l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null),
  days as (
    insert into lead_figure_day_counts as c (asset_id, day, agent_id, lost_by_id, slot, received, accepted_initial, claimed, contacted, with_viewing, reached_1, reached_2, reached_3, reached_4, reached_5, rating_sum, ratings)
      select asset_id, day, agent_id, lost_by_id, my_slot, sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted),
        sum(s * with_viewing), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5),
        sum(s * rating_sum), sum(s * ratings)
      from f group by 1, 2, 3, 4
      having (sum(s), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted), sum(s * with_viewing), sum(s * reached_1),
        sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5), sum(s * rating_sum), sum(s * ratings))
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
    on conflict (asset_id, day, agent_id, lost_by_id, slot) do update set
      received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, claimed = c.claimed + excluded.claimed, contacted = c.contacted + excluded.contacted, with_viewing = c.with_viewing + excluded.with_viewing, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5, rating_sum = c.rating_sum + excluded.rating_sum, ratings = c.ratings + excluded.ratings
    returning 1)
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create trigger lead_figure_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_figure_counts_ins();
create trigger lead_figure_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_figure_counts_del();
create trigger lead_figure_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_figure_counts_upd();

insert into lead_figure_day_counts (asset_id, day, agent_id, lost_by_id, received, accepted_initial, claimed, contacted,
    with_viewing, reached_1, reached_2, reached_3, reached_4, reached_5, rating_sum, ratings)
  select f.asset_id, f.day, f.agent_id, f.lost_by_id, count(*), sum(f.accepted_initial), sum(f.claimed), sum(f.contacted),
    sum(f.with_viewing), sum(f.reached_1), sum(f.reached_2), sum(f.reached_3), sum(f.reached_4), sum(f.reached_5), sum(f.rating_sum), sum(f.ratings)
  from leads l cross join lateral lead_figures(l) f
  where l.parent_id is null and l.deleted_at is null
  group by 1, 2, 3, 4;
insert into lead_response_day_counts (asset_id, day, agent_id, minutes, n)
  select f.asset_id, f.day, f.agent_id, f.first_response, count(*)
  from leads l cross join lateral lead_figures(l) f
  where l.parent_id is null and l.deleted_at is null and f.first_response is not null
  group by 1, 2, 3, 4;
