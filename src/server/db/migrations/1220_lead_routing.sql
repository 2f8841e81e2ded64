-- Routing rules: an asset's ordered rules; the first enabled rule whose criteria match a new
-- lead decides its agent (src/domain/leads/routing.ts). At most one default rule per asset, last, never
-- deleted or turned off; an asset without a row has the standard default (listing agent, project round robin).
create table routing_rules (
  id uuid primary key,
  asset_id uuid not null references assets(id) on delete cascade,
  position integer not null default 0,
  name text not null,
  is_default boolean not null default false,
  enabled boolean not null default true,
  criteria jsonb not null default '{}',
  target jsonb not null,
  fallbacks jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index routing_rules_asset_idx on routing_rules (asset_id, position);
create unique index routing_rules_default_key on routing_rules (asset_id) where is_default;

-- The round robin's turn of each rule's target (0 = the rule's own, 1-2 its fallbacks), advanced in the
-- create's transaction like projects.rr_cursor.
create table routing_turns (
  rule_id uuid not null references routing_rules(id) on delete cascade,
  target smallint not null,
  turn bigint not null default 0,
  primary key (rule_id, target)
);

-- Leads routed to an agent per day of the asset's time zone: a group's daily cap is checked and counted
-- in one statement (insert … on conflict … where leads < cap), so concurrent creates never exceed it.
create table routing_daily_counts (
  agent_id uuid not null references team_members(id) on delete cascade,
  day date not null,
  leads integer not null,
  primary key (agent_id, day)
);

-- Availability: paused (on leave) and working hours per weekday in the asset's time zone
-- ({"mon": {"from": "09:00", "to": "18:00"}, …}; a day left out is off; null: any time).
alter table team_members add column routing_paused boolean not null default false;
alter table team_members add column working_hours jsonb;

-- Why a lead got its agent: every rule considered, matched or skipped and why, and the choice; one row per
-- routing (the create, then a first-to-claim window that ended), written in that write's transaction.
create table lead_routing_logs (
  id uuid primary key,
  asset_id uuid not null references assets(id) on delete cascade,
  lead_id uuid not null references leads(id) on delete cascade,
  rule_id uuid,
  agent_id uuid references team_members(id) on delete set null,
  entries jsonb not null,
  created_at timestamptz not null default now()
);
create index lead_routing_logs_lead_idx on lead_routing_logs (lead_id, created_at);
