import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { formatInZone } from '../../domain/leads/datePresets.ts'
import { ACTIVITY_KINDS, activityKindLabel } from '../../domain/activities/kinds.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { P } from '../../domain/permissions.ts'
import { columnLabel, type ReportColumn } from '../../domain/reports/columns.ts'
import { REPORTS, type ReportName } from '../../domain/reports/definitions.ts'
import { reportScopeOf } from '../../domain/reports/scope.ts'
import { reviewCategoryText, reviewFeedbackText } from '../../domain/teams/reviews.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { sendCsv } from '../http/csv.ts'
import { forbidden, parseOr400 } from '../http/errors.ts'
import { reportContext } from '../leads/report/routes.ts'
import { activitiesReport } from './activities.ts'
import { brokersReport } from './brokers.ts'
import { listParamsSchema } from './listParams.ts'
import { managersReport } from './managers.ts'
import { officesReport } from './offices.ts'
import { portalLeadsReport } from './portalLeads.ts'
import { reraReport } from './rera.ts'
import { REVIEW_KINDS, reviewsReport, type ReviewKind } from './reviews.ts'
import { salesFunnelReport } from './salesFunnel.ts'
import { z } from 'zod'

type Db = AppDeps['db']
type Row = Record<string, unknown>

/** A figure as the CSV writes it: counts and times as numbers (minutes), none as an empty cell. */
const cells = (row: Row, columns: readonly ReportColumn[]) =>
  columns.map((c) => (row[c.key] === null || row[c.key] === undefined ? '' : row[c.key]))
/**
 * The CSVs' headers and the console's words in their cells (row kinds, sources, RERA problems, review
 * categories) read as the report's tables show them, in the request's language; stored names as stored.
 */
const minutes = (label: string) => t('reports.csv.minutes', { label })
const headers = (columns: readonly ReportColumn[]) =>
  columns.map((c) => (c.kind === 'minutes' ? minutes(columnLabel(c)) : columnLabel(c)))
/** A review's feedback as the reviews table shows it: the stored text, else 'Unresponsive' for a silent 0 or unresponsive review. */
const feedbackText = (r: Row) =>
  String(r.feedback ?? '').trim() || (reviewFeedbackText(r as never) && t('reports.reviews.unresponsive'))

const reviewKindSchema = z.object({
  kind: z.enum(Object.keys(REVIEW_KINDS) as [ReviewKind, ...ReviewKind[]]).default('lead'),
})

/** The review kind asked for, and the key it needs: a viewing review is read with VIEWING_REVIEWS_REPORT_VIEW. */
function reviewKind(req: FastifyRequest): ReviewKind {
  const { kind } = parseOr400(reviewKindSchema, { kind: (req.query as { kind?: unknown }).kind })
  if (!auth(req).can(kind === 'viewing' ? P.VIEWING_REVIEWS_REPORT_VIEW : P.LEAD_REVIEWS_REPORT_VIEW)) throw forbidden()
  return kind
}

/**
 * The CRM reports (src/domain/reports/): each answers its figures for the leads report's
 * `filter` (its date presets and filters, in the caller's X-Timezone) at its API path and a CSV at
 * `{path}/export`, behind its spec 2 §6 key; every figure is limited to the caller's scope
 * (domain/reports/scope.ts) and the active asset.
 */
export async function reportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const access = (name: ReportName) => ({ config: { access: { permissions: [...REPORTS[name].permissions] } } })
  const csv = (
    req: FastifyRequest,
    reply: FastifyReply,
    name: string,
    tz: string,
    columns: string[],
    rows: () => Promise<unknown[][]>,
  ) =>
    sendCsv(
      req,
      reply,
      db,
      { filename: `${name}-${formatInZone(new Date(), tz, 'YYYY-MM-DD')}.csv`, columns },
      async (write) => {
        for (const r of await rows()) await write(r)
      },
    )
  /** GET {api} and {api}/export of a report whose answer is built by `run` and written as CSV by `toCsv`. */
  const report = <T>(
    name: ReportName,
    run: (db: Db, req: FastifyRequest) => Promise<T>,
    csvColumns: () => string[],
    toCsv: (data: T) => unknown[][],
  ) => {
    const { api, route } = REPORTS[name]
    app.get(api, access(name), async (req) => ({
      data: { ...(await run(db, req)), scope: reportScopeOf(auth(req).profile) },
    }))
    app.get(`${api}/export`, access(name), async (req, reply) => {
      const { ctx } = await reportContext(req, db)
      return csv(req, reply, route.split('/').at(-1)!, ctx.timeZone, csvColumns(), async () =>
        toCsv(await run(db, req)),
      )
    })
  }
  const withContext =
    <T>(fn: (db: Db, c: Awaited<ReturnType<typeof reportContext>>, req: FastifyRequest) => Promise<T>) =>
    async (db: Db, req: FastifyRequest) =>
      fn(db, await reportContext(req, db), req)

  const agentCols = REPORTS.brokers.columns
  report(
    'brokers',
    withContext((db, { q, ctx }) => brokersReport(db, q, ctx)),
    () => [t('reports.agents.names.brokers'), t('reports.agents.office'), ...headers(agentCols)],
    (d) => d.rows.map((r) => [r.name, r.office ?? '', ...cells(r, agentCols)]),
  )
  report(
    'managers',
    withContext((db, { q, ctx }) => managersReport(db, q, ctx)),
    () => [t('reports.agents.names.managers'), t('reports.csv.teamSize'), ...headers(agentCols)],
    (d) => d.rows.map((r) => [r.name, r.teamSize, ...cells(r, agentCols)]),
  )
  report(
    'offices',
    withContext((db, { q, ctx }) => officesReport(db, q, ctx)),
    () => [
      t('reports.agents.rank'),
      t('reports.agents.names.offices'),
      t('reports.agents.agents'),
      ...headers(agentCols),
    ],
    (d) => d.rows.map((r) => [r.rank, r.name, r.agents, ...cells(r, agentCols)]),
  )

  const resp = REPORTS.portalLeads.columns
  report(
    'portalLeads',
    withContext((db, { q, ctx }) => portalLeadsReport(db, q, ctx)),
    () => [t('reports.csv.by'), t('reports.csv.name'), ...headers(resp)],
    (d) => [
      ...d.portals.map((r) => [t('reports.portal.portal'), r.name, ...cells(r, resp)]),
      ...d.listings.map((r) => [t('reports.portal.listing'), r.name, ...cells(r, resp)]),
      ...d.agents.map((r) => [t('reports.portal.agent'), r.name, ...cells(r, resp)]),
    ],
  )

  const funnel = REPORTS.salesFunnel.columns
  report(
    'salesFunnel',
    withContext((db, { q, ctx }) => salesFunnelReport(db, q, ctx)),
    () => [t('reports.csv.by'), t('reports.csv.name'), ...headers(funnel)],
    (d) => [
      ...d.bySource.map((r) => [t('reports.funnel.source'), valueLabel('source', String(r.name)), ...cells(r, funnel)]),
      ...d.byChannel.map((r) => [
        t('reports.drill.labels.sourceChannel'),
        `${valueLabel('source', String(r.source))} · ${valueLabel('sourceChannel', String(r.sourceChannel))}`,
        ...cells(r, funnel),
      ]),
      ...d.byCampaign.map((r) => [t('reports.drill.labels.utmCampaign'), r.name, ...cells(r, funnel)]),
    ],
  )

  report(
    'activities',
    withContext((db, { q, ctx }, req) => activitiesReport(db, q, ctx, parseOr400(listParamsSchema, req.query ?? {}))),
    () => [t('reports.activities.agent'), ...ACTIVITY_KINDS.map(activityKindLabel), t('reports.activities.total')],
    (d) =>
      d.byAgent.map((r) => [r.name ?? '', ...ACTIVITY_KINDS.map((k) => (r[k] as number | undefined) ?? 0), r.total]),
  )

  report(
    'reviews',
    withContext((db, { q, ctx }, req) =>
      reviewsReport(
        db,
        q,
        ctx,
        reviewKind(req),
        parseOr400(listParamsSchema, req.query ?? {}),
        req.url.includes('/export') ? 100_000 : undefined,
      ),
    ),
    () => [
      ...(['date', 'agent', 'customer', 'lead', 'rating', 'category', 'feedback'] as const).map((c) =>
        t(`reports.reviews.columns.${c}`),
      ),
      minutes(t('reports.reviews.columns.qualificationTime')),
    ],
    (d) =>
      d.list.data.map((r: Row) => [
        r.createdAt,
        r.agentName ?? '',
        r.customerName ?? '',
        r.leadID ?? '',
        r.rating,
        reviewCategoryText(r.category as string | null),
        feedbackText(r),
        r.qualificationTime ?? '',
      ]),
  )

  const rera = (c: 'problem' | 'reraNumber' | 'escrowAccount' | 'escrowBank') => t(`reports.rera.columns.${c}`)
  const problem = (p: string) => t(`reports.rera.problems.${p as 'missing'}`)
  report(
    'rera',
    withContext((db, { ctx }) => reraReport(db, ctx)),
    () => [
      t('reports.csv.kind'),
      t('reports.csv.referenceOrName'),
      rera('problem'),
      t('reports.csv.permitNumber'),
      t('reports.csv.permitExpiry'),
      rera('reraNumber'),
      rera('escrowAccount'),
      rera('escrowBank'),
    ],
    (d) => [
      ...d.listings.map((r) => [
        t('reports.portal.listing'),
        r.reference,
        problem(r.problem),
        r.permitNumber ?? '',
        r.permitExpiry ?? '',
        '',
        '',
        '',
      ]),
      ...d.projects.map((r) => [
        t('reports.rera.columns.project'),
        r.name,
        problem(r.problem),
        '',
        '',
        r.reraNumber ?? '',
        r.escrowAccount ?? '',
        r.escrowBank ?? '',
      ]),
    ],
  )
}
