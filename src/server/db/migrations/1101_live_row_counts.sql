-- The number of live (not soft-deleted) rows per asset of the tables whose lists show an unfiltered
-- total (resources declaring liveCount: customers, listings): count(*) over 125,000 customers cost
-- 8-18 ms of database CPU on every list page (the largest share of the mixed load's database time).
-- Kept exact by statement-level triggers. Each writer adds to one of 8 rows per table and asset
-- (chosen by its backend), so concurrent inserts do not queue on one counter row; the total is their sum.
create table live_row_counts (
  tbl text not null,
  asset_id uuid not null,
  slot smallint not null,
  n bigint not null default 0,
  primary key (tbl, asset_id, slot)
);

-- One upsert per statement and asset, assets in a fixed order so concurrent writers lock rows alike.
create function live_row_counts_ins() returns trigger language plpgsql as $$
begin
  insert into live_row_counts as c (tbl, asset_id, slot, n)
    select TG_TABLE_NAME, asset_id, pg_backend_pid() % 8, count(*) from new_rows where deleted_at is null
    group by asset_id order by asset_id
  on conflict (tbl, asset_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create function live_row_counts_del() returns trigger language plpgsql as $$
begin
  insert into live_row_counts as c (tbl, asset_id, slot, n)
    select TG_TABLE_NAME, asset_id, pg_backend_pid() % 8, -count(*) from old_rows where deleted_at is null
    group by asset_id order by asset_id
  on conflict (tbl, asset_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

-- Only soft deletes, restores and asset moves change a count; other updates write nothing.
create function live_row_counts_upd() returns trigger language plpgsql as $$
begin
  insert into live_row_counts as c (tbl, asset_id, slot, n)
    select TG_TABLE_NAME, asset_id, pg_backend_pid() % 8, sum(n) from (
      select asset_id, -1 as n from old_rows where deleted_at is null
      union all
      select asset_id, 1 as n from new_rows where deleted_at is null
    ) u group by asset_id having sum(n) <> 0 order by asset_id
  on conflict (tbl, asset_id, slot) do update set n = c.n + excluded.n;
  return null;
end $$;

create trigger live_row_counts_ins after insert on customers referencing new table as new_rows
  for each statement execute function live_row_counts_ins();
create trigger live_row_counts_del after delete on customers referencing old table as old_rows
  for each statement execute function live_row_counts_del();
create trigger live_row_counts_upd after update on customers referencing old table as old_rows new table as new_rows
  for each statement execute function live_row_counts_upd();
create trigger live_row_counts_ins after insert on listings referencing new table as new_rows
  for each statement execute function live_row_counts_ins();
create trigger live_row_counts_del after delete on listings referencing old table as old_rows
  for each statement execute function live_row_counts_del();
create trigger live_row_counts_upd after update on listings referencing old table as old_rows new table as new_rows
  for each statement execute function live_row_counts_upd();

insert into live_row_counts (tbl, asset_id, slot, n)
  select 'customers', asset_id, 0, count(*) from customers where deleted_at is null group by asset_id;
insert into live_row_counts (tbl, asset_id, slot, n)
  select 'listings', asset_id, 0, count(*) from listings where deleted_at is null group by asset_id;
