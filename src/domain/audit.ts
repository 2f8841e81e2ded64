/**
 * The activity log's vocabulary, shared by the server's answers and the console's pages. Record types
 * are the audited tables (migration 1340 attaches the trigger; tests/api/audit-coverage.test.ts keeps
 * this list and the database in step).
 */
export const AUDIT_RECORD_TYPES: Readonly<Record<string, string>> = {
  leads: 'Lead',
  customers: 'Customer',
  listings: 'Listing',
  projects: 'Project',
  project_faqs: 'Project FAQ',
  project_agents: 'Project agent',
  developers: 'Developer',
  custom_fields: 'Custom field',
  team_members: 'Team member',
  departments: 'Department',
  team_groups: 'Group',
  agent_reviews: 'Agent review',
  storage_files: 'File',
  routing_rules: 'Routing rule',
  // issue 20: a list's saved view (a shared one changes what the asset sees)
  saved_views: 'Saved view',
  // content B (issue 18)
  data_forms: 'Data form',
  enquiries: 'Enquiry',
  pricing_tables: 'Data table',
  faq_categories: 'FAQ category',
  faq_questions: 'FAQ',
  endorsement_categories: 'Endorsement category',
  customer_reviews: 'Customer review',
  testimonials: 'Testimonial',
  endorsement_clients: 'Client',
  timelines: 'Timeline',
  timeline_stories: 'Timeline story',
  message_templates: 'Message template',
  outreach_campaigns: 'Outreach campaign',
  // content A (issue 18)
  content_pages: 'Page',
  blog_posts: 'Blog post',
  blog_categories: 'Blog category',
  blog_tags: 'Blog tag',
  career_jobs: 'Job',
  career_applications: 'Job application',
  area_guides: 'Area guide',
  sliders: 'Slide',
  publications: 'Publication',
  awards: 'Award',
  seo_dynamic_urls: 'Dynamic URL',
  seo_custom_urls: 'Custom URL',
  lead_activities: 'Lead activity',
  users: 'User',
  user_assets: 'User asset',
  roles: 'Role',
  assets: 'Asset',
  asset_integrations: 'Integration',
}

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'destroy'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  destroy: 'Deleted for good',
}

export interface AuditChange {
  /** The API's field name where the record type has one, else the column. */
  field: string
  label: string
  before: unknown
  after: unknown
}

export interface AuditEntry {
  _id: string
  createdAt: string
  action: AuditAction
  recordType: string
  recordId: string
  /** The registry resource of the record (for its page), when it has one. */
  resource: string | null
  /** Who acted; null = the server itself (scheduler, public calls). */
  user: { _id: string; fullName: string; email: string } | null
  changes: AuditChange[]
}

/** A logged value as one line of text: '—' for none, Yes/No, lists joined, objects as JSON. */
export function auditValueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (Array.isArray(v)) return v.length ? v.map(auditValueText).join(', ') : '—'
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
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
