import { EVENT_KINDS } from '../../domain/events.ts'
import { leadLink, type Notification, type NotificationKind } from '../../domain/notifications.ts'
import { newId } from '../auth/tokens.ts'
import type { Queryable } from '../db/db.ts'
import { publishEvent } from '../events/publish.ts'

export interface NotifyInput {
  assetId: string
  userId: string
  kind: NotificationKind
  title: string
  body: string
  leadId?: string | null
  /** Where the notification leads in the console; a lead's page when it names a lead. */
  link?: string | null
}

export const NOTIFICATION_COLUMNS = 'id, kind, title, body, lead_id, link, read_at, created_at'

export function toNotification(r: Record<string, any>): Notification {
  return {
    _id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    leadId: r.lead_id,
    link: r.link,
    read: r.read_at !== null,
    readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/**
 * Notifies a user in the caller's transaction: the notification row (unread), marked for an e-mail copy
 * when the user opted in (emailCopies.ts sends it after the commit), and an event to that user's streams.
 * A rolled-back transaction leaves neither. Returns the notification.
 */
export async function notify(tx: Queryable, n: NotifyInput): Promise<Notification> {
  const [row] = await tx.query(
    `insert into notifications (id, asset_id, user_id, kind, title, body, lead_id, link, email_status, email_to)
     select $1, $2, u.id, $4, $5, $6, $7, $8, case when u.notification_emails then 'pending' end, case when u.notification_emails then u.email end
       from users u where u.id = $3
     returning ${NOTIFICATION_COLUMNS}`,
    [newId(), n.assetId, n.userId, n.kind, n.title, n.body, n.leadId ?? null, n.link ?? (n.leadId ? leadLink(n.leadId) : null)],
  )
  if (!row) throw new Error(`notify: no user ${n.userId}`)
  const notification = toNotification(row)
  await publishEvent(tx, {
    assetId: n.assetId,
    kind: EVENT_KINDS.notification,
    recordType: 'notification',
    recordId: notification._id,
    userIds: [n.userId],
    payload: notification as unknown as Record<string, unknown>,
  })
  return notification
}
