-- Agents' work on a lead: calls, WhatsApp and e-mail touches, notes and viewings, one row each.
-- Kinds and outcomes (with their labels) are src/domain/activities/kinds.ts. occurred_at is when it happened,
-- for a viewing its scheduled date-time; duration_seconds is a call's length or a viewing's planned length.
-- A viewing names a listing, or a project (and optionally its unit); attendees is [{name, phone?}];
-- feedback is the viewing's outcome note. agent_id is who did it (the signed-in user's team member in the
-- asset), so the reports read per agent without joining users. A follow-up is the lead's own follow_up_at.
create table lead_activities (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets(id),
  lead_id uuid not null references leads(id),
  kind text not null check (kind in ('call', 'whatsapp', 'email', 'note', 'viewing')),
  outcome text,
  duration_seconds integer check (duration_seconds >= 0),
  body text,
  occurred_at timestamptz not null default now(),
  listing_id uuid references listings(id),
  project_id uuid references projects(id),
  unit text,
  attendees jsonb,
  feedback text,
  agent_id uuid references team_members(id),
  -- a viewing's reminder (the asset's viewing setting, minutes before occurred_at): due time, and when it was
  -- sent; the scheduler takes due unsent rows with FOR UPDATE SKIP LOCKED (src/server/activities/reminders.ts)
  remind_at timestamptz,
  reminded_at timestamptz,
  creator_id uuid references users(id),
  updated_by_id uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
-- the activities report per day, and per agent and day
create index lead_activities_asset_time_idx on lead_activities (asset_id, occurred_at);
create index lead_activities_agent_time_idx on lead_activities (asset_id, agent_id, occurred_at);
-- a lead's timeline, newest first
create index lead_activities_lead_idx on lead_activities (lead_id, occurred_at desc);
-- viewing reminders still to send
create index lead_activities_remind_idx on lead_activities (remind_at) where remind_at is not null and reminded_at is null and deleted_at is null;

-- an agent's follow-ups (due today, overdue): the lead's follow_up_at
create index leads_follow_up_idx on leads (asset_id, agent_id, follow_up_at) where follow_up_at is not null and deleted_at is null;

select audit_attach('lead_activities', 'id', array['remind_at', 'reminded_at']);
