-- One value per asset for the fields declared `unique` (src/domain/resources/unique.ts): a listing's reference, a
-- custom field's key, a department's and a group's name, a dynamic URL's address, among live rows and without
-- case; developers' and projects' slugs (now made from their names, like the content slugs: unique among all
-- rows, so a restore never collides); role names (not per asset: roles span assets). The API checks these
-- values in the write's transaction and names the record that has one; these indexes refuse what two writes
-- at the same moment would both pass.
--
-- An existing database may already hold duplicates, which must not stop the migration: the oldest row keeps
-- its value and every later one takes the first free "<value> (2)", "<value> (3)"… (keys "<key>_2", slugs and
-- addresses "<value>-2"), so no row is lost or hidden, and the change is in the row's history (audit log).

create function dedupe_for_unique(tbl text, col text, sep text, tail text, live_only boolean, per_asset boolean)
returns void language plpgsql as $$
declare
  r record;
  n int;
  candidate text;
  taken boolean;
  live text := case when live_only then ' and deleted_at is null' else '' end;
  scope text := case when per_asset then 'asset_id' else 'null::uuid' end;
begin
  for r in execute format(
    'select id, scope, v from (select id, %3$s as scope, %1$I as v, row_number() over (partition by %3$s, lower(%1$I) order by created_at, id) as rn from %2$I where %1$I is not null%4$s) d where rn > 1 order by scope, lower(v), rn',
    col, tbl, scope, live)
  loop
    n := 2;
    loop
      candidate := r.v || sep || n || tail;
      execute format('select exists (select 1 from %1$I where %2$s is not distinct from $1 and lower(%3$I) = lower($2)%4$s)',
        tbl, scope, col, live) into taken using r.scope, candidate;
      exit when not taken;
      n := n + 1;
    end loop;
    execute format('update %1$I set %2$I = $1, updated_at = now() where id = $2', tbl, col) using candidate, r.id;
  end loop;
end $$;

select dedupe_for_unique('listings', 'reference', ' (', ')', true, true);
select dedupe_for_unique('custom_fields', 'key', '_', '', true, true);
select dedupe_for_unique('departments', 'name', ' (', ')', true, true);
select dedupe_for_unique('team_groups', 'name', ' (', ')', true, true);
select dedupe_for_unique('seo_dynamic_urls', 'url', '-', '', true, true);
select dedupe_for_unique('developers', 'slug', '-', '', false, true);
select dedupe_for_unique('projects', 'slug', '-', '', false, true);
select dedupe_for_unique('roles', 'name', ' (', ')', false, false);
drop function dedupe_for_unique(text, text, text, text, boolean, boolean);

create unique index listings_reference_unique on listings (asset_id, lower(reference)) where deleted_at is null;
-- the key's exact index (1002) gives way to the one without case
drop index if exists custom_fields_key_idx;
create unique index custom_fields_key_unique on custom_fields (asset_id, lower(key)) where deleted_at is null;
create unique index departments_name_unique on departments (asset_id, lower(name)) where deleted_at is null;
create unique index team_groups_name_unique on team_groups (asset_id, lower(name)) where deleted_at is null;
create unique index seo_dynamic_urls_url_unique on seo_dynamic_urls (asset_id, lower(url)) where deleted_at is null;
create unique index developers_slug_idx on developers (asset_id, slug);
create unique index projects_slug_idx on projects (asset_id, slug);
create unique index roles_name_unique on roles (lower(name));
