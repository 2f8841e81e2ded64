-- An asset's lead setting: the lead pool shows 'Hidden until claimed' instead of the customer's
-- name, so agents claim on the enquiry, not on who the customer is.
alter table assets add column hide_pool_customer_names boolean not null default false;
