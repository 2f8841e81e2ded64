import { Link } from 'wouter'
import { ACTIVITY_KINDS, activityKindLabel, outcomeLabel, type ActivityKind } from '../../domain/activities/kinds.ts'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { StackedColumns, type StackedDatum } from './charts/StackedColumns.tsx'
import { DrillList, td } from './DrillList.tsx'
import { ChartSection, ReportFrame } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Activity {
  _id: string
  kind: ActivityKind
  outcome: string | null
  occurredAt: string
  body: string | null
  feedback: string | null
  leadId: string
  leadID: number
  agentName: string | null
}
interface Answer {
  data: {
    scope: LeadScope
    byAgent: Array<
      { agentId: string | null; name: string | null; total: number } & Partial<Record<ActivityKind, number>>
    >
    byOutcome: { kind: ActivityKind; outcome: string; count: number }[]
    perDay: { day: string; kind: ActivityKind; count: number }[]
    list: { data: Activity[]; meta: PaginatorMeta }
  }
}

const LIST_KEYS = ['agent', 'kind', 'outcome', 'day', 'page'] as const
const linkClass = 'rounded text-brand tabular-nums hover:underline focus-visible:outline-2 focus-visible:outline-brand'

/**
 * Activities: activities and viewings by agent and kind, by kind and outcome, per day, each
 * count a link to the list below filtered to exactly the activities it counts (each row opens its lead).
 */
export default function ActivitiesPage({ title }: PageProps) {
  const def = REPORTS.activities
  const state = useReportFilters()
  const params = Object.fromEntries(LIST_KEYS.map((k) => [k, state.extra.get(k) ?? undefined]))
  const res = useApi<Answer>(def.api, { filter: { query: state.query }, ...params }, { keepPreviousData: true })
  const data = res.data?.data
  const show = (p: Record<string, string | undefined>) =>
    state.setExtra({ agent: undefined, kind: undefined, outcome: undefined, day: undefined, page: undefined, ...p })
  const days = new Map<string, StackedDatum>()
  for (const d of data?.perDay ?? []) {
    const row = days.get(d.day) ?? { day: d.day }
    row[d.kind] = d.count
    days.set(d.day, row)
  }
  const agentName = data?.byAgent.find((a) => a.agentId === params.agent)?.name
  const filterText =
    [
      agentName,
      params.kind && activityKindLabel(params.kind as ActivityKind),
      params.outcome && (params.outcome === 'none' ? t('reports.activities.noOutcome') : outcomeLabel(params.outcome)),
      params.day,
    ]
      .filter(Boolean)
      .join(' · ') || null
  const count = (n: number | undefined, p: Record<string, string | undefined>, testId?: string) =>
    n ? (
      <button type="button" className={linkClass} onClick={() => show(p)} data-testid={testId}>
        {formatNumber(n)}
      </button>
    ) : (
      <span className="text-slate-400">{formatNumber(0)}</span>
    )
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res}>
      {data && (
        <>
          <ChartSection
            title={t('reports.activities.perDay')}
            testId="per-day-chart"
            chart={
              days.size ? (
                <StackedColumns
                  title={t('reports.activities.perDayChart')}
                  data={[...days.values()]}
                  series={[...ACTIVITY_KINDS]}
                  seriesLabel={(k) => activityKindLabel(k as ActivityKind)}
                />
              ) : (
                <p className="text-sm text-slate-600">{t('reports.activities.none')}</p>
              )
            }
            table={
              <table className="w-full text-sm" data-testid="chart-table">
                <caption className="sr-only">{t('reports.activities.byOutcome')}</caption>
                <thead className="text-xs font-semibold text-slate-600">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1.5 text-start">
                      {t('reports.activities.kind')}
                    </th>
                    <th scope="col" className="py-1.5 text-start">
                      {t('reports.activities.outcome')}
                    </th>
                    <th scope="col" className="py-1.5 text-end">
                      {t('reports.activities.activities')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.byOutcome.map((o) => (
                    <tr key={`${o.kind}-${o.outcome}`}>
                      <th scope="row" className="py-1.5 text-start font-normal">
                        {activityKindLabel(o.kind)}
                      </th>
                      <td className="py-1.5 text-slate-600">{outcomeLabel(o.outcome) || '–'}</td>
                      <td className="py-1.5 text-end">
                        {count(o.count, { kind: o.kind, outcome: o.outcome || 'none' })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" data-testid="figure-table">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('reports.activities.byAgent')}</caption>
              <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('reports.activities.agent')}
                  </th>
                  {ACTIVITY_KINDS.map((k) => (
                    <th key={k} scope="col" className="px-3 py-2 text-end">
                      {activityKindLabel(k)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-end">
                    {t('reports.activities.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.byAgent.map((a) => (
                  <tr key={a.agentId ?? ''} className="hover:bg-slate-50" data-testid="report-row">
                    <th scope="row" className="px-3 py-1.5 text-start font-medium text-slate-900">
                      {a.name ? <span data-i18n-data>{a.name}</span> : t('reports.activities.noAgent')}
                    </th>
                    {ACTIVITY_KINDS.map((k) => (
                      <td key={k} className="px-3 py-1.5 text-end">
                        {count(a[k], { agent: a.agentId ?? undefined, kind: k })}
                      </td>
                    ))}
                    <td className="px-3 py-1.5 text-end font-medium">
                      {count(a.total, { agent: a.agentId ?? undefined })}
                    </td>
                  </tr>
                ))}
                {!data.byAgent.length && (
                  <tr>
                    <td colSpan={ACTIVITY_KINDS.length + 2} className="px-3 py-8 text-center text-slate-600">
                      {t('reports.activities.noneForFilter')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <DrillList
            title={t('reports.activities.list')}
            filterText={filterText}
            onClear={() => show({})}
            columns={(['when', 'kind', 'outcome', 'agent', 'lead', 'note'] as const).map((c) =>
              t(`reports.activities.columns.${c}`),
            )}
            list={data.list}
            onPage={(page) => state.setExtra({ page: String(page) })}
            cells={(a) => (
              <>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(a.occurredAt)}</td>
                <td className={td}>{activityKindLabel(a.kind)}</td>
                <td className={td}>{outcomeLabel(a.outcome) || '–'}</td>
                <td className={td} data-i18n-data>
                  {a.agentName ?? '–'}
                </td>
                <td className={td}>
                  <Link href={`/reports/leads/${a.leadId}`} className={linkClass}>
                    #{a.leadID}
                  </Link>
                </td>
                <td className={`${td} max-w-80 truncate text-slate-600`} data-i18n-data dir="auto">
                  {a.feedback ?? a.body ?? ''}
                </td>
              </>
            )}
          />
        </>
      )}
    </ReportFrame>
  )
}
