import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { responseTimeText } from '../../domain/leads/responseTime.ts'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { P } from '../../domain/permissions.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import { reviewCategoryText, reviewFeedbackText } from '../../domain/teams/reviews.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { canAtom } from '../state/session.ts'
import { BarChart } from './charts/BarChart.tsx'
import { DrillList, td } from './DrillList.tsx'
import { ChartSection, ReportFrame } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Review {
  _id: string
  createdAt: string
  rating: number
  category: string | null
  feedback: string | null
  subjectId: string | null
  leadID: number | null
  agentName: string | null
  customerName: string | null
  qualificationTime: number | null
}
interface Answer {
  data: {
    scope: LeadScope
    summary: {
      total: number
      average: number | null
      unresponsive: number
      byRating: { rating: number; count: number }[]
      byCategory: { category: string; count: number }[]
    }
    byAgent: { agentId: string; name: string; count: number; average: number | null }[]
    list: { data: Review[]; meta: PaginatorMeta }
  }
}

const LIST_KEYS = ['kind', 'rating', 'category', 'agent', 'page'] as const
const linkClass = 'rounded text-brand tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-brand'
const ratingLabel = (n: number) =>
  n === 0 ? t('reports.reviews.unresponsiveRating') : `${'★'.repeat(n)} ${formatNumber(n)}`
/** A review category as the review dialog names it (stored lower case: 'agent'); one not listed as stored. */

/**
 * Qualification Reviews: customers' reviews of agents after a qualification, or after a
 * viewing (with VIEWING_REVIEWS_REPORT_VIEW): how many, the average, by rating, category and agent, and
 * the reviews themselves (rating, category, feedback, qualification time), filtered by the figure clicked.
 */
export default function ReviewsPage({ title }: PageProps) {
  const def = REPORTS.reviews
  const can = useAtomValue(canAtom)
  const kinds = [can([P.LEAD_REVIEWS_REPORT_VIEW]) && 'lead', can([P.VIEWING_REVIEWS_REPORT_VIEW]) && 'viewing'].filter(
    Boolean,
  ) as string[]
  const state = useReportFilters()
  const params = Object.fromEntries(LIST_KEYS.map((k) => [k, state.extra.get(k) ?? undefined]))
  const kind = params.kind && kinds.includes(params.kind) ? params.kind : kinds[0]
  const res = useApi<Answer>(def.api, { filter: { query: state.query }, ...params, kind }, { keepPreviousData: true })
  const data = res.data?.data
  const show = (p: Record<string, string | undefined>) =>
    state.setExtra({ rating: undefined, category: undefined, agent: undefined, page: undefined, ...p })
  const agent = data?.byAgent.find((a) => a.agentId === params.agent)?.name
  const filterText =
    [
      params.rating !== undefined && ratingLabel(Number(params.rating)),
      params.category !== undefined && (reviewCategoryText(params.category) || t('reports.reviews.noCategory')),
      agent,
    ]
      .filter(Boolean)
      .join(' · ') || null
  return (
    <ReportFrame
      title={kind === 'viewing' ? t('reports.reviews.viewingTitle') : title}
      api={def.api}
      state={state}
      res={res}
      exportParams={{ kind }}
    >
      {kinds.length > 1 && (
        <div role="tablist" aria-label={t('reports.reviews.tabs')} className="flex gap-1">
          {kinds.map((k) => (
            <button
              key={k}
              role="tab"
              type="button"
              aria-selected={k === kind}
              onClick={() =>
                state.setExtra({ kind: k, rating: undefined, category: undefined, agent: undefined, page: undefined })
              }
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${k === kind ? 'bg-brand text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {k === 'lead' ? t('reports.reviews.lead') : t('reports.reviews.viewing')}
            </button>
          ))}
        </div>
      )}
      {data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              ['Reviews', t('reports.reviews.total'), formatNumber(data.summary.total)],
              [
                'Average rating',
                t('reports.reviews.average'),
                data.summary.average === null ? '–' : formatNumber(Number(data.summary.average.toFixed(2)), 2),
              ],
              ['Unresponsive', t('reports.reviews.unresponsive'), formatNumber(data.summary.unresponsive)],
            ].map(([id, label, value]) => (
              <div key={id} className="rounded-lg border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-testid={`summary-${id}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <ChartSection
            title={t('reports.reviews.ratings')}
            testId="rating-chart"
            chart={
              <BarChart
                title={t('reports.reviews.byRating')}
                color="#d97706"
                data={[...data.summary.byRating]
                  .reverse()
                  .map((r) => ({ label: ratingLabel(r.rating), value: r.count }))}
              />
            }
            table={
              <table className="w-full text-sm" data-testid="chart-table">
                <caption className="sr-only">{t('reports.reviews.byRatingCategory')}</caption>
                <thead className="text-xs font-semibold text-slate-600">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1.5 text-start">
                      {t('reports.reviews.rating')}
                    </th>
                    <th scope="col" className="py-1.5 text-end">
                      {t('reports.reviews.total')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {[...data.summary.byRating].reverse().map((r) => (
                    <tr key={r.rating} data-label={ratingLabel(r.rating)}>
                      <th scope="row" className="py-1.5 text-start font-normal">
                        {ratingLabel(r.rating)}
                      </th>
                      <td className="py-1.5 text-end">
                        <button
                          type="button"
                          className={linkClass}
                          onClick={() => show({ rating: String(r.rating) })}
                          data-testid="chart-table-value"
                        >
                          {formatNumber(r.count)}
                        </button>
                      </td>
                    </tr>
                  ))}
                  {data.summary.byCategory.map((c) => (
                    <tr key={`c-${c.category}`}>
                      <th scope="row" className="py-1.5 text-start font-normal text-slate-600">
                        {t('reports.reviews.category', {
                          category: reviewCategoryText(c.category) || t('reports.reviews.categoryNone'),
                        })}
                      </th>
                      <td className="py-1.5 text-end">
                        <button type="button" className={linkClass} onClick={() => show({ category: c.category })}>
                          {formatNumber(c.count)}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
          <DrillList
            title={t('reports.reviews.list')}
            filterText={filterText}
            onClear={() => show({})}
            columns={(
              ['date', 'agent', 'customer', 'lead', 'rating', 'category', 'feedback', 'qualificationTime'] as const
            ).map((c) => t(`reports.reviews.columns.${c}`))}
            list={data.list}
            onPage={(page) => state.setExtra({ page: String(page) })}
            cells={(r) => (
              <>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.createdAt)}</td>
                <td className={td} data-i18n-data>
                  {r.agentName ?? '–'}
                </td>
                <td className={td} data-i18n-data>
                  {r.customerName || '–'}
                </td>
                <td className={td}>
                  {r.subjectId && r.leadID !== null ? (
                    <Link href={`/reports/leads/${r.subjectId}`} className={linkClass}>
                      #{r.leadID}
                    </Link>
                  ) : (
                    '–'
                  )}
                </td>
                <td className={`${td} tabular-nums`}>{formatNumber(r.rating)}</td>
                <td className={td}>{reviewCategoryText(r.category) || '–'}</td>
                <td className={`${td} max-w-96 text-slate-700`}>
                  {r.feedback?.trim() ? (
                    <span data-i18n-data dir="auto">
                      {r.feedback}
                    </span>
                  ) : reviewFeedbackText(r) ? (
                    t('reports.reviews.unresponsive')
                  ) : (
                    '–'
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {r.qualificationTime === null ? '–' : responseTimeText(r.qualificationTime)}
                </td>
              </>
            )}
          />
        </>
      )}
    </ReportFrame>
  )
}
