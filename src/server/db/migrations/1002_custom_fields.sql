-- Custom Fields: each asset's own listing fields; a key names one field once per asset.
create table custom_fields (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  key text not null,
  type text not null default 'text',
  options text[] not null default '{}',
  required boolean not null default false,
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index custom_fields_asset_idx on custom_fields (asset_id, name);
create unique index custom_fields_key_idx on custom_fields (asset_id, key) where deleted_at is null;
