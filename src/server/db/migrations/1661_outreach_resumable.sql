-- A campaign's mails are claimed before they go out (status 'sending', claimed_at), a few at a time, so a
-- send cut off by a stopped server is finished by any process's scheduler (src/server/content/outreach/send.ts)
-- and no recipient is taken twice. The index holds only the recipients still to send: the scheduler's scan.
alter table outreach_recipients add column if not exists claimed_at timestamptz;
create index if not exists outreach_recipients_pending_idx on outreach_recipients (campaign_id, claimed_at) where status in ('queued', 'sending');
