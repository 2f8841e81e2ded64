-- Content B: data forms and their enquiries, data tables, FAQs, endorsements, timelines and
-- outreach (message templates, campaigns and their recipients). Every table is a tenant table of the
-- resource registry (src/domain/resources/content/); ordered sections keep their place in `position`.

create table data_forms (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  slug text,
  description text,
  fields jsonb not null default '[]',
  -- how an enquiry becomes a lead (src/server/content/forms/toLead.ts)
  listing_id uuid references listings(id),
  project_id uuid references projects(id),
  property_type text,
  referred_by_id uuid references team_members(id),
  contact_type text not null default 'Buyer',
  lead_source text not null default 'Website',
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index data_forms_asset_idx on data_forms (asset_id, name);

create table enquiries (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  form_id uuid not null references data_forms(id),
  answers jsonb not null default '{}',
  customer_id uuid references customers(id),
  lead_id uuid references leads(id),
  converted_at timestamptz,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index enquiries_asset_idx on enquiries (asset_id, created_at desc);
create index enquiries_form_idx on enquiries (form_id);

create table pricing_tables (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  description text,
  columns text[] not null default '{}',
  rows jsonb not null default '[]',
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index pricing_tables_asset_idx on pricing_tables (asset_id, name);

create table faq_categories (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index faq_categories_asset_idx on faq_categories (asset_id, position);

create table faq_questions (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  question text not null,
  answer text,
  category_id uuid references faq_categories(id),
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index faq_questions_asset_idx on faq_questions (asset_id, position);
create index faq_questions_category_idx on faq_questions (category_id);

create table endorsement_categories (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index endorsement_categories_asset_idx on endorsement_categories (asset_id, position);

create table customer_reviews (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  reviewer_name text not null,
  rating integer not null default 5 check (rating between 1 and 5),
  review text,
  reviewed_on date,
  platform text,
  category_id uuid references endorsement_categories(id),
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index customer_reviews_asset_idx on customer_reviews (asset_id, position);

create table testimonials (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  designation text,
  company text,
  quote text,
  image_id uuid references storage_files(id),
  video_link text,
  category_id uuid references endorsement_categories(id),
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index testimonials_asset_idx on testimonials (asset_id, position);

create table endorsement_clients (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  logo_id uuid references storage_files(id),
  website text,
  description text,
  category_id uuid references endorsement_categories(id),
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index endorsement_clients_asset_idx on endorsement_clients (asset_id, position);

create table timelines (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  description text,
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index timelines_asset_idx on timelines (asset_id, position);

create table timeline_stories (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  timeline_id uuid references timelines(id),
  year integer,
  title text not null,
  description text,
  image_id uuid references storage_files(id),
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  position integer not null default 0,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index timeline_stories_asset_idx on timeline_stories (asset_id, position);
create index timeline_stories_timeline_idx on timeline_stories (timeline_id);

create table message_templates (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  subject text not null,
  body text not null,
  translations jsonb not null default '{}',
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index message_templates_asset_idx on message_templates (asset_id, name);

-- A campaign sends once: `sent_at` is set by the one request that takes it (src/server/content/outreach/send.ts).
create table outreach_campaigns (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  template_id uuid references message_templates(id),
  segment jsonb not null default '{}',
  status text not null default 'draft',
  sent_at timestamptz,
  sent_by_id uuid references users(id),
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index outreach_campaigns_asset_idx on outreach_campaigns (asset_id, created_at desc);

-- One row per customer of the segment: queued, then sent or failed; skipped ones say why.
create table outreach_recipients (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  campaign_id uuid not null references outreach_campaigns(id),
  customer_id uuid not null references customers(id),
  email text,
  status text not null,
  reason text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (campaign_id, customer_id)
);

-- Every record above is audited; the recipients are the campaign's log of its mails.
select audit_attach('data_forms');
select audit_attach('enquiries');
select audit_attach('pricing_tables');
select audit_attach('faq_categories');
select audit_attach('faq_questions');
select audit_attach('endorsement_categories');
select audit_attach('customer_reviews');
select audit_attach('testimonials');
select audit_attach('endorsement_clients');
select audit_attach('timelines');
select audit_attach('timeline_stories');
select audit_attach('message_templates');
select audit_attach('outreach_campaigns');

-- The demo roles of an existing database get the content B keys the seed now gives them (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array[
  'FORMS_VIEW', 'PRICING_TABLES_VIEW', 'FAQS_VIEW', 'CUSTOMER_REVIEWS_VIEW', 'TESTIMONIALS_VIEW', 'CLIENTS_VIEW', 'STORIES_VIEW', 'OUTREACH_CAMPAIGNS_VIEW',
  'FORM_ADD', 'FORM_UPDATE', 'FORM_DELETE', 'ENQUIRY_ADD', 'ENQUIRY_UPDATE', 'ENQUIRY_DELETE',
  'PRICING_TABLE_ADD', 'PRICING_TABLE_UPDATE', 'PRICING_TABLE_DELETE', 'FAQ_ADD', 'FAQ_UPDATE', 'FAQ_DELETE',
  'CUSTOMER_REVIEW_ADD', 'CUSTOMER_REVIEW_UPDATE', 'CUSTOMER_REVIEW_DELETE', 'TESTIMONIAL_ADD', 'TESTIMONIAL_UPDATE', 'TESTIMONIAL_DELETE',
  'CLIENT_ADD', 'CLIENT_UPDATE', 'CLIENT_DELETE', 'STORY_ADD', 'STORY_UPDATE', 'STORY_DELETE',
  'OUTREACH_CAMPAIGN_ADD', 'OUTREACH_CAMPAIGN_UPDATE', 'OUTREACH_CAMPAIGN_DELETE', 'OUTREACH_CAMPAIGN_SEND']))
 where code = 'MANAGER';
update roles set permissions = array(select distinct unnest(permissions || array[
  'FORMS_VIEW', 'PRICING_TABLES_VIEW', 'FAQS_VIEW', 'CUSTOMER_REVIEWS_VIEW', 'TESTIMONIALS_VIEW', 'CLIENTS_VIEW', 'STORIES_VIEW', 'OUTREACH_CAMPAIGNS_VIEW']))
 where code in ('AGENT', 'VIEWER');
