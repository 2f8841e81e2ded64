-- Open event streams filter by the rights their viewer had when they opened (src/server/events/). A change
-- of a role's rights or lead scope, or of a user's role, root flag, enabled switch or assets, is announced on
-- the events channel (publish.ts's EVENTS_CHANNEL) as {"access": {roleId | userId}}: it comes in commit order
-- with the events, so every process ends the streams it concerns before it delivers any later change, and
-- the browser reconnects with its rights read again.
create function access_announce_role() returns trigger language plpgsql as $$
begin
  perform pg_notify('agency_events', json_build_object('access', json_build_object('roleId', new.id))::text);
  return null;
end $$;

create function access_announce_user() returns trigger language plpgsql as $$
begin
  perform pg_notify('agency_events', json_build_object('access', json_build_object('userId', new.id))::text);
  return null;
end $$;

create function access_announce_membership() returns trigger language plpgsql as $$
begin
  perform pg_notify('agency_events', json_build_object('access', json_build_object('userId', old.user_id))::text);
  return null;
end $$;

create trigger access_changed after update on roles for each row
  when (old.permissions is distinct from new.permissions or old.lead_scope is distinct from new.lead_scope)
  execute function access_announce_role();
create trigger access_changed after update on users for each row
  when (old.enabled is distinct from new.enabled or old.role_id is distinct from new.role_id or old.is_root_user is distinct from new.is_root_user)
  execute function access_announce_user();
create trigger access_changed after delete on user_assets for each row execute function access_announce_membership();
