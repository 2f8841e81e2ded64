import { useState } from 'react'
import { enumLabel, formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { LogTable } from '../ui/LogTable.tsx'

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
  const res = useApi<{ data: AccessLog[]; meta: PaginatorMeta }>('/api/profile/access-logs', { filter: { page, limit: LIMIT } })
  return (
    <>
      <PageHeader title={title} subtitle="Sign-ins to your account. If you do not recognise one, change your password." />
      <LogTable
        columns={['Date', 'Action', 'Asset', 'IP address', 'Device']}
        res={res}
        empty="No access logs found"
        onPage={(d) => setPage((p) => p + d)}
        cells={(r) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-2 text-slate-800">{enumLabel(r.action)}</td>
            <td className="px-4 py-2 text-slate-700">{r.asset?.name ?? '—'}</td>
            <td className="px-4 py-2 font-mono text-xs text-slate-700">{r.ip ?? '—'}</td>
            <td className="px-4 py-2 text-slate-700" title={r.userAgent ?? undefined}>{device(r.userAgent)}</td>
          </>
        )}
      />
    </>
  )
}
