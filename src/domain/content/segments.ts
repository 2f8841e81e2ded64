import { z } from 'zod'
import { CUSTOMER_TYPES } from '../customers/model.ts'
import { text } from '../input.ts'

/**
 * A customer segment: the customers list's search text, type and status filter, saved on a campaign. Its
 * query is the one the customers list (the registry's) sends for those filters ($text, type, enabled), so a
 * segment picks exactly the customers the list shows with them.
 */
export const segmentSchema = z
  .object({
    text: text(200, 'Search').optional(),
    type: z.enum(['', ...CUSTOMER_TYPES]).optional(),
    status: z.enum(['', 'enabled', 'disabled']).optional(),
  })
  .strict()
export type CustomerSegment = z.infer<typeof segmentSchema>

/** The `query` of the customers' `filter` JSON for a segment. */
export function segmentQuery(s: CustomerSegment): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  if (s.type) query.type = s.type
  if (s.status) query.enabled = s.status === 'enabled'
  const t = s.text?.trim()
  if (t) query.$text = { $search: t }
  return query
}
