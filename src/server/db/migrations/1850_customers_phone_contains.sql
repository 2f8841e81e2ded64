-- Customers found by the digits an agent remembers (domain phoneSearchPatterns): a run of four or more
-- digits is looked for inside the stored E.164 number ('%720049%'), which no btree can serve. A trigram
-- index on the number answers that, the start of a local form ('+97150490%') and the whole number too, as
-- one more branch of the searches' BitmapOr (the customers search, the leads search through the lead's
-- customer). The btree (asset_id, phone_number text_pattern_ops) of 0902 stays for the duplicate check.
create index customers_phone_number_trgm_idx on customers using gin (phone_number gin_trgm_ops);
