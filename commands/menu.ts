import type { LucideIcon } from 'lucide-react'
import {
  Award,
  BadgeHelp,
  BookOpen,
  Cog,
  FileText,
  FormInput,
  GalleryHorizontal,
  Gauge,
  Handshake,
  History,
  Image,
  Map as MapIcon,
  Megaphone,
  Newspaper,
  Search,
  Star,
  Table2,
  Users,
  UsersRound,
  Briefcase,
} from 'lucide-react'
import { P } from '../src/domain/permissions.ts'
import { textOr } from '../src/domain/i18n/index.ts'

/**
 * The menu as data (spec 2 §2, keys from §6). It feeds the sidebar, the palette's navigation commands
 * and the route guards of every destination: adding a destination is one line here (and a page
 * component in src/web/routes.tsx when the screen exists; until then the route shows an empty state).
 */
export interface MenuEntry {
  /** Stable id, also the palette command id suffix. */
  key: string
  label: string
  /** Absent on a group whose children carry the routes. */
  route?: string
  icon?: LucideIcon
  /** Any of these keys grants access (hasAccess); absent = login only. */
  permission?: readonly string[]
  /** Extra palette search words. */
  keywords?: string[]
  children?: MenuEntry[]
}

const e = (
  key: string,
  label: string,
  route: string,
  permission?: readonly string[],
  keywords?: string[],
): MenuEntry => ({
  key,
  label,
  route,
  permission,
  keywords,
})

export const MENU: MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', route: '/dashboard', icon: Gauge, keywords: ['home', 'stats'] },
  {
    key: 'crm',
    label: 'CRM',
    icon: Briefcase,
    children: [
      e('leads', 'Leads', '/reports/leads', [P.LEADS_REPORT_VIEW], ['report', 'enquiries']),
      e('lead-pool', 'Lead Pool', '/leads/pool', [P.LEAD_POOL_VIEW], ['pool', 'claim', 'sla', 'escalated']),
      // issue 19: the signed-in agent's overdue and due follow-ups and today's viewings
      e(
        'follow-ups',
        'Follow-ups',
        '/leads/follow-ups',
        [P.LEADS_REPORT_VIEW],
        ['follow up', 'agenda', 'overdue', 'viewings today'],
      ),
      e('listings', 'Listings', '/properties/listings', [P.LISTINGS_VIEW], ['properties']),
      e('activities', 'Activities', '/reports/activities', [P.VIEWING_REPORT_VIEW], ['viewings']),
      e(
        'lead-reviews',
        'Qualification Reviews',
        '/reports/leads-review',
        [P.LEAD_REVIEWS_REPORT_VIEW, P.VIEWING_REVIEWS_REPORT_VIEW],
        ['viewing reviews', 'ratings'],
      ),
      // issue 19: the leads reaching each stage, by source, channel and campaign
      e(
        'sales-funnel',
        'Sales Funnel',
        '/reports/sales-funnel',
        [P.LEADS_REPORT_VIEW],
        ['conversion', 'pipeline', 'utm'],
      ),
      e('better-agent', 'Brokers', '/reports/better-agent', [P.BETTER_AGENT_REPORT_VIEW], ['agents']),
      e('managers', 'Managers', '/reports/managers', [P.MANAGERS_REPORT_VIEW]),
      e('office-war', 'Offices', '/reports/office-war', [P.OFFICEWAR_REPORT_VIEW]),
      e('projects', 'New Projects', '/properties/projects', [P.PROJECTS_VIEW], ['off plan']),
      e('developers', 'Developers', '/properties/developers', [P.DEVELOPERS_VIEW]),
      e('custom-fields', 'Custom Fields', '/properties/custom-fields', [P.LISTINGS_VIEW]),
      e('portal-leads', 'Portal Leads', '/reports/portal-leads', [P.PORTAL_LEADS_REPORT_VIEW]),
      e('rera-report', 'RERA Report', '/reports/rera-report', [P.RERA_REPORT_VIEW]),
    ],
  },
  { key: 'pages', label: 'Pages', route: '/dynamic-pages', icon: FileText, permission: [P.PAGES_VIEW] },
  {
    key: 'data-forms',
    label: 'Data Forms',
    icon: FormInput,
    children: [
      e('forms', 'Forms', '/data-form/forms', [P.FORMS_VIEW]),
      e('enquiries', 'Enquiries', '/data-form/enquiries', [P.FORMS_VIEW]),
    ],
  },
  { key: 'sliders', label: 'Sliders', route: '/sliders', icon: GalleryHorizontal, permission: [P.SLIDERS_VIEW] },
  { key: 'area-guides', label: 'Area Guide', route: '/area-guides', icon: MapIcon, permission: [P.AREAGUIDES_VIEW] },
  {
    key: 'publications',
    label: 'Publications',
    route: '/publications',
    icon: Newspaper,
    permission: [P.PUBLICATIONS_VIEW],
  },
  { key: 'awards', label: 'Awards', route: '/awards', icon: Award, permission: [P.AWARDS_VIEW] },
  {
    key: 'pricing-tables',
    label: 'Data Tables',
    route: '/pricing/tables',
    icon: Table2,
    permission: [P.PRICING_TABLES_VIEW],
  },
  {
    key: 'customers',
    label: 'Customers',
    route: '/customers',
    icon: UsersRound,
    permission: [P.CUSTOMERS_VIEW],
    keywords: ['clients', 'contacts'],
  },
  {
    key: 'teams',
    label: 'Teams',
    icon: Users,
    children: [
      e('members', 'Members', '/teams/members', [P.MEMBERS_VIEW], ['agents', 'staff']),
      e('departments', 'Departments', '/teams/departments', [P.DEPARTMENTS_VIEW]),
      e('groups', 'Groups', '/teams/groups', [P.GROUPS_VIEW]),
    ],
  },
  {
    key: 'faqs',
    label: 'FAQs',
    icon: BadgeHelp,
    children: [
      e('faq-questions', 'Questions', '/faqs/questions', [P.FAQS_VIEW]),
      e('faq-categories', 'Categories', '/faqs/categories', [P.FAQS_VIEW]),
    ],
  },
  {
    key: 'endorsements',
    label: 'Endorsements',
    icon: Star,
    children: [
      e('customer-reviews', 'Customer Reviews', '/endorsements/customer-reviews', [P.CUSTOMER_REVIEWS_VIEW]),
      e('testimonials', 'Testimonials', '/endorsements/testimonials', [P.TESTIMONIALS_VIEW]),
      e('clients', 'Clients', '/endorsements/clients', [P.CLIENTS_VIEW]),
      e('endorsement-categories', 'Categories', '/endorsements/categories', [
        P.CUSTOMER_REVIEWS_VIEW,
        P.TESTIMONIALS_VIEW,
        P.CLIENTS_VIEW,
      ]),
    ],
  },
  {
    key: 'timelines',
    label: 'Timelines',
    icon: History,
    children: [
      e('timeline', 'Timeline', '/timeline', [P.STORIES_VIEW]),
      e('stories', 'Stories', '/timeline/stories', [P.STORIES_VIEW]),
    ],
  },
  {
    key: 'careers',
    label: 'Careers',
    icon: Handshake,
    children: [
      e('jobs', 'Jobs', '/careers/jobs', [P.CAREERS_VIEW]),
      e('applications', 'Applications', '/careers/applications', [P.CAREERS_VIEW]),
    ],
  },
  {
    key: 'blogs',
    label: 'Blogs',
    icon: BookOpen,
    children: [
      e('posts', 'Posts', '/blogs/posts', [P.BLOGS_VIEW, P.ARTICLES_VIEW], ['articles']),
      e('blog-categories', 'Categories', '/blogs/categories', [P.BLOGS_VIEW]),
      e('blog-tags', 'Tags', '/blogs/tags', [P.BLOGS_VIEW]),
    ],
  },
  {
    key: 'seo',
    label: 'SEO',
    icon: Search,
    children: [
      e('dynamic-urls', 'Dynamic URLs', '/seo/dynamic-urls', [P.URL_VIEW]),
      e('custom-urls', 'Custom URLs', '/seo/custom-urls', [P.URL_VIEW]),
    ],
  },
  {
    key: 'media',
    label: 'Media',
    route: '/storage',
    icon: Image,
    permission: [P.STORAGES_VIEW],
    keywords: ['storage', 'files', 'uploads'],
  },
  {
    key: 'outreach',
    label: 'Outreach',
    icon: Megaphone,
    children: [
      e('outreach-campaigns', 'Campaigns', '/outreach-campaigns', [P.OUTREACH_CAMPAIGNS_VIEW]),
      e('templates', 'Templates', '/templates', [P.OUTREACH_CAMPAIGNS_VIEW], ['message templates']),
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    icon: Cog,
    children: [
      e('basic-settings', 'Basic Settings', '/settings/basic-settings', [P.BASIC_SETTING_VIEW]),
      e('lead-setting', 'Lead Setting', '/settings/lead-setting', [P.LEAD_SETTING_VIEW], ['sla']),
      e(
        'lead-routing',
        'Lead Routing',
        '/settings/lead-routing',
        [P.LEAD_SETTING_VIEW],
        ['routing rules', 'round robin', 'assignment', 'availability'],
      ),
      e('viewing-setting', 'Viewing Setting', '/settings/viewing-setting', [P.VIEWING_SETTING_VIEW]),
      e('integrations', 'Integrations', '/integrations', [P.INTEGRATIONS_VIEW]),
      e('api-keys', 'API Keys', '/settings/api-keys', [P.API_KEYS_VIEW, P.API_KEYS_UPDATE], ['token', 'bearer']),
    ],
  },
]

/** The header's settings dropdown (super access only, spec 2 §2), each entry behind its key. */
export const ADMIN_MENU: MenuEntry[] = [
  e('admin-settings', 'Settings', '/admin/settings'),
  e('admin-assets', 'Assets', '/admin/assets', [P.ASSETS_VIEW]),
  e('admin-user-roles', 'User Roles', '/admin/user-roles', [P.ROLES_VIEW]),
  e('admin-users', 'Users', '/admin/users', [P.USERS_VIEW]),
  e('admin-users-access-logs', 'Users Access Logs', '/admin/users-access-logs'),
  e('admin-activity-logs', 'Activity Logs', '/admin/activity-logs'),
  e('admin-system-logs', 'System Logs', '/admin/system-logs'),
  e('admin-notification-logs', 'Notification Logs', '/admin/notification-logs'),
]

/** An entry's label in the console's language (the catalogue's menu.<key>; the label as written when it has none). */
export const menuLabel = (entry: MenuEntry): string => textOr(`menu.${entry.key}`, entry.label)

/** Every destination with a route (leaves and routed groups), parents first. */
export function flattenMenu(
  entries: MenuEntry[],
  parents: MenuEntry[] = [],
): { entry: MenuEntry; parents: MenuEntry[] }[] {
  return entries.flatMap((entry) => [
    ...(entry.route ? [{ entry, parents }] : []),
    ...(entry.children ? flattenMenu(entry.children, [...parents, entry]) : []),
  ])
}

/**
 * Entries the user may open, with groups kept only when a child survives. `can` is the access rule
 * applied to an entry's keys (hasAccess with the profile).
 */
export function visibleMenu(entries: MenuEntry[], can: (permission?: readonly string[]) => boolean): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (entry.children) {
      const children = visibleMenu(entry.children, can)
      return children.length ? [{ ...entry, children }] : []
    }
    return can(entry.permission) ? [entry] : []
  })
}

/** The sidebar search: an entry matches by its name, a group keeps the children that match (or all when it matches). */
export function filterMenu(entries: MenuEntry[], text: string): MenuEntry[] {
  const q = text.trim().toLowerCase()
  if (!q) return entries
  return entries.flatMap((entry) => {
    if (menuLabel(entry).toLowerCase().includes(q) || entry.label.toLowerCase().includes(q)) return [entry]
    const children = entry.children ? filterMenu(entry.children, q) : []
    return children.length ? [{ ...entry, children }] : []
  })
}
