import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { safeTimeZone } from '../../domain/leads/datePresets.ts'
import { reportQuerySchema } from '../../domain/leads/reportFilter.ts'
import { countLeads, testAgentIds } from '../leads/report/counts.ts'
import { leadVisibility } from '../leads/scope.ts'
import { dashboardLink, type DashboardFigure, type DashboardStats } from '../../domain/dashboard.ts'
import { FOLLOW_UPS_ROUTE } from '../../domain/activities/followUps.ts'
import { myAgendaCounts } from '../activities/followUps.ts'
import { systemClock } from '../clock.ts'

/** Each figure is the total of the leads report view it links to (query in the report's URL form). */
const FIGURES: Array<{ key: DashboardFigure['key']; label: string; query: Record<string, string> }> = [
  { key: 'open', label: 'Open leads', query: { status: 'Open' } },
  {
    key: 'leavingInitialSla',
    label: 'Leaving initial SLA within 1h',
    query: { status: 'Open', slaStage: 'Initial', slaEndsWithin: '60' },
  },
  { key: 'leadPool', label: 'Leads in the pool', query: { status: 'Open', slaStage: 'Lead Pool' } },
  { key: 'newToday', label: 'New leads today', query: { datePreset: 'Today' } },
]

/**
 * GET /api/dashboard/stats: the figures of the leads the caller may see (their lead scope: own, team or
 * the whole asset, leads/scope.ts), each with the leads report query that lists the same leads under
 * the same scope. Counts follow the report's defaults: top-level leads only, test agents excluded.
 * Beside them, the caller's own agenda: overdue follow-ups and viewings today.
 */
export async function dashboardRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const clock = config.clock ?? systemClock
  app.get('/api/dashboard/stats', { config: { access: {} } }, async (req): Promise<{ data: DashboardStats }> => {
    const a = auth(req)
    const visibility = leadVisibility(a)
    // The report's own total (WHERE, counters) over the very query of the link: a figure counts what its link lists.
    const ctx = {
      assetId: a.assetId,
      timeZone: safeTimeZone(req.headers['x-timezone']),
      testAgentIds: await testAgentIds(db, a.assetId),
      visibility,
    }
    const [values, agenda] = await Promise.all([
      Promise.all(FIGURES.map((f) => countLeads(db, reportQuerySchema.parse(f.query), ctx))),
      myAgendaCounts(db, a, ctx.timeZone, clock.now()),
    ])
    return {
      data: {
        scope: visibility.scope,
        figures: FIGURES.map((f, i) => ({
          key: f.key,
          label: f.label,
          value: values[i],
          href: dashboardLink(f.query),
        })),
        agenda: {
          overdueFollowUps: { value: agenda.overdueFollowUps, href: FOLLOW_UPS_ROUTE },
          viewingsToday: { value: agenda.viewingsToday, href: FOLLOW_UPS_ROUTE },
        },
      },
    }
  })
}
