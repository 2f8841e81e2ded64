-- Listings search at 100,000 listings: the registry's text search ORs a contains-match
-- (ILIKE '%text%') over each of the declaration's searchFields (reference, title, community, location,
-- permit number). Each branch needs a trigram index of its own so PostgreSQL combines them (BitmapOr)
-- for the page and its total instead of scanning every listing (a community search: 335 ms p50 before).
-- Keep this list equal to listings' searchFields (src/domain/resources/listings.ts).
create index listings_reference_trgm_idx on listings using gin (reference gin_trgm_ops);
create index listings_title_trgm_idx on listings using gin (title gin_trgm_ops);
create index listings_community_trgm_idx on listings using gin (community gin_trgm_ops);
create index listings_location_trgm_idx on listings using gin (location gin_trgm_ops);
create index listings_permit_number_trgm_idx on listings using gin (permit_number gin_trgm_ops);
