-- Which leads of the asset a role's users see (the values and their meaning are in
-- src/domain/leads/scope.ts): own, team (own and their reports'), asset. A new role starts with its own leads.
alter table roles add column lead_scope text not null default 'own' check (lead_scope in ('own', 'team', 'asset'));

-- Existing roles: super admins see the asset; roles that watch a team (the dashboard's rule until now)
-- their team; roles that work leads (update them) their own; others, which only read or take leads in,
-- keep the asset they saw.
update roles set lead_scope = case
  when code = 'SUPER_ADMIN' then 'asset'
  when 'MANAGERS_REPORT_VIEW' = any(permissions) then 'team'
  when 'LEAD_UPDATE' = any(permissions) then 'own'
  else 'asset'
end;

-- Exporting leads has its own key now: roles that watch a team keep the export they had.
update roles set permissions = array_append(permissions, 'LEADS_REPORT_EXPORT')
 where 'MANAGERS_REPORT_VIEW' = any(permissions) and not 'LEADS_REPORT_EXPORT' = any(permissions);
