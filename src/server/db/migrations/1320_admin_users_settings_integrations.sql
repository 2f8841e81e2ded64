-- Administration. An invited user is disabled until they set their password through the
-- e-mailed link (password_resets, the reset link's table); invite_pending tells an invite from a user an
-- administrator disabled, whom a link must not enable.
alter table users add column invite_pending boolean not null default false;

-- One outside service's settings per asset (src/domain/integrations.ts): plain fields in settings,
-- write-only ones in secrets, which no query of the API reads back to a client.
create table asset_integrations (
  asset_id uuid not null references assets(id) on delete cascade,
  name text not null,
  enabled boolean not null default false,
  settings jsonb not null default '{}',
  secrets jsonb not null default '{}',
  updated_by_id uuid references users(id),
  updated_at timestamptz not null default now(),
  primary key (asset_id, name)
);

-- The demo roles of an existing database get the settings keys the seed now gives them (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array['BASIC_SETTING_VIEW', 'VIEWING_SETTING_VIEW', 'VIEWING_SETTING_UPDATE', 'INTEGRATIONS_VIEW']))
 where code = 'MANAGER';
update roles set permissions = array(select distinct unnest(permissions || array['BASIC_SETTING_VIEW', 'VIEWING_SETTING_VIEW']))
 where code = 'VIEWER';
