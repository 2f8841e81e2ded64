-- A notification's text is read in each reader's language: the values it is made of (a lead's
-- number, customer, who claimed it; a batch's lead numbers) are kept beside the English title and body.
-- Older rows have none and read as stored. No default: adding it rewrites nothing.
alter table notifications add column args jsonb;
