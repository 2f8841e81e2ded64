import type { FastifyInstance } from 'fastify'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../app.ts'
import { auth } from '../http/access.ts'
import { leadScopeParams, leadVisibility } from '../leads/scope.ts'

/**
 * GET teams/members/statistics/better-agent/offices: the asset's offices with their agents and lead
 * figures (the lead form lists offices from it; the Offices report reads the same numbers).
 */
export async function officeStatisticsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/teams/members/statistics/better-agent/offices',
    { config: { access: { permissions: [P.BETTER_AGENT_REPORT_VIEW, P.OFFICEWAR_REPORT_VIEW, P.LEAD_ADD, P.LEAD_UPDATE] } } },
    async (req) => {
      // Lead figures count the leads the caller may see (lead scope), like every lead count.
      const params: unknown[] = [auth(req).assetId]
      const visible = leadScopeParams(leadVisibility(auth(req)), 'l.agent_id', params)
      const rows = await db.query(
        `select m.office_name as "officeName", count(distinct m.id)::int as agents, count(l.id)::int as leads,
                count(l.id) filter (where l.is_accepted)::int as accepted,
                count(l.id) filter (where l.stage = 'Deal')::int as deals
           from team_members m left join leads l on l.agent_id = m.id and l.asset_id = m.asset_id and l.deleted_at is null and ${visible}
          where m.asset_id = $1 and m.deleted_at is null and m.office_name is not null
          group by m.office_name order by m.office_name`,
        params,
      )
      return { data: rows }
    },
  )
}
