-- Live lists: the content sections' registry tables (migrations 1440–1471) publish their record
-- changes too. A table a later migration creates calls live_attach itself (tests/api/live-events.test.ts
-- checks every declared resource's table).
do $$
declare
  t text;
begin
  foreach t in array array['content_pages', 'blog_posts', 'blog_categories', 'blog_tags', 'career_jobs', 'career_applications',
    'area_guides', 'sliders', 'publications', 'awards', 'seo_dynamic_urls', 'seo_custom_urls', 'data_forms', 'enquiries',
    'pricing_tables', 'faq_categories', 'faq_questions', 'endorsement_categories', 'customer_reviews', 'testimonials',
    'endorsement_clients', 'timelines', 'timeline_stories', 'message_templates', 'outreach_campaigns']
  loop
    -- the triggers need the row's id and asset; a table without them is no registry list
    if (select count(*) from information_schema.columns where table_schema = current_schema() and table_name = t and column_name in ('id', 'asset_id')) = 2
       and not exists (select 1 from pg_trigger where tgrelid = to_regclass(t) and tgname = 'live_inserted') then
      perform live_attach(t);
    end if;
  end loop;
end $$;
