/**
 * In-app notifications (issue 16): their kinds with the texts people read, shared by the server that
 * sends them (src/server/notifications/notify.ts), the notification centre and the notification log.
 */
export const NOTIFICATION_KINDS = ['lead_assigned', 'sla_warning', 'lead_in_pool', 'lead_escalated', 'lead_claimed', 'viewing_reminder'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  lead_assigned: 'New lead assigned',
  sla_warning: '5 minutes left on the initial SLA',
  lead_in_pool: 'Lead entered the pool',
  lead_escalated: 'Lead escalated to you',
  lead_claimed: 'Lead claimed',
  // issue 19: the viewing setting's reminder, sent by src/server/activities/reminders.ts
  viewing_reminder: 'Viewing reminder',
}

/** What a lead notification names: the lead's readable number, and optionally its customer and who acted. */
export interface LeadNotificationContext {
  leadNumber: number | string
  customerName?: string | null
  /** Who claimed the lead (lead_claimed). */
  by?: string | null
  /** The viewing reminded of (viewing_reminder): what is viewed and when, e.g. 'DMR-S-1420 starts in 60 minutes'. */
  viewing?: string | null
}

/** The title and body of a lead notification of each kind. */
export function leadNotificationText(kind: NotificationKind, ctx: LeadNotificationContext): { title: string; body: string } {
  const lead = `lead ${ctx.leadNumber}${ctx.customerName ? ` (${ctx.customerName})` : ''}`
  const title = `${NOTIFICATION_KIND_LABELS[kind]}: Lead ${ctx.leadNumber}`
  switch (kind) {
    case 'lead_assigned':
      return { title, body: `You were assigned ${lead}. Accept it before its initial SLA ends.` }
    case 'sla_warning':
      return { title, body: `Accept ${lead} within 5 minutes, or it goes to the lead pool.` }
    case 'lead_in_pool':
      return { title, body: `${capitalise(lead)} is in the lead pool: the first agent to claim it gets it.` }
    case 'lead_escalated':
      return { title, body: `Nobody claimed ${lead} from the pool: assign it to an agent.` }
    case 'lead_claimed':
      return { title, body: `${ctx.by ?? 'An agent'} claimed ${lead} from the pool.` }
    case 'viewing_reminder':
      return { title, body: `Viewing for ${lead}: ${ctx.viewing ?? 'see the lead'}.` }
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** How many lead numbers a notice about several leads names before "and N more". */
const NUMBERS_NAMED = 3

/**
 * "Lead entered the pool" for the leads one scheduler batch put in the pool that one person may claim: one notice
 * per person per batch (a person does not want 250 notices at once), naming the first few lead numbers.
 */
export function poolEnteredText(leadNumbers: Array<number | string>): { title: string; body: string } {
  if (leadNumbers.length === 1) return leadNotificationText('lead_in_pool', { leadNumber: leadNumbers[0] })
  const named = leadNumbers.slice(0, NUMBERS_NAMED).join(', ')
  const more = leadNumbers.length - NUMBERS_NAMED
  return {
    title: `${leadNumbers.length} leads entered the pool`,
    body: `Leads ${more > 0 ? `${named} and ${more} more` : named.replace(/, (?=[^,]*$)/, ' and ')} are in the lead pool: the first agent to claim one gets it.`,
  }
}

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
}

/** The profile setting's label. */
export const EMAIL_COPIES_LABEL = 'E-mail me copies of notifications'
