import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { P } from '../domain/permissions.ts'
import { currentLanguage } from '../domain/i18n/index.ts'
import type { MenuPlace, Words } from '../domain/sections.ts'
import { resourceRoutes } from './resources/routes.tsx'
import type { PageProps, RouteDef } from './routeTypes.ts'
import { globalPage } from './globals/routes.tsx'
import { basicSettings } from '../domain/globals/basicSettings.ts'
import { leadSettings } from '../domain/globals/leadSettings.ts'
import { viewingSettings } from '../domain/globals/viewingSettings.ts'

/** The honest empty state of a section whose screen another issue builds. */
const NotBuilt = lazy(() => import('./shell/SectionPlaceholder.tsx'))

/**
 * A hand-written screen of the menu (a report, the lead pool, a settings page): its menu entry in the shape a
 * declared resource gives its own (src/domain/sections.ts), its page and its name, which is the menu's, the
 * palette's and the page's title. commands/menu.ts places it among the resources.
 */
export interface Screen {
  route: string
  label: Words
  menu: MenuPlace
  /** A lucide-react name (src/web/resources/icons.ts), shown at the sidebar's top level. */
  icon?: string
  /** Absent: the honest empty state until the screen is built. */
  page?: LazyExoticComponent<ComponentType<PageProps>>
}

/** The menu's hand-written screens; the declared resources are the menu's other sections (src/domain/resources). */
export const SCREENS: readonly Screen[] = [
  {
    route: '/dashboard',
    label: { en: 'Dashboard', ar: 'لوحة المعلومات' },
    menu: { key: 'dashboard', order: 10, keywords: ['home', 'stats'] },
    icon: 'Gauge',
    page: lazy(() => import('./dashboard/DashboardPage.tsx')),
  },
  {
    route: '/reports/leads',
    label: { en: 'Leads', ar: 'العملاء المحتملون' },
    menu: {
      key: 'leads',
      group: 'crm',
      order: 10,
      permission: [P.LEADS_REPORT_VIEW],
      keywords: ['report', 'enquiries'],
    },
    page: lazy(() => import('./leads/report/LeadsReportPage.tsx')),
  },
  // the lead pool (claim) and the leads escalated to a manager
  {
    route: '/leads/pool',
    label: { en: 'Lead Pool', ar: 'مجمع العملاء المحتملين' },
    menu: {
      key: 'lead-pool',
      group: 'crm',
      order: 20,
      permission: [P.LEAD_POOL_VIEW],
      keywords: ['pool', 'claim', 'sla', 'escalated'],
    },
    page: lazy(() => import('./leads/pool/LeadPoolPage.tsx')),
  },
  // the signed-in agent's overdue and due follow-ups and today's viewings
  {
    route: '/leads/follow-ups',
    label: { en: 'Follow-ups', ar: 'المتابعات' },
    menu: {
      key: 'follow-ups',
      group: 'crm',
      order: 30,
      permission: [P.LEADS_REPORT_VIEW],
      keywords: ['follow up', 'agenda', 'overdue', 'viewings today'],
    },
    page: lazy(() => import('./activities/FollowUpsPage.tsx')),
  },
  // the CRM reports: src/web/reports, keys from src/domain/reports/definitions.ts
  {
    route: '/reports/activities',
    label: { en: 'Activities', ar: 'الأنشطة' },
    menu: { key: 'activities', group: 'crm', order: 50, permission: [P.VIEWING_REPORT_VIEW], keywords: ['viewings'] },
    page: lazy(() => import('./reports/ActivitiesPage.tsx')),
  },
  {
    route: '/reports/leads-review',
    label: { en: 'Qualification Reviews', ar: 'مراجعات التأهيل' },
    menu: {
      key: 'lead-reviews',
      group: 'crm',
      order: 60,
      permission: [P.LEAD_REVIEWS_REPORT_VIEW, P.VIEWING_REVIEWS_REPORT_VIEW],
      keywords: ['viewing reviews', 'ratings'],
    },
    page: lazy(() => import('./reports/ReviewsPage.tsx')),
  },
  // the leads reaching each stage, by source, channel and campaign
  {
    route: '/reports/sales-funnel',
    label: { en: 'Sales Funnel', ar: 'مسار المبيعات' },
    menu: {
      key: 'sales-funnel',
      group: 'crm',
      order: 70,
      permission: [P.LEADS_REPORT_VIEW],
      keywords: ['conversion', 'pipeline', 'utm'],
    },
    page: lazy(() => import('./reports/SalesFunnelPage.tsx')),
  },
  {
    route: '/reports/better-agent',
    label: { en: 'Brokers', ar: 'الوسطاء' },
    menu: {
      key: 'better-agent',
      group: 'crm',
      order: 80,
      permission: [P.BETTER_AGENT_REPORT_VIEW],
      keywords: ['agents'],
    },
    page: lazy(() => import('./reports/AgentFiguresPage.tsx')),
  },
  {
    route: '/reports/managers',
    label: { en: 'Managers', ar: 'المدراء' },
    menu: { key: 'managers', group: 'crm', order: 90, permission: [P.MANAGERS_REPORT_VIEW] },
    page: lazy(() => import('./reports/AgentFiguresPage.tsx').then((m) => ({ default: m.ManagersPage }))),
  },
  {
    route: '/reports/office-war',
    label: { en: 'Offices', ar: 'المكاتب' },
    menu: { key: 'office-war', group: 'crm', order: 100, permission: [P.OFFICEWAR_REPORT_VIEW] },
    page: lazy(() => import('./reports/AgentFiguresPage.tsx').then((m) => ({ default: m.OfficesPage }))),
  },
  {
    route: '/reports/portal-leads',
    label: { en: 'Portal Leads', ar: 'عملاء البوابات' },
    menu: { key: 'portal-leads', group: 'crm', order: 140, permission: [P.PORTAL_LEADS_REPORT_VIEW] },
    page: lazy(() => import('./reports/PortalLeadsPage.tsx')),
  },
  {
    route: '/reports/rera-report',
    label: { en: 'RERA Report', ar: 'تقرير ريرا' },
    menu: { key: 'rera-report', group: 'crm', order: 150, permission: [P.RERA_REPORT_VIEW] },
    page: lazy(() => import('./reports/ReraPage.tsx')),
  },
  {
    route: '/storage',
    label: { en: 'Media', ar: 'الوسائط' },
    menu: { key: 'media', order: 180, permission: [P.STORAGES_VIEW], keywords: ['storage', 'files', 'uploads'] },
    icon: 'Image',
    page: lazy(() => import('./storage/MediaPage.tsx')),
  },
  // the asset's settings: basic, lead and viewing settings are globals (src/domain/globals), each the generic page of its declaration
  {
    route: '/settings/basic-settings',
    label: { en: 'Basic Settings', ar: 'الإعدادات الأساسية' },
    menu: { key: 'basic-settings', group: 'settings', order: 10, permission: [P.BASIC_SETTING_VIEW] },
    page: globalPage(basicSettings),
  },
  {
    route: '/settings/lead-setting',
    label: { en: 'Lead Setting', ar: 'إعدادات العملاء المحتملين' },
    menu: { key: 'lead-setting', group: 'settings', order: 20, permission: [P.LEAD_SETTING_VIEW], keywords: ['sla'] },
    page: globalPage(leadSettings),
  },
  {
    route: '/settings/lead-routing',
    label: { en: 'Lead Routing', ar: 'توجيه العملاء المحتملين' },
    menu: {
      key: 'lead-routing',
      group: 'settings',
      order: 30,
      permission: [P.LEAD_SETTING_VIEW],
      keywords: ['routing rules', 'round robin', 'assignment', 'availability'],
    },
    page: lazy(() => import('./leads/routing/LeadRoutingPage.tsx')),
  },
  {
    route: '/settings/viewing-setting',
    label: { en: 'Viewing Setting', ar: 'إعدادات المعاينات' },
    menu: { key: 'viewing-setting', group: 'settings', order: 40, permission: [P.VIEWING_SETTING_VIEW] },
    page: globalPage(viewingSettings),
  },
  {
    route: '/integrations',
    label: { en: 'Integrations', ar: 'التكاملات' },
    menu: { key: 'integrations', group: 'settings', order: 50, permission: [P.INTEGRATIONS_VIEW] },
    page: lazy(() => import('./settings/IntegrationsPage.tsx')),
  },
  {
    route: '/settings/webhooks',
    label: { en: 'Webhooks', ar: 'خطافات الويب' },
    menu: {
      key: 'webhooks',
      group: 'settings',
      order: 55,
      permission: [P.WEBHOOKS_VIEW, P.WEBHOOKS_UPDATE],
      keywords: ['events', 'hooks', 'api'],
    },
    page: lazy(() => import('./settings/webhooks/WebhooksPage.tsx')),
  },
  // the settings dropdown (super access; users, assets and the logs are declared resources)
  {
    route: '/admin/settings',
    label: { en: 'Settings', ar: 'الإعدادات' },
    menu: { key: 'admin-settings', group: 'admin', order: 10 },
    page: lazy(() => import('./admin/AdminSettingsPage.tsx')),
  },
  {
    route: '/admin/user-roles',
    label: { en: 'User Roles', ar: 'أدوار المستخدمين' },
    menu: { key: 'admin-user-roles', group: 'admin', order: 30, permission: [P.ROLES_VIEW] },
    page: lazy(() => import('./admin/RolesPage.tsx')),
  },
]

/** A screen's page behind its menu entry's keys (the settings dropdown's: super access only), titled by its name. */
const screenRoute = (s: Screen): RouteDef => ({
  path: s.route,
  component: s.page ?? NotBuilt,
  permission: s.menu.permission,
  superOnly: s.menu.group === 'admin' || undefined,
  guard: 'login',
  title: s.label.en,
  titleText: () => s.label[currentLanguage()],
})

/**
 * The route table (spec 2 §2), one line per route, pages loaded on demand so the login page carries
 * none of the others. More specific paths first (wouter's Switch takes the first match). The menu's
 * screens come from SCREENS, the declared resources' pages from their declarations.
 */
export const ROUTES: RouteDef[] = [
  // auth (logged-out only)
  { path: '/auth/login', component: lazy(() => import('./auth/LoginPage.tsx')), guard: 'guest', title: 'Login' },
  {
    path: '/auth/forgot-password',
    component: lazy(() => import('./auth/ForgotPasswordPage.tsx')),
    guard: 'guest',
    title: 'Forgot Password',
  },
  {
    path: '/auth/reset-password',
    component: lazy(() => import('./auth/ResetPasswordPage.tsx')),
    guard: 'guest',
    title: 'Reset Password',
  },
  // shell
  { path: '/profile', component: lazy(() => import('./profile/ProfilePage.tsx')), guard: 'login', title: 'Profile' },
  {
    path: '/profile/change-password',
    component: lazy(() => import('./profile/ChangePasswordPage.tsx')),
    guard: 'login',
    title: 'Change Password',
  },
  {
    path: '/profile/access-logs',
    component: lazy(() => import('./profile/AccessLogsPage.tsx')),
    guard: 'login',
    title: 'My Access Logs',
  },
  { path: '/forbidden', component: lazy(() => import('./shell/ForbiddenPage.tsx')), guard: 'none', title: 'Forbidden' },
  // the menu's screens
  ...SCREENS.map(screenRoute),
  // a lead's pages (the leads report is a screen)
  {
    path: '/reports/leads/:id/update',
    component: lazy(() => import('./leads/editor/UpdateLeadPage.tsx')),
    permission: [P.LEAD_UPDATE],
    guard: 'login',
    title: 'Update Lead',
  },
  {
    path: '/reports/leads/:id',
    component: lazy(() => import('./leads/detail/LeadDetailPage.tsx')),
    permission: [P.LEADS_REPORT_VIEW],
    guard: 'login',
    title: 'Lead',
  },
  // a webhook's deliveries (Settings › Webhooks is a screen)
  {
    path: '/settings/webhooks/:id',
    component: lazy(() => import('./settings/webhooks/WebhookDeliveriesPage.tsx')),
    permission: [P.WEBHOOKS_VIEW, P.WEBHOOKS_UPDATE],
    guard: 'login',
    title: 'Webhook Deliveries',
  },
  {
    path: '/leads/create',
    component: lazy(() => import('./leads/editor/CreateLeadPage.tsx')),
    permission: [P.LEAD_ADD],
    guard: 'login',
    title: 'Create Lead',
  },
  {
    path: '/leads/:id/update',
    component: lazy(() => import('./leads/editor/UpdateLeadPage.tsx')),
    permission: [P.LEAD_UPDATE],
    guard: 'login',
    title: 'Update Lead',
  },
  // declared resources (src/domain/resources): list, create, update, detail
  ...resourceRoutes(),
]
