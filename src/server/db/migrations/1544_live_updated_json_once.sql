-- The update trigger turns each old and new row into json once: without the fence (offset 0) the planner
-- inlined the subquery and rebuilt both rows' json for every column it compared, 1,956 ms of a 250-lead
-- SLA batch's 2,251 ms (EXPLAIN ANALYZE on PostgreSQL 15); 148 ms with it. What it publishes is unchanged.
create or replace function live_updated() returns trigger language plpgsql as $$
declare
  skip text[] := tg_argv || '{id,asset_id,updated_at,updated_by_id,created_at,version}'::text[];
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish(tg_table_name, (
    select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
             'id', nj->>'id', 'assetId', nj->>'asset_id',
             'action', case when (oj->>'deleted_at') is null and (nj->>'deleted_at') is not null then 'delete'
                            when (oj->>'deleted_at') is not null and (nj->>'deleted_at') is null then 'create' else 'update' end,
             'fields', fields, 'agentId', nj->>'agent_id',
             'prevAgentId', case when (oj->>'agent_id') is distinct from (nj->>'agent_id') then oj->>'agent_id' end)))
      from (select to_jsonb(o) oj, to_jsonb(n) nj from live_old o join live_new n using (id) offset 0) x,
           lateral (select array_agg(key order by key) fields from jsonb_each(nj) where key <> all(skip) and value is distinct from oj->key) f
     where fields is not null));
  return null;
end $$;
