-- CRM reports: the first-response histogram per UTC month as well as per day. This Year's
-- day rows were 232,000 at a million leads (about 40 distinct minutes per agent and day), and summing them
-- took 0.6 s; per month they are 69,000. A range reads its whole months here, its other whole days from
-- lead_response_day_counts and its partial days from the leads (src/server/reports/figureCounts.ts).
create table lead_response_month_counts (
  asset_id uuid not null,
  month date not null,
  agent_id uuid,
  minutes numeric not null,
  slot smallint not null default 0,
  n int not null default 0,
  constraint lead_response_month_counts_key unique nulls not distinct (asset_id, month, agent_id, minutes, slot)
);

-- The triggers of 1620 write the month rows in the same statement (a third upsert of the rows with a first
-- response: none on a lead's create, which has none yet).
create or replace function lead_response_month(day date) returns date language sql immutable as $$
  select date_trunc('month', day)::date
$$;

create or replace function lead_figure_counts_ins() returns trigger language plpgsql as $$
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
  , response_days as (
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n
    returning 1)
  insert into lead_response_month_counts as c (asset_id, month, agent_id, minutes, slot, n)
    select asset_id, lead_response_month(day), agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, month, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_figure_counts_del() returns trigger language plpgsql as $$
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
  , response_days as (
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n
    returning 1)
  insert into lead_response_month_counts as c (asset_id, month, agent_id, minutes, slot, n)
    select asset_id, lead_response_month(day), agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, month, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create or replace function lead_figure_counts_upd() returns trigger language plpgsql as $$
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
  , response_days as (
  insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
    select asset_id, day, agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n
    returning 1)
  insert into lead_response_month_counts as c (asset_id, month, agent_id, minutes, slot, n)
    select asset_id, lead_response_month(day), agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, month, agent_id, minutes, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

insert into lead_response_month_counts (asset_id, month, agent_id, minutes, n)
  select asset_id, lead_response_month(day), agent_id, minutes, sum(n)
  from lead_response_day_counts group by 1, 2, 3, 4 having sum(n) <> 0;

-- The figures the funnel and portal tables still read from the leads (stage reached now or before, with a
-- viewing) ride in the reports' covering index, so they stay index-only scans (1521).
drop index leads_reports_figures_idx;
create index leads_reports_figures_idx on leads (asset_id, data_source_created_at)
  include (id, agent_id, pool_left_agent_id, stage, furthest_stage_rank, has_viewing, sla_settled_stage, is_claimed_from_pool,
           is_contacted, review_rating, source, source_channel, input_source, listing_id, response_times)
  where parent_id is null and deleted_at is null;
