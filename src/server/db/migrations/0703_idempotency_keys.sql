-- Idempotency-Key of creates (POST /api/properties/leads): one row per user, asset and key, written in the
-- create's own transaction with the answer it gave, so a retry after a lost answer gets that answer instead
-- of a second record. Keys are forgotten after 24 hours (src/server/http/idempotency.ts).
create table idempotency_keys (
  user_id uuid not null references users(id) on delete cascade,
  asset_id uuid not null references assets(id) on delete cascade,
  key text not null,
  -- sha256 of the validated request: the same key with another request is refused
  request_hash text not null,
  -- the JSON answer, set before the transaction commits
  answer text,
  created_at timestamptz not null default now(),
  primary key (user_id, asset_id, key)
);
