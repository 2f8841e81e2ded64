/**
 * Permission keys and the one access rule (spec 2 §6), used by the server's route checks, the web's
 * route guards, the sidebar and the command palette alike.
 */
export const SUPER_ADMIN = 'SUPER_ADMIN'
export const DEFAULT_ACCESS = 'default_access'

export const P = {
  // menu keys (spec 2 §6)
  LEADS_REPORT_VIEW: 'LEADS_REPORT_VIEW',
  PORTAL_LEADS_REPORT_VIEW: 'PORTAL_LEADS_REPORT_VIEW',
  LEAD_REVIEWS_REPORT_VIEW: 'LEAD_REVIEWS_REPORT_VIEW',
  BETTER_AGENT_REPORT_VIEW: 'BETTER_AGENT_REPORT_VIEW',
  OFFICEWAR_REPORT_VIEW: 'OFFICEWAR_REPORT_VIEW',
  RERA_REPORT_VIEW: 'RERA_REPORT_VIEW',
  VIEWING_REPORT_VIEW: 'VIEWING_REPORT_VIEW',
  PROJECTS_VIEW: 'PROJECTS_VIEW',
  LISTINGS_VIEW: 'LISTINGS_VIEW',
  MANAGERS_REPORT_VIEW: 'MANAGERS_REPORT_VIEW',
  DEVELOPERS_VIEW: 'DEVELOPERS_VIEW',
  VIEWING_REVIEWS_REPORT_VIEW: 'VIEWING_REVIEWS_REPORT_VIEW',
  PAGES_VIEW: 'PAGES_VIEW',
  FORMS_VIEW: 'FORMS_VIEW',
  SLIDERS_VIEW: 'SLIDERS_VIEW',
  AREAGUIDES_VIEW: 'AREAGUIDES_VIEW',
  PUBLICATIONS_VIEW: 'PUBLICATIONS_VIEW',
  AWARDS_VIEW: 'AWARDS_VIEW',
  PRICING_TABLES_VIEW: 'PRICING_TABLES_VIEW',
  CUSTOMERS_VIEW: 'CUSTOMERS_VIEW',
  MEMBERS_VIEW: 'MEMBERS_VIEW',
  DEPARTMENTS_VIEW: 'DEPARTMENTS_VIEW',
  GROUPS_VIEW: 'GROUPS_VIEW',
  FAQS_VIEW: 'FAQS_VIEW',
  CUSTOMER_REVIEWS_VIEW: 'CUSTOMER_REVIEWS_VIEW',
  TESTIMONIALS_VIEW: 'TESTIMONIALS_VIEW',
  CLIENTS_VIEW: 'CLIENTS_VIEW',
  STORIES_VIEW: 'STORIES_VIEW',
  CAREERS_VIEW: 'CAREERS_VIEW',
  BLOGS_VIEW: 'BLOGS_VIEW',
  ARTICLES_VIEW: 'ARTICLES_VIEW',
  URL_VIEW: 'URL_VIEW',
  STORAGES_VIEW: 'STORAGES_VIEW',
  OUTREACH_CAMPAIGNS_VIEW: 'OUTREACH_CAMPAIGNS_VIEW',
  BASIC_SETTING_VIEW: 'BASIC_SETTING_VIEW',
  LEAD_SETTING_VIEW: 'LEAD_SETTING_VIEW',
  VIEWING_SETTING_VIEW: 'VIEWING_SETTING_VIEW',
  INTEGRATIONS_VIEW: 'INTEGRATIONS_VIEW',
  // admin (settings dropdown)
  ASSETS_VIEW: 'ASSETS_VIEW',
  ROLES_VIEW: 'ROLES_VIEW',
  USERS_VIEW: 'USERS_VIEW',
  // form keys (spec 1 §6)
  LEAD_ADD: 'LEAD_ADD',
  LEAD_UPDATE: 'LEAD_UPDATE',
  LEAD_UPDATE_SLA: 'LEAD_UPDATE_SLA',
  CUSTOMER_ADD: 'CUSTOMER_ADD',
  CUSTOMER_UPDATE: 'CUSTOMER_UPDATE',
  VIEW_SENSITIVE_INFORMATION: 'VIEW_SENSITIVE_INFORMATION',
  // write keys of the generic resources (the spec names the view keys; writes follow the same pattern)
  LEAD_DELETE: 'LEAD_DELETE',
  CUSTOMER_DELETE: 'CUSTOMER_DELETE',
  MEMBER_ADD: 'MEMBER_ADD',
  MEMBER_UPDATE: 'MEMBER_UPDATE',
  MEMBER_DELETE: 'MEMBER_DELETE',
  DEVELOPER_ADD: 'DEVELOPER_ADD',
  DEVELOPER_UPDATE: 'DEVELOPER_UPDATE',
  DEVELOPER_DELETE: 'DEVELOPER_DELETE',
  LISTING_ADD: 'LISTING_ADD',
  LISTING_UPDATE: 'LISTING_UPDATE',
  LISTING_DELETE: 'LISTING_DELETE',
  PROJECT_ADD: 'PROJECT_ADD',
  PROJECT_UPDATE: 'PROJECT_UPDATE',
  PROJECT_DELETE: 'PROJECT_DELETE',
  STORAGE_ADD: 'STORAGE_ADD',
  STORAGE_DELETE: 'STORAGE_DELETE',
  LEAD_SETTING_UPDATE: 'LEAD_SETTING_UPDATE',
  // exporting the leads report: viewing the report no longer implies downloading it
  LEADS_REPORT_EXPORT: 'LEADS_REPORT_EXPORT',
  // administration, settings and integrations (ADMIN): write keys beside the spec's view keys
  USER_ADD: 'USER_ADD',
  USER_UPDATE: 'USER_UPDATE',
  USER_DELETE: 'USER_DELETE',
  ROLE_ADD: 'ROLE_ADD',
  ROLE_UPDATE: 'ROLE_UPDATE',
  ROLE_DELETE: 'ROLE_DELETE',
  ASSET_ADD: 'ASSET_ADD',
  ASSET_UPDATE: 'ASSET_UPDATE',
  ASSET_DELETE: 'ASSET_DELETE',
  BASIC_SETTING_UPDATE: 'BASIC_SETTING_UPDATE',
  VIEWING_SETTING_UPDATE: 'VIEWING_SETTING_UPDATE',
  INTEGRATION_UPDATE: 'INTEGRATION_UPDATE',
  // webhooks (Settings › Webhooks): see them and their deliveries; add, change, delete and replay
  WEBHOOKS_VIEW: 'WEBHOOKS_VIEW',
  WEBHOOKS_UPDATE: 'WEBHOOKS_UPDATE',
  // teams (TEAMS): write keys of departments and groups beside the spec's view keys
  DEPARTMENT_ADD: 'DEPARTMENT_ADD',
  DEPARTMENT_UPDATE: 'DEPARTMENT_UPDATE',
  DEPARTMENT_DELETE: 'DEPARTMENT_DELETE',
  GROUP_ADD: 'GROUP_ADD',
  GROUP_UPDATE: 'GROUP_UPDATE',
  GROUP_DELETE: 'GROUP_DELETE',
  // lead pool (SLA): see the pool, claim from it, assign leads escalated to a manager
  LEAD_POOL_VIEW: 'LEAD_POOL_VIEW',
  LEAD_POOL_CLAIM: 'LEAD_POOL_CLAIM',
  LEAD_POOL_ASSIGN: 'LEAD_POOL_ASSIGN',
  // content B: data forms and enquiries, data tables, FAQs, endorsements, timelines, outreach
  FORM_ADD: 'FORM_ADD',
  FORM_UPDATE: 'FORM_UPDATE',
  FORM_DELETE: 'FORM_DELETE',
  ENQUIRY_ADD: 'ENQUIRY_ADD',
  ENQUIRY_UPDATE: 'ENQUIRY_UPDATE',
  ENQUIRY_DELETE: 'ENQUIRY_DELETE',
  PRICING_TABLE_ADD: 'PRICING_TABLE_ADD',
  PRICING_TABLE_UPDATE: 'PRICING_TABLE_UPDATE',
  PRICING_TABLE_DELETE: 'PRICING_TABLE_DELETE',
  FAQ_ADD: 'FAQ_ADD',
  FAQ_UPDATE: 'FAQ_UPDATE',
  FAQ_DELETE: 'FAQ_DELETE',
  CUSTOMER_REVIEW_ADD: 'CUSTOMER_REVIEW_ADD',
  CUSTOMER_REVIEW_UPDATE: 'CUSTOMER_REVIEW_UPDATE',
  CUSTOMER_REVIEW_DELETE: 'CUSTOMER_REVIEW_DELETE',
  TESTIMONIAL_ADD: 'TESTIMONIAL_ADD',
  TESTIMONIAL_UPDATE: 'TESTIMONIAL_UPDATE',
  TESTIMONIAL_DELETE: 'TESTIMONIAL_DELETE',
  CLIENT_ADD: 'CLIENT_ADD',
  CLIENT_UPDATE: 'CLIENT_UPDATE',
  CLIENT_DELETE: 'CLIENT_DELETE',
  STORY_ADD: 'STORY_ADD',
  STORY_UPDATE: 'STORY_UPDATE',
  STORY_DELETE: 'STORY_DELETE',
  OUTREACH_CAMPAIGN_ADD: 'OUTREACH_CAMPAIGN_ADD',
  OUTREACH_CAMPAIGN_UPDATE: 'OUTREACH_CAMPAIGN_UPDATE',
  OUTREACH_CAMPAIGN_DELETE: 'OUTREACH_CAMPAIGN_DELETE',
  OUTREACH_CAMPAIGN_SEND: 'OUTREACH_CAMPAIGN_SEND',
  // content A: pages, blog posts (ARTICLE_*) and blog categories and tags (BLOG_*), careers, area guides, sliders, publications, awards, SEO URLs
  PAGE_ADD: 'PAGE_ADD',
  PAGE_UPDATE: 'PAGE_UPDATE',
  PAGE_DELETE: 'PAGE_DELETE',
  ARTICLE_ADD: 'ARTICLE_ADD',
  ARTICLE_UPDATE: 'ARTICLE_UPDATE',
  ARTICLE_DELETE: 'ARTICLE_DELETE',
  BLOG_ADD: 'BLOG_ADD',
  BLOG_UPDATE: 'BLOG_UPDATE',
  BLOG_DELETE: 'BLOG_DELETE',
  CAREER_ADD: 'CAREER_ADD',
  CAREER_UPDATE: 'CAREER_UPDATE',
  CAREER_DELETE: 'CAREER_DELETE',
  AREAGUIDE_ADD: 'AREAGUIDE_ADD',
  AREAGUIDE_UPDATE: 'AREAGUIDE_UPDATE',
  AREAGUIDE_DELETE: 'AREAGUIDE_DELETE',
  SLIDER_ADD: 'SLIDER_ADD',
  SLIDER_UPDATE: 'SLIDER_UPDATE',
  SLIDER_DELETE: 'SLIDER_DELETE',
  PUBLICATION_ADD: 'PUBLICATION_ADD',
  PUBLICATION_UPDATE: 'PUBLICATION_UPDATE',
  PUBLICATION_DELETE: 'PUBLICATION_DELETE',
  AWARD_ADD: 'AWARD_ADD',
  AWARD_UPDATE: 'AWARD_UPDATE',
  AWARD_DELETE: 'AWARD_DELETE',
  URL_ADD: 'URL_ADD',
  URL_UPDATE: 'URL_UPDATE',
  URL_DELETE: 'URL_DELETE',
  // live lists and saved views (LIVE): share a saved view with the whole asset
  SAVED_VIEWS_SHARE: 'SAVED_VIEWS_SHARE',
  // API keys (Settings › API keys): see the asset's keys; create and revoke them
  API_KEYS_VIEW: 'API_KEYS_VIEW',
  API_KEYS_UPDATE: 'API_KEYS_UPDATE',
} as const

/** What the access rule needs to know about a user: the profile's role and root flag. */
export interface AccessSubject {
  _id?: string
  isRootUser?: boolean
  role?: { code?: string | null; permissions?: readonly string[] | null } | null
}

export interface AccessOptions {
  /** All required keys instead of at least one. */
  strict?: boolean
  /** When given, the user's id must equal it (owner check). */
  ownerId?: string
}

export function hasSuperAccess(user: AccessSubject | null | undefined): boolean {
  return !!user && (user.isRootUser === true || user.role?.code === SUPER_ADMIN)
}

/**
 * SUPER_ADMIN or a root user has all access. Otherwise at least one of the required keys (all of them
 * when strict), default_access always counting as granted; with ownerId the user must also be the owner.
 * No required keys means login is enough.
 */
export function hasAccess(
  user: AccessSubject | null | undefined,
  required: readonly string[] | string | undefined,
  options: AccessOptions = {},
): boolean {
  if (!user) return false
  if (hasSuperAccess(user)) return true
  if (options.ownerId !== undefined && options.ownerId !== user._id) return false
  const keys = required === undefined ? [] : typeof required === 'string' ? [required] : required
  if (keys.length === 0) return true
  const granted = new Set([...(user.role?.permissions ?? []), DEFAULT_ACCESS])
  return options.strict ? keys.every((k) => granted.has(k)) : keys.some((k) => granted.has(k))
}
