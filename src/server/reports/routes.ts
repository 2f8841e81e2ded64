import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { formatInZone } from '../../domain/leads/datePresets.ts'
import { ACTIVITY_KINDS, ACTIVITY_KIND_LABELS } from '../../domain/activities/kinds.ts'
import { P } from '../../domain/permissions.ts'
import type { ReportColumn } from '../../domain/reports/columns.ts'
import { REPORTS, type ReportName } from '../../domain/reports/definitions.ts'
import { reportScopeOf } from '../../domain/reports/scope.ts'
import { reviewFeedbackText } from '../../domain/teams/reviews.ts'
import type { AppDeps } from '../app.ts'
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
const cells = (row: Row, columns: readonly ReportColumn[]) => columns.map((c) => (row[c.key] === null || row[c.key] === undefined ? '' : row[c.key]))
const headers = (columns: readonly ReportColumn[]) => columns.map((c) => (c.kind === 'minutes' ? `${c.label} (minutes)` : c.label))

const reviewKindSchema = z.object({ kind: z.enum(Object.keys(REVIEW_KINDS) as [ReviewKind, ...ReviewKind[]]).default('lead') })

/** The review kind asked for, and the key it needs: a viewing review is read with VIEWING_REVIEWS_REPORT_VIEW. */
function reviewKind(req: FastifyRequest): ReviewKind {
  const { kind } = parseOr400(reviewKindSchema, { kind: (req.query as { kind?: unknown }).kind })
  if (!auth(req).can(kind === 'viewing' ? P.VIEWING_REVIEWS_REPORT_VIEW : P.LEAD_REVIEWS_REPORT_VIEW)) throw forbidden()
  return kind
}

/**
 * The CRM reports (issue 19, src/domain/reports/): each answers its figures for the leads report's
 * `filter` (its date presets and filters, in the caller's X-Timezone) at its API path and a CSV at
 * `{path}/export`, behind its spec 2 §6 key; every figure is limited to the caller's scope
 * (domain/reports/scope.ts) and the active asset.
 */
export async function reportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const access = (name: ReportName) => ({ config: { access: { permissions: [...REPORTS[name].permissions] } } })
  const csv = (req: FastifyRequest, reply: FastifyReply, name: string, tz: string, columns: string[], rows: () => Promise<unknown[][]>) =>
    sendCsv(req, reply, db, { filename: `${name}-${formatInZone(new Date(), tz, 'YYYY-MM-DD')}.csv`, columns }, async (write) => {
      for (const r of await rows()) await write(r)
    })
  /** GET {api} and {api}/export of a report whose answer is built by `run` and written as CSV by `toCsv`. */
  const report = <T>(name: ReportName, run: (db: Db, req: FastifyRequest) => Promise<T>, csvColumns: string[], toCsv: (data: T) => unknown[][]) => {
    const { api, route } = REPORTS[name]
    app.get(api, access(name), async (req) => ({ data: { ...(await run(db, req)), scope: reportScopeOf(auth(req).profile) } }))
    app.get(`${api}/export`, access(name), async (req, reply) => {
      const { ctx } = await reportContext(req, db)
      return csv(req, reply, route.split('/').at(-1)!, ctx.timeZone, csvColumns, async () => toCsv(await run(db, req)))
    })
  }
  const withContext = <T>(fn: (db: Db, c: Awaited<ReturnType<typeof reportContext>>, req: FastifyRequest) => Promise<T>) => async (db: Db, req: FastifyRequest) => fn(db, await reportContext(req, db), req)

  const agentCols = REPORTS.brokers.columns
  report('brokers', withContext((db, { q, ctx }) => brokersReport(db, q, ctx)), ['Agent', 'Office', ...headers(agentCols)], (d) => d.rows.map((r) => [r.name, r.office ?? '', ...cells(r, agentCols)]))
  report('managers', withContext((db, { q, ctx }) => managersReport(db, q, ctx)), ['Manager', 'Team size', ...headers(agentCols)], (d) => d.rows.map((r) => [r.name, r.teamSize, ...cells(r, agentCols)]))
  report('offices', withContext((db, { q, ctx }) => officesReport(db, q, ctx)), ['Rank', 'Office', 'Agents', ...headers(agentCols)], (d) => d.rows.map((r) => [r.rank, r.name, r.agents, ...cells(r, agentCols)]))

  const resp = REPORTS.portalLeads.columns
  report('portalLeads', withContext((db, { q, ctx }) => portalLeadsReport(db, q, ctx)), ['By', 'Name', ...headers(resp)], (d) => [
    ...d.portals.map((r) => ['Portal', r.name, ...cells(r, resp)]),
    ...d.listings.map((r) => ['Listing', r.name, ...cells(r, resp)]),
    ...d.agents.map((r) => ['Agent', r.name, ...cells(r, resp)]),
  ])

  const funnel = REPORTS.salesFunnel.columns
  report('salesFunnel', withContext((db, { q, ctx }) => salesFunnelReport(db, q, ctx)), ['By', 'Name', ...headers(funnel)], (d) => [
    ...d.bySource.map((r) => ['Source', r.name, ...cells(r, funnel)]),
    ...d.byChannel.map((r) => ['Source channel', `${r.source} · ${r.sourceChannel}`, ...cells(r, funnel)]),
    ...d.byCampaign.map((r) => ['UTM campaign', r.name, ...cells(r, funnel)]),
  ])

  report(
    'activities',
    withContext((db, { q, ctx }, req) => activitiesReport(db, q, ctx, parseOr400(listParamsSchema, req.query ?? {}))),
    ['Agent', ...ACTIVITY_KINDS.map((k) => ACTIVITY_KIND_LABELS[k]), 'Total'],
    (d) => d.byAgent.map((r) => [r.name ?? '', ...ACTIVITY_KINDS.map((k) => (r[k] as number | undefined) ?? 0), r.total]),
  )

  report(
    'reviews',
    withContext((db, { q, ctx }, req) => reviewsReport(db, q, ctx, reviewKind(req), parseOr400(listParamsSchema, req.query ?? {}), req.url.includes('/export') ? 100_000 : undefined)),
    ['Date', 'Agent', 'Customer', 'Lead', 'Rating', 'Category', 'Feedback', 'Qualification time (minutes)'],
    (d) => d.list.data.map((r: Row) => [r.createdAt, r.agentName ?? '', r.customerName ?? '', r.leadID ?? '', r.rating, r.category ?? '', reviewFeedbackText(r as never), r.qualificationTime ?? '']),
  )

  report('rera', withContext((db, { ctx }) => reraReport(db, ctx)), ['Kind', 'Reference or name', 'Problem', 'Permit number', 'Permit expiry', 'RERA number', 'Escrow account', 'Escrow bank'], (d) => [
    ...d.listings.map((r) => ['Listing', r.reference, r.problem, r.permitNumber ?? '', r.permitExpiry ?? '', '', '', '']),
    ...d.projects.map((r) => ['Project', r.name, r.problem, '', '', r.reraNumber ?? '', r.escrowAccount ?? '', r.escrowBank ?? '']),
  ])
}
