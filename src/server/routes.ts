import type { FastifyInstance } from 'fastify'
import type { AppDeps } from './appDeps.ts'
import { authRoutes } from './auth/routes.ts'
import { passwordResetRoutes } from './auth/passwordReset.ts'
import { profileRoutes } from './profile/routes.ts'
import { resourceRoutes } from './resources/routes.ts'
import { assetRoutes } from './assets/routes.ts'
import { leadEditorRoutes } from './leads/editor/routes.ts'
import { leadSettingRoutes } from './leads/settings/routes.ts'
import { leadRoutingRoutes } from './leads/routing/routes.ts'
import { leadSlaRoutes } from './leads/sla/routes.ts'
import { dictionaryRoutes } from './dictionaries/routes.ts'
import { officeStatisticsRoutes } from './teams/officeStatisticsRoutes.ts'
import { memberRoutes } from './teams/memberRoutes.ts'
import { reviewRoutes } from './teams/reviewRoutes.ts'
import { adminRoutes } from './admin/routes.ts'
import { adminRoleRoutes } from './admin/roles.ts'
import { adminSettingsRoutes } from './admin/settings.ts'
import { adminUserRoutes } from './admin/users.ts'
import { integrationRoutes } from './integrations/routes.ts'
import { leadsReportRoutes } from './leads/report/routes.ts'
import { customerRoutes } from './customers/routes.ts'
import { storageRoutes } from './storage/routes.ts'
import { geoRoutes } from './geo/routes.ts'
import { dashboardRoutes } from './dashboard/routes.ts'
import { listingRoutes } from './listings/routes.ts'
import { projectRoutes } from './projects/routes.ts'
import { eventRoutes } from './events/routes.ts'
import { notificationRoutes } from './notifications/routes.ts'
import { auditRoutes } from './audit/routes.ts'
import { dataFormRoutes } from './content/forms/routes.ts'
import { outreachRoutes } from './content/outreach/routes.ts'
import { activityRoutes } from './activities/routes.ts'
import { reportRoutes } from './reports/routes.ts'
import { savedViewRoutes } from './views/routes.ts'
import { apiKeyRoutes } from './apiKeys/routes.ts'

/** Every area's API routes; a new area is one line here. */
export const routeModules: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  authRoutes,
  passwordResetRoutes,
  profileRoutes,
  resourceRoutes,
  assetRoutes,
  leadEditorRoutes,
  leadSettingRoutes,
  leadRoutingRoutes,
  leadSlaRoutes,
  dictionaryRoutes,
  officeStatisticsRoutes,
  memberRoutes,
  reviewRoutes,
  adminRoutes,
  adminUserRoutes,
  adminRoleRoutes,
  adminSettingsRoutes,
  integrationRoutes,
  leadsReportRoutes,
  customerRoutes,
  (app, deps) => storageRoutes(app, deps),
  geoRoutes,
  dashboardRoutes,
  listingRoutes,
  projectRoutes,
  // the event streams, and the notifications that use them (issue 16)
  async (app, deps) => notificationRoutes(app, deps, await eventRoutes(app, deps)),
  // the activity log, system log and access log pages, and a record's history (issue 17)
  auditRoutes,
  // content B (issue 18): an enquiry becomes a lead; a campaign sends once
  dataFormRoutes,
  outreachRoutes,
  // agents' activities, viewings, follow-ups and reviews on leads, viewing reminders (issue 19)
  activityRoutes,
  // the CRM reports and the sales funnel (issue 19)
  reportRoutes,
  // saved views of the leads report and the registry lists (issue 20)
  savedViewRoutes,
  // API keys: Settings › API keys (the key's requests are http/access.ts's)
  apiKeyRoutes,
]
