-- Who sent an enquiry (name, e-mail, phone as typed and as stored for customers, E.164), searched by the
-- enquiries list and matched to a customer when it becomes a lead; an enquiry taken by phone or e-mail
-- has no data form.
alter table enquiries add column name text;
alter table enquiries add column email text;
alter table enquiries add column phone text;
alter table enquiries add column phone_number text;
alter table enquiries alter column form_id drop not null;
