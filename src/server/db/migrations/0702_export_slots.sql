-- Running exports, one row each, so a user's concurrent exports are limited across server processes.
-- A row lives while its export runs (a heartbeat moves expires_at on); one left by a process that died
-- simply expires.
create table export_slots (
  id uuid primary key,
  user_id uuid not null references users(id) on delete cascade,
  expires_at timestamptz not null
);
create index export_slots_user_idx on export_slots (user_id);
