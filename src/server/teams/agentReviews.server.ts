import { leadScopeSql, leadVisibility } from '../leads/scope.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { agentReviews } from './reviewsDef.ts'

/** Agents' reviews on the server: read as the agent's leads are (own, team or asset). */
export const agentReviewsServer = defineServerExtension(agentReviews, {
  rowAccess: (a, add) => leadScopeSql(leadVisibility(a), 'agent_id', add),
  // the subject lead's, which an empty qualificationTime falls back to (domain/teams/reviews.ts)
  computed: { subjectTimeToQualify: '(select l.time_to_qualify from leads l where l.id = subject_id)' },
})
