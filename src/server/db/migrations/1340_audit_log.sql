-- The activity log: one row per record changed by a transaction, written by a trigger in that
-- transaction, so every write path (generic registry, lead editor, bulk updates, imports, settings, the
-- ones still to come) is caught and a rolled-back write leaves nothing. The acting user is the
-- transaction's `app.user_id` setting, set where the server opens a request's transaction
-- (src/server/audit/actor.ts); none = the server itself (scheduler, seed top-up, public calls).
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  -- a transaction that writes a record twice (insert then update) merges into its one row
  tx_id bigint not null default pg_current_xact_id()::text::bigint,
  created_at timestamptz not null default now(),
  asset_id uuid,
  user_id uuid,
  record_type text not null,
  record_id text not null,
  -- create | update | delete (soft: deleted_at set) | restore | destroy (row removed)
  action text not null,
  -- {column: [before, after]}; a create has no before, a destroy no after
  changes jsonb not null
);
-- one row per record and transaction (the merge below finds it here), and a record's history
create unique index audit_log_record_key on audit_log (record_type, record_id, tx_id);
-- the activity log page: an asset's entries (or those of no asset) newest first
create index audit_log_asset_idx on audit_log (asset_id, created_at desc, id desc);

-- TG_ARGV[0]: the record's key column ('a,b' for a link table's pair); the rest: columns never logged
-- (secrets, hashes, derived copies). Bookkeeping columns are never compared; a create or destroy lists only
-- the filled columns. Each row's json is walked once (jsonb_each): cheaper per row than a key-by-key lookup.
create function audit_row() returns trigger language plpgsql as $$
declare
  key_col text := tg_argv[0];
  skip text[] := tg_argv[1:] || '{id,asset_id,creator_id,updated_at,updated_by_id,created_at,version}'::text[];
  old_j jsonb;
  new_j jsonb;
  row_j jsonb;
  act text;
  diff jsonb;
  rec_id text;
  prev audit_log%rowtype;
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    old_j := to_jsonb(old);
    new_j := to_jsonb(new);
    row_j := new_j;
    select jsonb_object_agg(key, jsonb_build_array(old_j->key, value)) into diff
      from jsonb_each(new_j) where value <> old_j->key and key <> all(skip);
    if diff is null then
      return null;
    end if;
    act := case when not diff ? 'deleted_at' then 'update' when diff->'deleted_at'->>0 is null then 'delete' else 'restore' end;
  elsif tg_op = 'INSERT' then
    row_j := to_jsonb(new);
    act := 'create';
    select coalesce(jsonb_object_agg(key, jsonb_build_array(null, value)), '{}') into diff
      from jsonb_each(row_j) where key <> all(skip) and value not in ('null', '[]', '{}', '""');
  else
    row_j := to_jsonb(old);
    act := 'destroy';
    select coalesce(jsonb_object_agg(key, jsonb_build_array(value, null)), '{}') into diff
      from jsonb_each(row_j) where key <> all(skip) and value not in ('null', '[]', '{}', '""');
  end if;
  rec_id := case when strpos(key_col, ',') = 0 then row_j->>key_col
    else (select string_agg(row_j->>c, ':') from unnest(string_to_array(key_col, ',')) c) end;
  insert into audit_log (asset_id, user_id, record_type, record_id, action, changes)
  values (
    (case when tg_table_name = 'assets' then row_j->>'id' else row_j->>'asset_id' end)::uuid,
    nullif(current_setting('app.user_id', true), '')::uuid,
    tg_table_name, rec_id, act, diff)
  on conflict (record_type, record_id, tx_id) do nothing;
  if found then
    return null;
  end if;
  -- the record changed before in this transaction: one row holds the first before and the last after
  select * into prev from audit_log
   where record_type = tg_table_name and record_id = rec_id and tx_id = pg_current_xact_id()::text::bigint;
  if prev.action = 'create' and act = 'destroy' then
    delete from audit_log where id = prev.id;
    return null;
  end if;
  select coalesce(jsonb_object_agg(k, pair), '{}') into diff from (
    select k, jsonb_build_array(
             case when prev.changes ? k then prev.changes->k->0 else diff->k->0 end,
             case when diff ? k then diff->k->1 else prev.changes->k->1 end) as pair
      from (select jsonb_object_keys(prev.changes) as k union select jsonb_object_keys(diff)) ks
  ) merged
   where prev.action = 'create' or (pair->0) is distinct from (pair->1);
  act := case when prev.action = 'create' then 'create' when act = 'update' then prev.action else act end;
  if diff = '{}' and act = 'update' then
    delete from audit_log where id = prev.id;
  else
    update audit_log set action = act, changes = diff where id = prev.id;
  end if;
  return null;
end $$;

-- Attaches the trigger: every business table is audited (tests/api/audit-coverage.test.ts fails on a
-- table that is neither audited nor named there as bookkeeping).
create function audit_attach(tbl text, key_col text default 'id', hidden text[] default '{}') returns void language plpgsql as $$
begin
  execute format('create trigger audit_row after insert or update or delete on %I for each row execute function audit_row(%s)',
    tbl, (select string_agg(quote_literal(a), ', ') from unnest(array[key_col] || hidden) a));
end $$;

select audit_attach('assets');
select audit_attach('users', 'id', array['password_hash', 'active_asset_id']);
select audit_attach('roles');
select audit_attach('user_assets', 'user_id,asset_id');
select audit_attach('asset_integrations', 'name', array['secrets']);
select audit_attach('customers', 'id', array['login_password_hash']);
select audit_attach('team_members');
select audit_attach('departments');
select audit_attach('team_groups');
select audit_attach('agent_reviews');
select audit_attach('developers');
select audit_attach('projects', 'id', array['rr_cursor']);
select audit_attach('project_agents', 'project_id,agent_id');
select audit_attach('project_faqs');
select audit_attach('listings');
select audit_attach('custom_fields');
select audit_attach('storage_files');
select audit_attach('leads', 'id', array['sla_settled_stage', 'agent_name']);
select audit_attach('routing_rules');

-- What the server itself did of note (start, stop, migrations, scheduler runs, mail): src/server/audit/systemLog.ts.
create table system_logs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  level text not null default 'info',
  kind text not null,
  message text not null,
  details jsonb
);
create index system_logs_created_idx on system_logs (created_at desc, id desc);
create index system_logs_kind_idx on system_logs (kind, created_at desc);
