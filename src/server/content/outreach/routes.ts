import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { paginatorMeta } from '../../../domain/paginate.ts'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { notFound, parseOr400 } from '../../http/errors.ts'
import { createMailer } from '../../mail/mailer.ts'
import { isUuid } from '../../resources/index.ts'
import { seesField } from '../../resources/fieldRule.ts'
import { recipientReason, sendCampaign, startCampaignResumer } from './send.ts'
import { t } from '../../../domain/i18n/index.ts'

const recipientsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** Outreach's own calls beside the registry's: send a campaign (once), list its recipients and results; and this process's resumer of cut-off sends. */
export async function outreachRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const mailer = createMailer(config, app.log, db)
  // sends cut off by a stopped server are finished by every process's scheduler (send.ts)
  let resumer: ReturnType<typeof startCampaignResumer> | null = null
  app.addHook('onReady', async () => {
    resumer = startCampaignResumer(db, mailer, config.slaTickSeconds, (err) =>
      app.log.error({ err }, 'campaign resumer run failed'),
    )
    app.catchUps.push(resumer.caughtUp)
  })
  app.addHook('onClose', async () => {
    await resumer?.stop()
    await mailer.close()
  })

  app.post(
    '/api/outreach-campaigns/:id/send',
    { config: { access: { permissions: [P.OUTREACH_CAMPAIGN_SEND] } } },
    async (req) => {
      const { id } = req.params as { id: string }
      return sendCampaign(db, mailer, auth(req), id)
    },
  )

  app.get(
    '/api/outreach-campaigns/:id/recipients',
    { config: { access: { permissions: [P.OUTREACH_CAMPAIGNS_VIEW] } } },
    async (req) => {
      const { id } = req.params as { id: string }
      const { page, limit } = parseOr400(recipientsQuery, req.query)
      const a = auth(req)
      if (!isUuid(id)) throw notFound(t('errors.content.campaignNotFound'))
      const [c] = await db.query(
        'select 1 from outreach_campaigns where id = $1::uuid and asset_id = $2::uuid and deleted_at is null',
        [id, a.assetId],
      )
      if (!c) throw notFound(t('errors.content.campaignNotFound'))
      // the e-mail a recipient was sent to is their customer's e-mail: shown by the field rule
      const sensitive = seesField(a, 'customers', 'email')
      const rows = await db.query<{
        id: string
        customer_id: string
        full_name: string
        email: string | null
        status: string
        reason: string | null
        sent_at: string | null
        total: number
      }>(
        `select r.id, r.customer_id, trim(c.first_name || ' ' || c.last_name) as full_name, r.email, r.status, r.reason, r.sent_at, count(*) over ()::int as total
         from outreach_recipients r join customers c on c.id = r.customer_id
        where r.campaign_id = $1::uuid and r.asset_id = $2::uuid
        order by case r.status when 'failed' then 0 when 'sending' then 1 when 'queued' then 1 when 'sent' then 2 else 3 end, full_name, r.id
        limit $3 offset $4`,
        [id, a.assetId, limit, (page - 1) * limit],
      )
      return {
        data: rows.map((r) => ({
          _id: r.id,
          customer: { _id: r.customer_id, fullName: r.full_name },
          ...(sensitive ? { email: r.email } : {}),
          status: r.status,
          reason: recipientReason(r.reason),
          sentAt: r.sent_at,
        })),
        meta: paginatorMeta(rows[0]?.total ?? 0, page, limit),
      }
    },
  )
}
