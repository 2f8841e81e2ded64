-- Signed webhooks (src/server/webhooks/, README "Webhooks"). A hook is an asset's URL with the event types it
-- wants; its secret is kept to sign each delivery (shown once, at creation). An event is written in the
-- transaction of the change it tells of (an outbox): with one delivery row and one background job (migration 1920)
-- per hook that wants it, so a crash between the change and the delivery neither loses nor invents one.
create table webhooks (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  url text not null,
  events text[] not null,
  enabled boolean not null default true,
  secret text not null,
  -- the user the hook reads as: contact fields and rows only as far as they may see them
  owner_id uuid references users (id) on delete set null,
  -- the first failed attempt since the last success; failing for the retry window disables the hook
  failing_since timestamptz,
  disabled_at timestamptz,
  disabled_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhooks_asset_idx on webhooks (asset_id, created_at);

create table webhook_events (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  type text not null,
  -- what the event tells, as written at the change (contact fields included: each delivery cuts them to its reader)
  data jsonb not null,
  actor_id uuid,
  created_at timestamptz not null default now()
);
create index webhook_events_created_idx on webhook_events (created_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  webhook_id uuid not null references webhooks (id) on delete cascade,
  event_id uuid not null references webhook_events (id) on delete cascade,
  -- a replay is a new delivery (its own id, so a receiver that deduplicates takes it) of the same event
  replay_of uuid references webhook_deliveries (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'retrying', 'succeeded', 'failed', 'skipped')),
  attempts integer not null default 0,
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  response_status integer,
  -- the first 2 kB of the receiver's answer
  response_body text,
  error text,
  duration_ms integer,
  created_at timestamptz not null default now()
);
create index webhook_deliveries_hook_idx on webhook_deliveries (webhook_id, created_at desc, id desc);
create index webhook_deliveries_event_idx on webhook_deliveries (event_id);
create index webhook_deliveries_created_idx on webhook_deliveries (created_at);

-- Timestamps as the API writes them (ISO 8601, UTC, milliseconds).
create function webhook_iso(t timestamptz) returns text language sql immutable as $$
  select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- Whether any enabled hook of the asset wants the event type: every emitter asks first, so a change in an asset
-- without hooks costs one index probe.
create function webhook_wants(p_asset uuid, p_type text) returns boolean language sql stable as $$
  select exists (select 1 from webhooks w where w.asset_id = p_asset and w.enabled and p_type = any (w.events))
$$;

create function webhook_customer(c customers) returns jsonb language sql stable as $$
  select jsonb_build_object(
    '_id', c.id, 'customerID', c.customer_id, 'firstName', c.first_name, 'lastName', c.last_name,
    'email', c.email, 'phone', c.phone_number, 'type', c.type, 'inputSource', c.input_source,
    'createdAt', webhook_iso(c.created_at))
$$;

-- A lead as an event tells it: its state, agent, customer (contact fields cut per reader at delivery), listing or project.
create function webhook_lead(l leads) returns jsonb language sql stable as $$
  select jsonb_build_object(
    '_id', l.id, 'leadID', l.lead_id, 'parentId', l.parent_id,
    'stage', l.stage, 'status', l.status, 'rating', l.rating,
    'source', l.source, 'sourceChannel', l.source_channel, 'type', l.type,
    'contactType', l.contact_type, 'leadType', l.lead_type,
    'agent', case when l.agent_id is not null then jsonb_build_object('_id', l.agent_id, 'name', l.agent_name) end,
    'customer', (select webhook_customer(c) from customers c where c.id = l.customer_id),
    'listing', (select jsonb_build_object('_id', li.id, 'reference', li.reference, 'title', li.title) from listings li where li.id = l.listing_id),
    'project', (select jsonb_build_object('_id', p.id, 'name', p.name) from projects p where p.id = l.project_id),
    'isInFreePool', l.is_in_free_pool, 'isEscalated', l.escalated_to_ids is not null,
    'isAccepted', l.is_accepted, 'isContacted', l.is_contacted,
    'initialSlaEndDate', webhook_iso(l.initial_sla_end_date), 'freePoolSlaEndDate', webhook_iso(l.free_pool_sla_end_date),
    'createdAt', webhook_iso(l.created_at), 'updatedAt', webhook_iso(l.updated_at))
$$;

-- The outbox's one writer: each (asset, type, data) some enabled hook of the asset wants becomes an event, a
-- delivery per such hook and a job per delivery, in the caller's transaction. Answers the deliveries queued.
create function webhook_publish(p_assets uuid[], p_types text[], p_data jsonb[]) returns integer language plpgsql as $$
declare
  queued integer;
begin
  with ev as (
    insert into webhook_events (asset_id, type, data, actor_id)
    select e.asset_id, e.type, e.data, nullif(current_setting('app.user_id', true), '')::uuid
      from unnest(p_assets, p_types, p_data) as e(asset_id, type, data)
     where webhook_wants(e.asset_id, e.type)
    returning id, asset_id, type
  ), d as (
    insert into webhook_deliveries (asset_id, webhook_id, event_id)
    select ev.asset_id, w.id, ev.id
      from ev join webhooks w on w.asset_id = ev.asset_id and w.enabled and ev.type = any (w.events)
    returning id, asset_id
  ), j as (
    insert into jobs (kind, asset_id, payload)
    select 'webhook.deliver', d.asset_id, jsonb_build_object('delivery', d.id) from d
    returning 1
  )
  select count(*) into queued from j;
  return queued;
end $$;

-- Whether a statement's rows touch an asset with an enabled hook: the triggers' early way out (and never for the
-- seed's unaudited writes, which are no change anyone made).
create function webhook_any(p_assets uuid[]) returns boolean language sql stable as $$
  select current_setting('app.audit', true) is distinct from 'off'
     and exists (select 1 from webhooks w where w.enabled and w.asset_id = any (p_assets))
$$;

-- lead.created (and lead.assigned when it has an agent) for every lead inserted, whoever wrote it: the console's
-- create, the intake, an import. The triggers read the leads themselves (an AFTER trigger sees the statement's rows).
create function webhook_leads_inserted() returns trigger language plpgsql as $$
begin
  if not webhook_any(array(select distinct asset_id from webhook_new)) then
    return null;
  end if;
  perform webhook_publish(array_agg(x.asset_id), array_agg(x.type), array_agg(x.data))
     from (select l.asset_id, t.type, jsonb_build_object('lead', webhook_lead(l)) as data
             from webhook_new n join leads l on l.id = n.id
             cross join (values ('lead.created'), ('lead.assigned')) as t(type)
            where (t.type = 'lead.created' or l.agent_id is not null) and webhook_wants(l.asset_id, t.type)) x;
  return null;
end $$;
create trigger webhook_leads_inserted after insert on leads referencing new table as webhook_new
  for each statement execute function webhook_leads_inserted();

-- lead.assigned when a lead gets an agent it did not have, lead.stage_changed when its stage changes, from every
-- writer (the editor, the bulk update, a claim, an assignment from the pool, routing at a pool's end).
create function webhook_leads_updated() returns trigger language plpgsql as $$
begin
  if not webhook_any(array(select distinct asset_id from webhook_new)) then
    return null;
  end if;
  -- the changed rows first (the transition tables only), then the leads of those alone
  perform webhook_publish(array_agg(x.asset_id), array_agg(x.type), array_agg(x.data))
     from (select l.asset_id, c.type,
                  jsonb_build_object('lead', webhook_lead(l)) || case c.type
                    when 'lead.assigned' then jsonb_build_object('previousAgent',
                      case when c.old_agent_id is not null then jsonb_build_object('_id', c.old_agent_id, 'name', c.old_agent_name) end)
                    else jsonb_build_object('previousStage', c.old_stage) end as data
             from (select n.id, n.asset_id, t.type, o.agent_id as old_agent_id, o.agent_name as old_agent_name, o.stage as old_stage
                     from webhook_new n join webhook_old o on o.id = n.id
                     cross join (values ('lead.assigned'), ('lead.stage_changed')) as t(type)
                    where case t.type when 'lead.assigned' then n.agent_id is not null and n.agent_id is distinct from o.agent_id
                                      else n.stage is distinct from o.stage end
                   offset 0) c
             join leads l on l.id = c.id
            where webhook_wants(c.asset_id, c.type)) x;
  return null;
end $$;
create trigger webhook_leads_updated after update on leads referencing old table as webhook_old new table as webhook_new
  for each statement execute function webhook_leads_updated();

-- customer.created for every customer inserted (the form, the registry and its import, an enquiry, the intake).
create function webhook_customers_inserted() returns trigger language plpgsql as $$
begin
  if not webhook_any(array(select distinct asset_id from webhook_new)) then
    return null;
  end if;
  perform webhook_publish(array_agg(c.asset_id), array_agg('customer.created'::text), array_agg(jsonb_build_object('customer', webhook_customer(c))))
     from webhook_new n join customers c on c.id = n.id
    where webhook_wants(c.asset_id, 'customer.created');
  return null;
end $$;
create trigger webhook_customers_inserted after insert on customers referencing new table as webhook_new
  for each statement execute function webhook_customers_inserted();

-- activity.logged for every activity logged on a lead (a call, a meeting, a viewing …), with the lead.
create function webhook_activities_inserted() returns trigger language plpgsql as $$
begin
  if not webhook_any(array(select distinct asset_id from webhook_new)) then
    return null;
  end if;
  perform webhook_publish(array_agg(a.asset_id), array_agg('activity.logged'::text), array_agg(jsonb_build_object(
            'activity', jsonb_build_object(
              '_id', a.id, 'kind', a.kind, 'outcome', a.outcome, 'body', a.body, 'durationSeconds', a.duration_seconds,
              'occurredAt', webhook_iso(a.occurred_at), 'listing', a.listing_id, 'project', a.project_id, 'unit', a.unit,
              'feedback', a.feedback, 'agent', case when a.agent_id is not null then jsonb_build_object('_id', a.agent_id,
                'name', (select m.name from team_members m where m.id = a.agent_id)) end,
              'createdAt', webhook_iso(a.created_at)),
            'lead', webhook_lead(l))))
     from webhook_new n join lead_activities a on a.id = n.id join leads l on l.id = a.lead_id
    where webhook_wants(a.asset_id, 'activity.logged');
  return null;
end $$;
create trigger webhook_activities_inserted after insert on lead_activities referencing new table as webhook_new
  for each statement execute function webhook_activities_inserted();

-- Who added, changed or deleted a hook is in the activity log (its secret and failure bookkeeping never).
select audit_attach('webhooks', 'id', array['secret', 'failing_since']);
