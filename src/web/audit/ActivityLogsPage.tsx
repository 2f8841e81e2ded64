import { useState } from 'react'
import { Link } from 'wouter'
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPES, type AuditEntry } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { control } from '../resources/components/FilterBar.tsx'
import type { PageProps } from '../routes.tsx'
import { LogFilter, LogTable } from '../ui/LogTable.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { ChangeList } from './ChangeList.tsx'
import { recordLink } from './recordLink.ts'
import { useUserOptions } from './useUserOptions.ts'

const LIMIT = 25
const TYPES = Object.entries(AUDIT_RECORD_TYPES).sort((a, b) => a[1].localeCompare(b[1]))

/** A day picked in the browser's calendar as the instant it starts there (the API compares instants). */
const dayStart = (day: string, plusDays = 0) => {
  const d = new Date(`${day}T00:00:00`)
  d.setDate(d.getDate() + plusDays)
  return d.toISOString()
}

function Who({ user }: { user: AuditEntry['user'] }) {
  if (!user) return <span className="text-slate-600">System</span>
  return (
    <>
      {user.fullName}
      <span className="block text-xs text-slate-600">{user.email}</span>
    </>
  )
}

function Record({ entry: e }: { entry: AuditEntry }) {
  const link = recordLink(e)
  const type = AUDIT_RECORD_TYPES[e.recordType] ?? e.recordType
  const short = e.recordId.slice(0, 8)
  return (
    <>
      {type}
      <span className="block font-mono text-xs text-slate-600">
        {link ? <Link href={link} className="text-brand hover:underline" aria-label={`Open ${type.toLowerCase()} ${e.recordId}`}>{short}</Link> : short}
      </span>
    </>
  )
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
  const res = useApi<{ data: AuditEntry[]; meta: PaginatorMeta }>('/api/admin/activity-logs', { filter: { page, limit: LIMIT, query } })
  const users = useUserOptions()
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v)
    setPage(1)
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Every change made in this asset and to users and roles: who, when, which record, each field before and after."
        actions={<CsvExportButton path="/api/admin/activity-logs/export" filter={{ query }} total={res.data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the activity log">
        <LogFilter label="User" all="Everyone" value={user} onChange={filter(setUser)} options={users} width="w-56" />
        <LogFilter label="Record type" all="All records" value={recordType} onChange={filter(setRecordType)} options={TYPES} width="w-44" />
        <label className="text-xs font-medium text-slate-700">
          From
          <input type="date" className={`${control} mt-1 block`} value={from} max={to || undefined} onChange={(e) => filter(setFrom)(e.target.value)} />
        </label>
        <label className="text-xs font-medium text-slate-700">
          To
          <input type="date" className={`${control} mt-1 block`} value={to} min={from || undefined} onChange={(e) => filter(setTo)(e.target.value)} />
        </label>
      </div>
      <LogTable
        columns={['When', 'User', 'Action', 'Record', 'Changes']}
        res={res}
        empty="No changes match these filters."
        onPage={(d) => setPage((p) => p + d)}
        cells={(e) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(e.createdAt)}</td>
            <td className="px-4 py-2 text-slate-800"><Who user={e.user} /></td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{AUDIT_ACTION_LABELS[e.action]}</td>
            <td className="px-4 py-2 text-slate-800"><Record entry={e} /></td>
            <td className="max-w-xl px-4 py-2 text-slate-800"><ChangeList entry={e} /></td>
          </>
        )}
      />
    </>
  )
}
