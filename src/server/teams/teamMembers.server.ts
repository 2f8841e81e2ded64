import { teamMembers } from '../../domain/resources/teamMembers.ts'
import { defineServerExtension } from '../resources/extension.ts'
import { memberRules } from './memberRules.ts'

/** Team members on the server: the write rules that need the database, and the response time as shown. */
export const teamMembersServer = defineServerExtension(teamMembers, {
  beforeWrite: memberRules,
  computed: { averageResponseTime: 'round(average_response_time, 2)' },
})
