-- Live lists: a create's record-change trigger reads the new rows' id, asset and agent directly instead of
-- turning each whole row into json (a lead row is wide): the inserts and deletes of migration 1540, cheaper
-- on the lead create path. Updates still compare whole rows (they name the changed columns).
create or replace function live_inserted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish(tg_table_name, (select jsonb_agg(jsonb_build_object('id', n.id, 'assetId', n.asset_id, 'action', 'create')) from live_new n));
  return null;
end $$;

create or replace function live_deleted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish(tg_table_name, (select jsonb_agg(jsonb_build_object('id', o.id, 'assetId', o.asset_id, 'action', 'delete')) from live_old o));
  return null;
end $$;

-- Leads also name their agent (the stream's lead scope).
create function live_leads_inserted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish('leads', (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', n.id, 'assetId', n.asset_id, 'action', 'create', 'agentId', n.agent_id))) from live_new n));
  return null;
end $$;

create function live_leads_deleted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish('leads', (select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', o.id, 'assetId', o.asset_id, 'action', 'delete', 'agentId', o.agent_id))) from live_old o));
  return null;
end $$;

drop trigger live_inserted on leads;
drop trigger live_deleted on leads;
create trigger live_inserted after insert on leads referencing new table as live_new for each statement execute function live_leads_inserted();
create trigger live_deleted after delete on leads referencing old table as live_old for each statement execute function live_leads_deleted();
