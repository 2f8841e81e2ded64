import { notifications } from './i18n/en/notifications.ts'
import { currentLanguage, i18n, type Language } from './i18n/index.ts'
import { formatList, formatNumber } from './format.ts'

/**
 * In-app notifications: their kinds with the texts people read, shared by the server that
 * sends them (src/server/notifications/notify.ts), the notification centre and the notification log.
 */
export const NOTIFICATION_KINDS = [
  'lead_assigned',
  'sla_warning',
  'lead_in_pool',
  'lead_escalated',
  'lead_claimed',
  'viewing_reminder',
  'webhook_disabled',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds' English labels (the catalogue's English); readers see noticeText's. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = notifications.kinds

/** What a lead notification names: the lead's readable number, and optionally its customer and who acted. */
export interface LeadNotificationContext {
  leadNumber: number | string
  customerName?: string | null
  /** Who claimed the lead (lead_claimed). */
  by?: string | null
  /**
   * The viewing reminded of (viewing_reminder): what is viewed, with whom and in how many minutes, read as
   * 'DMR-S-1420 with Ahmed Haddad starts in 60 minutes' in the reader's language (a string: stored English, older rows).
   */
  viewing?: ViewingWhen | string | null
}

/** A reminded viewing: its listing reference or project and unit, the customer, minutes until it starts (negative: since). */
export interface ViewingWhen {
  what: string | null
  customer: string | null
  minutes: number
}

/**
 * What a notification's text is made of, kept with it (notifications.args, migration 1695) so each reader reads
 * it in their own language: one lead's context, or the lead numbers of a batch that entered the pool.
 */
export type NoticeArgs =
  | LeadNotificationContext
  | { leadNumbers: Array<number | string> }
  /** A webhook the server disabled after it failed for the whole retry window (webhook_disabled). */
  | { webhookUrl: string }

type Lng = { lng?: Language }
// i18n.t itself: the domain's t always reads the current language, and the stored English is written in any
const say = (key: string, vars: object, o: Lng): string =>
  i18n.t(`notifications.${key}` as never, { ...vars, lng: o.lng ?? currentLanguage() }) as string

/** How many lead numbers a notice about several leads names before "and N more". */
const NUMBERS_NAMED = 3

/** The title and body of a notification from its kind and values, in `lng` (default: the current language). */
export function noticeText(kind: NotificationKind, args: NoticeArgs, lng?: Language): { title: string; body: string } {
  const o: Lng = lng ? { lng } : {}
  if ('webhookUrl' in args)
    return { title: say(`kinds.${kind}`, {}, o), body: say(`bodies.${kind}`, { url: args.webhookUrl }, o) }
  if ('leadNumbers' in args) {
    const numbers = args.leadNumbers
    if (numbers.length === 1) return noticeText('lead_in_pool', { leadNumber: numbers[0] }, lng)
    const named = formatList(numbers.slice(0, NUMBERS_NAMED).map(String), o.lng)
    const more = numbers.length - NUMBERS_NAMED
    const list =
      more > 0
        ? say('andMore', { named, more: formatNumber(more, 0, o.lng) }, o)
        : say(
            'and',
            { named: formatList(numbers.slice(0, -1).map(String), o.lng), last: numbers[numbers.length - 1] },
            o,
          )
    return {
      title: say('poolTitle', { count: numbers.length, n: formatNumber(numbers.length, 0, o.lng) }, o),
      body: say('poolBody', { numbers: list }, o),
    }
  }
  const lead = args.customerName
    ? say('leadOf', { n: args.leadNumber, customer: args.customerName }, o)
    : say('lead', { n: args.leadNumber }, o)
  const title = say('title', { kind: say(`kinds.${kind}`, {}, o), n: args.leadNumber }, o)
  const by = args.by ?? say('anAgent', {}, o)
  const viewing =
    args.viewing == null
      ? say('seeTheLead', {}, o)
      : typeof args.viewing === 'string'
        ? args.viewing
        : viewingText(args.viewing, o)
  return {
    title,
    body: say(`bodies.${kind}`, { lead, Lead: lead.charAt(0).toUpperCase() + lead.slice(1), by, viewing }, o),
  }
}

/** 'DMR-S-1420 with Ahmed Haddad starts in 60 minutes' (no clock time: the server does not know the reader's zone). */
function viewingText(v: ViewingWhen, o: Lng): string {
  const what = v.what ?? say('theViewing', {}, o)
  const subject = v.customer ? say('viewingWith', { what, customer: v.customer }, o) : what
  const count = Math.abs(v.minutes)
  return say(v.minutes >= 0 ? 'startsIn' : 'startedAgo', { subject, count, n: formatNumber(count, 0, o.lng) }, o)
}

/** The title and body of a lead notification of each kind, in English as stored, and its values (`args`) for readers. */
export function leadNotificationText(
  kind: NotificationKind,
  ctx: LeadNotificationContext,
): { title: string; body: string; args: NoticeArgs } {
  return { ...noticeText(kind, ctx, 'en'), args: ctx }
}

/**
 * "Lead entered the pool" for the leads one scheduler batch put in the pool that one person may claim: one notice
 * per person per batch (a person does not want 250 notices at once), naming the first few lead numbers.
 */
export function poolEnteredText(leadNumbers: Array<number | string>): {
  title: string
  body: string
  args: NoticeArgs
} {
  return { ...noticeText('lead_in_pool', { leadNumbers }, 'en'), args: { leadNumbers } }
}

/** "Webhook disabled", to the hook's owner: in English as stored, and its values for readers. */
export function webhookDisabledText(webhookUrl: string): { title: string; body: string; args: NoticeArgs } {
  return { ...noticeText('webhook_disabled', { webhookUrl }, 'en'), args: { webhookUrl } }
}

/** A notification as its reader reads it: from its values in the current language, else as stored (older ones). */
export const noticeShown = (n: Pick<Notification, 'kind' | 'title' | 'body' | 'args'>) =>
  n.args ? noticeText(n.kind, n.args) : { title: n.title, body: n.body }

/** The console's page of a lead, where a lead notification links. */
export const leadLink = (leadId: string) => `/reports/leads/${leadId}`

/** A notification as the API answers it. */
export interface Notification {
  _id: string
  kind: NotificationKind
  title: string
  body: string
  leadId: string | null
  link: string | null
  read: boolean
  readAt: string | null
  createdAt: string
  /** The values its text is made of (null: an older notification, read as stored). */
  args?: NoticeArgs | null
}
