import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { PORTAL_INPUT_SOURCE, REPORTS } from '../../domain/reports/definitions.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { BarChart } from './charts/BarChart.tsx'
import { FigureTable, type FigureRow } from './FigureTable.tsx'
import { leadsHref } from './links.ts'
import { ChartSection, ReportFrame, ValueTable } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Answer {
  data: { scope: LeadScope; portals: FigureRow[]; listings: FigureRow[]; agents: FigureRow[] }
}

/** Portal Leads (issue 19): leads from property portals by portal, listing and agent, with acceptance and response times. */
export default function PortalLeadsPage({ title }: PageProps) {
  const def = REPORTS.portalLeads
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, { filter: { query: state.query } }, { keepPreviousData: true })
  const data = res.data?.data
  const portalQuery = { ...state.query, inputSource: [PORTAL_INPUT_SOURCE] }
  const table = (caption: string, name: string, rows: FigureRow[], rowFilter: (r: FigureRow) => Record<string, unknown>, testId: string) => (
    <section aria-label={caption}>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{caption}</h2>
      <FigureTable caption={caption} nameLabel={name} rows={rows} columns={def.columns} reportQuery={portalQuery} rowFilter={rowFilter} initialSort={[{ id: 'received', desc: true }]} testId={testId} />
    </section>
  )
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res}>
      {data && (
        <>
          <ChartSection
            title="Leads by portal"
            testId="portal-chart"
            chart={<BarChart title="Leads by portal" data={data.portals.map((r) => ({ label: r.name, value: Number(r.received), href: leadsHref({ ...portalQuery, source: [r.key] }) }))} />}
            table={<ValueTable caption="Leads by portal" label="Portal" rows={data.portals.map((r) => ({ label: r.name, value: formatNumber(Number(r.received)), href: leadsHref({ ...portalQuery, source: [r.key] }) }))} />}
          />
          {table('By portal', 'Portal', data.portals, (r) => ({ source: [r.key] }), 'by-portal')}
          {table('By listing (50 with most leads)', 'Listing', data.listings, (r) => ({ listings: [r.key] }), 'by-listing')}
          {table('By agent', 'Agent', data.agents, (r) => ({ agents: [r.key] }), 'by-agent')}
        </>
      )}
    </ReportFrame>
  )
}
