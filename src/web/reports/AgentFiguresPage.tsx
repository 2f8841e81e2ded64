import type { SortingState } from '@tanstack/react-table'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { t, textOr } from '../../domain/i18n/index.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { BarChart } from './charts/BarChart.tsx'
import { FigureTable, type FigureRow } from './FigureTable.tsx'
import { leadsHref } from './links.ts'
import { ChartSection, ReportFrame, ValueTable } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

type Variant = 'brokers' | 'managers' | 'offices'
interface Answer {
  data: { scope: LeadScope; rows: FigureRow[]; responseTimes?: { key: string; label: string; count: number }[] }
}

/** A first-response bucket by its key (the server's label is the English one, for the CSV). */
const bucketLabel = (key: string) => textOr(`reports.agents.buckets.${key}`, key)
const SORT: Record<Variant, SortingState> = {
  brokers: [{ id: 'received', desc: true }],
  managers: [{ id: 'received', desc: true }],
  offices: [],
}

/**
 * Brokers, Managers and Offices: the leaderboard of agents, of managers' teams, of offices
 * (ranked), each figure linked to its leads; Brokers adds the first-response time distribution.
 */
function AgentFiguresPage({ title, variant }: PageProps & { variant: Variant }) {
  const def = REPORTS[variant]
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, { filter: { query: state.query } }, { keepPreviousData: true })
  const data = res.data?.data
  const extra =
    variant === 'brokers'
      ? [
          {
            label: t('reports.agents.office'),
            cell: (r: FigureRow) => <span data-i18n-data>{(r.office as string | null) ?? '–'}</span>,
            sortValue: (r: FigureRow) => String(r.office ?? ''),
            text: true as const,
          },
        ]
      : variant === 'managers'
        ? [
            {
              label: t('reports.agents.team'),
              cell: (r: FigureRow) => formatNumber(Number(r.teamSize)),
              sortValue: (r: FigureRow) => Number(r.teamSize),
            },
          ]
        : [
            {
              label: t('reports.agents.rank'),
              cell: (r: FigureRow) => `#${formatNumber(Number(r.rank))}`,
              sortValue: (r: FigureRow) => Number(r.rank),
            },
            {
              label: t('reports.agents.agents'),
              cell: (r: FigureRow) => formatNumber(Number(r.agents)),
              sortValue: (r: FigureRow) => Number(r.agents),
            },
          ]
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res}>
      {data && (
        <>
          <FigureTable
            caption={t(`reports.agents.captions.${variant}`, { title })}
            nameLabel={t(`reports.agents.names.${variant}`)}
            rows={data.rows}
            columns={def.columns}
            reportQuery={state.query}
            rowFilter={(r) => ({ agents: r.agentIds as string[] })}
            extra={extra}
            initialSort={SORT[variant]}
            testId="figure-table"
          />
          {data.responseTimes && (
            <ChartSection
              title={t('reports.agents.responseTitle')}
              testId="response-chart"
              chart={
                <BarChart
                  title={t('reports.agents.responseChart')}
                  data={data.responseTimes.map((b) => ({
                    label: bucketLabel(b.key),
                    value: b.count,
                    href: leadsHref({ ...state.query, firstResponse: [b.key] }),
                  }))}
                />
              }
              table={
                <ValueTable
                  caption={t('reports.agents.responseChart')}
                  label={t('reports.agents.responseLabel')}
                  rows={data.responseTimes.map((b) => ({
                    label: bucketLabel(b.key),
                    value: formatNumber(b.count),
                    href: leadsHref({ ...state.query, firstResponse: [b.key] }),
                  }))}
                />
              }
            />
          )}
        </>
      )}
    </ReportFrame>
  )
}

export default function BrokersPage(p: PageProps) {
  return <AgentFiguresPage {...p} variant="brokers" />
}
export const ManagersPage = (p: PageProps) => <AgentFiguresPage {...p} variant="managers" />
export const OfficesPage = (p: PageProps) => <AgentFiguresPage {...p} variant="offices" />
