import { useState } from 'react'
import { SYSTEM_LOG_KINDS, SYSTEM_LOG_LEVELS, type SystemLogEntry } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import { keyLabel } from '../../domain/validationMessages.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { useApi } from '../lib/useApi.ts'
import { control } from '../resources/components/FilterBar.tsx'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'

const LIMIT = 25
const LEVEL_STYLE: Record<string, string> = { info: 'bg-slate-100 text-slate-700', warn: 'bg-amber-100 text-amber-900', error: 'bg-rose-100 text-rose-800' }

/** What the server recorded of note, newest first (GET /api/admin/system-logs, super access). */
export default function SystemLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [kind, setKind] = useState('')
  const [level, setLevel] = useState('')
  const query = { ...(kind && { kind }), ...(level && { level }) }
  const { data, error, isLoading } = useApi<{ data: SystemLogEntry[]; meta: PaginatorMeta }>('/api/admin/system-logs', { filter: { page, limit: LIMIT, query } })
  const rows = data?.data ?? []
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`What the server records: ${Object.values(SYSTEM_LOG_KINDS).join(', ').toLowerCase()}.`}
        actions={<CsvExportButton path="/api/admin/system-logs/export" filter={{ query }} total={data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the system log">
        <label className="text-xs font-medium text-slate-700">
          Kind
          <select className={`${control} mt-1 block w-48`} value={kind} onChange={(e) => { setKind(e.target.value); setPage(1) }}>
            <option value="">Everything</option>
            {Object.entries(SYSTEM_LOG_KINDS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-700">
          Level
          <select className={`${control} mt-1 block w-32`} value={level} onChange={(e) => { setLevel(e.target.value); setPage(1) }}>
            <option value="">Any</option>
            {SYSTEM_LOG_LEVELS.map((l) => (
              <option key={l} value={l}>{keyLabel(l)}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="mx-6 mb-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">When</th>
              <th scope="col" className="px-4 py-2">Level</th>
              <th scope="col" className="px-4 py-2">Kind</th>
              <th scope="col" className="px-4 py-2">Message</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r._id} className="align-top hover:bg-slate-50">
                <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-2">
                  <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${LEVEL_STYLE[r.level] ?? LEVEL_STYLE.info}`}>{keyLabel(r.level)}</span>
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">{SYSTEM_LOG_KINDS[r.kind] ?? r.kind}</td>
                <td className="max-w-2xl px-4 py-2 break-words text-slate-800">{r.message}</td>
              </tr>
            ))}
            {!rows.length && (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-600">{isLoading ? 'Loading…' : error ? (error as Error).message : 'Nothing recorded yet.'}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={data?.meta} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </>
  )
}
