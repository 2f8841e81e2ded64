import { useState } from 'react'
import { Link } from 'wouter'
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES, type AuditEntry } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { control } from '../resources/components/FilterBar.tsx'
import type { PageProps } from '../routes.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'
import { ChangeList } from './ChangeList.tsx'
import { recordLink } from './recordLink.ts'

const LIMIT = 25
const TYPES = Object.entries(AUDIT_RECORD_TYPES).sort((a, b) => a[1].localeCompare(b[1]))

/** A day picked in the browser's calendar as the instant it starts there (the API compares instants). */
const dayStart = (day: string, plusDays = 0) => {
  const d = new Date(`${day}T00:00:00`)
  d.setDate(d.getDate() + plusDays)
  return d.toISOString()
}

/**
 * Every write in the active asset (and to users and roles), newest first: who, when, which record, each
 * field before → after (GET /api/admin/activity-logs, super access). Filters by user, record type and days.
 */
export default function ActivityLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [user, setUser] = useState('')
  const [recordType, setRecordType] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const query = {
    ...(user && { user }),
    ...(recordType && { recordType }),
    ...(from && { from: dayStart(from) }),
    ...(to && { to: dayStart(to, 1) }),
  }
  const { data, error, isLoading } = useApi<{ data: AuditEntry[]; meta: PaginatorMeta }>('/api/admin/activity-logs', { filter: { page, limit: LIMIT, query } })
  const users = useApi<{ data: { _id: string; email: string; fullName: string }[] }>('/api/admin/users', { filter: { limit: 500 } })
  const rows = data?.data ?? []
  const set = (fn: (v: string) => void) => (e: { target: { value: string } }) => {
    fn(e.target.value)
    setPage(1)
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Every change made in this asset and to users and roles: who, when, which record, each field before and after."
        actions={<CsvExportButton path="/api/admin/activity-logs/export" filter={{ query }} total={data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the activity log">
        <label className="text-xs font-medium text-slate-700">
          User
          <select className={`${control} mt-1 block w-56`} value={user} onChange={set(setUser)}>
            <option value="">Everyone</option>
            {(users.data?.data ?? []).map((u) => (
              <option key={u._id} value={u._id}>{u.fullName || u.email}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-700">
          Record type
          <select className={`${control} mt-1 block w-44`} value={recordType} onChange={set(setRecordType)}>
            <option value="">All records</option>
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-700">
          From
          <input type="date" className={`${control} mt-1 block`} value={from} max={to || undefined} onChange={set(setFrom)} />
        </label>
        <label className="text-xs font-medium text-slate-700">
          To
          <input type="date" className={`${control} mt-1 block`} value={to} min={from || undefined} onChange={set(setTo)} />
        </label>
      </div>
      <div className="mx-6 mb-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">When</th>
              <th scope="col" className="px-4 py-2">User</th>
              <th scope="col" className="px-4 py-2">Action</th>
              <th scope="col" className="px-4 py-2">Record</th>
              <th scope="col" className="px-4 py-2">Changes</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((e) => {
              const link = recordLink(e)
              const type = AUDIT_RECORD_TYPES[e.recordType] ?? e.recordType
              return (
                <tr key={e._id} className="align-top hover:bg-slate-50">
                  <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(e.createdAt)}</td>
                  <td className="px-4 py-2 text-slate-800">
                    {e.user ? (
                      <>
                        {e.user.fullName}
                        <span className="block text-xs text-slate-600">{e.user.email}</span>
                      </>
                    ) : (
                      <span className="text-slate-600">System</span>
                    )}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-800">{AUDIT_ACTION_LABELS[e.action]}</td>
                  <td className="px-4 py-2 text-slate-800">
                    {type}
                    <span className="block font-mono text-xs text-slate-600">
                      {link ? <Link href={link} className="text-brand hover:underline" aria-label={`Open ${type.toLowerCase()} ${e.recordId}`}>{e.recordId.slice(0, 8)}</Link> : e.recordId.slice(0, 8)}
                    </span>
                  </td>
                  <td className="max-w-xl px-4 py-2 text-slate-800"><ChangeList entry={e} /></td>
                </tr>
              )
            })}
            {!rows.length && (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-600">{isLoading ? 'Loading…' : error ? (error as Error).message : 'No changes match these filters.'}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={data?.meta} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </>
  )
}
