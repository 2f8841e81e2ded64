import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { PORTAL_INPUT_SOURCE, REPORTS } from '../../domain/reports/definitions.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { BarChart } from './charts/BarChart.tsx'
import { FigureTable, type FigureRow } from './FigureTable.tsx'
import { leadsHref } from './links.ts'
import { ChartSection, ReportFrame, ValueTable } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Answer {
  data: { scope: LeadScope; portals: FigureRow[]; listings: FigureRow[]; agents: FigureRow[] }
}

/** Portal Leads: leads from property portals by portal, listing and agent, with acceptance and response times. */
export default function PortalLeadsPage({ title }: PageProps) {
  const def = REPORTS.portalLeads
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, { filter: { query: state.query } }, { keepPreviousData: true })
  const data = res.data?.data
  // a portal is a lead source: its name as the leads report reads it
  const portals = (data?.portals ?? []).map((r): FigureRow => ({ ...r, name: valueLabel('source', r.name) }))
  const portalQuery = { ...state.query, inputSource: [PORTAL_INPUT_SOURCE] }
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
        reportQuery={portalQuery}
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
            title={t('reports.portal.byPortalChart')}
            testId="portal-chart"
            chart={
              <BarChart
                title={t('reports.portal.byPortalChart')}
                data={portals.map((r) => ({
                  label: r.name,
                  value: Number(r.received),
                  href: leadsHref({ ...portalQuery, source: [r.key] }),
                }))}
              />
            }
            table={
              <ValueTable
                caption={t('reports.portal.byPortalChart')}
                label={t('reports.portal.portal')}
                rows={portals.map((r) => ({
                  label: r.name,
                  data: true,
                  value: formatNumber(Number(r.received)),
                  href: leadsHref({ ...portalQuery, source: [r.key] }),
                }))}
              />
            }
          />
          {table(
            t('reports.portal.byPortal'),
            t('reports.portal.portal'),
            portals,
            (r) => ({ source: [r.key] }),
            'by-portal',
          )}
          {table(
            t('reports.portal.byListing'),
            t('reports.portal.listing'),
            data.listings,
            (r) => ({ listings: [r.key] }),
            'by-listing',
          )}
          {table(
            t('reports.portal.byAgent'),
            t('reports.portal.agent'),
            data.agents,
            (r) => ({ agents: [r.key] }),
            'by-agent',
          )}
        </>
      )}
    </ReportFrame>
  )
}
