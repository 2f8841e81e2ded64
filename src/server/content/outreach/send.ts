import { segmentQuery, segmentSchema } from '../../../domain/content/segments.ts'
import { htmlToText, renderTemplate, type TemplateContext } from '../../../domain/content/templates.ts'
import { formatDateTime } from '../../../domain/format.ts'
import type { Db } from '../../db/db.ts'
import type { AuthContext } from '../../http/access.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { compileWhere, getDef, isUuid } from '../../resources/index.ts'
import { startTicker } from '../../scheduling/ticker.ts'
import { t } from '../../../domain/i18n/index.ts'

/** Most customers one campaign mails (each mail is written while the sender waits). */
export const MAX_RECIPIENTS = 5000
/** Mails delivered at once: each batch is claimed in one statement. */
const PARALLEL = 4
/** A send with no mail claimed for this long was cut off (a stopped server): the scheduler finishes it. */
const IDLE_SEND = '1 minute'
/** A mail claimed this long ago, still not sent or failed, was cut off while going out. */
const CUT_OFF_MAIL = '10 minutes'
/**
 * Why a recipient was not mailed, as stored (English, written by the scheduler or by SQL, outside any
 * request's language): read through recipientReason in the reader's language.
 */
const STORED_REASONS = {
  doNotDisturb: 'Do not disturb',
  spam: 'Spam customer',
  noEmail: 'No e-mail address',
  templateDeleted: 'The template was deleted before this mail was sent.',
  cutOff: 'The server stopped while this mail was being sent, so it is not sent again (the customer may have it).',
} as const
export const CUT_OFF_REASON = STORED_REASONS.cutOff
const REASON_KEYS = new Map(
  Object.entries(STORED_REASONS).map(([key, text]) => [text as string, key as keyof typeof STORED_REASONS]),
)

/** A recipient's stored reason in the request's language; a mail server's own refusal stays as it said it. */
export function recipientReason(stored: string | null): string | null {
  const key = stored === null ? undefined : REASON_KEYS.get(stored)
  return key ? t(`errors.content.recipient.${key}`) : stored
}

/** Why a customer of the segment is not mailed: the rule every campaign keeps (doNotDisturb, Spam, no address). */
const SKIP_REASON = `case when c.do_not_disturb then '${STORED_REASONS.doNotDisturb}'
                          when c.type = 'Spam' then '${STORED_REASONS.spam}'
                          when coalesce(trim(c.email), '') = '' then '${STORED_REASONS.noEmail}' end`

interface Queued {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  phone_number: string | null
  customer_id: number | null
}

/**
 * POST /outreach-campaigns/{id}/send. The campaign is taken (draft → sent) and every customer of its
 * segment gets a recipient row (queued, or skipped with the reason) in one transaction: a second send,
 * from any server process, finds it sent and is refused, so no customer is mailed twice. Then the queued
 * customers are mailed (deliverCampaign); a send cut off midway is finished by resumeCampaigns.
 */
export async function sendCampaign(db: Db, mailer: Mailer, a: AuthContext, id: string) {
  if (!isUuid(id)) throw notFound(t('errors.content.campaignNotFound'))
  await db.tx(async (q) => {
    const [c] = await q.query<{
      status: string
      sent_at: string | null
      segment: unknown
      subject: string | null
      body: string | null
    }>(
      `select c.status, c.sent_at, c.segment, t.subject, t.body
         from outreach_campaigns c left join message_templates t on t.id = c.template_id and t.deleted_at is null
        where c.id = $1::uuid and c.asset_id = $2::uuid and c.deleted_at is null
          for update of c`,
      [id, a.assetId],
    )
    if (!c) throw notFound(t('errors.content.campaignNotFound'))
    if (c.status === 'sent') throw conflict(t('errors.content.alreadySent', { date: formatDateTime(c.sent_at) }))
    if (c.subject === null || c.body === null) {
      const message = t('errors.content.noTemplate')
      throw badRequest(message, [{ path: 'template', message }])
    }
    const params: unknown[] = [a.assetId, id]
    const where = compileWhere(
      getDef('customers'),
      segmentQuery(segmentSchema.parse(c.segment ?? {})),
      a,
      params,
      'segment',
    )
    const inserted = await q.query<{ status: string }>(
      `insert into outreach_recipients (id, asset_id, campaign_id, customer_id, email, status, reason)
       select gen_random_uuid(), $1::uuid, $2::uuid, c.id, c.email, case when ${SKIP_REASON} is null then 'queued' else 'skipped' end, ${SKIP_REASON}
         from customers c
        where c.asset_id = $1::uuid and c.deleted_at is null and c.id in (select id from customers where asset_id = $1::uuid and ${where})
       returning status`,
      params,
    )
    if (inserted.length > MAX_RECIPIENTS) {
      const message = t('errors.content.segmentTooLarge', { n: inserted.length, max: MAX_RECIPIENTS })
      throw badRequest(message, [{ path: 'segment', message }])
    }
    await q.query(
      `update outreach_campaigns set status = 'sent', sent_at = now(), sent_by_id = $3 where id = $1::uuid and asset_id = $2::uuid`,
      [id, a.assetId, a.userId],
    )
  })
  await deliverCampaign(db, mailer, id)
  const counts = await db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from outreach_recipients where campaign_id = $1::uuid group by status`,
    [id],
  )
  return { data: { _id: id, status: 'sent', recipients: Object.fromEntries(counts.map((r) => [r.status, r.n])) } }
}

/**
 * Mails a taken campaign's queued customers, rendered from its template: a few at a time, each batch
 * claimed ('sending') in one statement that skips rows another process holds, so the route's send and any
 * scheduler finishing it share the work and no recipient is mailed twice; each row then says sent or failed.
 */
async function deliverCampaign(db: Db, mailer: Mailer, id: string) {
  const [c] = await db.query<{ subject: string | null; body: string | null; asset_name: string }>(
    `select t.subject, t.body, s.name as asset_name from outreach_campaigns c join assets s on s.id = c.asset_id
       left join message_templates t on t.id = c.template_id and t.deleted_at is null where c.id = $1::uuid`,
    [id],
  )
  if (!c) return
  if (c.subject === null || c.body === null) {
    await db.query(
      `update outreach_recipients set status = 'failed', reason = $2 where campaign_id = $1::uuid and status = 'queued'`,
      [id, STORED_REASONS.templateDeleted],
    )
    return
  }
  const deliverOne = async (r: Queued) => {
    const ctx: TemplateContext = {
      customer: {
        firstName: r.first_name,
        lastName: r.last_name,
        fullName: [r.first_name, r.last_name].filter(Boolean).join(' '),
        email: r.email,
        phoneNumber: r.phone_number,
        customerID: r.customer_id,
      },
      asset: { name: c.asset_name },
    }
    const html = renderTemplate(c.body!, ctx, { html: true })
    try {
      await mailer.deliver({ to: r.email, subject: renderTemplate(c.subject!, ctx), html, text: htmlToText(html) })
      await db.query(`update outreach_recipients set status = 'sent', sent_at = now() where id = $1`, [r.id])
    } catch (err) {
      await db.query(`update outreach_recipients set status = 'failed', reason = $2 where id = $1`, [
        r.id,
        String((err as Error).message).slice(0, 500),
      ])
    }
  }
  for (;;) {
    const batch = await db.query<Queued>(
      `with claimed as (
         update outreach_recipients set status = 'sending', claimed_at = now()
          where id in (select id from outreach_recipients where campaign_id = $1::uuid and status = 'queued' order by id limit ${PARALLEL} for update skip locked)
          returning id, email, customer_id
       )
       select r.id, r.email, c.first_name, c.last_name, c.phone_number, c.customer_id from claimed r join customers c on c.id = r.customer_id`,
      [id],
    )
    if (!batch.length) return
    await Promise.all(batch.map(deliverOne))
  }
}

/**
 * The scheduler's run (every process): a mail claimed long ago and never settled was cut off while going
 * out and may have reached the customer, so it is failed, never sent again; a taken campaign with queued
 * customers and no mail claimed lately (its sender stopped) is finished here.
 */
export async function resumeCampaigns(db: Db, mailer: Mailer) {
  await db.query(
    `update outreach_recipients set status = 'failed', reason = $1 where status = 'sending' and claimed_at < now() - interval '${CUT_OFF_MAIL}'`,
    [CUT_OFF_REASON],
  )
  const idle = await db.query<{ id: string }>(
    `select r.campaign_id as id from outreach_recipients r join outreach_campaigns c on c.id = r.campaign_id
      where r.status in ('queued', 'sending')
      group by r.campaign_id, c.sent_at
     having bool_or(r.status = 'queued') and coalesce(max(r.claimed_at), c.sent_at) < now() - interval '${IDLE_SEND}'`,
  )
  for (const c of idle) await deliverCampaign(db, mailer, c.id)
}

/** Finishes cut-off sends in this process: at start (catching up after a stop), then every `tickSeconds`. */
export const startCampaignResumer = (db: Db, mailer: Mailer, tickSeconds: number, log: (err: unknown) => void) =>
  startTicker(() => resumeCampaigns(db, mailer), tickSeconds, log)
