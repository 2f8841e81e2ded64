import { Link } from 'wouter'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import type { LeadStage } from '../../domain/leads/constants.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
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

const pct = (v: number | null) => (v === null ? '–' : `${formatNumber(v, 1)}%`)

/** The sales funnel (issue 19): leads reaching each stage with conversions, by source, channel and UTM campaign, and leads per day by source. */
export default function SalesFunnelPage({ title }: PageProps) {
  const def = REPORTS.salesFunnel
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, { filter: { query: state.query } }, { keepPreviousData: true })
  const data = res.data?.data
  const stageHref = (stage: LeadStage) => leadsHref({ ...state.query, ...(stage === 'New' ? {} : { reachedStage: [stage] }) })
  const sources = [...new Set((data?.perDay ?? []).map((d) => d.source))].sort()
  const days = new Map<string, StackedDatum>()
  for (const d of data?.perDay ?? []) {
    const row = days.get(d.day) ?? { day: d.day }
    row[d.source] = d.n
    days.set(d.day, row)
  }
  const perDay = [...days.values()]
  const table = (caption: string, name: string, rows: FigureRow[], rowFilter: (r: FigureRow) => Record<string, unknown>, testId: string) => (
    <section aria-label={caption}>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{caption}</h2>
      <FigureTable caption={caption} nameLabel={name} rows={rows} columns={def.columns} reportQuery={state.query} rowFilter={rowFilter} initialSort={[{ id: 'received', desc: true }]} testId={testId} />
    </section>
  )
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res}>
      {data && (
        <>
          <ChartSection
            title="Funnel"
            testId="funnel-chart"
            chart={<BarChart title="Leads reaching each stage" centered data={data.stages.map((s) => ({ label: s.stage, value: s.count, href: stageHref(s.stage) }))} />}
            table={
              <table className="w-full text-sm" data-testid="chart-table">
                <caption className="sr-only">Leads reaching each stage</caption>
                <thead className="text-xs font-semibold text-slate-600">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-1.5 text-start">Stage</th>
                    <th scope="col" className="py-1.5 text-end">Leads</th>
                    <th scope="col" className="py-1.5 text-end">From previous</th>
                    <th scope="col" className="py-1.5 text-end">From first</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.stages.map((s) => (
                    <tr key={s.stage} data-label={s.stage}>
                      <th scope="row" className="py-1.5 text-start font-normal">{s.stage}</th>
                      <td className="py-1.5 text-end tabular-nums">
                        <Link href={stageHref(s.stage)} className="text-brand hover:underline" data-testid="chart-table-value">{formatNumber(s.count)}</Link>
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
            title="Leads per day by source"
            testId="per-day-chart"
            chart={perDay.length ? <StackedColumns title="Leads per day by source" data={perDay} series={sources} /> : <p className="text-sm text-slate-600">No leads in this range.</p>}
            table={
              <ValueTable
                caption="Leads by source"
                label="Source"
                rows={sources.map((s) => ({ label: s, value: formatNumber(perDay.reduce((n, d) => n + Number(d[s] ?? 0), 0)), href: leadsHref({ ...state.query, source: [s] }) }))}
              />
            }
          />
          {table('By source', 'Source', data.bySource, (r) => ({ source: [r.key] }), 'by-source')}
          {table('By source channel', 'Channel', data.byChannel.map((r) => ({ ...r, name: `${r.source} · ${r.sourceChannel}` })), (r) => ({ source: [String(r.source)], sourceChannel: [String(r.sourceChannel)] }), 'by-channel')}
          {table('By UTM campaign', 'Campaign', data.byCampaign, (r) => ({ utmCampaign: [r.key] }), 'by-campaign')}
        </>
      )}
    </ReportFrame>
  )
}
