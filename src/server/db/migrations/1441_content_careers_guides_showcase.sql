-- Content: careers (jobs and the applications with their CVs), area guides,
-- sliders, publications and awards, declared resources (src/domain/resources/content/).

create table career_jobs (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  department text,
  location text,
  employment_type text,
  summary text,
  description text,
  published_at timestamptz,
  closing_date date,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index career_jobs_slug_idx on career_jobs (asset_id, slug);
create index career_jobs_list_idx on career_jobs (asset_id, position) where deleted_at is null;
select audit_attach('career_jobs');

create table career_applications (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  name text not null,
  email text,
  phone text,
  job_id uuid references career_jobs(id),
  cv_id uuid references storage_files(id),
  cover_letter text,
  status text not null default 'new',
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index career_applications_list_idx on career_applications (asset_id, created_at desc) where deleted_at is null;
create index career_applications_job_idx on career_applications (job_id) where job_id is not null;
select audit_attach('career_applications');

create table area_guides (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  community text,
  city text,
  latitude numeric,
  longitude numeric,
  summary text,
  content text,
  highlights jsonb not null default '[]',
  image_id uuid references storage_files(id),
  gallery_ids uuid[] not null default '{}',
  published_at timestamptz,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index area_guides_slug_idx on area_guides (asset_id, slug);
create index area_guides_list_idx on area_guides (asset_id, position) where deleted_at is null;
select audit_attach('area_guides');

create table sliders (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  subtitle text,
  image_id uuid references storage_files(id),
  link_label text,
  link_url text,
  published_at timestamptz,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index sliders_list_idx on sliders (asset_id, position) where deleted_at is null;
select audit_attach('sliders');

create table publications (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  summary text,
  content text,
  image_id uuid references storage_files(id),
  document_id uuid references storage_files(id),
  published_at timestamptz,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index publications_slug_idx on publications (asset_id, slug);
create index publications_list_idx on publications (asset_id, position) where deleted_at is null;
select audit_attach('publications');

create table awards (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  year integer,
  issuer text,
  image_id uuid references storage_files(id),
  description text,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index awards_list_idx on awards (asset_id, position) where deleted_at is null;
select audit_attach('awards');
