-- CRM reports: Portal Leads from counters, as the agents' figures (1620) and the funnel (1740) are: a year
-- of 243,000 portal leads was read from the leads per request and each group's percentiles sorted (0.9–1.3 s p95 at
-- a million leads). Kept by the same statement triggers through the one upsert, lead_figure_counts_add().
--   lead_portal_day_counts    per asset, UTC day, dimension ('portal': the lead's source; 'listing': its listing's id;
--                             'agent': its agent's id) and key, and first response in minutes (null: none yet):
--                             leads, accepted within the initial SLA, contacted. A key's rows sum to its figures and
--                             its rows with minutes are its first-response histogram.
--   lead_portal_month_counts  the same per UTC month (a year's listings' day rows hardly fold: about one per lead).
-- Only the top-level live leads whose input source is 'Portal' are counted. Slots as the other counters (1400). The
-- keys lead with the dimension: the report reads each dimension apart, side by side.
-- src/server/reports/portalLeads.ts reads them for a reader who sees the whole asset and a filter of the range alone;
-- the range's partial UTC days are read from the leads.

alter type lead_figures add attribute portal boolean, add attribute listing_id uuid;

-- 1740's lead figures with the portal's keys.
create or replace function lead_figures(l leads) returns lead_figures language sql stable as $$
  select l.asset_id, lead_report_day(l.data_source_created_at), l.agent_id, l.pool_left_agent_id,
    (l.sla_settled_stage is not distinct from 'Initial')::int, l.is_claimed_from_pool::int, l.is_contacted::int, l.has_viewing::int,
    (r >= 1)::int, (r >= 2)::int, (r >= 3)::int, (r >= 4)::int, (r >= 5)::int,
    0, 0,
    case when jsonb_typeof(l.response_times->'firstResponse') = 'number' then (l.response_times->>'firstResponse')::numeric end,
    1, l.source, l.source_channel, l.utm->>'campaign', lead_activity_hour(l.data_source_created_at),
    l.input_source is not distinct from 'Portal', l.listing_id
  from (select greatest(lead_stage_rank(l.stage), coalesce(l.furthest_stage_rank, 0)) as r) s
$$;

create or replace function review_figures(r agent_reviews) returns lead_figures language sql stable as $$
  select r.asset_id, lead_report_day(r.created_at), r.agent_id, null::uuid, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    greatest(r.rating, 0), (r.rating > 0)::int, null::numeric, 0, null::text, null::text, null::text, null::timestamptz,
    false, null::uuid
$$;

-- A portal lead's three keys: its portal (source), listing and agent; none where the lead has no such key.
create function lead_portal_keys(source text, listing_id uuid, agent_id uuid) returns table (dim text, key text) language sql immutable as $$
  select d.dim, d.key from (values ('portal', source), ('listing', listing_id::text), ('agent', agent_id::text)) d(dim, key) where d.key is not null
$$;

create table lead_portal_day_counts (
  asset_id uuid not null,
  day date not null,
  dim text not null,
  key text not null,
  minutes numeric,
  slot smallint not null default 0,
  received int not null default 0,
  accepted_initial int not null default 0,
  contacted int not null default 0,
  constraint lead_portal_day_counts_key unique nulls not distinct (asset_id, dim, day, key, minutes, slot)
);
create table lead_portal_month_counts (
  asset_id uuid not null,
  month date not null,
  dim text not null,
  key text not null,
  minutes numeric,
  slot smallint not null default 0,
  received int not null default 0,
  accepted_initial int not null default 0,
  contacted int not null default 0,
  constraint lead_portal_month_counts_key unique nulls not distinct (asset_id, dim, month, key, minutes, slot)
);

-- 1740's upserts, then the portal's two when the figures hold a portal lead.
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
  -- most leads come from elsewhere: their writes skip the portal's statement
  if not exists (select 1 from unnest(added) a where a.portal) and not exists (select 1 from unnest(removed) r where r.portal) then
    return;
  end if;
  with f as (select 1 as s, * from unnest(added) union all select -1 as s, * from unnest(removed)),
  portal as (
    select f.s, f.asset_id, f.day, p.dim, p.key, f.first_response, f.accepted_initial, f.contacted
      from f cross join lateral lead_portal_keys(f.source, f.listing_id, f.agent_id) p where f.portal and f.received <> 0),
  portal_days as (
    insert into lead_portal_day_counts as c (asset_id, day, dim, key, minutes, slot, received, accepted_initial, contacted)
      select asset_id, day, dim, key, first_response, my_slot, sum(s), sum(s * accepted_initial), sum(s * contacted)
      from portal group by 1, 2, 3, 4, 5 having (sum(s), sum(s * accepted_initial), sum(s * contacted)) <> (0, 0, 0) order by 1, 2, 3, 4, 5
    on conflict (asset_id, day, dim, key, minutes, slot) do update set
      received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, contacted = c.contacted + excluded.contacted
    returning 1)
  insert into lead_portal_month_counts as c (asset_id, month, dim, key, minutes, slot, received, accepted_initial, contacted)
    select asset_id, lead_response_month(day), dim, key, first_response, my_slot, sum(s), sum(s * accepted_initial), sum(s * contacted)
    from portal group by 1, 2, 3, 4, 5 having (sum(s), sum(s * accepted_initial), sum(s * contacted)) <> (0, 0, 0) order by 1, 2, 3, 4, 5
  on conflict (asset_id, month, dim, key, minutes, slot) do update set
    received = c.received + excluded.received, accepted_initial = c.accepted_initial + excluded.accepted_initial, contacted = c.contacted + excluded.contacted;
end $$;

-- The live top-level portal leads as they are now.
insert into lead_portal_day_counts (asset_id, day, dim, key, minutes, received, accepted_initial, contacted)
  select f.asset_id, f.day, p.dim, p.key, f.first_response, count(*), sum(f.accepted_initial), sum(f.contacted)
    from leads l cross join lateral lead_figures(l) f cross join lateral lead_portal_keys(f.source, f.listing_id, f.agent_id) p
   where l.parent_id is null and l.deleted_at is null and l.input_source = 'Portal' group by 1, 2, 3, 4, 5;
insert into lead_portal_month_counts (asset_id, month, dim, key, minutes, received, accepted_initial, contacted)
  select asset_id, lead_response_month(day), dim, key, minutes, sum(received), sum(accepted_initial), sum(contacted)
    from lead_portal_day_counts group by 1, 2, 3, 4, 5;
