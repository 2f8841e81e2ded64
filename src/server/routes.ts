import type { FastifyInstance } from 'fastify'
import type { AppDeps } from './appDeps.ts'
import { authRoutes } from './auth/routes.ts'
import { passwordResetRoutes } from './auth/passwordReset.ts'
import { profileRoutes } from './profile/routes.ts'
import { resourceRoutes } from './resources/routes.ts'
import { assetRoutes } from './assets/routes.ts'
import { leadEditorRoutes } from './leads/editor/routes.ts'
import { globalRoutes } from './globals/routes.ts'
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
import { webhookRoutes } from './webhooks/routes.ts'
import { apiKeyRoutes } from './apiKeys/routes.ts'
import { intakeRoutes } from './intake/routes.ts'

/** Every area's API routes; a new area is one line here. */
export const routeModules: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  authRoutes,
  passwordResetRoutes,
  profileRoutes,
  resourceRoutes,
  assetRoutes,
  leadEditorRoutes,
  // the globals (src/domain/globals): basic, lead and viewing settings
  globalRoutes,
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
  // the event streams, and the notifications that use them
  async (app, deps) => notificationRoutes(app, deps, await eventRoutes(app, deps)),
  // the activity log, system log and access log pages, and a record's history
  auditRoutes,
  // content B: an enquiry becomes a lead; a campaign sends once
  dataFormRoutes,
  outreachRoutes,
  // agents' activities, viewings, follow-ups and reviews on leads, viewing reminders
  activityRoutes,
  // the CRM reports and the sales funnel
  reportRoutes,
  // saved views of the leads report and the registry lists
  savedViewRoutes,
  // signed webhooks: an asset's hooks, their deliveries and replays
  webhookRoutes,
  // API keys: Settings › API keys (the key's requests are http/access.ts's)
  apiKeyRoutes,
  // one intake: leads pushed by another tool or a portal, through the console's create path
  intakeRoutes,
]
