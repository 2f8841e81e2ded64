-- Saved views: a list's filters, sort, columns and page mode under a name, per asset, private to its
-- owner or shared with the asset (src/server/views/). The list is 'leads' or a registry resource's name.
create table saved_views (
  id uuid primary key,
  asset_id uuid not null references assets(id) on delete cascade,
  owner_id uuid not null references users(id) on delete cascade,
  list text not null,
  name text not null,
  shared boolean not null default false,
  -- {params: the list's URL query, columns: {column: visible}}
  state jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A user's views of a list have distinct names; the views a caller sees: their own and the asset's shared ones.
create unique index saved_views_name_key on saved_views (asset_id, owner_id, list, lower(name));
create index saved_views_shared_idx on saved_views (asset_id, list) where shared;

-- Each user's default view per list of an asset (opening the list without a view applies it).
create table saved_view_defaults (
  asset_id uuid not null references assets(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  list text not null,
  view_id uuid not null references saved_views(id) on delete cascade,
  primary key (asset_id, user_id, list)
);
create index saved_view_defaults_view_idx on saved_view_defaults (view_id);

select audit_attach('saved_views');

-- The demo Manager of an existing database gets the sharing key the seed now gives it (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array['SAVED_VIEWS_SHARE'])) where code = 'MANAGER';
