-- The active asset belongs to a session, not to its user: two sign-ins of one user may work in two
-- assets. users.active_asset_id stays as the asset the user chose last, where a new session starts.
alter table sessions add column active_asset_id uuid references assets(id) on delete set null;

-- Sessions open at upgrade keep working in the asset their user had.
update sessions s set active_asset_id = u.active_asset_id
  from users u
 where u.id = s.user_id and s.revoked_at is null and s.expires_at > now();
