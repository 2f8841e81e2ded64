import type { FastifyInstance } from 'fastify'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { reportContext } from '../leads/report/routes.ts'
import { officesReport } from '../reports/offices.ts'

/**
 * GET teams/members/statistics/better-agent/offices: every office of the asset with its number of agents
 * (the lead form lists offices from it), and the Offices report's figures and rank for the leads report's
 * `filter` (the Brokers report groups by it). The figures count the leads the caller may see
 * (domain/reports/scope.ts); an office none of whose agents they may see has none. `leads`, `accepted`
 * (within the initial SLA) and `deals` (reached Deal) are the figures' older names.
 */
export async function officeStatisticsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/teams/members/statistics/better-agent/offices',
    {
      config: {
        access: { permissions: [P.BETTER_AGENT_REPORT_VIEW, P.OFFICEWAR_REPORT_VIEW, P.LEAD_ADD, P.LEAD_UPDATE] },
      },
    },
    async (req) => {
      const { q, ctx } = await reportContext(req, db)
      const [offices, report] = await Promise.all([
        db.query<{ officeName: string; agents: number }>(
          `select office_name as "officeName", count(*)::int as agents from team_members
            where asset_id = $1 and deleted_at is null and office_name is not null and office_name <> '' group by 1 order by 1`,
          [ctx.assetId],
        ),
        officesReport(db, q, ctx),
      ])
      const figures = new Map<string, Record<string, unknown>>(
        report.rows.map(({ agents: _visible, ...r }) => [r.name, r]),
      )
      return {
        data: offices.map((o) => {
          const f = figures.get(o.officeName)
          return {
            ...f,
            officeName: o.officeName,
            agents: o.agents,
            leads: f?.received ?? 0,
            accepted: f?.acceptedInInitial ?? 0,
            deals: f?.reachedDeal ?? 0,
          }
        }),
      }
    },
  )
}
