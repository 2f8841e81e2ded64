-- Login throttling's device cookies (OWASP's scheme, src/server/auth/throttle.ts): a browser that signed in to an
-- account holds a random token in a cookie; only its sha256 is kept here, with each account it signed in to. A failed
-- sign-in presented with a token the account has is counted for that device alone, so other people's failures from
-- the same address (an office behind one NAT) do not lock it out. Rows unused for a year are deleted at sign-ins.
create table login_devices (
  token_hash text not null,
  user_id uuid not null references users (id) on delete cascade,
  last_used_at timestamptz not null default now(),
  primary key (token_hash, user_id)
);
create index login_devices_last_used_at_idx on login_devices (last_used_at);
create index login_devices_user_id_idx on login_devices (user_id);
