import type { FastifyInstance } from 'fastify'
import { INVITE_TTL_HOURS } from '../../domain/admin/users.ts'
import type { AppDeps } from '../appDeps.ts'
import { RESET_TOKEN_TTL_MINUTES } from '../auth/passwordReset.ts'

/**
 * /admin/settings: spec 2 names no product-wide setting, so the page shows what the server runs with,
 * read-only, from its configuration (README Configuration): changing one is a deployment's decision, not a
 * click. The SMTP address is never shown (it carries the mail password), only whether mail goes out by SMTP.
 */
export async function adminSettingsRoutes(app: FastifyInstance, { config }: AppDeps) {
  app.get('/api/admin/settings', { config: { access: { superOnly: true, asset: false } } }, async () => ({
    data: {
      environment: config.appEnv,
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
      sessionTtlHours: config.sessionTtlHours,
      shortSessionTtlHours: config.shortSessionTtlHours,
      resetLinkMinutes: RESET_TOKEN_TTL_MINUTES,
      inviteLinkHours: INVITE_TTL_HOURS,
    },
  }))
}
