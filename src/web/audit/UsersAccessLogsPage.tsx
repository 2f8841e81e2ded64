import { useState } from 'react'
import { ACCESS_LOG_ACTION_LABELS } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { useApi } from '../lib/useApi.ts'
import { control } from '../resources/components/FilterBar.tsx'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'

interface AccessLog {
  _id: string
  action: string
  ip: string | null
  userAgent: string | null
  createdAt: string
  asset: { _id: string; name: string } | null
  user: { _id: string; email: string; fullName: string }
}

const LIMIT = 25

/** Everyone's sign-ins, failed sign-ins and sign-outs, newest first (GET /api/admin/users-access-logs, super access). */
export default function UsersAccessLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [user, setUser] = useState('')
  const query = user ? { user } : {}
  const { data, error, isLoading } = useApi<{ data: AccessLog[]; meta: PaginatorMeta }>('/api/admin/users-access-logs', { filter: { page, limit: LIMIT, query } })
  const users = useApi<{ data: { _id: string; email: string; fullName: string }[] }>('/api/admin/users', { filter: { limit: 500 } })
  const rows = data?.data ?? []
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Sign-ins, failed sign-ins and sign-outs of every user, with where they came from."
        actions={<CsvExportButton path="/api/admin/users-access-logs/export" filter={{ query }} total={data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the access log">
        <label className="text-xs font-medium text-slate-700">
          User
          <select className={`${control} mt-1 block w-56`} value={user} onChange={(e) => { setUser(e.target.value); setPage(1) }}>
            <option value="">Everyone</option>
            {(users.data?.data ?? []).map((u) => (
              <option key={u._id} value={u._id}>{u.fullName || u.email}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="mx-6 mb-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">When</th>
              <th scope="col" className="px-4 py-2">User</th>
              <th scope="col" className="px-4 py-2">Action</th>
              <th scope="col" className="px-4 py-2">Asset</th>
              <th scope="col" className="px-4 py-2">IP</th>
              <th scope="col" className="px-4 py-2">Browser</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r._id} className="align-top hover:bg-slate-50">
                <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-2 text-slate-800">
                  {r.user.fullName}
                  <span className="block text-xs text-slate-600">{r.user.email}</span>
                </td>
                <td className={`px-4 py-2 whitespace-nowrap ${r.action === 'login_failed' ? 'font-medium text-rose-700' : 'text-slate-800'}`}>{ACCESS_LOG_ACTION_LABELS[r.action] ?? r.action}</td>
                <td className="px-4 py-2 text-slate-700">{r.asset?.name ?? '—'}</td>
                <td className="px-4 py-2 font-mono text-xs text-slate-700">{r.ip ?? '—'}</td>
                <td className="max-w-xs truncate px-4 py-2 text-xs text-slate-600" title={r.userAgent ?? undefined}>{r.userAgent || '—'}</td>
              </tr>
            ))}
            {!rows.length && (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-slate-600">{isLoading ? 'Loading…' : error ? (error as Error).message : 'No sign-ins recorded yet.'}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={data?.meta} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </>
  )
}
