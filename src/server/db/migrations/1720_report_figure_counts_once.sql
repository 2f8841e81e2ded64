-- CRM reports: the counters' upsert of 1620/1621 was written three times (insert, update and
-- delete triggers on leads). It is now one function, lead_figure_counts_add(added, removed), which the one
-- trigger function of the three triggers calls with the statement's figures, and which other writers of
-- figures can call too. Same rows, same slots, same order of keys as before.

-- A figures row says how many leads it receives: 1 for a lead (0 for a row counting something else).
alter type lead_figures add attribute received int;
create or replace function lead_figures(l leads) returns lead_figures language sql stable as $$
  select l.asset_id, lead_report_day(l.data_source_created_at), l.agent_id, l.pool_left_agent_id,
    (l.sla_settled_stage is not distinct from 'Initial')::int, l.is_claimed_from_pool::int, l.is_contacted::int, l.has_viewing::int,
    (r >= 1)::int, (r >= 2)::int, (r >= 3)::int, (r >= 4)::int, (r >= 5)::int,
    case when l.review_rating > 0 then l.review_rating else 0 end, (coalesce(l.review_rating, 0) > 0)::int,
    case when jsonb_typeof(l.response_times->'firstResponse') = 'number' then (l.response_times->>'firstResponse')::numeric end,
    1
  from (select greatest(lead_stage_rank(l.stage), coalesce(l.furthest_stage_rank, 0)) as r) s
$$;

-- Adds the figures `added` and takes away `removed`, summed per key in the transaction's slot (1400): keys whose
-- sums are all 0 are not written (an update that changed no figure), keys in a fixed order so concurrent
-- writers lock counter rows alike; the first-response histogram per day and per month (1621).
create function lead_figure_counts_add(added lead_figures[], removed lead_figures[]) returns void language plpgsql as $$
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
    returning 1)
  insert into lead_response_month_counts as c (asset_id, month, agent_id, minutes, slot, n)
    select asset_id, lead_response_month(day), agent_id, first_response, my_slot, sum(s)
    from f where first_response is not null
    group by 1, 2, 3, 4 having sum(s) <> 0 order by 1, 2, 3, 4
  on conflict (asset_id, month, agent_id, minutes, slot) do update set n = c.n + excluded.n;
end $$;

-- The leads' triggers: each top-level live lead's figures, the new rows' added and the old rows' removed.
create function lead_figure_counts() returns trigger language plpgsql as $$
declare
  added lead_figures[] := '{}';
  removed lead_figures[] := '{}';
begin
  -- a transition table exists only for its events (new_rows: insert, update; old_rows: update, delete)
  if tg_op <> 'DELETE' then
    added := array(select lead_figures(l) from new_rows l where l.parent_id is null and l.deleted_at is null);
  end if;
  if tg_op <> 'INSERT' then
    removed := array(select lead_figures(l) from old_rows l where l.parent_id is null and l.deleted_at is null);
  end if;
  perform lead_figure_counts_add(added, removed);
  return null;
end $$;

create or replace trigger lead_figure_counts_ins after insert on leads referencing new table as new_rows
  for each statement execute function lead_figure_counts();
create or replace trigger lead_figure_counts_del after delete on leads referencing old table as old_rows
  for each statement execute function lead_figure_counts();
create or replace trigger lead_figure_counts_upd after update on leads referencing old table as old_rows new table as new_rows
  for each statement execute function lead_figure_counts();
drop function lead_figure_counts_ins();
drop function lead_figure_counts_del();
drop function lead_figure_counts_upd();
