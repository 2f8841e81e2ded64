import { z } from 'zod'
import { text, TEXT_MAX } from '../input.ts'

/** Categories a customer's review of an agent carries (the demo's and the review rules' 'unresponsive'). */
export const REVIEW_CATEGORIES = ['agent', 'service', 'viewing', 'unresponsive'] as const

/** Stages at or past qualification: a lead there may get the customer's review of its agent (issue 19). */
export const QUALIFIED_STAGES: ReadonlySet<string> = new Set(['Qualified', 'Viewing', 'Viewing Arranged', 'Viewing Done', 'Offer', 'Reserved', 'Deal', 'Successful'])

/**
 * A customer's review of the lead's agent, recorded from the lead after a completed viewing (`viewing`:
 * its id) or once the lead is qualified. The 'Unresponsive' reading and the qualification time's fallback
 * are the review rules of src/domain/teams/reviews.ts.
 */
export const reviewInputSchema = z
  .object({
    rating: z.number('Rating must be a number from 0 to 5.').int('Rating must be a whole number from 0 to 5.').min(0, 'Rating must be from 0 to 5.').max(5, 'Rating must be from 0 to 5.'),
    category: z.enum(REVIEW_CATEGORIES, { error: 'Category must be one of Agent, Service, Viewing, Unresponsive.' }),
    feedback: text(TEXT_MAX.note, 'Feedback').trim().nullable().optional(),
    viewing: z.guid('Viewing must be a viewing id.').nullable().optional(),
  })
  .strict()
export type ReviewInput = z.infer<typeof reviewInputSchema>
