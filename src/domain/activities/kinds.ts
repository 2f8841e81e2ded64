import { textOr } from '../i18n/index.ts'

/**
 * What an agent logs on a lead, the one list of kinds and outcomes with their labels: the
 * table's check (migration 1500), the API's schema, the timeline, the reports and the demo seed read it.
 */
export const ACTIVITY_KINDS = ['call', 'whatsapp', 'email', 'note', 'viewing'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** A kind as people read it in the current language. */
export const activityKindLabel = (kind: ActivityKind): string => textOr(`activities.kinds.${kind}`, kind)

export const CALL_OUTCOMES = ['answered', 'no_answer', 'busy', 'wrong_number'] as const

export const VIEWING_OUTCOMES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const

/** The outcomes a kind may carry (none for WhatsApp, e-mail and notes). */
export const OUTCOMES_BY_KIND: Readonly<Record<ActivityKind, readonly string[]>> = {
  call: CALL_OUTCOMES,
  whatsapp: [],
  email: [],
  note: [],
  viewing: VIEWING_OUTCOMES,
}

/** An outcome as people read it in the current language, whatever its kind: 'no_answer' → 'No answer'. */
export function outcomeLabel(outcome: string | null | undefined): string {
  return outcome ? textOr(`activities.outcomes.${outcome}`, outcome) : ''
}

/** A call that reached the customer: it marks the lead contacted (WhatsApp, e-mail and viewings always do). */
export function contactsCustomer(kind: ActivityKind, outcome: string | null | undefined): boolean {
  if (kind === 'note') return false
  if (kind === 'call') return outcome === 'answered'
  if (kind === 'viewing') return outcome !== 'cancelled' && outcome !== 'no_show'
  return true
}
