import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app.ts'
import { auth } from '../http/access.ts'
import { P } from '../../domain/permissions.ts'
import { safeTimeZone } from '../../domain/leads/datePresets.ts'
import { reportQuerySchema } from '../../domain/leads/reportFilter.ts'
import { countLeads, testAgentIds } from '../leads/report/query.ts'
import { dashboardLink, dashboardQuery, type DashboardFigure, type DashboardStats } from '../../domain/dashboard.ts'

/** Each figure is the total of the leads report view it links to (query in the report's URL form). */
const FIGURES: Array<{ key: DashboardFigure['key']; label: string; query: Record<string, string> }> = [
  { key: 'open', label: 'Open leads', query: { status: 'Open' } },
  { key: 'leavingInitialSla', label: 'Leaving initial SLA within 1h', query: { status: 'Open', slaStage: 'Initial', slaEndsWithin: '60' } },
  { key: 'leadPool', label: 'Leads in the pool', query: { status: 'Open', slaStage: 'Lead Pool' } },
  { key: 'newToday', label: 'New leads today', query: { datePreset: 'Today' } },
]

/**
 * GET /api/dashboard/stats: the caller's own figures (issue 3 §10), each with the leads report query
 * that lists the same leads. Scope: an agent's figures are the leads of their team member in the
 * active asset (profile.agentId); users who watch a team (super access or MANAGERS_REPORT_VIEW) see
 * the whole asset. A user without a team member record and without that key sees zeros (scope 'own').
 * Counts follow the report's defaults: top-level leads only, test agents excluded.
 */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/dashboard/stats', { config: { access: {} } }, async (req): Promise<{ data: DashboardStats }> => {
    const a = auth(req)
    const scope = a.isSuper || a.can([P.MANAGERS_REPORT_VIEW]) ? 'asset' : 'own'
    const agentId = scope === 'own' ? a.profile.agentId : null
    let values = FIGURES.map(() => 0)
    if (scope === 'asset' || agentId) {
      // The report's own total (WHERE, counters) over the very query of the link: a figure counts what its link lists.
      const ctx = { assetId: a.assetId, timeZone: safeTimeZone(req.headers['x-timezone']), testAgentIds: await testAgentIds(db, a.assetId) }
      values = await Promise.all(FIGURES.map((f) => countLeads(db, reportQuerySchema.parse(dashboardQuery(f.query, agentId)), ctx)))
    }
    return {
      data: {
        scope,
        agentId,
        figures: FIGURES.map((f, i) => ({ key: f.key, label: f.label, value: values[i], href: dashboardLink(f.query, agentId) })),
      },
    }
  })
}
