import { noticeText, type NoticeArgs, type NotificationKind } from '../../domain/notifications.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/db.ts'
import type { Mailer } from '../mail/mailer.ts'
import { copyText, mailLanguage } from '../mail/texts.ts'

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
    const taken = await db.query<{
      id: string
      email_to: string
      kind: NotificationKind
      title: string
      body: string
      args: NoticeArgs | null
      link: string | null
      language: string | null
    }>(
      `update notifications n set email_status = 'sending', email_taken_at = now()
        where n.id in (select id from notifications
                        where email_status = 'pending' or (email_status = 'sending' and email_taken_at < now() - interval '${RETAKE_AFTER}')
                        order by created_at limit ${BATCH} for update skip locked)
        returning n.id, n.email_to, n.kind, n.title, n.body, n.args, n.link, (select language from users u where u.id = n.user_id) as language`,
    )
    if (!taken.length) return sent
    await Promise.all(
      taken.map(async (m) => {
        try {
          // in the recipient's language from the notification's values (an older one without them: as stored)
          const lng = mailLanguage(m.language)
          const { title, body } = m.args ? noticeText(m.kind, m.args, lng) : m
          await mailer.deliver({ to: m.email_to, subject: title, text: copyText(body, m.link, config.publicUrl, lng) })
          await db.query(
            `update notifications set email_status = 'sent', emailed_at = now(), email_error = null where id = $1`,
            [m.id],
          )
          sent++
        } catch (err) {
          await db.query(`update notifications set email_status = 'failed', email_error = $2 where id = $1`, [
            m.id,
            String((err as Error).message ?? err).slice(0, 500),
          ])
        }
      }),
    )
  }
}
