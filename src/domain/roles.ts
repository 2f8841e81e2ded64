import { P, SUPER_ADMIN } from './permissions.ts'

/** The demo roles seeded on an empty database (issue: foundation). */
const agent = [
  P.LEADS_REPORT_VIEW, P.LEAD_ADD, P.LEAD_UPDATE, P.CUSTOMERS_VIEW, P.CUSTOMER_ADD, P.CUSTOMER_UPDATE,
  P.LISTINGS_VIEW, P.PROJECTS_VIEW, P.DEVELOPERS_VIEW, P.STORAGES_VIEW, P.STORAGE_ADD,
]
const manager = [
  ...agent, P.LEAD_UPDATE_SLA, P.VIEW_SENSITIVE_INFORMATION, P.LEAD_DELETE, P.CUSTOMER_DELETE,
  P.MEMBERS_VIEW, P.MEMBER_ADD, P.MEMBER_UPDATE, P.LISTING_ADD, P.LISTING_UPDATE, P.PROJECT_ADD, P.PROJECT_UPDATE,
  P.DEVELOPER_ADD, P.DEVELOPER_UPDATE, P.STORAGE_DELETE, P.LEAD_SETTING_VIEW, P.LEAD_SETTING_UPDATE,
  P.MANAGERS_REPORT_VIEW, P.OFFICEWAR_REPORT_VIEW, P.BETTER_AGENT_REPORT_VIEW, P.LEAD_REVIEWS_REPORT_VIEW,
]
const viewer = [P.LEADS_REPORT_VIEW, P.LISTINGS_VIEW, P.PROJECTS_VIEW, P.DEVELOPERS_VIEW]

export const DEMO_ROLES = [
  { code: SUPER_ADMIN, name: 'Super Admin', permissions: [] as string[] },
  { code: 'MANAGER', name: 'Manager', permissions: manager },
  { code: 'AGENT', name: 'Agent', permissions: agent },
  { code: 'VIEWER', name: 'Viewer', permissions: viewer },
] as const
