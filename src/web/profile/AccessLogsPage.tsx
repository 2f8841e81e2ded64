import { useState } from 'react'
import { enumLabel, formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
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
}

/** A short device label from a user agent: browser and system, enough to recognise a login. */
function device(ua: string | null): string {
  if (!ua) return '—'
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : 'Other browser'
  const os = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Linux/.test(ua) ? 'Linux' : ''
  return os ? `${browser} on ${os}` : browser
}

const LIMIT = 20

/** The caller's own sign-ins from the server's access log (GET /api/profile/access-logs), newest first. */
export default function AccessLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const { data, error, isLoading } = useApi<{ data: AccessLog[]; meta: PaginatorMeta }>('/api/profile/access-logs', { filter: { page, limit: LIMIT } })
  const rows = data?.data ?? []
  const meta = data?.meta
  return (
    <>
      <PageHeader title={title} subtitle="Sign-ins to your account. If you do not recognise one, change your password." />
      <div className="mx-6 overflow-hidden rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">Date</th>
              <th scope="col" className="px-4 py-2">Action</th>
              <th scope="col" className="px-4 py-2">Asset</th>
              <th scope="col" className="px-4 py-2">IP address</th>
              <th scope="col" className="px-4 py-2">Device</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r._id} className="hover:bg-slate-50">
                <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-2 text-slate-800">{enumLabel(r.action)}</td>
                <td className="px-4 py-2 text-slate-700">{r.asset?.name ?? '—'}</td>
                <td className="px-4 py-2 font-mono text-xs text-slate-700">{r.ip ?? '—'}</td>
                <td className="px-4 py-2 text-slate-700" title={r.userAgent ?? undefined}>{device(r.userAgent)}</td>
              </tr>
            ))}
            {!isLoading && !rows.length && (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-600">{error ? (error as Error).message : 'No access logs found'}</td>
              </tr>
            )}
            {isLoading && (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-600">Loading…</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={meta} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </>
  )
}
