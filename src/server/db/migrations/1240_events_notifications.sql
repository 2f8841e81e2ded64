-- Events to browsers and in-app notifications.

-- Every event a server process tells its streams (src/server/events/): written in the transaction of the
-- change it reports, announced by pg_notify at its commit. The id is the stream's event id (Last-Event-ID
-- resumes after it); rows older than a day are pruned.
create table events (
  asset_id uuid not null,
  id bigserial not null,
  kind text not null,
  record_type text,
  record_id text,
  -- Only these users receive it; null: every user working in the asset.
  user_ids uuid[],
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (asset_id, id)
);
create index events_created_idx on events (created_at);

-- A user's notifications (src/server/notifications/); email_status follows the e-mail copy of one:
-- null none (not opted in), pending, sending (taken by a server process), sent, failed.
create table notifications (
  id uuid primary key,
  asset_id uuid not null references assets(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  kind text not null,
  title text not null,
  body text not null default '',
  lead_id uuid,
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  email_status text,
  email_to text,
  email_error text,
  email_taken_at timestamptz,
  emailed_at timestamptz
);
create index notifications_user_idx on notifications (asset_id, user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (asset_id, user_id) where read_at is null;
create index notifications_log_idx on notifications (created_at desc, id desc);
create index notifications_email_idx on notifications (created_at) where email_status in ('pending', 'sending');

-- The profile setting "E-mail me copies of notifications".
alter table users add column notification_emails boolean not null default false;
