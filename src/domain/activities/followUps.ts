import type { Attendee } from './activityForm.ts'

/** The signed-in agent's follow-ups page, reached from the dashboard and the palette. */
export const FOLLOW_UPS_ROUTE = '/leads/follow-ups'

/** A lead of the follow-ups list. */
export interface FollowUpLead {
  _id: string
  leadID: number
  stage: string
  status: string
  followUpAt: string
  latestActivity: { type?: string; note?: string | null; at?: string } | null
  customer: { _id: string; fullName: string } | null
}

/** A viewing of today on the agent's agenda. */
export interface AgendaViewing {
  _id: string
  occurredAt: string
  durationSeconds: number | null
  unit: string | null
  attendees: Attendee[] | null
  lead: { _id: string; leadID: number }
  customer: { _id: string; fullName: string } | null
  listing: { _id: string; reference: string; title: string } | null
  project: { _id: string; name: string } | null
}

/** GET /api/properties/leads/follow-ups: overdue and due today (open leads, soonest first), and today's viewings. */
export interface FollowUps {
  overdue: FollowUpLead[]
  today: FollowUpLead[]
  viewings: AgendaViewing[]
}
