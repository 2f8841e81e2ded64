import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { normalizeLimit, normalizePage, pageNumber, paginatorMeta } from '../../domain/paginate.ts'
import { P } from '../../domain/permissions.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { notFound, parseOr400 } from '../http/errors.ts'
import { leadScopeParams, leadVisibility } from '../leads/scope.ts'
import { t } from '../../domain/i18n/index.ts'

const pageQuery = z.object({ page: pageNumber.optional(), limit: z.coerce.number().optional() })

/** The customer page's leads: the customer's leads in the active asset that the caller may see, newest first. */
export async function customerLeadsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/customers/:id/leads',
    { config: { access: { permissions: [P.CUSTOMERS_VIEW, P.LEADS_REPORT_VIEW], strict: true } } },
    async (req) => {
      const a = auth(req)
      const { id } = req.params as { id: string }
      if (!z.uuid().safeParse(id).success) throw notFound(t('customers.form.notFound'))
      const q = parseOr400(pageQuery, req.query ?? {})
      const page = normalizePage(q.page)
      const limit = Math.min(normalizeLimit(q.limit), 100)
      const [c] = await db.query('select 1 from customers where id = $1 and asset_id = $2 and deleted_at is null', [
        id,
        a.assetId,
      ])
      if (!c) throw notFound(t('customers.form.notFound'))
      const size = limit === -1 ? 100 : limit
      const params: unknown[] = [a.assetId, id]
      const visible = leadScopeParams(leadVisibility(a), 'l.agent_id', params)
      const [rows, [{ n }]] = await Promise.all([
        db.query(
          `select l.id, l.lead_id, l.type, l.status, l.stage, l.contact_type, l.source, l.data_source_created_at, l.parent_id,
                  m.name as agent_name, p.name as project_name, li.reference as listing_reference
             from leads l
             left join team_members m on m.id = l.agent_id
             left join projects p on p.id = l.project_id
             left join listings li on li.id = l.listing_id
            where l.asset_id = $1 and l.customer_id = $2 and l.deleted_at is null and ${visible}
            order by l.data_source_created_at desc, l.lead_id desc
            limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, size, (page - 1) * size],
        ),
        db.query<{ n: number }>(
          `select count(*)::int as n from leads l where l.asset_id = $1 and l.customer_id = $2 and l.deleted_at is null and ${visible}`,
          params,
        ),
      ])
      return {
        data: rows.map((r) => ({
          _id: r.id,
          leadID: r.lead_id,
          type: r.type,
          status: r.status,
          stage: r.stage,
          contactType: r.contact_type,
          source: r.source,
          parentId: r.parent_id,
          dataSourceCreatedAt:
            r.data_source_created_at instanceof Date
              ? r.data_source_created_at.toISOString()
              : r.data_source_created_at,
          agent: r.agent_name ? { name: r.agent_name } : null,
          project: r.project_name ? { name: r.project_name } : null,
          listing: r.listing_reference ? { reference: r.listing_reference } : null,
        })),
        meta: paginatorMeta(n, page, size),
      }
    },
  )
}
