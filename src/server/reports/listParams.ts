import { z } from 'zod'
import { pageNumber } from '../../domain/paginate.ts'

/**
 * The list below a report's figures (reviews, activities), beside the leads report's `filter`: the
 * figure clicked (its rating, kind, outcome, agent or day) and the page, 20 rows each.
 */
export const LIST_PAGE_SIZE = 20

export const listParamsSchema = z
  .object({
    page: pageNumber.min(1).default(1),
    rating: z.coerce.number().int().min(0).max(5).optional(),
    category: z.string().max(200).optional(),
    kind: z.string().max(40).optional(),
    outcome: z.string().max(40).optional(),
    agent: z.uuid().optional(),
    day: z.iso.date().optional(),
  })
  .partial({ page: true })
export type ListParams = z.output<typeof listParamsSchema>
