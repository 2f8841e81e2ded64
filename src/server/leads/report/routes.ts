import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { formatInZone, safeTimeZone } from '../../../domain/leads/datePresets.ts'
import { columnHeader, DEFAULT_REPORT_SORT, REPORT_COLUMNS } from '../../../domain/leads/reportCells.ts'
import { reportQuerySchema, type ReportQuery } from '../../../domain/leads/reportFilter.ts'
import { cappedLimit, normalizePage, REPORT_MAX_PAGE_SIZE } from '../../../domain/paginate.ts'
import { P } from '../../../domain/permissions.ts'
import type { AppDeps } from '../../appDeps.ts'
import { auth } from '../../http/access.ts'
import { sendCsv } from '../../http/csv.ts'
import { badRequest, notFound, parseOr400 } from '../../http/errors.ts'
import { leads } from '../../resources/defs/leads.ts'
import { isUuid, readFilterParam, type RawFilter } from '../../resources/filter.ts'
import { seesField } from '../../resources/fieldRule.ts'
import { leadScopeParams, leadVisibility } from '../scope.ts'
import { bulkUpdate, bulkUpdateSchema } from './bulk.ts'
import { leadDetails } from './details.ts'
import { writeLeadsCsv } from './export.ts'
import { reportPage, REPORT_SORTABLE, type ReportSort } from './query.ts'
import { testAgentIds } from './counts.ts'
import type { WhereContext } from './where.ts'
import { t } from '../../../domain/i18n/index.ts'

const view = { config: { access: { permissions: [...(leads.access?.view ?? [P.LEADS_REPORT_VIEW])] } } }

/** The report's sort: sortable fields only; none (or a cleared sort) is the default, newest first. */
function reportSort(raw: RawFilter['sort']): ReportSort {
  const entries: ReportSort =
    raw === undefined
      ? []
      : typeof raw === 'string'
        ? raw
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((s) => [s.replace(/^[-+]/, ''), s.startsWith('-') ? -1 : 1])
        : Object.entries(raw).map(([k, d]) => [k, d === -1 || (typeof d === 'string' && /^(-1|desc)/.test(d)) ? -1 : 1])
  for (const [f] of entries) {
    if (!REPORT_SORTABLE.includes(f))
      throw badRequest(`Cannot sort by '${f}'`, [{ path: `filter.sort.${f}`, message: `Field '${f}' is not sortable` }])
  }
  return entries.length ? entries : (Object.entries(DEFAULT_REPORT_SORT) as ReportSort)
}

/** The request's report filter and context (the CRM reports read theirs the same way). */
export async function reportContext(req: FastifyRequest, db: AppDeps['db']) {
  const a = auth(req)
  const f = readFilterParam((req.query as { filter?: unknown }).filter)
  const extra = req.query as { search?: unknown; q?: unknown }
  const rawQuery = { ...(f.query ?? {}) } as Record<string, unknown>
  // /search also takes the text as ?search= (or ?q=), like the generic resources.
  const text = typeof extra.search === 'string' ? extra.search : typeof extra.q === 'string' ? extra.q : undefined
  if (text !== undefined && rawQuery.search === undefined) rawQuery.search = text
  const q: ReportQuery = parseOr400(reportQuerySchema, rawQuery, 'filter.query')
  const timeZone = safeTimeZone(req.headers['x-timezone'])
  // the customer's phone, shown and searched by the field rule
  const sensitive = seesField(a, 'customers', 'phoneNumber')
  const ctx: WhereContext = {
    assetId: a.assetId,
    timeZone,
    testAgentIds: q.excludeTestAgents ? await testAgentIds(db, a.assetId) : [],
    visibility: leadVisibility(a),
    sensitive,
  }
  return { a, f, q, ctx, sort: reportSort(f.sort), sensitive }
}

/**
 * The leads report (spec 2 §2-§9): list and search with the report's filters and populate,
 * CSV export streamed in ranges, bulk actions, and the lead detail page's data. These take over the
 * generic leads list/search/export (custom in defs/leads.ts).
 */
export async function leadsReportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const list = async (req: FastifyRequest) => {
    const { f, q, ctx, sort, sensitive } = await reportContext(req, db)
    return reportPage(db, q, ctx, {
      page: normalizePage(f.page as number | undefined),
      limit: cappedLimit(f.limit as number | undefined, REPORT_MAX_PAGE_SIZE),
      sort,
      sensitive,
    })
  }
  app.get('/api/properties/leads', view, list)
  app.get('/api/properties/leads/search', view, list)

  app.get(
    '/api/properties/leads/export',
    { config: { access: { permissions: [P.LEADS_REPORT_EXPORT] } } },
    async (req, reply) => {
      const { q, ctx, sort } = await reportContext(req, db)
      const day = formatInZone(new Date(), ctx.timeZone, 'YYYY-MM-DD')
      const download = {
        filename: `leads-${day}.csv`,
        columns: REPORT_COLUMNS.map((c) => columnHeader(c.id)),
        lines: true as const,
      }
      return sendCsv(req, reply, db, download, (write, signal) => writeLeadsCsv(db, { q, ctx, sort }, write, signal))
    },
  )

  app.patch(
    '/api/properties/leads/bulk-update',
    { config: { access: { permissions: [P.LEAD_UPDATE] } } },
    async (req) => {
      const a = auth(req)
      const body = parseOr400(bulkUpdateSchema, (req.body as { data?: unknown } | null)?.data ?? req.body, 'data')
      return { data: await bulkUpdate(db, a.assetId, a.userId, body, leadVisibility(a)) }
    },
  )

  // The agent and project filters' options (all records with a name), readable with the report's key
  // alone: a Viewer has no team or project permission. The agents are those whose leads the caller may see.
  app.get('/api/properties/leads/filter-options', view, async (req) => {
    const a = auth(req)
    const { assetId } = a
    const params: unknown[] = [assetId]
    const visible = leadScopeParams(leadVisibility(a), 'id', params)
    const [agents, projects] = await Promise.all([
      db.query(
        `select id as "_id", name, is_test as "isTest" from team_members where asset_id = $1 and deleted_at is null and name <> '' and ${visible} order by name`,
        params,
      ),
      db.query(
        `select id as "_id", name from projects where asset_id = $1 and deleted_at is null and name <> '' order by name`,
        [assetId],
      ),
    ])
    return { data: { agents, projects } }
  })

  app.get('/api/properties/leads/:id/details', view, async (req) => {
    const a = auth(req)
    const { id } = z.object({ id: z.string() }).parse(req.params)
    if (!isUuid(id)) throw notFound(t('messages.leadNotFound'))
    const contact = { email: seesField(a, 'customers', 'email'), phoneNumber: seesField(a, 'customers', 'phoneNumber') }
    return { data: await leadDetails(db, a.assetId, id, contact, leadVisibility(a)) }
  })
}
