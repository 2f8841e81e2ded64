import { Link } from 'wouter'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatNumber, formatPercent } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import type { LeadStage } from '../../domain/leads/constants.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { BarChart } from './charts/BarChart.tsx'
import { StackedColumns, type StackedDatum } from './charts/StackedColumns.tsx'
import { FigureTable, type FigureRow } from './FigureTable.tsx'
import { leadsHref } from './links.ts'
import { ChartSection, ReportFrame, ValueTable } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Answer {
  data: {
    scope: LeadScope
    stages: { stage: LeadStage; count: number; fromPrevious: number | null; fromFirst: number | null }[]
    bySource: FigureRow[]
    byChannel: FigureRow[]
    byCampaign: FigureRow[]
    perDay: { day: string; source: string; n: number }[]
  }
}

const pct = (v: number | null) => (v === null ? '–' : formatPercent(v))

/** The sales funnel: leads reaching each stage with conversions, by source, channel and UTM campaign, and leads per day by source. */
export default function SalesFunnelPage({ title }: PageProps) {
  const def = REPORTS.salesFunnel
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, { filter: { query: state.query } }, { keepPreviousData: true })
  const data = res.data?.data
  const stageHref = (stage: LeadStage) =>
    leadsHref({ ...state.query, ...(stage === 'New' ? {} : { reachedStage: [stage] }) })
  const sources = [...new Set((data?.perDay ?? []).map((d) => d.source))].sort()
  const days = new Map<string, StackedDatum>()
  for (const d of data?.perDay ?? []) {
    const row = days.get(d.day) ?? { day: d.day }
    row[d.source] = d.n
    days.set(d.day, row)
  }
  const perDay = [...days.values()]
  const table = (
    caption: string,
    name: string,
    rows: FigureRow[],
    rowFilter: (r: FigureRow) => Record<string, unknown>,
    testId: string,
  ) => (
    <section aria-label={caption}>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{caption}</h2>
      <FigureTable
        caption={caption}
        nameLabel={name}
        rows={rows}
        columns={def.columns}
        reportQuery={state.query}
        rowFilter={rowFilter}
        initialSort={[{ id: 'received', desc: true }]}
        testId={testId}
      />
    </section>
  )
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res}>
      {data && (
        <>
          <ChartSection
            title={t('reports.funnel.title')}
            testId="funnel-chart"
            chart={
              <BarChart
                title={t('reports.funnel.chart')}
                centered
                data={data.stages.map((s) => ({
                  label: valueLabel('stage', s.stage),
                  value: s.count,
                  href: stageHref(s.stage),
                }))}
              />
            }
            table={
              <table className="w-full text-sm" data-testid="chart-table">
                <caption className="sr-only">{t('reports.funnel.chart')}</caption>
                <thead className="text-xs font-semibold text-slate-600">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1.5 text-start">
                      {t('reports.funnel.stage')}
                    </th>
                    <th scope="col" className="py-1.5 text-end">
                      {t('reports.leads')}
                    </th>
                    <th scope="col" className="py-1.5 text-end">
                      {t('reports.funnel.fromPrevious')}
                    </th>
                    <th scope="col" className="py-1.5 text-end">
                      {t('reports.funnel.fromFirst')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.stages.map((s) => (
                    <tr key={s.stage} data-label={valueLabel('stage', s.stage)}>
                      <th scope="row" className="py-1.5 text-start font-normal">
                        {valueLabel('stage', s.stage)}
                      </th>
                      <td className="py-1.5 text-end tabular-nums">
                        <Link
                          href={stageHref(s.stage)}
                          className="text-brand hover:underline"
                          data-testid="chart-table-value"
                        >
                          {formatNumber(s.count)}
                        </Link>
                      </td>
                      <td className="py-1.5 text-end tabular-nums text-slate-600">{pct(s.fromPrevious)}</td>
                      <td className="py-1.5 text-end tabular-nums text-slate-600">{pct(s.fromFirst)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
          <ChartSection
            title={t('reports.funnel.perDay')}
            testId="per-day-chart"
            chart={
              perDay.length ? (
                <StackedColumns
                  title={t('reports.funnel.perDay')}
                  data={perDay}
                  series={sources}
                  seriesLabel={(s) => valueLabel('source', s)}
                />
              ) : (
                <p className="text-sm text-slate-600">{t('reports.funnel.noLeads')}</p>
              )
            }
            table={
              <ValueTable
                caption={t('reports.funnel.bySourceCaption')}
                label={t('reports.funnel.source')}
                rows={sources.map((s) => ({
                  label: valueLabel('source', s),
                  data: true,
                  value: formatNumber(perDay.reduce((n, d) => n + Number(d[s] ?? 0), 0)),
                  href: leadsHref({ ...state.query, source: [s] }),
                }))}
              />
            }
          />
          {table(
            t('reports.funnel.bySource'),
            t('reports.funnel.source'),
            data.bySource.map((r) => ({ ...r, name: valueLabel('source', r.name) })),
            (r) => ({ source: [r.key] }),
            'by-source',
          )}
          {table(
            t('reports.funnel.byChannel'),
            t('reports.funnel.channel'),
            data.byChannel.map((r) => ({
              ...r,
              name: `${valueLabel('source', String(r.source))} · ${valueLabel('sourceChannel', String(r.sourceChannel))}`,
            })),
            (r) => ({ source: [String(r.source)], sourceChannel: [String(r.sourceChannel)] }),
            'by-channel',
          )}
          {table(
            t('reports.funnel.byCampaign'),
            t('reports.funnel.campaign'),
            data.byCampaign,
            (r) => ({ utmCampaign: [r.key] }),
            'by-campaign',
          )}
        </>
      )}
    </ReportFrame>
  )
}
