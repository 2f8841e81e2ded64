-- Customers search and list at scale. The search (resources/filter.ts textSearch over the
-- customers' searchFields) ORs a contains-match on the full name, e-mail and CRM id, the start of the
-- E.164 phone and the exact customer number: each branch needs an index of its own for PostgreSQL to
-- combine them (BitmapOr) instead of scanning every customer, for the page and for its total.

-- The name index must be on the very expression the search compares (defs/customers.ts fullName):
-- the old one (without trim) never matched it.
drop index if exists customers_name_trgm_idx;
create index customers_full_name_trgm_idx on customers using gin ((trim(first_name || ' ' || last_name)) gin_trgm_ops);
create index customers_email_trgm_idx on customers using gin (email gin_trgm_ops);
create index customers_source_data_id_trgm_idx on customers using gin (source_data_id gin_trgm_ops);

-- The phone's start ('+97150…%', domain phoneSearchPrefix) is an index range only with pattern
-- operators under a non-C collation; the same index serves the duplicate check's equality.
drop index if exists customers_phone_idx;
create index customers_phone_idx on customers (asset_id, phone_number text_pattern_ops);

create index customers_number_idx on customers (asset_id, customer_id);

-- The list's total counts the live customers of the asset (with the type and status filters) from
-- this index alone, not from the table.
drop index if exists customers_type_idx;
create index customers_live_idx on customers (asset_id, type, enabled) where deleted_at is null;
