import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { P } from '../domain/permissions.ts'
import { ADMIN_MENU, MENU, flattenMenu } from '../../commands/menu.ts'
import { resourceRoutes } from './resources/routes.tsx'

/** What every routed page receives: the path's params and the route's title. */
export interface PageProps {
  params: Record<string, string | undefined>
  title: string
}

export interface RouteDef {
  path: string
  component: LazyExoticComponent<ComponentType<PageProps>>
  /** Any of these keys grants access (hasAccess); lacking them → /dashboard with the spec's message. */
  permission?: readonly string[]
  strict?: boolean
  superOnly?: boolean
  /** login: signed-in only (else /auth); guest: signed-out only (else /dashboard); none: anyone. */
  guard: 'login' | 'guest' | 'none'
  title: string
  /** The title in the current language when the titles catalogue cannot name it (a declared resource's pages). */
  titleText?: () => string
}

/** The honest empty state of a section whose screen another issue builds. */
const NotBuilt = lazy(() => import('./shell/SectionPlaceholder.tsx'))

/**
 * The route table (spec 2 §2), one line per route, pages loaded on demand so the login page carries
 * none of the others. More specific paths first (wouter's Switch takes the first match). Menu
 * destinations without a line here get the empty state automatically (see ALL_ROUTES).
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
  {
    path: '/dashboard',
    component: lazy(() => import('./dashboard/DashboardPage.tsx')),
    guard: 'login',
    title: 'Dashboard',
  },
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
  // leads (issues 4 and 5)
  {
    path: '/reports/leads',
    component: lazy(() => import('./leads/report/LeadsReportPage.tsx')),
    permission: [P.LEADS_REPORT_VIEW],
    guard: 'login',
    title: 'Leads',
  },
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
  // issue 16: the lead pool (claim) and the leads escalated to a manager
  {
    path: '/leads/pool',
    component: lazy(() => import('./leads/pool/LeadPoolPage.tsx')),
    permission: [P.LEAD_POOL_VIEW],
    guard: 'login',
    title: 'Lead Pool',
  },
  // issue 19: the signed-in agent's follow-ups and today's viewings
  {
    path: '/leads/follow-ups',
    component: lazy(() => import('./activities/FollowUpsPage.tsx')),
    permission: [P.LEADS_REPORT_VIEW],
    guard: 'login',
    title: 'Follow-ups',
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
  // the CRM reports (issue 19): src/web/reports, keys from src/domain/reports/definitions.ts
  {
    path: '/reports/better-agent',
    component: lazy(() => import('./reports/AgentFiguresPage.tsx')),
    permission: [P.BETTER_AGENT_REPORT_VIEW],
    guard: 'login',
    title: 'Brokers',
  },
  {
    path: '/reports/managers',
    component: lazy(() => import('./reports/AgentFiguresPage.tsx').then((m) => ({ default: m.ManagersPage }))),
    permission: [P.MANAGERS_REPORT_VIEW],
    guard: 'login',
    title: 'Managers',
  },
  {
    path: '/reports/office-war',
    component: lazy(() => import('./reports/AgentFiguresPage.tsx').then((m) => ({ default: m.OfficesPage }))),
    permission: [P.OFFICEWAR_REPORT_VIEW],
    guard: 'login',
    title: 'Offices',
  },
  {
    path: '/reports/activities',
    component: lazy(() => import('./reports/ActivitiesPage.tsx')),
    permission: [P.VIEWING_REPORT_VIEW],
    guard: 'login',
    title: 'Activities',
  },
  {
    path: '/reports/leads-review',
    component: lazy(() => import('./reports/ReviewsPage.tsx')),
    permission: [P.LEAD_REVIEWS_REPORT_VIEW, P.VIEWING_REVIEWS_REPORT_VIEW],
    guard: 'login',
    title: 'Qualification Reviews',
  },
  {
    path: '/reports/portal-leads',
    component: lazy(() => import('./reports/PortalLeadsPage.tsx')),
    permission: [P.PORTAL_LEADS_REPORT_VIEW],
    guard: 'login',
    title: 'Portal Leads',
  },
  {
    path: '/reports/rera-report',
    component: lazy(() => import('./reports/ReraPage.tsx')),
    permission: [P.RERA_REPORT_VIEW],
    guard: 'login',
    title: 'RERA Report',
  },
  {
    path: '/reports/sales-funnel',
    component: lazy(() => import('./reports/SalesFunnelPage.tsx')),
    permission: [P.LEADS_REPORT_VIEW],
    guard: 'login',
    title: 'Sales Funnel',
  },
  // storage (issue 6); customers are a declared resource (src/domain/resources/customers.ts)
  {
    path: '/storage',
    component: lazy(() => import('./storage/MediaPage.tsx')),
    permission: [P.STORAGES_VIEW],
    guard: 'login',
    title: 'Media',
  },
  {
    path: '/settings/lead-setting',
    component: lazy(() => import('./leads/settings/LeadSettingPage.tsx')),
    permission: [P.LEAD_SETTING_VIEW],
    guard: 'login',
    title: 'Lead Setting',
  },
  {
    path: '/settings/lead-routing',
    component: lazy(() => import('./leads/routing/LeadRoutingPage.tsx')),
    permission: [P.LEAD_SETTING_VIEW],
    guard: 'login',
    title: 'Lead Routing',
  },
  // administration (settings dropdown, super access; users and assets are declared resources) and the asset's settings (issue 17, ADMIN)
  {
    path: '/admin/user-roles',
    component: lazy(() => import('./admin/RolesPage.tsx')),
    permission: [P.ROLES_VIEW],
    superOnly: true,
    guard: 'login',
    title: 'User Roles',
  },
  {
    path: '/admin/settings',
    component: lazy(() => import('./admin/AdminSettingsPage.tsx')),
    superOnly: true,
    guard: 'login',
    title: 'Settings',
  },
  {
    path: '/settings/basic-settings',
    component: lazy(() => import('./settings/BasicSettingsPage.tsx')),
    permission: [P.BASIC_SETTING_VIEW],
    guard: 'login',
    title: 'Basic Settings',
  },
  {
    path: '/settings/viewing-setting',
    component: lazy(() => import('./settings/ViewingSettingPage.tsx')),
    permission: [P.VIEWING_SETTING_VIEW],
    guard: 'login',
    title: 'Viewing Setting',
  },
  {
    path: '/integrations',
    component: lazy(() => import('./settings/IntegrationsPage.tsx')),
    permission: [P.INTEGRATIONS_VIEW],
    guard: 'login',
    title: 'Integrations',
  },
  {
    path: '/settings/webhooks/:id',
    component: lazy(() => import('./settings/webhooks/WebhookDeliveriesPage.tsx')),
    permission: [P.WEBHOOKS_VIEW, P.WEBHOOKS_UPDATE],
    guard: 'login',
    title: 'Webhook Deliveries',
  },
  {
    path: '/settings/webhooks',
    component: lazy(() => import('./settings/webhooks/WebhooksPage.tsx')),
    permission: [P.WEBHOOKS_VIEW, P.WEBHOOKS_UPDATE],
    guard: 'login',
    title: 'Webhooks',
  },
  // declared resources (src/domain/resources): list, create, update, detail
  ...resourceRoutes(),
]

/** Every menu and settings-dropdown destination not listed above, as an empty state behind its key. */
const menuRoutes: RouteDef[] = [
  ...flattenMenu(MENU).map(({ entry }) => ({ entry, superOnly: false })),
  ...ADMIN_MENU.map((entry) => ({ entry, superOnly: true })),
]
  .filter(({ entry }) => !ROUTES.some((r) => r.path === entry.route))
  .map(({ entry, superOnly }) => ({
    path: entry.route!,
    component: NotBuilt,
    permission: entry.permission,
    superOnly,
    guard: 'login' as const,
    title: entry.label,
  }))

export const ALL_ROUTES: RouteDef[] = [...ROUTES, ...menuRoutes]
