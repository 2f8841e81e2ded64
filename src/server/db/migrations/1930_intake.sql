-- One intake (src/server/intake/, docs/api.md "Intake"): leads pushed by another tool or a portal go through the
-- console's own create path. Three tables:

-- A pushed lead's external id (per asset and source) or Idempotency-Key (per asset), claimed in the lead's own
-- transaction before anything else is written: a second request with the same key waits on the row and then
-- answers the lead the first committed, so two processes racing cannot make two leads.
create table intake_keys (
  asset_id uuid not null references assets (id) on delete cascade,
  kind text not null check (kind in ('external', 'idempotency')),
  -- the source an external id belongs to ('' for an Idempotency-Key): two portals may number their leads alike
  source text not null default '',
  key text not null,
  lead_id uuid references leads (id),
  customer_id uuid,
  merged_into uuid,
  created_at timestamptz not null default now(),
  primary key (asset_id, kind, source, key)
);

-- Every intake request whose asset is known, with its outcome (created, merged, replayed, refused, unauthorized).
create table intake_logs (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- the portal's adapter ('property-finder', 'bayut', 'dubizzle') or null for POST /api/intake/leads
  portal text,
  source text,
  external_id text,
  result text not null check (result in ('created', 'merged', 'replayed', 'refused', 'unauthorized', 'failed')),
  status_code integer not null,
  lead_id uuid references leads (id) on delete set null,
  error text,
  api_key_id uuid,
  user_id uuid
);
create index intake_logs_asset_idx on intake_logs (asset_id, created_at desc, id desc);
create index intake_logs_portal_idx on intake_logs (asset_id, portal, created_at desc, id desc);

-- A portal's intake of an asset: the secret token of its URL (kept as sha256, looked up by it) and the secret it
-- signs its pushes with (kept as it is: the HMAC needs it). Made or rotated by a user holding INTEGRATION_UPDATE;
-- the pushed leads are written as that user.
create table intake_portals (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete cascade,
  portal text not null,
  token_hash text not null,
  token_prefix text not null,
  secret text not null,
  creator_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index intake_portals_asset_portal_key on intake_portals (asset_id, portal);
create unique index intake_portals_token_key on intake_portals (token_hash);
select audit_attach('intake_portals', 'id', array['token_hash', 'secret']);
