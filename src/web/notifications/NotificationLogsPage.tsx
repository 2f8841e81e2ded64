import { useState } from 'react'
import { Link } from 'wouter'
import { enumLabel, formatDateTime } from '../../domain/format.ts'
import { noticeShown, type Notification } from '../../domain/notifications.ts'
import { textOr } from '../../domain/i18n/index.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { LogTable } from '../ui/LogTable.tsx'

interface LogRow extends Notification {
  asset: { _id: string; name: string }
  user: { _id: string; email: string; fullName: string }
  email: { status: string; to: string; sentAt: string | null; error: string | null } | null
}

const LIMIT = 25

function emailCopy(e: LogRow['email']) {
  if (!e) return <span className="text-slate-600">Not asked for</span>
  if (e.status === 'failed') return <span className="text-rose-700" title={e.error ?? undefined}>Failed: {e.error}</span>
  return <span title={e.to}>{e.status === 'sent' && e.sentAt ? `Sent ${formatDateTime(e.sentAt)}` : enumLabel(e.status)}</span>
}

/** Every notification sent, in every asset, newest first (GET /api/admin/notification-logs, super access). */
export default function NotificationLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const res = useApi<{ data: LogRow[]; meta: PaginatorMeta }>('/api/admin/notification-logs', { filter: { page, limit: LIMIT } })
  return (
    <>
      <PageHeader title={title} subtitle="Every notification the console sent: to whom, whether it was read, and its e-mail copy." />
      <LogTable
        columns={['Sent', 'Recipient', 'Asset', 'Kind', 'Notification', 'Read', 'E-mail copy']}
        res={res}
        empty="No notifications have been sent yet"
        onPage={(d) => setPage((p) => p + d)}
        cells={(r) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-2 text-slate-800">
              {r.user.fullName}
              <span className="block text-xs text-slate-600">{r.user.email}</span>
            </td>
            <td className="px-4 py-2 text-slate-700">{r.asset.name}</td>
            <td className="px-4 py-2 text-slate-700">{textOr(`notifications.kinds.${r.kind}`, r.kind)}</td>
            <td className="max-w-md px-4 py-2 text-slate-800">
              {r.link ? <Link href={r.link} className="font-medium text-brand hover:underline">{noticeShown(r).title}</Link> : <span className="font-medium">{noticeShown(r).title}</span>}
              <span className="block text-xs text-slate-600">{noticeShown(r).body}</span>
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-700">{r.readAt ? formatDateTime(r.readAt) : 'Unread'}</td>
            <td className="px-4 py-2 text-slate-700">{emailCopy(r.email)}</td>
          </>
        )}
      />
    </>
  )
}
