import { afterAll, beforeAll, expect, it } from 'vitest'
import { AUDIT_RECORD_TYPES } from '../../src/domain/resources/index.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Tables whose writes are not the activity log's business: logs themselves, sign-in machinery,
 * counters and caches kept by the server. A new table is either audited (`select audit_attach('t')`
 * in its migration, plus its label in src/domain/audit.ts) or named here with its reason.
 */
const NOT_AUDITED: Record<string, string> = {
  audit_log: 'the log itself',
  system_logs: 'a log',
  access_logs: 'a log (the users access log)',
  lead_history: "the lead's own stage and assignment log",
  lead_routing_logs: 'a log (why this agent)',
  notifications: 'messages to users, listed in the notification logs',
  events: 'the event stream',
  sessions: 'sign-ins',
  password_resets: 'one-time tokens',
  customer_login_links: 'one-time tokens',
  throttles: 'sign-in throttles',
  login_devices: 'sign-in throttles (browsers that signed in)',
  idempotency_keys: 'replay answers',
  export_slots: 'download slots',
  asset_counters: 'readable-number counters',
  live_row_counts: 'counters kept by triggers',
  lead_report_counts: 'report counters',
  lead_report_day_counts: 'report counters',
  lead_report_month_counts: 'report counters',
  lead_report_sla_counts: 'report counters',
  lead_report_status_counts: 'report counters',
  lead_figure_day_counts: 'CRM report counters',
  lead_response_day_counts: 'CRM report counters',
  lead_response_month_counts: 'CRM report counters',
  lead_activity_day_counts: 'CRM report counters',
  lead_activity_hour_counts: 'CRM report counters',
  lead_funnel_day_counts: 'CRM report counters',
  lead_campaign_day_counts: 'CRM report counters',
  lead_source_hour_counts: 'CRM report counters',
  lead_portal_day_counts: 'CRM report counters',
  lead_portal_month_counts: 'CRM report counters',
  routing_turns: 'round-robin positions',
  routing_daily_counts: 'daily caps counted',
  schema_migrations: 'migrations applied',
  saved_view_defaults: "each user's own default view of a list",
  outreach_recipients: "a log of a campaign's mails",
  jobs: 'background work, kept with its outcome',
  webhook_events: "the webhooks' outbox (what a change told)",
  webhook_deliveries: "a log of a hook's deliveries (its deliveries page)",
  intake_keys: "the intake's external ids and Idempotency-Keys (which lead a repeated push is)",
  intake_logs: 'a log (every intake request)',
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

it('every table is audited or named as bookkeeping, and every audited table has a label', async () => {
  const tables = await t.db.query<{ name: string; audited: boolean }>(
    `select c.relname as name, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'audit_row') as audited
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  )
  const unaccounted = tables.filter((x) => !x.audited && !(x.name in NOT_AUDITED)).map((x) => x.name)
  expect(unaccounted, 'tables neither audited nor named in NOT_AUDITED').toEqual([])
  const audited = tables.filter((x) => x.audited).map((x) => x.name)
  expect(
    audited.filter((name) => !(name in AUDIT_RECORD_TYPES)),
    'audited tables without a label',
  ).toEqual([])
  expect(
    Object.keys(AUDIT_RECORD_TYPES).filter((name) => !audited.includes(name)),
    'labels of tables not audited',
  ).toEqual([])
  expect(audited.filter((name) => name in NOT_AUDITED)).toEqual([])
})
