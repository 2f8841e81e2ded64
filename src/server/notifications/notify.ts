import { EVENT_KINDS } from '../../domain/events.ts'
import { leadLink, type NoticeArgs, type Notification, type NotificationKind } from '../../domain/notifications.ts'
import { newId } from '../auth/tokens.ts'
import type { DbRow, Queryable } from '../db/db.ts'
import { announceSql } from '../events/publish.ts'

export interface NotificationContent {
  assetId: string
  kind: NotificationKind
  title: string
  body: string
  /** The values of the text, so each reader reads it in their language (domain/notifications.ts noticeText). */
  args?: NoticeArgs | null
  leadId?: string | null
  /** Where the notification leads in the console; a lead's page when it names a lead. */
  link?: string | null
}

export interface NotifyInput extends NotificationContent {
  userId: string
}

export const NOTIFICATION_COLUMNS = 'id, kind, title, body, args, lead_id, link, read_at, created_at'

export function toNotification(r: DbRow): Notification {
  return {
    _id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    args: r.args ?? null,
    leadId: r.lead_id,
    link: r.link,
    read: r.read_at !== null,
    readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The CTE `e`: the event of each inserted notification (the CTE `n`), to its user's streams. */
const EVENTS_OF_N = `e as (
       insert into events (asset_id, kind, record_type, record_id, user_ids, payload)
       select n.asset_id, '${EVENT_KINDS.notification}', 'notification', n.id::text, array[n.user_id],
              jsonb_build_object('_id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'args', n.args, 'leadId', n.lead_id, 'link', n.link,
                                 'read', false, 'readAt', null, 'createdAt', ${ISO('n.created_at')})
         from n
       returning *
     )`

/** Adds a value to a statement's parameters and answers its placeholder. */
export type Param = (value: unknown) => string

/**
 * The CTEs of one notification, for a statement of the caller's: `nr`, the recipient (`recipient`: SQL
 * selecting a user's id, email and notification_emails), `n`, the row for them, marked for an e-mail copy
 * when they opted in (emailCopies.ts sends it after the commit), and `e`, its event to that user's streams.
 * The statement must select announceSql('e') for the event to be announced at commit.
 */
export function notificationCtes(recipient: string, n: NotificationContent, param: Param): string {
  const link = n.link ?? (n.leadId ? leadLink(n.leadId) : null)
  return `nr as (${recipient}),
     n as (
       insert into notifications (id, asset_id, user_id, kind, title, body, args, lead_id, link, email_status, email_to)
       select ${param(newId())}::uuid, ${param(n.assetId)}::uuid, nr.id, ${param(n.kind)}::text, ${param(n.title)}::text, ${param(n.body)}::text, ${param(n.args ? JSON.stringify(n.args) : null)}::jsonb,
              ${param(n.leadId ?? null)}::uuid, ${param(link)}::text, case when nr.notification_emails then 'pending' end, case when nr.notification_emails then nr.email end
         from nr
       returning ${NOTIFICATION_COLUMNS}, asset_id, user_id
     ),
     ${EVENTS_OF_N}`
}

/** One statement for a notification (notificationCtes) and its announcement. */
async function insertNotification(tx: Queryable, recipient: (param: Param) => string, n: NotificationContent) {
  const params: unknown[] = []
  const param: Param = (v) => `$${params.push(v)}`
  const [row] = await tx.query(
    `with ${notificationCtes(recipient(param), n, param)} select n.*, ${announceSql('e')} as announced from n, e`,
    params,
  )
  return row ? toNotification(row) : null
}

/**
 * Notifies a user in the caller's transaction (one statement): the unread notification, its e-mail copy
 * when the user opted in, and its event. A rolled-back transaction leaves none of them.
 */
export async function notify(tx: Queryable, n: NotifyInput): Promise<Notification> {
  const out = await insertNotification(
    tx,
    (param) => `select id, email, notification_emails from users where id = ${param(n.userId)}::uuid`,
    n,
  )
  if (!out) throw new Error(`notify: no user ${n.userId}`)
  return out
}

export type AgentNotice = NotificationContent & { agentId: string; actorUserId?: string | null }

/** The recipient of an agent's notification: its team member's enabled user in the asset, unless that is the actor. */
export const agentRecipient = (n: AgentNotice, param: Param) =>
  `select u.id, u.email, u.notification_emails from team_members m join users u on u.id = m.user_id and u.enabled
    where m.id = ${param(n.agentId)}::uuid and m.asset_id = ${param(n.assetId)}::uuid and m.deleted_at is null and u.id is distinct from ${param(n.actorUserId ?? null)}::uuid`

/**
 * Notifies the user of a team member (an agent) of the asset, if it has an enabled one other than
 * `actorUserId` (nobody is told of what they did themselves). Null when nobody was notified.
 */
export function notifyAgent(tx: Queryable, n: AgentNotice): Promise<Notification | null> {
  return insertNotification(tx, (param) => agentRecipient(n, param), n)
}

/**
 * notifyAgent for many at once, in one statement (the SLA scheduler moving hundreds of leads in a batch): each
 * agent's enabled user gets the notification, its e-mail copy when opted in and its event. Returns how many
 * were notified (agents without a user are skipped).
 */
export async function notifyAgents(
  tx: Queryable,
  items: Array<NotificationContent & { agentId: string }>,
): Promise<number> {
  if (!items.length) return 0
  const col = <K extends keyof (NotificationContent & { agentId: string })>(k: K) => items.map((i) => i[k] ?? null)
  return notifyMany(
    tx,
    `select i.asset_id, u.id as user_id, u.email, u.notification_emails, i.kind, i.title, i.body, i.args::jsonb as args, i.lead_id, null::uuid[] as lead_ids, i.link
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::text[]) as i(asset_id, agent_id, kind, title, body, lead_id, link, args)
       join team_members m on m.id = i.agent_id and m.asset_id = i.asset_id and m.deleted_at is null
       join users u on u.id = m.user_id and u.enabled`,
    [
      col('assetId'),
      col('agentId'),
      col('kind'),
      col('title'),
      col('body'),
      col('leadId'),
      items.map((i) => i.link ?? (i.leadId ? leadLink(i.leadId) : null)),
      items.map((i) => (i.args ? JSON.stringify(i.args) : null)),
    ],
  )
}

/**
 * Notifications to the users `recipients` selects (SQL over `params`, one row per notification with the columns
 * asset_id, user_id, email, notification_emails, kind, title, body, args, lead_id, lead_ids, link), in one statement: each with
 * its e-mail copy when the user opted in and its event. Returns how many were sent.
 */
export async function notifyMany(tx: Queryable, recipients: string, params: unknown[]): Promise<number> {
  const rows = await tx.query(
    `with r as (${recipients}),
     n as (
       insert into notifications (id, asset_id, user_id, kind, title, body, args, lead_id, lead_ids, link, email_status, email_to)
       select gen_random_uuid(), r.asset_id, r.user_id, r.kind, r.title, r.body, r.args, r.lead_id, r.lead_ids, r.link,
              case when r.notification_emails then 'pending' end, case when r.notification_emails then r.email end
         from r
       returning ${NOTIFICATION_COLUMNS}, asset_id, user_id
     ),
     ${EVENTS_OF_N}
     select ${announceSql('e')} as announced from e`,
    params,
  )
  return rows.length
}
