-- Customer quick-login links (POST/DELETE /customers/login-url): only the token's sha256 is stored;
-- a link is single use, expires, and a DELETE revokes every open link of the customer.
create table customer_login_links (
  token_hash text primary key,
  asset_id uuid not null references assets(id),
  customer_id uuid not null references customers(id) on delete cascade,
  creator_id uuid references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index customer_login_links_customer_idx on customer_login_links (asset_id, customer_id);

-- Storage search (spec 2 §7): active asset, not hidden, text on the name, newest first.
create index storage_files_search_idx on storage_files (asset_id, created_at desc) where deleted_at is null and not is_hidden;
create index storage_files_name_trgm_idx on storage_files using gin (name gin_trgm_ops);
create unique index storage_files_file_key on storage_files (file);

-- Customer list search and type/status filters.
create index customers_name_trgm_idx on customers using gin ((first_name || ' ' || last_name) gin_trgm_ops);
create index customers_type_idx on customers (asset_id, type, enabled);
