import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app.ts'
import { auth } from '../http/access.ts'
import { P } from '../../domain/permissions.ts'
import { slaStageSql } from '../../domain/leads/sla.ts'
import { safeTimeZone } from '../../domain/leads/datePresets.ts'
import { reportQuerySchema, type ReportQueryInput } from '../../domain/leads/reportFilter.ts'
import { testAgentIds } from '../leads/report/query.ts'
import { reportWhere } from '../leads/report/where.ts'
import { dashboardLink, type DashboardStats } from '../../domain/dashboard.ts'

/**
 * GET /api/dashboard/stats: the caller's own figures (issue 3 §10), each with the leads report query
 * that lists the same leads. Scope: an agent's figures are the leads of their team member in the
 * active asset (profile.agentId); users who watch a team (super access or MANAGERS_REPORT_VIEW) see
 * the whole asset. A user without a team member record and without that key sees zeros (scope 'own').
 * Counts follow the report's defaults: top-level leads only, test agents excluded.
 */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/dashboard/stats', async (req): Promise<{ data: DashboardStats }> => {
    const a = auth(req)
    const scope = a.isSuper || a.can([P.MANAGERS_REPORT_VIEW]) ? 'asset' : 'own'
    const agentId = scope === 'own' ? a.profile.agentId : null
    let counts = { open: 0, leaving: 0, pool: 0, today: 0 }
    if (scope === 'asset' || agentId) {
      // The report's own WHERE (top-level, live, test agents excluded, …): a figure counts what its link lists.
      const ctx = { assetId: a.assetId, timeZone: safeTimeZone(req.headers['x-timezone']), testAgentIds: await testAgentIds(db, a.assetId) }
      const where = (q: ReportQueryInput) => reportWhere(reportQuerySchema.parse({ ...q, agents: agentId ?? undefined }), ctx)
      const openLeads = where({ status: 'Open' })
      const [open] = await db.query<{ open: number; leaving: number; pool: number }>(
        `select count(*)::int as open,
                count(*) filter (where ${slaStageSql('Initial')} and not l.is_accepted
                                 and l.initial_sla_end_date < now() + interval '1 hour')::int as leaving,
                count(*) filter (where ${slaStageSql('Lead Pool')})::int as pool
           from leads l where ${openLeads}`,
        openLeads.params,
      )
      const newToday = where({ datePreset: 'Today' })
      const [created] = await db.query<{ today: number }>(`select count(*)::int as today from leads l where ${newToday}`, newToday.params)
      counts = { ...open, today: created.today }
    }
    const link = (q: Record<string, string>) => dashboardLink(q, agentId)
    return {
      data: {
        scope,
        agentId,
        figures: [
          { key: 'open', label: 'Open leads', value: counts.open, href: link({ status: 'Open' }) },
          { key: 'leavingInitialSla', label: 'Leaving initial SLA within 1h', value: counts.leaving, href: link({ status: 'Open', slaStage: 'Initial' }) },
          { key: 'leadPool', label: 'Leads in the pool', value: counts.pool, href: link({ status: 'Open', slaStage: 'Lead Pool' }) },
          { key: 'newToday', label: 'New leads today', value: counts.today, href: link({ datePreset: 'Today' }) },
        ],
      },
    }
  })
}
