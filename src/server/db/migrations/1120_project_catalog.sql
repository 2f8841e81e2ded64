-- What an off-plan project needs: description, an ordered gallery of stored files, unit types,
-- key points and payment plans (ordered sub-items, jsonb), the RERA registration and escrow account,
-- construction status and percentage, and the heading of its FAQ section.
alter table projects add column description text;
alter table projects add column gallery_ids uuid[] not null default '{}';
alter table projects add column unit_types jsonb not null default '[]';
alter table projects add column key_points jsonb not null default '[]';
alter table projects add column payment_plans jsonb not null default '[]';
alter table projects add column rera_number text;
alter table projects add column escrow_account text;
alter table projects add column escrow_bank text;
alter table projects add column status text;
alter table projects add column construction_percent integer check (construction_percent between 0 and 100);
alter table projects add column faq_heading text;

-- A project's FAQ items (spec 1 §3: question, answer, enabled, order), in their order.
create table project_faqs (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  project_id uuid not null references projects(id) on delete cascade,
  question text not null,
  answer text not null,
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index project_faqs_project_idx on project_faqs (project_id, position);
