-- The SLA engine: the scheduler (src/server/leads/sla/) moves a lead at its next deadline.
-- sla_step / sla_due_at: what happens next and when, kept by the trigger below from the lead's state, so
-- every write (editor, bulk update, routing, claim) schedules the lead without knowing the engine:
--   'warn'    initial end - 5 minutes: the agent is told 5 minutes are left;
--   'initial' initial end: not accepted → the free pool;
--   'pool'    free-pool end: not claimed → pool_fallback's hook, else escalated to the manager.
-- A deadline already past when written (historical or imported leads, the demo's past) is not scheduled,
-- unless it was scheduled before (an edit never unschedules a due lead). The scheduler takes due rows
-- with FOR UPDATE SKIP LOCKED through leads_sla_due_idx.
alter table leads
  add column sla_step text,
  add column sla_due_at timestamptz,
  -- the initial end whose 5-minute warning was sent (a new initial period warns again)
  add column sla_warned_for timestamptz,
  -- who may claim the lead while it is in the pool: null = every eligible agent of the asset (ROUTING's
  -- first-to-claim group sets its members)
  add column pool_member_ids uuid[],
  -- what happens when the pool ends unclaimed: null = escalate to the manager; otherwise a value for the
  -- onPoolEnd hook registered under its "kind" (src/server/leads/sla/poolEnd.ts), e.g. ROUTING's next fallback
  add column pool_fallback jsonb,
  -- the agent who lost the lead to the pool (the escalation reads their reportedTo; told when it is claimed)
  add column pool_left_agent_id uuid references team_members(id),
  -- the managers (team members) a lead escalated to, awaiting their assignment; null when not escalated
  add column escalated_to_ids uuid[];

-- Why an assignment changed (the lead's assignedHistory): 'Initial SLA ended without acceptance', …
alter table lead_history add column note text;

create or replace function leads_sla_schedule() returns trigger language plpgsql as $$
declare
  step text;
  due timestamptz;
begin
  if new.parent_id is not null or new.deleted_at is not null or new.status <> 'Open'
     or new.initial_sla_end_date is null or new.free_pool_sla_end_date is null or new.is_assigned_from_lead_pool then
    step := null;
  elsif new.is_in_free_pool then
    step := 'pool'; due := new.free_pool_sla_end_date;
  elsif new.agent_id is not null and not new.is_accepted then
    if new.sla_warned_for is distinct from new.initial_sla_end_date and new.initial_sla_end_date - interval '5 minutes' > now() then
      step := 'warn'; due := new.initial_sla_end_date - interval '5 minutes';
    else
      step := 'initial'; due := new.initial_sla_end_date;
    end if;
  end if;
  if step is not null and due < now() and (tg_op = 'INSERT' or old.sla_due_at is distinct from due) then
    step := null;
  end if;
  new.sla_step := step;
  new.sla_due_at := case when step is null then null else due end;
  return new;
end $$;

create trigger leads_sla_schedule before insert or update of agent_id, is_in_free_pool, is_accepted, initial_sla_end_date,
  free_pool_sla_end_date, status, parent_id, deleted_at, is_assigned_from_lead_pool, sla_warned_for
  on leads for each row execute function leads_sla_schedule();

create index leads_sla_due_idx on leads (sla_due_at) where sla_due_at is not null;
-- The pool screen: the asset's leads in the pool, soonest end first.
create index leads_pool_idx on leads (asset_id, free_pool_sla_end_date) where is_in_free_pool and deleted_at is null;
-- Awaiting a manager's assignment.
create index leads_escalated_idx on leads using gin (escalated_to_ids) where escalated_to_ids is not null;

-- The demo roles of an existing database get the pool keys the seed now gives them (src/domain/roles.ts).
update roles set permissions = array(select distinct unnest(permissions || array['LEAD_POOL_VIEW', 'LEAD_POOL_CLAIM', 'LEAD_POOL_ASSIGN']))
  where code = 'MANAGER';
update roles set permissions = array(select distinct unnest(permissions || array['LEAD_POOL_VIEW', 'LEAD_POOL_CLAIM']))
  where code = 'AGENT';
