-- Listings carry what an advert needs: status, tags, an ordered gallery of stored files,
-- a description, the Dubai (Trakheesi) permit, and the asset's custom field values.
alter table listings add column status text not null default 'available';
alter table listings add column tags text[] not null default '{}';
alter table listings add column image_ids uuid[] not null default '{}';
alter table listings add column description text;
alter table listings add column permit_number text;
alter table listings add column permit_expiry date;
alter table listings add column custom_fields jsonb not null default '{}';

-- A developer's logo is a stored file (the storage modal); logo_url stays for imported links.
alter table developers add column logo_id uuid references storage_files(id) on delete set null;

-- The registry's trash lists a resource's soft-deleted rows, newest deletion first.
create index listings_trash_idx on listings (asset_id, deleted_at desc) where deleted_at is not null;
