import type { LeadScope } from './leads/scope.ts'
import { P, SUPER_ADMIN } from './permissions.ts'

/**
 * The demo roles seeded on an empty database (issue: foundation). An agent calls the customers of their
 * own leads (VIEW_SENSITIVE_INFORMATION); the Front Desk, who takes in walk-ins and enquiries, and the
 * Viewer lack that key, so the spec's rule stays shown (the Front Desk's customer form has no e-mail or phone).
 */
const agent = [
  P.LEADS_REPORT_VIEW, P.LEAD_ADD, P.LEAD_UPDATE, P.CUSTOMERS_VIEW, P.CUSTOMER_ADD, P.CUSTOMER_UPDATE,
  P.LISTINGS_VIEW, P.PROJECTS_VIEW, P.DEVELOPERS_VIEW, P.STORAGES_VIEW, P.STORAGE_ADD, P.VIEW_SENSITIVE_INFORMATION,
  // issue 17: the team directory (who is who, whom to hand a lead to)
  P.MEMBERS_VIEW,
  // issue 16: the lead pool (see it, claim the first)
  P.LEAD_POOL_VIEW, P.LEAD_POOL_CLAIM,
]
const manager = [
  ...agent, P.LEAD_UPDATE_SLA, P.LEADS_REPORT_EXPORT, P.LEAD_DELETE, P.CUSTOMER_DELETE,
  P.MEMBERS_VIEW, P.MEMBER_ADD, P.MEMBER_UPDATE, P.LISTING_ADD, P.LISTING_UPDATE, P.PROJECT_ADD, P.PROJECT_UPDATE,
  P.DEVELOPER_ADD, P.DEVELOPER_UPDATE, P.STORAGE_DELETE, P.LEAD_SETTING_VIEW, P.LEAD_SETTING_UPDATE,
  P.MANAGERS_REPORT_VIEW, P.OFFICEWAR_REPORT_VIEW, P.BETTER_AGENT_REPORT_VIEW, P.LEAD_REVIEWS_REPORT_VIEW,
  // issue 17: reads the asset's settings and integrations, runs its viewings; users, roles and assets stay super access
  P.BASIC_SETTING_VIEW, P.VIEWING_SETTING_VIEW, P.VIEWING_SETTING_UPDATE, P.INTEGRATIONS_VIEW,
  // issue 17: manages the members (departments and groups are the agency's structure: read only)
  P.MEMBER_DELETE, P.DEPARTMENTS_VIEW, P.GROUPS_VIEW,
  // issue 16: assigns the pool leads escalated to them (they are the asset's lead managers)
  P.LEAD_POOL_ASSIGN,
]
// no team keys: the Viewer reads agents by name on leads only (populate's display fields)
const viewer = [P.LEADS_REPORT_VIEW, P.LISTINGS_VIEW, P.PROJECTS_VIEW, P.DEVELOPERS_VIEW, P.BASIC_SETTING_VIEW, P.VIEWING_SETTING_VIEW]
const frontDesk = [P.LEADS_REPORT_VIEW, P.LEAD_ADD, P.CUSTOMERS_VIEW, P.CUSTOMER_ADD, P.CUSTOMER_UPDATE, P.LISTINGS_VIEW, P.PROJECTS_VIEW]

/** addedLater: seeded with ids of their own random stream, so the rest of the demo data stays as it was. */
export const DEMO_ROLES: ReadonlyArray<{ code: string; name: string; permissions: readonly string[]; leadScope: LeadScope; addedLater?: true }> = [
  { code: SUPER_ADMIN, name: 'Super Admin', permissions: [], leadScope: 'asset' },
  { code: 'MANAGER', name: 'Manager', permissions: manager, leadScope: 'team' },
  { code: 'AGENT', name: 'Agent', permissions: agent, leadScope: 'own' },
  // watches the whole asset without changing anything
  { code: 'VIEWER', name: 'Viewer', permissions: viewer, leadScope: 'asset' },
  // routes incoming enquiries, so sees whether a lead exists, but not the customers' contact details
  { code: 'FRONT_DESK', name: 'Front Desk', permissions: frontDesk, leadScope: 'asset', addedLater: true },
]
