import { useRef, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { reportScopeHeading } from '../../domain/reports/scope.ts'
import { t } from '../../domain/i18n/index.ts'
import { ExportButton } from '../ui/lists/ExportButton.tsx'
import { LeadFilters } from '../leads/report/LeadFilters.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import type { useReportFilters } from './useReportFilters.ts'

/**
 * A CRM report page: title, whose figures it shows (domain/reports/scope.ts), the CSV of its
 * tables, the leads report's filter bar, then the report's charts and tables (or its loading / error line).
 */
export function ReportFrame(props: {
  title: string
  api: string
  state: ReturnType<typeof useReportFilters>
  res: { data?: { data: { scope: LeadScope } }; error?: unknown; isLoading: boolean }
  exportParams?: Record<string, string>
  /** RERA's figures are the asset's catalogue: no lead filter applies, and its subtitle says what it covers */
  noFilters?: boolean
  subtitle?: string
  children: ReactNode
}) {
  const searchRef = useRef<HTMLInputElement>(null)
  const { state, res } = props
  const scope = res.data?.data.scope
  return (
    <>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle ?? (scope ? reportScopeHeading(scope) : ' ')}
        actions={
          <ExportButton
            path={`${props.api}/export`}
            query={{ ...props.exportParams, filter: { query: state.query } }}
            total={null}
          />
        }
      />
      {!props.noFilters && <LeadFilters filters={state.filters} onChange={state.setFilters} searchRef={searchRef} />}
      <div className="space-y-6 p-6" aria-busy={res.isLoading}>
        {res.error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {(res.error as Error).message || t('reports.failed')}
          </p>
        ) : !res.data ? (
          <p className="text-sm text-slate-600">{t('reports.loading')}</p>
        ) : (
          props.children
        )}
      </div>
    </>
  )
}

/** A chart and its table side by side (the table is the chart's accessible form and its drill-down). */
export function ChartSection({
  title,
  chart,
  table,
  testId,
}: {
  title: string
  chart: ReactNode
  table: ReactNode
  testId?: string
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-label={title} data-testid={testId}>
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="m-0">{chart}</figure>
        <div className="overflow-x-auto">{table}</div>
      </div>
    </section>
  )
}

/** A small table of label → value rows beside a chart, each value linked to its leads when it has a link. */
export function ValueTable({
  caption,
  label,
  rows,
  valueLabel = t('reports.leads'),
}: {
  caption: string
  label: string
  valueLabel?: string
  rows: {
    label: string
    value: ReactNode
    href?: string
    extra?: ReactNode /** the label is stored data (a portal's name) */
    data?: boolean
  }[]
}) {
  return (
    <table className="w-full text-sm" data-testid="chart-table">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs font-semibold text-slate-600">
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1.5 text-start">
            {label}
          </th>
          <th scope="col" className="py-1.5 text-end">
            {valueLabel}
          </th>
          {rows.some((r) => r.extra !== undefined) && (
            <th scope="col" className="py-1.5 text-end">
              <span className="sr-only">{t('reports.share')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.label} data-label={r.label}>
            <th
              scope="row"
              className="py-1.5 text-start font-normal text-slate-800"
              {...(r.data ? { 'data-i18n-data': true } : {})}
            >
              {r.label}
            </th>
            <td className="py-1.5 text-end tabular-nums">
              {r.href ? (
                <Link
                  href={r.href}
                  className="rounded text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
                  data-testid="chart-table-value"
                >
                  {r.value}
                </Link>
              ) : (
                <span data-testid="chart-table-value">{r.value}</span>
              )}
            </td>
            {r.extra !== undefined && (
              <td className="py-1.5 text-end text-xs text-slate-500 tabular-nums">{r.extra}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
