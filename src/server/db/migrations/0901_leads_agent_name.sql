-- Leads report sorted by agent name: joining every top-level lead to its agent and sorting
-- them all took 1-2 s at a million leads. The agent's name is kept on the lead (leads.agent_name, always
-- team_members.name of leads.agent_id, by the triggers below), so a page is read in order from an index.
-- Renaming an agent rewrites that agent's leads' copy in the same transaction. Plans in
-- src/server/leads/report/INDEXES.md.
alter table leads add column agent_name text;

-- Only agent_name changes: the report counters' triggers have nothing to count (the ALTER's lock keeps writers out).
alter table leads disable trigger user;
update leads l set agent_name = a.name from team_members a where a.id = l.agent_id;
alter table leads enable trigger user;

create function leads_agent_name() returns trigger language plpgsql as $$
begin
  new.agent_name := (select a.name from team_members a where a.id = new.agent_id);
  return new;
end $$;
create trigger leads_agent_name before insert or update of agent_id on leads
  for each row execute function leads_agent_name();

create function team_members_name_to_leads() returns trigger language plpgsql as $$
begin
  update leads set agent_name = new.name where asset_id = new.asset_id and agent_id = new.id;
  return null;
end $$;
create trigger team_members_name_to_leads after update of name on team_members
  for each row when (old.name is distinct from new.name) execute function team_members_name_to_leads();

-- Ascending the report puts leads without an agent first (nulls first); read backwards it is the
-- descending order (nulls last), ties by id either way. agent_id rides along for the test-agent and
-- scope filters.
create index leads_report_agent_name_idx on leads (asset_id, agent_name nulls first, id) include (agent_id)
  where parent_id is null and deleted_at is null;
