import { permissions } from './i18n/en/permissions.ts'
import { P, SUPER_ADMIN } from './permissions.ts'

/**
 * The role matrix's rows (/admin/user-roles): every permission key grouped by the area of the console it
 * opens, named as spec 2 §6 names the menu entry it guards ('Leads' for LEADS_REPORT_VIEW) and the write
 * keys after it. One list for the matrix, its API check and the README; a key no area lists yet still
 * shows, under 'Other' (permissionMatrix), so a key added elsewhere can always be granted.
 */
export interface PermissionRow {
  key: string
  label: string
}
export interface PermissionArea {
  /** the area's catalogue key (permissions.areas.<id>) */
  id: keyof typeof permissions.areas
  area: string
  keys: readonly PermissionRow[]
}

type NamedKey = keyof typeof permissions.keys
/** A row named by the catalogue's English (en/permissions.ts); the matrix shows it in the reader's language. */
const k = (key: NamedKey): PermissionRow => ({ key, label: permissions.keys[key] })

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  {
    id: 'leads',
    area: permissions.areas.leads,
    keys: [
      k(P.LEADS_REPORT_VIEW),
      k(P.LEAD_ADD),
      k(P.LEAD_UPDATE),
      k(P.LEAD_UPDATE_SLA),
      k(P.LEAD_DELETE),
      k(P.LEADS_REPORT_EXPORT),
      k(P.PORTAL_LEADS_REPORT_VIEW),
      k(P.LEAD_REVIEWS_REPORT_VIEW),
      k(P.BETTER_AGENT_REPORT_VIEW),
      k(P.OFFICEWAR_REPORT_VIEW),
      k(P.RERA_REPORT_VIEW),
      k(P.VIEWING_REPORT_VIEW),
      k(P.MANAGERS_REPORT_VIEW),
      k(P.VIEWING_REVIEWS_REPORT_VIEW),
      k(P.LEAD_POOL_VIEW),
      k(P.LEAD_POOL_CLAIM),
      k(P.LEAD_POOL_ASSIGN),
      k(P.SAVED_VIEWS_SHARE),
    ],
  },
  {
    id: 'properties',
    area: permissions.areas.properties,
    keys: [
      k(P.LISTINGS_VIEW),
      k(P.LISTING_ADD),
      k(P.LISTING_UPDATE),
      k(P.LISTING_DELETE),
      k(P.PROJECTS_VIEW),
      k(P.PROJECT_ADD),
      k(P.PROJECT_UPDATE),
      k(P.PROJECT_DELETE),
      k(P.DEVELOPERS_VIEW),
      k(P.DEVELOPER_ADD),
      k(P.DEVELOPER_UPDATE),
      k(P.DEVELOPER_DELETE),
    ],
  },
  {
    id: 'customers',
    area: permissions.areas.customers,
    keys: [
      k(P.CUSTOMERS_VIEW),
      k(P.CUSTOMER_ADD),
      k(P.CUSTOMER_UPDATE),
      k(P.CUSTOMER_DELETE),
      k(P.VIEW_SENSITIVE_INFORMATION),
    ],
  },
  {
    id: 'teams',
    area: permissions.areas.teams,
    keys: [
      k(P.MEMBERS_VIEW),
      k(P.MEMBER_ADD),
      k(P.MEMBER_UPDATE),
      k(P.MEMBER_DELETE),
      k(P.DEPARTMENTS_VIEW),
      k(P.DEPARTMENT_ADD),
      k(P.DEPARTMENT_UPDATE),
      k(P.DEPARTMENT_DELETE),
      k(P.GROUPS_VIEW),
      k(P.GROUP_ADD),
      k(P.GROUP_UPDATE),
      k(P.GROUP_DELETE),
    ],
  },
  {
    id: 'content',
    area: permissions.areas.content,
    keys: [
      k(P.PAGES_VIEW),
      k(P.FORMS_VIEW),
      k(P.SLIDERS_VIEW),
      k(P.AREAGUIDES_VIEW),
      k(P.PUBLICATIONS_VIEW),
      k(P.AWARDS_VIEW),
      k(P.PRICING_TABLES_VIEW),
      k(P.FAQS_VIEW),
      k(P.CUSTOMER_REVIEWS_VIEW),
      k(P.TESTIMONIALS_VIEW),
      k(P.CLIENTS_VIEW),
      k(P.STORIES_VIEW),
      k(P.CAREERS_VIEW),
      k(P.BLOGS_VIEW),
      k(P.ARTICLES_VIEW),
      k(P.URL_VIEW),
      k(P.OUTREACH_CAMPAIGNS_VIEW),
      // content B's write keys
      k(P.FORM_ADD),
      k(P.FORM_UPDATE),
      k(P.FORM_DELETE),
      k(P.ENQUIRY_ADD),
      k(P.ENQUIRY_UPDATE),
      k(P.ENQUIRY_DELETE),
      k(P.PRICING_TABLE_ADD),
      k(P.PRICING_TABLE_UPDATE),
      k(P.PRICING_TABLE_DELETE),
      k(P.FAQ_ADD),
      k(P.FAQ_UPDATE),
      k(P.FAQ_DELETE),
      k(P.CUSTOMER_REVIEW_ADD),
      k(P.CUSTOMER_REVIEW_UPDATE),
      k(P.CUSTOMER_REVIEW_DELETE),
      k(P.TESTIMONIAL_ADD),
      k(P.TESTIMONIAL_UPDATE),
      k(P.TESTIMONIAL_DELETE),
      k(P.CLIENT_ADD),
      k(P.CLIENT_UPDATE),
      k(P.CLIENT_DELETE),
      k(P.STORY_ADD),
      k(P.STORY_UPDATE),
      k(P.STORY_DELETE),
      k(P.OUTREACH_CAMPAIGN_ADD),
      k(P.OUTREACH_CAMPAIGN_UPDATE),
      k(P.OUTREACH_CAMPAIGN_DELETE),
      k(P.OUTREACH_CAMPAIGN_SEND),
      // content A's write keys
      k(P.PAGE_ADD),
      k(P.PAGE_UPDATE),
      k(P.PAGE_DELETE),
      k(P.ARTICLE_ADD),
      k(P.ARTICLE_UPDATE),
      k(P.ARTICLE_DELETE),
      k(P.BLOG_ADD),
      k(P.BLOG_UPDATE),
      k(P.BLOG_DELETE),
      k(P.CAREER_ADD),
      k(P.CAREER_UPDATE),
      k(P.CAREER_DELETE),
      k(P.AREAGUIDE_ADD),
      k(P.AREAGUIDE_UPDATE),
      k(P.AREAGUIDE_DELETE),
      k(P.SLIDER_ADD),
      k(P.SLIDER_UPDATE),
      k(P.SLIDER_DELETE),
      k(P.PUBLICATION_ADD),
      k(P.PUBLICATION_UPDATE),
      k(P.PUBLICATION_DELETE),
      k(P.AWARD_ADD),
      k(P.AWARD_UPDATE),
      k(P.AWARD_DELETE),
      k(P.URL_ADD),
      k(P.URL_UPDATE),
      k(P.URL_DELETE),
    ],
  },
  {
    id: 'media',
    area: permissions.areas.media,
    keys: [k(P.STORAGES_VIEW), k(P.STORAGE_ADD), k(P.STORAGE_DELETE)],
  },
  {
    id: 'settings',
    area: permissions.areas.settings,
    keys: [
      k(P.BASIC_SETTING_VIEW),
      k(P.BASIC_SETTING_UPDATE),
      k(P.LEAD_SETTING_VIEW),
      k(P.LEAD_SETTING_UPDATE),
      k(P.VIEWING_SETTING_VIEW),
      k(P.VIEWING_SETTING_UPDATE),
      k(P.INTEGRATIONS_VIEW),
      k(P.INTEGRATION_UPDATE),
      k(P.WEBHOOKS_VIEW),
      k(P.WEBHOOKS_UPDATE),
      k(P.API_KEYS_VIEW),
      k(P.API_KEYS_UPDATE),
    ],
  },
  {
    id: 'administration',
    area: permissions.areas.administration,
    keys: [
      k(P.USERS_VIEW),
      k(P.USER_ADD),
      k(P.USER_UPDATE),
      k(P.USER_DELETE),
      k(P.ROLES_VIEW),
      k(P.ROLE_ADD),
      k(P.ROLE_UPDATE),
      k(P.ROLE_DELETE),
      k(P.ASSETS_VIEW),
      k(P.ASSET_ADD),
      k(P.ASSET_UPDATE),
      k(P.ASSET_DELETE),
    ],
  },
]

/** A key no area names yet, in words: 'LEAD_ACCEPT' → 'Lead accept'. */
const keyWords = (key: string) => key.charAt(0) + key.slice(1).toLowerCase().replace(/_/g, ' ')

/** The matrix over every key the product knows: the areas above, then any other key under 'Other'. */
export function permissionMatrix(known: readonly string[] = Object.values(P)): PermissionArea[] {
  const listed = new Set(PERMISSION_AREAS.flatMap((a) => a.keys.map((r) => r.key)))
  const other = known.filter((key) => !listed.has(key)).map((key) => ({ key, label: keyWords(key) }))
  return [
    ...PERMISSION_AREAS,
    ...(other.length ? [{ id: 'other' as const, area: permissions.areas.other, keys: other }] : []),
  ]
}

/** Every key a role may hold (the matrix's keys); SUPER_ADMIN is a role code, never a key. */
export const grantableKeys = (): string[] =>
  permissionMatrix()
    .flatMap((a) => a.keys.map((r) => r.key))
    .filter((key) => key !== SUPER_ADMIN)
