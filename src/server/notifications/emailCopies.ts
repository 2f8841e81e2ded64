import { EMAIL_COPIES_LABEL } from '../../domain/notifications.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/db.ts'
import type { Mailer } from '../mail/mailer.ts'

/** Mails taken by a process that died before sending are taken again after this. */
const RETAKE_AFTER = '5 minutes'
const BATCH = 20

/**
 * Sends the e-mail copies notify() marked, after their commit, through the mail outbox (mailer.ts). Any
 * server process may run it: each copy is taken by one (FOR UPDATE SKIP LOCKED) and its outcome recorded
 * on the notification (sent or failed with the reason), which the notification log shows.
 */
export async function sendEmailCopies(db: Db, mailer: Mailer, config: Pick<Config, 'publicUrl'>): Promise<number> {
  let sent = 0
  for (;;) {
    const taken = await db.query<{ id: string; email_to: string; title: string; body: string; link: string | null }>(
      `update notifications n set email_status = 'sending', email_taken_at = now()
        where n.id in (select id from notifications
                        where email_status = 'pending' or (email_status = 'sending' and email_taken_at < now() - interval '${RETAKE_AFTER}')
                        order by created_at limit ${BATCH} for update skip locked)
        returning n.id, n.email_to, n.title, n.body, n.link`,
    )
    if (!taken.length) return sent
    await Promise.all(
      taken.map(async (m) => {
        try {
          await mailer.deliver({ to: m.email_to, subject: m.title, text: emailText(m, config.publicUrl) })
          await db.query(`update notifications set email_status = 'sent', emailed_at = now(), email_error = null where id = $1`, [m.id])
          sent++
        } catch (err) {
          await db.query(`update notifications set email_status = 'failed', email_error = $2 where id = $1`, [m.id, String((err as Error).message ?? err).slice(0, 500)])
        }
      }),
    )
  }
}

function emailText(m: { body: string; link: string | null }, publicUrl: string) {
  return [
    m.body,
    m.link ? `Open it in the console: ${new URL(m.link, publicUrl).toString()}` : null,
    `You receive this copy because "${EMAIL_COPIES_LABEL}" is on in your profile.`,
  ]
    .filter(Boolean)
    .join('\n\n')
}
