-- SEO: the texts of the website's generated addresses and the redirects (custom URLs). A
-- source redirects once per asset (live rows); loops are refused in the write's transaction
-- (src/server/content/redirects.ts), which follows targets by source with this index.

create table seo_dynamic_urls (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  url text not null,
  seo_title text,
  seo_description text,
  keywords text[] not null default '{}',
  image_id uuid references storage_files(id),
  enabled boolean not null default true,
  translations jsonb not null default '{}',
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index seo_dynamic_urls_list_idx on seo_dynamic_urls (asset_id, url) where deleted_at is null;
select audit_attach('seo_dynamic_urls');

create table seo_custom_urls (
  id uuid primary key,
  asset_id uuid not null references assets(id),
  title text not null,
  source text not null,
  target text not null,
  status_code text not null default '301',
  enabled boolean not null default true,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create unique index seo_custom_urls_source_idx on seo_custom_urls (asset_id, source) where deleted_at is null;
select audit_attach('seo_custom_urls');

-- The demo roles of an existing database get the content A keys the seed now gives them (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array[
  'PAGES_VIEW', 'BLOGS_VIEW', 'ARTICLES_VIEW', 'CAREERS_VIEW', 'AREAGUIDES_VIEW', 'SLIDERS_VIEW', 'PUBLICATIONS_VIEW', 'AWARDS_VIEW', 'URL_VIEW',
  'PAGE_ADD', 'PAGE_UPDATE', 'PAGE_DELETE', 'ARTICLE_ADD', 'ARTICLE_UPDATE', 'ARTICLE_DELETE', 'BLOG_ADD', 'BLOG_UPDATE', 'BLOG_DELETE',
  'CAREER_ADD', 'CAREER_UPDATE', 'CAREER_DELETE', 'AREAGUIDE_ADD', 'AREAGUIDE_UPDATE', 'AREAGUIDE_DELETE',
  'SLIDER_ADD', 'SLIDER_UPDATE', 'SLIDER_DELETE', 'PUBLICATION_ADD', 'PUBLICATION_UPDATE', 'PUBLICATION_DELETE',
  'AWARD_ADD', 'AWARD_UPDATE', 'AWARD_DELETE', 'URL_ADD', 'URL_UPDATE', 'URL_DELETE']))
 where code = 'MANAGER';
update roles set permissions = array(select distinct unnest(permissions || array[
  'PAGES_VIEW', 'BLOGS_VIEW', 'ARTICLES_VIEW', 'CAREERS_VIEW', 'AREAGUIDES_VIEW', 'SLIDERS_VIEW', 'PUBLICATIONS_VIEW', 'AWARDS_VIEW', 'URL_VIEW']))
 where code in ('AGENT', 'VIEWER');
