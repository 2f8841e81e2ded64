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
  area: string
  keys: readonly PermissionRow[]
}

const k = (key: string, label: string): PermissionRow => ({ key, label })

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  {
    area: 'Leads and reports',
    keys: [
      k(P.LEADS_REPORT_VIEW, 'Leads'), k(P.LEAD_ADD, 'Add leads'), k(P.LEAD_UPDATE, 'Update leads'),
      k(P.LEAD_UPDATE_SLA, 'Edit SLA dates and manual SLA'), k(P.LEAD_DELETE, 'Delete leads'),
      k(P.LEADS_REPORT_EXPORT, 'Export the leads report'), k(P.PORTAL_LEADS_REPORT_VIEW, 'Portal Leads'),
      k(P.LEAD_REVIEWS_REPORT_VIEW, 'Qualification Reviews'), k(P.BETTER_AGENT_REPORT_VIEW, 'Brokers'),
      k(P.OFFICEWAR_REPORT_VIEW, 'Offices'), k(P.RERA_REPORT_VIEW, 'RERA Report'), k(P.VIEWING_REPORT_VIEW, 'Viewing report'),
      k(P.MANAGERS_REPORT_VIEW, 'Managers'), k(P.VIEWING_REVIEWS_REPORT_VIEW, 'Viewing reviews'),
      k(P.LEAD_POOL_VIEW, 'Lead Pool'), k(P.LEAD_POOL_CLAIM, 'Claim leads from the pool'), k(P.LEAD_POOL_ASSIGN, 'Assign escalated leads'),
      k(P.SAVED_VIEWS_SHARE, 'Share saved views with the asset'),
    ],
  },
  {
    area: 'Properties',
    keys: [
      k(P.LISTINGS_VIEW, 'Listings'), k(P.LISTING_ADD, 'Add listings'), k(P.LISTING_UPDATE, 'Update listings'), k(P.LISTING_DELETE, 'Delete listings'),
      k(P.PROJECTS_VIEW, 'New Projects'), k(P.PROJECT_ADD, 'Add projects'), k(P.PROJECT_UPDATE, 'Update projects'), k(P.PROJECT_DELETE, 'Delete projects'),
      k(P.DEVELOPERS_VIEW, 'Developers'), k(P.DEVELOPER_ADD, 'Add developers'), k(P.DEVELOPER_UPDATE, 'Update developers'), k(P.DEVELOPER_DELETE, 'Delete developers'),
    ],
  },
  {
    area: 'Customers',
    keys: [
      k(P.CUSTOMERS_VIEW, 'Customers'), k(P.CUSTOMER_ADD, 'Add customers'), k(P.CUSTOMER_UPDATE, 'Update customers'),
      k(P.CUSTOMER_DELETE, 'Delete customers'), k(P.VIEW_SENSITIVE_INFORMATION, "Customers' e-mail and phone"),
    ],
  },
  {
    area: 'Teams',
    keys: [
      k(P.MEMBERS_VIEW, 'Members'), k(P.MEMBER_ADD, 'Add members'), k(P.MEMBER_UPDATE, 'Update members'), k(P.MEMBER_DELETE, 'Delete members'),
      k(P.DEPARTMENTS_VIEW, 'Departments'), k(P.DEPARTMENT_ADD, 'Add departments'), k(P.DEPARTMENT_UPDATE, 'Update departments'), k(P.DEPARTMENT_DELETE, 'Delete departments'),
      k(P.GROUPS_VIEW, 'Groups'), k(P.GROUP_ADD, 'Add groups'), k(P.GROUP_UPDATE, 'Update groups'), k(P.GROUP_DELETE, 'Delete groups'),
    ],
  },
  {
    area: 'Content',
    keys: [
      k(P.PAGES_VIEW, 'Pages'), k(P.FORMS_VIEW, 'Forms'), k(P.SLIDERS_VIEW, 'Sliders'), k(P.AREAGUIDES_VIEW, 'Area Guide'),
      k(P.PUBLICATIONS_VIEW, 'Publications'), k(P.AWARDS_VIEW, 'Awards'), k(P.PRICING_TABLES_VIEW, 'Data Tables'), k(P.FAQS_VIEW, 'FAQs'),
      k(P.CUSTOMER_REVIEWS_VIEW, 'Customer Reviews'), k(P.TESTIMONIALS_VIEW, 'Testimonials'), k(P.CLIENTS_VIEW, 'Clients'),
      k(P.STORIES_VIEW, 'Timeline stories'), k(P.CAREERS_VIEW, 'Careers'), k(P.BLOGS_VIEW, 'Blogs'), k(P.ARTICLES_VIEW, 'Articles'),
      k(P.URL_VIEW, 'SEO URLs'), k(P.OUTREACH_CAMPAIGNS_VIEW, 'Outreach'),
      // content B's write keys (issue 18)
      k(P.FORM_ADD, 'Add forms'), k(P.FORM_UPDATE, 'Update forms'), k(P.FORM_DELETE, 'Delete forms'),
      k(P.ENQUIRY_ADD, 'Add enquiries'), k(P.ENQUIRY_UPDATE, 'Update enquiries and turn them into leads'), k(P.ENQUIRY_DELETE, 'Delete enquiries'),
      k(P.PRICING_TABLE_ADD, 'Add data tables'), k(P.PRICING_TABLE_UPDATE, 'Update data tables'), k(P.PRICING_TABLE_DELETE, 'Delete data tables'),
      k(P.FAQ_ADD, 'Add FAQs'), k(P.FAQ_UPDATE, 'Update FAQs'), k(P.FAQ_DELETE, 'Delete FAQs'),
      k(P.CUSTOMER_REVIEW_ADD, 'Add customer reviews'), k(P.CUSTOMER_REVIEW_UPDATE, 'Update customer reviews'), k(P.CUSTOMER_REVIEW_DELETE, 'Delete customer reviews'),
      k(P.TESTIMONIAL_ADD, 'Add testimonials'), k(P.TESTIMONIAL_UPDATE, 'Update testimonials'), k(P.TESTIMONIAL_DELETE, 'Delete testimonials'),
      k(P.CLIENT_ADD, 'Add clients'), k(P.CLIENT_UPDATE, 'Update clients'), k(P.CLIENT_DELETE, 'Delete clients'),
      k(P.STORY_ADD, 'Add timelines and stories'), k(P.STORY_UPDATE, 'Update timelines and stories'), k(P.STORY_DELETE, 'Delete timelines and stories'),
      k(P.OUTREACH_CAMPAIGN_ADD, 'Add campaigns and templates'), k(P.OUTREACH_CAMPAIGN_UPDATE, 'Update campaigns and templates'),
      k(P.OUTREACH_CAMPAIGN_DELETE, 'Delete campaigns and templates'), k(P.OUTREACH_CAMPAIGN_SEND, 'Send campaigns'),
      // content A's write keys (issue 18)
      k(P.PAGE_ADD, 'Add pages'), k(P.PAGE_UPDATE, 'Update pages'), k(P.PAGE_DELETE, 'Delete pages'),
      k(P.ARTICLE_ADD, 'Add blog posts'), k(P.ARTICLE_UPDATE, 'Update blog posts'), k(P.ARTICLE_DELETE, 'Delete blog posts'),
      k(P.BLOG_ADD, 'Add blog categories and tags'), k(P.BLOG_UPDATE, 'Update blog categories and tags'), k(P.BLOG_DELETE, 'Delete blog categories and tags'),
      k(P.CAREER_ADD, 'Add jobs and applications'), k(P.CAREER_UPDATE, 'Update jobs and applications'), k(P.CAREER_DELETE, 'Delete jobs and applications'),
      k(P.AREAGUIDE_ADD, 'Add area guides'), k(P.AREAGUIDE_UPDATE, 'Update area guides'), k(P.AREAGUIDE_DELETE, 'Delete area guides'),
      k(P.SLIDER_ADD, 'Add slides'), k(P.SLIDER_UPDATE, 'Update slides'), k(P.SLIDER_DELETE, 'Delete slides'),
      k(P.PUBLICATION_ADD, 'Add publications'), k(P.PUBLICATION_UPDATE, 'Update publications'), k(P.PUBLICATION_DELETE, 'Delete publications'),
      k(P.AWARD_ADD, 'Add awards'), k(P.AWARD_UPDATE, 'Update awards'), k(P.AWARD_DELETE, 'Delete awards'),
      k(P.URL_ADD, 'Add SEO URLs and redirects'), k(P.URL_UPDATE, 'Update SEO URLs and redirects'), k(P.URL_DELETE, 'Delete SEO URLs and redirects'),
    ],
  },
  {
    area: 'Media',
    keys: [k(P.STORAGES_VIEW, 'Media'), k(P.STORAGE_ADD, 'Upload files'), k(P.STORAGE_DELETE, 'Delete files')],
  },
  {
    area: 'Settings',
    keys: [
      k(P.BASIC_SETTING_VIEW, 'Basic settings'), k(P.BASIC_SETTING_UPDATE, 'Update basic settings'),
      k(P.LEAD_SETTING_VIEW, 'Lead setting'), k(P.LEAD_SETTING_UPDATE, 'Update lead setting'),
      k(P.VIEWING_SETTING_VIEW, 'Viewing setting'), k(P.VIEWING_SETTING_UPDATE, 'Update viewing setting'),
      k(P.INTEGRATIONS_VIEW, 'Integrations'), k(P.INTEGRATION_UPDATE, 'Update integrations'),
    ],
  },
  {
    area: 'Administration',
    keys: [
      k(P.USERS_VIEW, 'Users'), k(P.USER_ADD, 'Invite users'), k(P.USER_UPDATE, 'Update users'), k(P.USER_DELETE, 'Delete users'),
      k(P.ROLES_VIEW, 'User Roles'), k(P.ROLE_ADD, 'Add roles'), k(P.ROLE_UPDATE, 'Update roles'), k(P.ROLE_DELETE, 'Delete roles'),
      k(P.ASSETS_VIEW, 'Assets'), k(P.ASSET_ADD, 'Add assets'), k(P.ASSET_UPDATE, 'Rename assets'), k(P.ASSET_DELETE, 'Delete assets'),
    ],
  },
]

/** A key no area names yet, in words: 'LEAD_ACCEPT' → 'Lead accept'. */
const keyWords = (key: string) => key.charAt(0) + key.slice(1).toLowerCase().replace(/_/g, ' ')

/** The matrix over every key the product knows: the areas above, then any other key under 'Other'. */
export function permissionMatrix(known: readonly string[] = Object.values(P)): PermissionArea[] {
  const listed = new Set(PERMISSION_AREAS.flatMap((a) => a.keys.map((r) => r.key)))
  const other = known.filter((key) => !listed.has(key)).map((key) => k(key, keyWords(key)))
  return [...PERMISSION_AREAS, ...(other.length ? [{ area: 'Other', keys: other }] : [])]
}

/** Every key a role may hold (the matrix's keys); SUPER_ADMIN is a role code, never a key. */
export const grantableKeys = (): string[] => permissionMatrix().flatMap((a) => a.keys.map((r) => r.key)).filter((key) => key !== SUPER_ADMIN)
