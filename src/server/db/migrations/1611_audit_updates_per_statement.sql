-- The activity log of updates per statement (the SLA bench): the row trigger of 1340 ran its function,
-- two to_jsonb and one INSERT per updated row; one INSERT over the statement's old and new rows writes the same
-- rows without the per-row call (1612 gives the figures). Inserts and deletes keep the row trigger (audit_row).
-- What is logged is unchanged: one row per record and transaction, merged with the row an earlier statement of
-- the transaction wrote (audit_merge).

-- A record's change (act, diff) when the transaction already logged it: one row holds the first before and the
-- last after (moved here from audit_row, which the statement trigger shares).
create function audit_merge(tbl text, rec_id text, act text, diff jsonb) returns void language plpgsql as $$
declare
  prev audit_log%rowtype;
begin
  select * into prev from audit_log
   where record_type = tbl and record_id = rec_id and tx_id = pg_current_xact_id()::text::bigint;
  if prev.action = 'create' and act = 'destroy' then
    delete from audit_log where id = prev.id;
    return;
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
end $$;

-- TG_ARGV as in 1340: the key column(s), then the columns never logged. Inserts and deletes.
create or replace function audit_row() returns trigger language plpgsql as $$
declare
  key_col text := tg_argv[0];
  skip text[] := tg_argv[1:] || '{id,asset_id,creator_id,updated_at,updated_by_id,created_at,version}'::text[];
  row_j jsonb;
  act text;
  diff jsonb;
  rec_id text;
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  if tg_op = 'INSERT' then
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
  if not found then
    perform audit_merge(tg_table_name, rec_id, act, diff);
  end if;
  return null;
end $$;

-- Updates, once per statement over its transition tables (audit_old, audit_new) joined on the key. The rows'
-- json is built once per row in a materialized CTE: inlined, PostgreSQL rebuilt it for every column compared.
create function audit_rows_updated() returns trigger language plpgsql as $$
declare
  keys text[] := string_to_array(tg_argv[0], ',');
  skip text[] := tg_argv[1:] || '{id,asset_id,creator_id,updated_at,updated_by_id,created_at,version}'::text[];
  r record;
begin
  if current_setting('app.audit', true) = 'off' then
    return null;
  end if;
  for r in execute format($q$
    with pairs as materialized (
      select to_jsonb(o) as oj, to_jsonb(n) as nj from audit_old o join audit_new n on %s),
    d as (
      select p.nj,
             (select string_agg(p.nj->>k.c, ':' order by k.i) from unnest($2::text[]) with ordinality k(c, i)) as rec_id,
             (select jsonb_object_agg(key, jsonb_build_array(p.oj->key, value)) from jsonb_each(p.nj)
               where value <> p.oj->key and key <> all($1)) as diff
        from pairs p),
    a as (
      select d.*, case when not diff ? 'deleted_at' then 'update' when diff->'deleted_at'->>0 is null then 'delete' else 'restore' end as act
        from d where diff is not null),
    ins as (
      insert into audit_log (asset_id, user_id, record_type, record_id, action, changes)
      select (case when $3 = 'assets' then a.nj->>'id' else a.nj->>'asset_id' end)::uuid,
             nullif(current_setting('app.user_id', true), '')::uuid, $3, a.rec_id, a.act, a.diff
        from a
      on conflict (record_type, record_id, tx_id) do nothing
      returning record_id)
    select a.rec_id, a.act, a.diff from a where a.rec_id not in (select record_id from ins)$q$,
    (select string_agg(format('o.%1$I is not distinct from n.%1$I', c), ' and ') from unnest(keys) c))
  using skip, keys, tg_table_name
  loop
    perform audit_merge(tg_table_name, r.rec_id, r.act, r.diff);
  end loop;
  return null;
end $$;

-- Replaces the table's triggers (a later migration may attach a table again with other hidden columns).
create or replace function audit_attach(tbl text, key_col text default 'id', hidden text[] default '{}') returns void language plpgsql as $$
declare
  args text := (select string_agg(quote_literal(a), ', ') from unnest(array[key_col] || hidden) a);
begin
  execute format('drop trigger if exists audit_row on %I', tbl);
  execute format('drop trigger if exists audit_rows_updated on %I', tbl);
  execute format('create trigger audit_row after insert or delete on %I for each row execute function audit_row(%s)', tbl, args);
  execute format('create trigger audit_rows_updated after update on %I referencing old table as audit_old new table as audit_new
                    for each statement execute function audit_rows_updated(%s)', tbl, args);
end $$;

-- Every audited table again, with the arguments its trigger has now.
do $$
declare
  t record;
  args text[];
begin
  for t in select g.tgrelid::regclass::text as tbl, g.tgargs, g.tgnargs from pg_trigger g where g.tgname = 'audit_row' loop
    select string_to_array(rtrim(encode(t.tgargs, 'escape'), '\000'), '\000') into args;
    perform audit_attach(t.tbl, args[1], coalesce(args[2:], '{}'));
  end loop;
end $$;
