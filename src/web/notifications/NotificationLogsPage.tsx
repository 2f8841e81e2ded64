import { useState } from 'react'
import { Link } from 'wouter'
import { enumLabel, formatDateTime } from '../../domain/format.ts'
import { NOTIFICATION_KIND_LABELS, type Notification } from '../../domain/notifications.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'

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
  const { data, error, isLoading } = useApi<{ data: LogRow[]; meta: PaginatorMeta }>('/api/admin/notification-logs', { filter: { page, limit: LIMIT } })
  const rows = data?.data ?? []
  const meta = data?.meta
  return (
    <>
      <PageHeader title={title} subtitle="Every notification the console sent: to whom, whether it was read, and its e-mail copy." />
      <div className="mx-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">Sent</th>
              <th scope="col" className="px-4 py-2">Recipient</th>
              <th scope="col" className="px-4 py-2">Asset</th>
              <th scope="col" className="px-4 py-2">Kind</th>
              <th scope="col" className="px-4 py-2">Notification</th>
              <th scope="col" className="px-4 py-2">Read</th>
              <th scope="col" className="px-4 py-2">E-mail copy</th>
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
                <td className="px-4 py-2 text-slate-700">{r.asset.name}</td>
                <td className="px-4 py-2 text-slate-700">{NOTIFICATION_KIND_LABELS[r.kind] ?? r.kind}</td>
                <td className="max-w-md px-4 py-2 text-slate-800">
                  {r.link ? <Link href={r.link} className="font-medium text-brand hover:underline">{r.title}</Link> : <span className="font-medium">{r.title}</span>}
                  <span className="block text-xs text-slate-600">{r.body}</span>
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">{r.readAt ? formatDateTime(r.readAt) : 'Unread'}</td>
                <td className="px-4 py-2 text-slate-700">{emailCopy(r.email)}</td>
              </tr>
            ))}
            {!rows.length && (
              <tr>
                <td colSpan={7} className="px-4 py-10 text-center text-slate-600">{isLoading ? 'Loading…' : error ? (error as Error).message : 'No notifications have been sent yet'}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={meta} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </>
  )
}
