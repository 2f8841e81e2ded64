-- Content: the website's pages and its blog (posts, categories, tags), declared
-- resources (src/domain/resources/content/). Slugs are unique per asset (live rows and the trash, so a
-- restore never collides: src/server/resources/slugs.ts); `position` is the order of the ordered ones.

create table content_pages (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  status text not null default 'draft',
  published_at timestamptz,
  sections jsonb not null default '[]',
  seo_title text,
  seo_description text,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  position integer,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index content_pages_slug_idx on content_pages (asset_id, slug);
create index content_pages_list_idx on content_pages (asset_id, position) where deleted_at is null;
select audit_attach('content_pages');

create table blog_categories (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
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
create unique index blog_categories_slug_idx on blog_categories (asset_id, slug);
create index blog_categories_list_idx on blog_categories (asset_id, position) where deleted_at is null;
select audit_attach('blog_categories');

create table blog_tags (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index blog_tags_slug_idx on blog_tags (asset_id, slug);
create index blog_tags_list_idx on blog_tags (asset_id, title) where deleted_at is null;
select audit_attach('blog_tags');

create table blog_posts (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  slug text,
  status text not null default 'draft',
  published_at timestamptz,
  author text,
  category_id uuid references blog_categories(id),
  tag_ids uuid[] not null default '{}',
  image_id uuid references storage_files(id),
  excerpt text,
  content text,
  seo_title text,
  seo_description text,
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index blog_posts_slug_idx on blog_posts (asset_id, slug);
create index blog_posts_list_idx on blog_posts (asset_id, published_at desc) where deleted_at is null;
select audit_attach('blog_posts');
create index blog_posts_category_idx on blog_posts (asset_id, category_id) where category_id is not null;
