import { useState } from 'react'
import { ACCESS_LOG_ACTION_LABELS } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { LogFilter, LogTable } from '../ui/LogTable.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { deviceLabel, type AccessLogRow } from './accessLog.ts'
import { useUserOptions } from './useUserOptions.ts'

type AccessLog = AccessLogRow & { user: { _id: string; email: string; fullName: string } }

const LIMIT = 25

/** Everyone's sign-ins, failed sign-ins and sign-outs, newest first (GET /api/admin/users-access-logs, super access). */
export default function UsersAccessLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [user, setUser] = useState('')
  const query = user ? { user } : {}
  const res = useApi<{ data: AccessLog[]; meta: PaginatorMeta }>('/api/admin/users-access-logs', { filter: { page, limit: LIMIT, query } })
  const users = useUserOptions()
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Sign-ins, failed sign-ins and sign-outs of every user, with where they came from."
        actions={<CsvExportButton path="/api/admin/users-access-logs/export" filter={{ query }} total={res.data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the access log">
        <LogFilter label="User" all="Everyone" value={user} onChange={(v) => { setUser(v); setPage(1) }} options={users} width="w-56" />
      </div>
      <LogTable
        columns={['When', 'User', 'Action', 'Asset', 'IP', 'Browser']}
        res={res}
        empty="No sign-ins recorded yet."
        onPage={(d) => setPage((p) => p + d)}
        cells={(r) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-2 text-slate-800">
              {r.user.fullName}
              <span className="block text-xs text-slate-600">{r.user.email}</span>
            </td>
            <td className={`px-4 py-2 whitespace-nowrap ${r.action === 'login_failed' ? 'font-medium text-rose-700' : 'text-slate-800'}`}>{ACCESS_LOG_ACTION_LABELS[r.action] ?? r.action}</td>
            <td className="px-4 py-2 text-slate-700">{r.asset?.name ?? '—'}</td>
            <td className="px-4 py-2 font-mono text-xs text-slate-700">{r.ip ?? '—'}</td>
            <td className="px-4 py-2 text-slate-700" title={r.userAgent ?? undefined}>{deviceLabel(r.userAgent)}</td>
          </>
        )}
      />
    </>
  )
}
