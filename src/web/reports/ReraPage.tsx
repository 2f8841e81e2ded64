import { Link } from 'wouter'
import type { LeadScope } from '../../domain/leads/scope.ts'
import { formatDate, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { REPORTS } from '../../domain/reports/definitions.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { ReportFrame } from './ReportFrame.tsx'
import { useReportFilters } from './useReportFilters.ts'

interface Answer {
  data: {
    scope: LeadScope
    summary: Record<Problem, number>
    listings: {
      _id: string
      reference: string
      title: string
      permitNumber: string | null
      permitExpiry: string | null
      agentName: string | null
      problem: Problem
    }[]
    projects: {
      _id: string
      name: string
      reraNumber: string | null
      escrowAccount: string | null
      escrowBank: string | null
      problem: Problem
    }[]
  }
}
type Problem = 'missing' | 'expired' | 'expiring' | 'noRera' | 'noEscrow'
const PROBLEMS: Problem[] = ['expired', 'expiring', 'missing', 'noRera', 'noEscrow']
const label = (p: Problem) => t(`reports.rera.problems.${p}`)
const TONE: Record<Problem, string> = {
  expired: 'bg-red-50 text-red-800',
  expiring: 'bg-amber-50 text-amber-800',
  missing: 'bg-slate-100 text-slate-800',
  noRera: 'bg-red-50 text-red-800',
  noEscrow: 'bg-amber-50 text-amber-800',
}
const th = 'px-3 py-2 text-start whitespace-nowrap'
const td = 'px-3 py-1.5'

/**
 * RERA Report: listings whose Trakheesi permit is missing, expired or expires within 30 days,
 * and projects without RERA registration or escrow details; each count shows its rows (?problem=), each
 * row opens its listing or project.
 */
export default function ReraPage({ title }: PageProps) {
  const def = REPORTS.rera
  const state = useReportFilters()
  const res = useApi<Answer>(def.api, undefined, { keepPreviousData: true })
  const data = res.data?.data
  const only = state.extra.get('problem') as Problem | null
  const listings = (data?.listings ?? []).filter((l) => !only || l.problem === only)
  const projects = (data?.projects ?? []).filter((p) => !only || p.problem === only)
  return (
    <ReportFrame title={title} api={def.api} state={state} res={res} noFilters subtitle={t('reports.rera.subtitle')}>
      {data && (
        <>
          <ul className="grid gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={t('reports.rera.summary')}>
            {PROBLEMS.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  aria-pressed={only === p}
                  onClick={() => state.setExtra({ problem: only === p ? undefined : p })}
                  className={`w-full rounded-lg border p-3 text-start hover:border-brand/50 focus-visible:outline-2 focus-visible:outline-brand ${only === p ? 'border-brand bg-teal-50/60' : 'border-slate-200 bg-white'}`}
                  data-testid={`rera-${p}`}
                >
                  <span className="block text-xs text-slate-600">{label(p)}</span>
                  <span className="mt-1 block text-2xl font-semibold text-slate-900 tabular-nums">
                    {formatNumber(data.summary[p])}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {(!only || ['missing', 'expired', 'expiring'].includes(only)) && (
            <section
              className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
              aria-label={t('reports.rera.listings')}
            >
              <h2 className="border-b border-slate-100 px-3 py-2.5 text-sm font-semibold text-slate-900">
                {t('reports.rera.listingsCount', { n: formatNumber(listings.length) })}
              </h2>
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
                  <tr>
                    {(['reference', 'title', 'agent', 'permit', 'expiry', 'problem'] as const).map((c) => (
                      <th key={c} className={th}>
                        {t(`reports.rera.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {listings.map((l) => (
                    <tr key={l._id} className="hover:bg-slate-50">
                      <td className={td} data-i18n-data>
                        <Link href={`/properties/listings/${l._id}`} className="text-brand hover:underline">
                          {l.reference}
                        </Link>
                      </td>
                      <td className={`${td} max-w-72 truncate`} data-i18n-data dir="auto">
                        {l.title}
                      </td>
                      <td className={td} data-i18n-data>
                        {l.agentName ?? '–'}
                      </td>
                      <td className={td} data-i18n-data>
                        {l.permitNumber || '–'}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{l.permitExpiry ? formatDate(l.permitExpiry) : '–'}</td>
                      <td className={td}>
                        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONE[l.problem]}`}>
                          {label(l.problem)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {(!only || ['noRera', 'noEscrow'].includes(only)) && (
            <section
              className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
              aria-label={t('reports.rera.projects')}
            >
              <h2 className="border-b border-slate-100 px-3 py-2.5 text-sm font-semibold text-slate-900">
                {t('reports.rera.projectsCount', { n: formatNumber(projects.length) })}
              </h2>
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
                  <tr>
                    {(['project', 'reraNumber', 'escrowAccount', 'escrowBank', 'problem'] as const).map((c) => (
                      <th key={c} className={th}>
                        {t(`reports.rera.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {projects.map((p) => (
                    <tr key={p._id} className="hover:bg-slate-50">
                      <td className={td} data-i18n-data>
                        <Link href={`/properties/projects/${p._id}`} className="text-brand hover:underline">
                          {p.name}
                        </Link>
                      </td>
                      <td className={td} data-i18n-data>
                        {p.reraNumber || '–'}
                      </td>
                      <td className={td} data-i18n-data>
                        {p.escrowAccount || '–'}
                      </td>
                      <td className={td} data-i18n-data>
                        {p.escrowBank || '–'}
                      </td>
                      <td className={td}>
                        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONE[p.problem]}`}>
                          {label(p.problem)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </ReportFrame>
  )
}
