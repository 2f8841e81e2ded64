import { t } from './i18n/index.ts'
import { values } from './i18n/en/values.ts'
import { resourceText } from './i18n/resourceText.ts'
import { valueLabel, type ValueKind } from './i18n/values.ts'
import type { FieldDef } from './resources/types.ts'

/**
 * The activity log's vocabulary, shared by the server's answers and the console's pages. Record types are the
 * audited tables (migration 1340 attaches the trigger; tests/api/audit-coverage.test.ts keeps them and the
 * database in step): a declared resource's table is named by its declaration's label (AUDIT_RECORD_TYPES in
 * src/domain/resources/index.ts), and these are the audited tables no declaration owns.
 */
export const UNDECLARED_AUDIT_TYPES: Readonly<Record<string, string>> = {
  leads: 'Lead',
  project_faqs: 'Project FAQ',
  project_agents: 'Project agent',
  agent_reviews: 'Agent review',
  storage_files: 'File',
  routing_rules: 'Routing rule',
  // a list's saved view (a shared one changes what the asset sees)
  saved_views: 'Saved view',
  // an asset's webhooks (Settings › Webhooks)
  webhooks: 'Webhook',
  lead_activities: 'Lead activity',
  user_assets: 'User asset',
  roles: 'Role',
  asset_integrations: 'Integration',
  // a portal's intake address and signing secret (kept out of the log)
  intake_portals: 'Portal intake',
}

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'destroy'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export interface AuditChange {
  /** The API's field name where the record type has one, else the column. */
  field: string
  label: string
  before?: unknown
  after?: unknown
  /**
   * A field the reader may not see (the field rule, server/resources/fieldRule.ts): the entry says it changed,
   * never its values (no before or after).
   */
  hidden?: true
}

export interface AuditEntry {
  _id: string
  createdAt: string
  action: AuditAction
  recordType: string
  recordId: string
  /** The registry resource of the record (for its page), when it has one. */
  resource: string | null
  /** Who acted; null = the server itself (scheduler, public calls). Their e-mail only for who may read users'. */
  user: { _id: string; fullName: string; email?: string | null } | null
  /** The name of the API key that made the change (its user is then null). */
  apiKey: string | null
  changes: AuditChange[]
}

/** A logged value as one line of text: '—' for none, Yes/No (in the current language), lists joined, objects as JSON. */
export function auditValueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (Array.isArray(v)) return v.length ? v.map(auditValueText).join(', ') : '—'
  if (typeof v === 'boolean') return t(v ? 'common.yes' : 'common.no')
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/

/** Logged fields (API names, or a lead's columns) whose values are a catalogue's enum under another name. */
const KIND_OF: Readonly<Record<string, ValueKind>> = {
  amenities: 'amenity',
  property_type: 'unitType',
  propertyType: 'unitType',
  lead_sla_stage: 'slaStage',
  leadSLAStage: 'slaStage',
  contact_type: 'contactType',
  source_channel: 'sourceChannel',
  input_source: 'inputSource',
  contact_method: 'contactMethod',
  enquiry_method: 'enquiryMethod',
  lead_type: 'leadType',
}
const kindOf = (field: string): ValueKind | undefined =>
  KIND_OF[field] ?? (Object.hasOwn(values, field) ? (field as ValueKind) : undefined)

/**
 * A logged value as the console shows it elsewhere, in the current language: Yes/No, an enum value of a
 * declared field (`fields`, the logged record's declaration) by its label or of a field the catalogue lists
 * (stage, status, source …) as it reads; stored text as stored. `time` writes a logged timestamp (the pages'
 * date-time format; the CSV keeps it as logged). The History tabs, the entry's page and the log's CSV read it.
 */
export function auditValueLabel(
  v: unknown,
  field: string,
  fields?: Readonly<Record<string, FieldDef>>,
  time?: (iso: string) => string,
): string {
  if (Array.isArray(v) && v.length) return v.map((x) => auditValueLabel(x, field, fields, time)).join(', ')
  const declared = fields?.[field]
  if (declared?.enum && typeof v === 'string') return resourceText(declared.enumLabels?.[v] ?? v)
  if (time && typeof v === 'string' && TIMESTAMP.test(v)) return time(v)
  const kind = kindOf(field)
  if (typeof v === 'string' && kind) return valueLabel(kind, v)
  return auditValueText(v)
}

/** The access log's actions (sign-in machinery, src/server/auth/routes.ts) in words. */
export const ACCESS_LOG_ACTION_LABELS: Readonly<Record<string, string>> = {
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
}

/** What the server records in the system log (src/server/audit/systemLog.ts), with the words the page shows. */
export const SYSTEM_LOG_KINDS: Readonly<Record<string, string>> = {
  'server.start': 'Server started',
  'server.stop': 'Server stopped',
  'db.migrations': 'Migrations applied',
  'scheduler.run': 'Scheduler run',
  'mail.sent': 'Mail sent',
  'mail.failed': 'Mail failed',
  'job.failed': 'Background job failed',
  'webhook.disabled': 'Webhook disabled',
}
export const SYSTEM_LOG_LEVELS = ['info', 'warn', 'error'] as const

export interface SystemLogEntry {
  _id: string
  createdAt: string
  level: (typeof SYSTEM_LOG_LEVELS)[number]
  kind: string
  message: string
  details: Record<string, unknown> | null
}
