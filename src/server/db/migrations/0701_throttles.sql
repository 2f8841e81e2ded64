-- Throttle counters (login failures, password reset requests, customer login-link redemptions), shared by
-- every server process and kept across restarts: one row per key (sha256 of the counted e-mail/address),
-- a fixed window that starts at its first hit. src/server/auth/throttle.ts counts atomically.
create table throttles (
  key text primary key,
  hits integer not null,
  resets_at timestamptz not null
);
-- Expired windows are deleted when a new window starts.
create index throttles_resets_at_idx on throttles (resets_at);
