import type { LeadScope } from './leads/scope.ts'
import { P, SUPER_ADMIN } from './permissions.ts'

// Content B: the view keys of its sections (Agent and Viewer read them, Manager also writes)
const CONTENT_B_VIEW = [
  P.FORMS_VIEW,
  P.PRICING_TABLES_VIEW,
  P.FAQS_VIEW,
  P.CUSTOMER_REVIEWS_VIEW,
  P.TESTIMONIALS_VIEW,
  P.CLIENTS_VIEW,
  P.STORIES_VIEW,
  P.OUTREACH_CAMPAIGNS_VIEW,
]
const CONTENT_B_WRITE = [
  P.FORM_ADD,
  P.FORM_UPDATE,
  P.FORM_DELETE,
  P.ENQUIRY_ADD,
  P.ENQUIRY_UPDATE,
  P.ENQUIRY_DELETE,
  P.PRICING_TABLE_ADD,
  P.PRICING_TABLE_UPDATE,
  P.PRICING_TABLE_DELETE,
  P.FAQ_ADD,
  P.FAQ_UPDATE,
  P.FAQ_DELETE,
  P.CUSTOMER_REVIEW_ADD,
  P.CUSTOMER_REVIEW_UPDATE,
  P.CUSTOMER_REVIEW_DELETE,
  P.TESTIMONIAL_ADD,
  P.TESTIMONIAL_UPDATE,
  P.TESTIMONIAL_DELETE,
  P.CLIENT_ADD,
  P.CLIENT_UPDATE,
  P.CLIENT_DELETE,
  P.STORY_ADD,
  P.STORY_UPDATE,
  P.STORY_DELETE,
  P.OUTREACH_CAMPAIGN_ADD,
  P.OUTREACH_CAMPAIGN_UPDATE,
  P.OUTREACH_CAMPAIGN_DELETE,
  P.OUTREACH_CAMPAIGN_SEND,
]
// Content A: pages, blogs, careers, area guides, sliders, publications, awards, SEO URLs (same split)
const CONTENT_A_VIEW = [
  P.PAGES_VIEW,
  P.BLOGS_VIEW,
  P.ARTICLES_VIEW,
  P.CAREERS_VIEW,
  P.AREAGUIDES_VIEW,
  P.SLIDERS_VIEW,
  P.PUBLICATIONS_VIEW,
  P.AWARDS_VIEW,
  P.URL_VIEW,
]
const CONTENT_A_WRITE = [
  P.PAGE_ADD,
  P.PAGE_UPDATE,
  P.PAGE_DELETE,
  P.ARTICLE_ADD,
  P.ARTICLE_UPDATE,
  P.ARTICLE_DELETE,
  P.BLOG_ADD,
  P.BLOG_UPDATE,
  P.BLOG_DELETE,
  P.CAREER_ADD,
  P.CAREER_UPDATE,
  P.CAREER_DELETE,
  P.AREAGUIDE_ADD,
  P.AREAGUIDE_UPDATE,
  P.AREAGUIDE_DELETE,
  P.SLIDER_ADD,
  P.SLIDER_UPDATE,
  P.SLIDER_DELETE,
  P.PUBLICATION_ADD,
  P.PUBLICATION_UPDATE,
  P.PUBLICATION_DELETE,
  P.AWARD_ADD,
  P.AWARD_UPDATE,
  P.AWARD_DELETE,
  P.URL_ADD,
  P.URL_UPDATE,
  P.URL_DELETE,
]
/**
 * The demo roles seeded on an empty database (issue: foundation). An agent calls the customers of their
 * own leads (VIEW_SENSITIVE_INFORMATION); the Front Desk, who takes in walk-ins and enquiries, and the
 * Viewer lack that key, so the spec's rule stays shown (the Front Desk's customer form has no e-mail or phone).
 */
const agent = [
  P.LEADS_REPORT_VIEW,
  P.LEAD_ADD,
  P.LEAD_UPDATE,
  P.CUSTOMERS_VIEW,
  P.CUSTOMER_ADD,
  P.CUSTOMER_UPDATE,
  P.LISTINGS_VIEW,
  P.PROJECTS_VIEW,
  P.DEVELOPERS_VIEW,
  P.STORAGES_VIEW,
  P.STORAGE_ADD,
  P.VIEW_SENSITIVE_INFORMATION,
  // The team directory (who is who, whom to hand a lead to)
  P.MEMBERS_VIEW,
  // The lead pool (see it, claim the first)
  P.LEAD_POOL_VIEW,
  P.LEAD_POOL_CLAIM,
  // Content B: reads the website's forms and enquiries, data tables, FAQs, endorsements, timelines, outreach
  ...CONTENT_B_VIEW,
  ...CONTENT_A_VIEW,
]
const manager = [
  ...agent,
  P.LEAD_UPDATE_SLA,
  P.LEADS_REPORT_EXPORT,
  P.LEAD_DELETE,
  P.CUSTOMER_DELETE,
  P.MEMBERS_VIEW,
  P.MEMBER_ADD,
  P.MEMBER_UPDATE,
  P.LISTING_ADD,
  P.LISTING_UPDATE,
  P.PROJECT_ADD,
  P.PROJECT_UPDATE,
  P.DEVELOPER_ADD,
  P.DEVELOPER_UPDATE,
  P.STORAGE_DELETE,
  P.LEAD_SETTING_VIEW,
  P.LEAD_SETTING_UPDATE,
  P.MANAGERS_REPORT_VIEW,
  P.OFFICEWAR_REPORT_VIEW,
  P.BETTER_AGENT_REPORT_VIEW,
  P.LEAD_REVIEWS_REPORT_VIEW,
  // Reads the asset's settings and integrations, runs its viewings; users, roles and assets stay super access
  P.BASIC_SETTING_VIEW,
  P.VIEWING_SETTING_VIEW,
  P.VIEWING_SETTING_UPDATE,
  P.INTEGRATIONS_VIEW,
  // Manages the members (departments and groups are the agency's structure: read only)
  P.MEMBER_DELETE,
  P.DEPARTMENTS_VIEW,
  P.GROUPS_VIEW,
  // Assigns the pool leads escalated to them (they are the asset's lead managers)
  P.LEAD_POOL_ASSIGN,
  // Their team's activities and viewings, viewing reviews and portal leads (the CRM reports)
  P.VIEWING_REPORT_VIEW,
  P.VIEWING_REVIEWS_REPORT_VIEW,
  P.PORTAL_LEADS_REPORT_VIEW,
  // Content B: writes the content sections
  ...CONTENT_B_WRITE,
  ...CONTENT_A_WRITE,
  // Shares saved views of the lists with the asset (migration 1541 gives existing databases the same)
  P.SAVED_VIEWS_SHARE,
]
// no team keys: the Viewer reads agents by name on leads only (populate's display fields)
const viewer = [
  P.LEADS_REPORT_VIEW,
  P.LISTINGS_VIEW,
  P.PROJECTS_VIEW,
  P.DEVELOPERS_VIEW,
  P.BASIC_SETTING_VIEW,
  P.VIEWING_SETTING_VIEW,
  ...CONTENT_B_VIEW,
  ...CONTENT_A_VIEW,
]
const frontDesk = [
  P.LEADS_REPORT_VIEW,
  P.LEAD_ADD,
  P.CUSTOMERS_VIEW,
  P.CUSTOMER_ADD,
  P.CUSTOMER_UPDATE,
  P.LISTINGS_VIEW,
  P.PROJECTS_VIEW,
]

/** addedLater: seeded with ids of their own random stream, so the rest of the demo data stays as it was. */
export const DEMO_ROLES: ReadonlyArray<{
  code: string
  name: string
  permissions: readonly string[]
  leadScope: LeadScope
  addedLater?: true
}> = [
  { code: SUPER_ADMIN, name: 'Super Admin', permissions: [], leadScope: 'asset' },
  { code: 'MANAGER', name: 'Manager', permissions: manager, leadScope: 'team' },
  { code: 'AGENT', name: 'Agent', permissions: agent, leadScope: 'own' },
  // watches the whole asset without changing anything
  { code: 'VIEWER', name: 'Viewer', permissions: viewer, leadScope: 'asset' },
  // routes incoming enquiries, so sees whether a lead exists, but not the customers' contact details
  { code: 'FRONT_DESK', name: 'Front Desk', permissions: frontDesk, leadScope: 'asset', addedLater: true },
]
