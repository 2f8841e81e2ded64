import { z } from 'zod'
import { say } from '../i18n/schemaTexts.ts'
import { text, TEXT_MAX } from '../input.ts'

/** Categories a customer's review of an agent carries (the demo's and the review rules' 'unresponsive'). */
export const REVIEW_CATEGORIES = ['agent', 'service', 'viewing', 'unresponsive'] as const

/** Stages at or past qualification: a lead there may get the customer's review of its agent. */
export const QUALIFIED_STAGES: ReadonlySet<string> = new Set([
  'Qualified',
  'Viewing',
  'Viewing Arranged',
  'Viewing Done',
  'Offer',
  'Reserved',
  'Deal',
  'Successful',
])

/**
 * A customer's review of the lead's agent, recorded from the lead after a completed viewing (`viewing`:
 * its id) or once the lead is qualified. The 'Unresponsive' reading and the qualification time's fallback
 * are the review rules of src/domain/teams/reviews.ts.
 */
export const reviewInputSchema = z
  .object({
    rating: z
      .number(say('review.ratingNumber'))
      .int(say('review.ratingWhole'))
      .min(0, say('review.ratingRange'))
      .max(5, say('review.ratingRange')),
    category: z.enum(REVIEW_CATEGORIES, say('review.category')),
    feedback: text(TEXT_MAX.note, 'Feedback').trim().nullable().optional(),
    viewing: z.guid(say('review.viewingId')).nullable().optional(),
  })
  .strict()
export type ReviewInput = z.infer<typeof reviewInputSchema>
