-- CRM reports: the Brokers, Managers and Offices average rating is the agents' reviews' (agent_reviews,
-- spec 2 §3: each customer review of an agent, after a qualification or a viewing), counted for the reviewed agent
-- on the UTC day it was recorded, no longer the leads' own review field (which a recorded review never reached,
-- and which a reassignment moved to another agent). A lead's review field stays what the leads list shows: its
-- qualification review (src/server/activities/reviews.ts writes both).

-- A lead's figures carry no rating any more.
create or replace function lead_figures(l leads) returns lead_figures language sql stable as $$
  select l.asset_id, lead_report_day(l.data_source_created_at), l.agent_id, l.pool_left_agent_id,
    (l.sla_settled_stage is not distinct from 'Initial')::int, l.is_claimed_from_pool::int, l.is_contacted::int, l.has_viewing::int,
    (r >= 1)::int, (r >= 2)::int, (r >= 3)::int, (r >= 4)::int, (r >= 5)::int,
    0, 0,
    case when jsonb_typeof(l.response_times->'firstResponse') = 'number' then (l.response_times->>'firstResponse')::numeric end,
    1
  from (select greatest(lead_stage_rank(l.stage), coalesce(l.furthest_stage_rank, 0)) as r) s
$$;

-- What one live review adds to its agent's figures: its rating (0 is an unresponsive customer, left out of the
-- average as in the reviews reports), no lead.
create function review_figures(r agent_reviews) returns lead_figures language sql stable as $$
  select r.asset_id, lead_report_day(r.created_at), r.agent_id, null::uuid, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    greatest(r.rating, 0), (r.rating > 0)::int, null::numeric, 0
$$;

create function agent_review_figure_counts() returns trigger language plpgsql as $$
declare
  added lead_figures[] := '{}';
  removed lead_figures[] := '{}';
begin
  if tg_op <> 'DELETE' then
    added := array(select review_figures(r) from new_rows r where r.deleted_at is null);
  end if;
  if tg_op <> 'INSERT' then
    removed := array(select review_figures(r) from old_rows r where r.deleted_at is null);
  end if;
  perform lead_figure_counts_add(added, removed);
  return null;
end $$;
create trigger agent_review_figure_counts_ins after insert on agent_reviews referencing new table as new_rows
  for each statement execute function agent_review_figure_counts();
create trigger agent_review_figure_counts_del after delete on agent_reviews referencing old table as old_rows
  for each statement execute function agent_review_figure_counts();
create trigger agent_review_figure_counts_upd after update on agent_reviews referencing old table as old_rows new table as new_rows
  for each statement execute function agent_review_figure_counts();

-- The counters' ratings: the leads' taken out, the reviews' put in.
update lead_figure_day_counts set rating_sum = 0, ratings = 0 where rating_sum <> 0 or ratings <> 0;
select lead_figure_counts_add(array(select review_figures(r) from agent_reviews r where r.deleted_at is null), '{}');
