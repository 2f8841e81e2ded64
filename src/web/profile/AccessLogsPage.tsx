import { useState } from 'react'
import { ACCESS_LOG_ACTION_LABELS } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import { deviceLabel, type AccessLogRow } from '../audit/accessLog.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { LogTable } from '../ui/LogTable.tsx'
import { resourceText } from '../../domain/i18n/resourceText.ts'
import { Data } from '../ui/Data.tsx'

const LIMIT = 20

/** The caller's own sign-ins from the server's access log (GET /api/profile/access-logs), newest first. */
export default function AccessLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const res = useApi<{ data: AccessLogRow[]; meta: PaginatorMeta }>('/api/profile/access-logs', {
    filter: { page, limit: LIMIT },
  })
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Sign-ins to your account. If you do not recognise one, change your password."
      />
      <LogTable
        columns={['Date', 'Action', 'Asset', 'IP address', 'Device']}
        res={res}
        empty="No access logs found"
        onPage={setPage}
        cells={(r) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-2 text-slate-800">{resourceText(ACCESS_LOG_ACTION_LABELS[r.action] ?? r.action)}</td>
            <td className="px-4 py-2 text-slate-700">{r.asset ? <Data>{r.asset.name}</Data> : '—'}</td>
            <td className="px-4 py-2 font-mono text-xs text-slate-700">{r.ip ? <Data ltr>{r.ip}</Data> : '—'}</td>
            <td className="px-4 py-2 text-slate-700">
              {/* read from the stored user agent: brand names (Chrome, Linux) */}
              <Data title={r.userAgent ?? undefined}>{deviceLabel(r.userAgent)}</Data>
            </td>
          </>
        )}
      />
    </>
  )
}
