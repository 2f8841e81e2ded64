import type { FastifyInstance } from 'fastify'
import { leadSettingsFormSchema } from '../../../domain/leads/leadSettings.ts'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { parseOr400 } from '../../http/errors.ts'
import { loadLeadSettings } from '../editor/leadSettings.ts'

/** Any of the settings; the page's rule (domain/leads/leadSettings.ts). */
export const leadSettingsSchema = leadSettingsFormSchema.partial().strict()

/** Lead settings of the active asset (SLA durations, daily lead limit per agent). */
export async function leadSettingRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/settings/lead-setting',
    { config: { access: { permissions: [P.LEAD_SETTING_VIEW] } } },
    async (req) => ({
      data: await loadLeadSettings(db, auth(req).assetId),
    }),
  )
  app.patch(
    '/api/settings/lead-setting',
    { config: { access: { permissions: [P.LEAD_SETTING_UPDATE] } } },
    async (req) => {
      const a = auth(req)
      const body = (req.body as { data?: unknown } | null)?.data ?? req.body
      const s = parseOr400(leadSettingsSchema, body ?? {})
      await db.query(
        `update assets set initial_sla_minutes = coalesce($2, initial_sla_minutes), pool_sla_minutes = coalesce($3, pool_sla_minutes),
              daily_lead_limit = coalesce($4, daily_lead_limit), hide_pool_customer_names = coalesce($5, hide_pool_customer_names),
              updated_at = now() where id = $1`,
        [
          a.assetId,
          s.initialSlaMinutes ?? null,
          s.poolSlaMinutes ?? null,
          s.dailyLeadLimit ?? null,
          s.hidePoolCustomerNames ?? null,
        ],
      )
      return { data: await loadLeadSettings(db, a.assetId) }
    },
  )
}
