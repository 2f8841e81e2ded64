import { formatDateTime } from '../format.ts'
import { t, textOr } from '../i18n/index.ts'

/** A customer's review of an agent (spec 2 §3), as the API answers it. */
export interface AgentReview {
  _id: string
  createdAt: string
  rating: number
  category: string | null
  feedback: string | null
  subject: string | null
  subjectId: string | null
  subjectType: string
  status: string
  qualificationTime: number | null
  agent?: { _id: string; name: string } | null
  customer?: { _id: string; fullName?: string } | null
}

/** What an admin may set a review to (PATCH ratings/{id}): shown on the agent's profile, or kept off it. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const

export const UNRESPONSIVE = 'Unresponsive'
export const UNRESPONSIVE_CATEGORY = 'unresponsive'

/** The feedback shown: an empty one reads 'Unresponsive' when the rating is 0 or the category is unresponsive. */
export function reviewFeedbackText(r: Pick<AgentReview, 'rating' | 'category' | 'feedback'>): string {
  const feedback = r.feedback?.trim() ?? ''
  if (feedback) return feedback
  return Number(r.rating) === 0 || r.category?.toLowerCase() === UNRESPONSIVE_CATEGORY ? UNRESPONSIVE : ''
}

/**
 * A review's subject in the reader's language: the product stores 'Lead #N' or 'Viewing of Lead #N' (server
 * and demo seed), in English; any other subject (an import's) reads as stored.
 */
export function reviewSubjectText(subject: string | null): string | null {
  const m = subject?.match(/^(Viewing of )?Lead #(\d+)$/)
  return m ? t(m[1] ? 'teams.reviews.viewingOfLeadN' : 'teams.reviews.leadN', { n: m[2] }) : subject
}

/** A review's date as spec 2 writes it: 'MMM D, YYYY, h:mm A'. */
export const reviewDateText = (r: Pick<AgentReview, 'createdAt'>) => formatDateTime(r.createdAt)

/** The review's own qualification time, else its subject lead's timeToQualify. */
export function qualificationTime(
  own: number | string | null | undefined,
  leadTimeToQualify: number | string | null | undefined,
): number | null {
  const v = own ?? leadTimeToQualify
  return v === null || v === undefined || v === '' ? null : Number(v)
}

/** A review's status or category as people read it: 'published' → 'Published', 'unresponsive' → 'Unresponsive'. */
export const reviewLabel = (v: string | null | undefined) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : '')

/** A review's category in the current language (the categories the review dialog offers), else in words; '' for none. */
export const reviewCategoryText = (c: string | null | undefined) =>
  c ? textOr(`activities.small.categories.${c.toLowerCase()}`, reviewLabel(c)) : ''
