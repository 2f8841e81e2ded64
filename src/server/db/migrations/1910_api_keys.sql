-- API keys: a principal like a user, of one asset, with a role (its permission keys and lead scope), acting for the
-- user who created it (src/server/auth/apiKeys.ts). Only the secret's sha256 is kept; the prefix is what the
-- list shows. Every request reads its key's row by that hash, so a revoke is seen by every process at once.
create table api_keys (
  id uuid primary key,
  asset_id uuid not null references assets(id) on delete cascade,
  name text not null,
  -- a role in use by a live key cannot be deleted (admin/roles.ts); a revoked key keeps its name without it
  role_id uuid references roles(id) on delete set null,
  creator_id uuid not null references users(id),
  token_hash text not null,
  prefix text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  revoked_by_id uuid references users(id),
  -- written at most once a minute per key (the request's lookup statement)
  last_used_at timestamptz,
  last_used_ip text
);
create unique index api_keys_token_hash_key on api_keys (token_hash);
create index api_keys_asset_idx on api_keys (asset_id, created_at desc);
create index api_keys_role_idx on api_keys (role_id) where revoked_at is null;
-- creating and revoking a key are in the activity log; its hash and its use are not
select audit_attach('api_keys', 'id', array['token_hash', 'last_used_at', 'last_used_ip']);

-- Who acted, when it was a key: the server opens a key's transactions with `app.api_key_id` (audit/actor.ts), and
-- these columns take it by default, so no write path has to pass it. A default that is not volatile adds the
-- column without rewriting the table (existing rows read null).
alter table audit_log add column api_key_id uuid default nullif(current_setting('app.api_key_id', true), '')::uuid;
alter table lead_history add column api_key_id uuid default nullif(current_setting('app.api_key_id', true), '')::uuid;
alter table lead_activities add column api_key_id uuid default nullif(current_setting('app.api_key_id', true), '')::uuid;
-- the activity's own log entry names the key as its actor: the column is not one of its fields
select audit_attach('lead_activities', 'id', array['remind_at', 'reminded_at', 'api_key_id']);

-- The live record events name the key that changed the rows (as {apiKey: name}) instead of a user.
create or replace function live_publish(tbl text, rows jsonb) returns void language plpgsql as $$
declare
  actor uuid := nullif(current_setting('app.user_id', true), '')::uuid;
  key_id uuid := nullif(current_setting('app.api_key_id', true), '')::uuid;
  by_user jsonb;
  sent int;
begin
  if rows is null or jsonb_array_length(rows) = 0 then
    return;
  end if;
  if key_id is not null then
    select jsonb_build_object('id', k.id, 'name', null, 'apiKey', k.name) into by_user from api_keys k where k.id = key_id;
  elsif actor is not null then
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
