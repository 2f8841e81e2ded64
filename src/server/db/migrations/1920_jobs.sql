-- The one background job mechanism (docs/decisions/0001-background-jobs.md, src/server/jobs/): a job is a row,
-- written in the transaction of the change that asks for it, taken by any server process with FOR UPDATE SKIP
-- LOCKED and kept (with its attempts, progress and last error) after it ends, so work survives restarts and
-- what happened to it stays visible. Not a tenant table (a job may belong to no asset); on a distributed engine
-- it stays on the coordinator.
create table jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  asset_id uuid,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
  -- '-infinity': due at once, whatever the clock of the process that takes it (tests move time by hand)
  run_at timestamptz not null default '-infinity',
  attempts integer not null default 0,
  -- while running: the lease; a job whose taker died is queued again once it passes
  locked_until timestamptz,
  locked_by text,
  progress jsonb,
  last_error text,
  -- at most one queued or running job per kind and key (a periodic job, a scan per asset)
  unique_key text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
-- the take: due jobs in order
create index jobs_due_idx on jobs (run_at, id) where status = 'queued';
-- the lease check: running jobs whose lease passed
create index jobs_lease_idx on jobs (locked_until) where status = 'running';
create unique index jobs_unique_key_idx on jobs (kind, unique_key)
  where unique_key is not null and status in ('queued', 'running');
-- pruning ended jobs, and the admin list's newest first
create index jobs_finished_idx on jobs (finished_at) where status in ('done', 'failed', 'cancelled');
create index jobs_created_idx on jobs (created_at desc);

-- Every process LISTENs on agency_jobs and takes due jobs when told: a statement that queues jobs wakes them at
-- its commit (never for a rolled-back one; one notification per transaction, PostgreSQL folds the same payload).
-- A statement that inserted nothing (a periodic job already queued) tells no one.
create function jobs_notify() returns trigger language plpgsql as $$
begin
  if exists (select 1 from new_jobs) then
    perform pg_notify('agency_jobs', '');
  end if;
  return null;
end $$;
create trigger jobs_notify after insert on jobs referencing new table as new_jobs
  for each statement execute function jobs_notify();
