-- The days the agency's offices close (docs/resources.md "Adding a resource"): a tenant table, audited, on the live stream.
create table holidays (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  day date not null,
  yearly boolean not null default false,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index holidays_asset_idx on holidays (asset_id, day);
select audit_attach('holidays');
select live_attach('holidays');
