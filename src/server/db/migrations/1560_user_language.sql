-- The console's language chosen in the profile; null = the browser's language.
alter table users add column if not exists language text;
alter table users drop constraint if exists users_language_check;
alter table users add constraint users_language_check check (language in ('en', 'ar'));
