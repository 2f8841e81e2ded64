-- Live lists: every create, update and delete of a lead, a customer or a registry resource's row
-- publishes a `record.changed` event on the stream (src/server/events/), from statement-level triggers in the
-- writing statement itself: no write path has to remember it and a create costs no extra round trip. One
-- event per statement and asset carries the rows' ids, what happened to each, the names of the changed
-- columns (never a value: the browser refetches rows through the API, which applies field access) and the
-- agent a lead had and has (the stream's lead scope, events/visibility.ts). The seed's unaudited writes
-- (app.audit = off) publish nothing.

-- The announcement of an events row to every listening process (events/publish.ts's announceSql calls it
-- too): the event as the listener reads it, or only its id when that is longer than a NOTIFY may be.
create function event_announce(e_id bigint, e_asset uuid, e_kind text, e_type text, e_record text, e_users uuid[],
                               e_payload jsonb, e_created timestamptz) returns bigint language plpgsql as $$
declare
  j text := json_build_object('id', e_id, 'assetId', e_asset, 'kind', e_kind, 'recordType', e_type, 'recordId', e_record,
              'userIds', e_users, 'payload', e_payload, 'createdAt', e_created)::text;
begin
  perform pg_notify('agency_events', case when octet_length(j) <= 7900 then j
    else json_build_object('id', e_id, 'assetId', e_asset)::text end);
  return e_id;
end $$;

-- Publishes a statement's changed rows ({id, assetId, action, fields?, agentId?, prevAgentId?}) as one event per
-- asset, by the acting user (app.user_id, audit/actor.ts) with their name.
create function live_publish(tbl text, rows jsonb) returns void language plpgsql as $$
declare
  actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  by_user jsonb;
  sent int;
begin
  if rows is null or jsonb_array_length(rows) = 0 then
    return;
  end if;
  if actor is not null then
    select jsonb_build_object('id', u.id, 'name', nullif(trim(u.first_name || ' ' || u.last_name), '')) into by_user
      from users u where u.id = actor;
  end if;
  with e as (
    insert into events (asset_id, kind, record_type, record_id, payload)
    select (r->>'assetId')::uuid, 'record.changed', tbl,
           case when count(*) = 1 then min(r->>'id') end,
           jsonb_build_object('by', by_user, 'rows', jsonb_agg(r - 'assetId'))
      from jsonb_array_elements(rows) r
     group by r->>'assetId'
    returning *
  )
  select count(event_announce(e.id, e.asset_id, e.kind, e.record_type, e.record_id, e.user_ids, e.payload, e.created_at)) into sent from e;
end $$;

-- The three statement triggers' bodies (transition tables allow one event per trigger).
create function live_inserted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish(tg_table_name, (
    select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', j->>'id', 'assetId', j->>'asset_id', 'action', 'create', 'agentId', j->>'agent_id')))
      from (select to_jsonb(n) j from live_new n) x));
  return null;
end $$;

create function live_deleted() returns trigger language plpgsql as $$
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  perform live_publish(tg_table_name, (
    select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', j->>'id', 'assetId', j->>'asset_id', 'action', 'delete', 'agentId', j->>'agent_id')))
      from (select to_jsonb(o) j from live_old o) x));
  return null;
end $$;

-- An update that sets deleted_at is a delete, one that clears it a create (a restore); one that changed only
-- skipped columns is none.
create function live_updated() returns trigger language plpgsql as $$
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
      from (select to_jsonb(o) oj, to_jsonb(n) nj from live_old o join live_new n using (id)) x,
           lateral (select array_agg(key order by key) fields from jsonb_each(nj) where key <> all(skip) and value is distinct from oj->key) f
     where fields is not null));
  return null;
end $$;

-- Attaches the three triggers; `skip`: columns whose change alone publishes nothing.
-- tests/api/live-events.test.ts fails on a declared resource's table without them: call it in the table's migration.
create function live_attach(tbl text, skip text[] default '{}') returns void language plpgsql as $$
declare
  args text := (select coalesce(string_agg(quote_literal(a), ', '), '') from unnest(skip) a);
begin
  execute format('create trigger live_inserted after insert on %I referencing new table as live_new for each statement execute function live_inserted()', tbl);
  execute format('create trigger live_updated after update on %I referencing old table as live_old new table as live_new for each statement execute function live_updated(%s)', tbl, args);
  execute format('create trigger live_deleted after delete on %I referencing old table as live_old for each statement execute function live_deleted()', tbl);
end $$;

-- The SLA scheduler's schedule and the report's derived copies are bookkeeping (as in the activity log, 1341).
select live_attach('leads', array['sla_settled_stage', 'agent_name', 'sla_step', 'sla_due_at', 'sla_warned_for']);
select live_attach('customers', array['login_password_hash']);
select live_attach('listings');
select live_attach('projects', array['rr_cursor']);
select live_attach('developers');
select live_attach('custom_fields');
select live_attach('team_members');
select live_attach('departments');
select live_attach('team_groups');
