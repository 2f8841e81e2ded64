-- CRM reports: the sales funnel from counters, as the agents' figures are (1620, 1720): a year of half a
-- million leads was aggregated per request (3–5 s p95 at a million leads, one scan or five). Kept by the same
-- statement triggers through the one upsert, lead_figure_counts_add(), so a lead's create runs no further trigger:
--   lead_funnel_day_counts    per asset, UTC day, source and source channel: leads and the stages reached
--   lead_campaign_day_counts  per asset, UTC day and UTM campaign: the same
--   lead_source_hour_counts   per asset, UTC hour and source: leads (the per-day chart in the reader's time zone)
-- Slots as the other counters (1400). src/server/reports/salesFunnel.ts reads them for a reader who sees the whole
-- asset and a filter of the range alone; the range's partial UTC days are read from the leads.

alter type lead_figures add attribute source text, add attribute source_channel text, add attribute campaign text, add attribute hour timestamptz;

-- 1721's lead figures (no rating: the reviews carry it) with the funnel's keys.
create or replace function lead_figures(l leads) returns lead_figures language sql stable as $$
  select l.asset_id, lead_report_day(l.data_source_created_at), l.agent_id, l.pool_left_agent_id,
    (l.sla_settled_stage is not distinct from 'Initial')::int, l.is_claimed_from_pool::int, l.is_contacted::int, l.has_viewing::int,
    (r >= 1)::int, (r >= 2)::int, (r >= 3)::int, (r >= 4)::int, (r >= 5)::int,
    0, 0,
    case when jsonb_typeof(l.response_times->'firstResponse') = 'number' then (l.response_times->>'firstResponse')::numeric end,
    1, l.source, l.source_channel, l.utm->>'campaign', lead_activity_hour(l.data_source_created_at)
  from (select greatest(lead_stage_rank(l.stage), coalesce(l.furthest_stage_rank, 0)) as r) s
$$;

-- A review counts no lead: none of the funnel's keys.
create or replace function review_figures(r agent_reviews) returns lead_figures language sql stable as $$
  select r.asset_id, lead_report_day(r.created_at), r.agent_id, null::uuid, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    greatest(r.rating, 0), (r.rating > 0)::int, null::numeric, 0, null::text, null::text, null::text, null::timestamptz
$$;

create table lead_funnel_day_counts (
  asset_id uuid not null,
  day date not null,
  source text,
  source_channel text,
  slot smallint not null default 0,
  received int not null default 0,
  reached_1 int not null default 0,
  reached_2 int not null default 0,
  reached_3 int not null default 0,
  reached_4 int not null default 0,
  reached_5 int not null default 0,
  constraint lead_funnel_day_counts_key unique nulls not distinct (asset_id, day, source, source_channel, slot)
);
create table lead_campaign_day_counts (
  asset_id uuid not null,
  day date not null,
  campaign text,
  slot smallint not null default 0,
  received int not null default 0,
  reached_1 int not null default 0,
  reached_2 int not null default 0,
  reached_3 int not null default 0,
  reached_4 int not null default 0,
  reached_5 int not null default 0,
  constraint lead_campaign_day_counts_key unique nulls not distinct (asset_id, day, campaign, slot)
);
create table lead_source_hour_counts (
  asset_id uuid not null,
  hour timestamptz not null,
  source text,
  slot smallint not null default 0,
  n int not null default 0,
  constraint lead_source_hour_counts_key unique nulls not distinct (asset_id, hour, source, slot)
);

-- 1720's upsert and the funnel's three: the leads' rows only (received ±1; a review's is 0), keys whose sums are all 0
-- (an update that moved no funnel figure) not written, keys in a fixed order.
create or replace function lead_figure_counts_add(added lead_figures[], removed lead_figures[]) returns void language plpgsql as $$
declare
  my_slot smallint;
begin
  if cardinality(added) = 0 and cardinality(removed) = 0 then
    return;
  end if;
  my_slot := lead_counter_slot();
  with f as (select 1 as s, * from unnest(added) union all select -1 as s, * from unnest(removed)),
  days as (
    insert into lead_figure_day_counts as c (asset_id, day, agent_id, lost_by_id, slot, received, accepted_initial, claimed, contacted, with_viewing, reached_1, reached_2, reached_3, reached_4, reached_5, rating_sum, ratings)
      select asset_id, day, agent_id, lost_by_id, my_slot, sum(s * received), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted),
        sum(s * with_viewing), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5),
        sum(s * rating_sum), sum(s * ratings)
      from f group by 1, 2, 3, 4
      having (sum(s * received), sum(s * accepted_initial), sum(s * claimed), sum(s * contacted), sum(s * with_viewing), sum(s * reached_1),
        sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5), sum(s * rating_sum), sum(s * ratings))
        <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
    on conflict (asset_id, day, agent_id, lost_by_id, slot) do update set
      received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, claimed = c.claimed + excluded.claimed, contacted = c.contacted + excluded.contacted, with_viewing = c.with_viewing + excluded.with_viewing, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5, rating_sum = c.rating_sum + excluded.rating_sum, ratings = c.ratings + excluded.ratings
    returning 1),
  response_days as (
    insert into lead_response_day_counts as c (asset_id, day, agent_id, minutes, slot, n)
      select asset_id, day, agent_id, first_response, my_slot, sum(s)
      from f where first_response is not null
      group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
    on conflict (asset_id, day, agent_id, minutes, slot) do update set n = c.n + excluded.n
    returning 1),
  response_months as (
    insert into lead_response_month_counts as c (asset_id, month, agent_id, minutes, slot, n)
      select asset_id, lead_response_month(day), agent_id, first_response, my_slot, sum(s)
      from f where first_response is not null
      group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
    on conflict (asset_id, month, agent_id, minutes, slot) do update set n = c.n + excluded.n
    returning 1),
  funnel_days as (
    insert into lead_funnel_day_counts as c (asset_id, day, source, source_channel, slot, received, reached_1, reached_2, reached_3, reached_4, reached_5)
      select asset_id, day, source, source_channel, my_slot, sum(s * received), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5)
      from f where received <> 0 group by 1, 2, 3, 4
      having (sum(s * received), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5)) <> (0, 0, 0, 0, 0, 0)
      order by 1, 2, 3, 4
    on conflict (asset_id, day, source, source_channel, slot) do update set
      received = c.received + excluded.received, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5
    returning 1),
  campaign_days as (
    insert into lead_campaign_day_counts as c (asset_id, day, campaign, slot, received, reached_1, reached_2, reached_3, reached_4, reached_5)
      select asset_id, day, campaign, my_slot, sum(s * received), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5)
      from f where received <> 0 group by 1, 2, 3
      having (sum(s * received), sum(s * reached_1), sum(s * reached_2), sum(s * reached_3), sum(s * reached_4), sum(s * reached_5)) <> (0, 0, 0, 0, 0, 0)
      order by 1, 2, 3
    on conflict (asset_id, day, campaign, slot) do update set
      received = c.received + excluded.received, reached_1 = c.reached_1 + excluded.reached_1, reached_2 = c.reached_2 + excluded.reached_2, reached_3 = c.reached_3 + excluded.reached_3, reached_4 = c.reached_4 + excluded.reached_4, reached_5 = c.reached_5 + excluded.reached_5
    returning 1)
  insert into lead_source_hour_counts as c (asset_id, hour, source, slot, n)
    select asset_id, hour, source, my_slot, sum(s * received)
    from f where received <> 0 group by 1, 2, 3 having sum(s * received) <> 0 order by 1, 2, 3
  on conflict (asset_id, hour, source, slot) do update set n = c.n + excluded.n;
end $$;

-- The live top-level leads as they are now.
insert into lead_funnel_day_counts (asset_id, day, source, source_channel, received, reached_1, reached_2, reached_3, reached_4, reached_5)
  select f.asset_id, f.day, f.source, f.source_channel, count(*), sum(f.reached_1), sum(f.reached_2), sum(f.reached_3), sum(f.reached_4), sum(f.reached_5)
    from leads l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null group by 1, 2, 3, 4;
insert into lead_campaign_day_counts (asset_id, day, campaign, received, reached_1, reached_2, reached_3, reached_4, reached_5)
  select f.asset_id, f.day, f.campaign, count(*), sum(f.reached_1), sum(f.reached_2), sum(f.reached_3), sum(f.reached_4), sum(f.reached_5)
    from leads l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null group by 1, 2, 3;
insert into lead_source_hour_counts (asset_id, hour, source, n)
  select f.asset_id, f.hour, f.source, count(*)
    from leads l cross join lateral lead_figures(l) f where l.parent_id is null and l.deleted_at is null group by 1, 2, 3;
