import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app.ts'
import { auth } from '../http/access.ts'
import { P } from '../../domain/permissions.ts'
import { slaStageSql } from '../../domain/leads/sla.ts'
import { presetRange, safeTimeZone } from '../../domain/leads/datePresets.ts'
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
    const today = presetRange('Today', safeTimeZone(req.headers['x-timezone']))
    let counts = { open: 0, leaving: 0, pool: 0, today: 0 }
    if (scope === 'asset' || agentId) {
      const notTest = '(l.agent_id is null or not exists (select 1 from team_members m where m.id = l.agent_id and m.is_test))'
      const [open] = await db.query<{ open: number; leaving: number; pool: number }>(
        `select count(*)::int as open,
                count(*) filter (where ${slaStageSql('Initial')} and not l.is_accepted
                                 and l.initial_sla_end_date < now() + interval '1 hour')::int as leaving,
                count(*) filter (where ${slaStageSql('Lead Pool')})::int as pool
           from leads l
          where l.asset_id = $1 and l.status = 'Open' and l.parent_id is null and l.deleted_at is null
            and ($2::uuid is null or l.agent_id = $2::uuid) and ${notTest}`,
        [a.assetId, agentId],
      )
      const [created] = await db.query<{ today: number }>(
        `select count(*)::int as today from leads l
          where l.asset_id = $1 and l.parent_id is null and l.deleted_at is null
            and l.data_source_created_at between $3::timestamptz and $4::timestamptz
            and ($2::uuid is null or l.agent_id = $2::uuid) and ${notTest}`,
        [a.assetId, agentId, today.from, today.to],
      )
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
