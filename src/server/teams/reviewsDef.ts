import { P } from '../../domain/permissions.ts'
import { REVIEW_STATUSES } from '../../domain/teams/reviews.ts'
import { baseFields, baseRelations } from '../resources/fields.ts'
import type { Declaration } from '../resources/types.ts'

/**
 * Customers' reviews of agents (spec 2 §3), read and moderated through the team-member calls
 * GET|PATCH /api/teams/members/ratings (reviewRoutes.ts): the generic filter, sort and populate apply,
 * the lead scope limits the rows by agent (agentReviews.server.ts), so an agent reads their own reviews.
 */
export const agentReviews: Declaration = {
  name: 'agentReviews',
  label: 'Review',
  table: 'agent_reviews',
  fields: {
    ...baseFields,
    agent: { column: 'agent_id', type: 'id', readOnly: true },
    customer: { column: 'customer_id', type: 'id', readOnly: true },
    subjectId: { column: 'subject_id', type: 'id', readOnly: true },
    subjectType: { column: 'subject_type', type: 'string', readOnly: true },
    subject: { column: 'subject', type: 'string', readOnly: true },
    category: { column: 'category', type: 'string', readOnly: true },
    rating: { column: 'rating', type: 'integer', readOnly: true },
    feedback: { column: 'feedback', type: 'string', readOnly: true },
    status: { column: 'status', type: 'string', enum: REVIEW_STATUSES },
    qualificationTime: { column: 'qualification_time', type: 'number', min: 0 },
    // the subject lead's, which an empty qualificationTime falls back to (domain/teams/reviews.ts)
    subjectTimeToQualify: { computed: true, type: 'number', readOnly: true, sortable: false },
  },
  relations: {
    ...baseRelations,
    agent: { kind: 'belongsTo', target: 'teamMembers' },
    customer: { kind: 'belongsTo', target: 'customers' },
  },
  defaultSort: { createdAt: -1 },
  searchFields: ['feedback', 'subject', 'category'],
  access: {
    view: [P.MEMBERS_VIEW, P.LEAD_REVIEWS_REPORT_VIEW],
    update: [P.MEMBER_UPDATE],
  },
}
