-- The SLA scheduler's own columns of a lead (its next step, due time, warned-for: migration 1201) are the
-- engine's bookkeeping, kept by a trigger from the lead's state and left out of the lead's answer
-- (leads/editor/leadRow.ts): the activity log leaves them out too, so a lead's history shows what changed
-- (agent, pool, escalation), not the scheduler's schedule.
drop trigger audit_row on leads;
select audit_attach('leads', 'id', array['sla_settled_stage', 'agent_name', 'sla_step', 'sla_due_at', 'sla_warned_for']);
