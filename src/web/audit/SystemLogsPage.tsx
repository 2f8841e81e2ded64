import { useState } from 'react'
import { SYSTEM_LOG_KINDS, SYSTEM_LOG_LEVELS, type SystemLogEntry } from '../../domain/audit.ts'
import { formatDateTime } from '../../domain/format.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { keyLabel } from '../../domain/validationMessages.ts'
import { CsvExportButton } from '../customers/CsvExportButton.tsx'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routes.tsx'
import { LogFilter, LogTable } from '../ui/LogTable.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'

const LIMIT = 25
const KINDS = Object.entries(SYSTEM_LOG_KINDS)
const LEVELS = SYSTEM_LOG_LEVELS.map((l) => [l, keyLabel(l)] as const)
const LEVEL_STYLE: Record<string, string> = { info: 'bg-slate-100 text-slate-700', warn: 'bg-amber-100 text-amber-900', error: 'bg-rose-100 text-rose-800' }

/** What the server recorded of note, newest first (GET /api/admin/system-logs, super access). */
export default function SystemLogsPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [kind, setKind] = useState('')
  const [level, setLevel] = useState('')
  const query = { ...(kind && { kind }), ...(level && { level }) }
  const res = useApi<{ data: SystemLogEntry[]; meta: PaginatorMeta }>('/api/admin/system-logs', { filter: { page, limit: LIMIT, query } })
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v)
    setPage(1)
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`What the server records: ${Object.values(SYSTEM_LOG_KINDS).join(', ').toLowerCase()}.`}
        actions={<CsvExportButton path="/api/admin/system-logs/export" filter={{ query }} total={res.data?.meta.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-3 px-6 pb-3" role="search" aria-label="Filter the system log">
        <LogFilter label="Kind" all="Everything" value={kind} onChange={filter(setKind)} options={KINDS} width="w-48" />
        <LogFilter label="Level" all="Any" value={level} onChange={filter(setLevel)} options={LEVELS} width="w-32" />
      </div>
      <LogTable
        columns={['When', 'Level', 'Kind', 'Message']}
        res={res}
        empty="Nothing recorded yet."
        onPage={(d) => setPage((p) => p + d)}
        cells={(r) => (
          <>
            <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDateTime(r.createdAt)}</td>
            <td className="px-4 py-2">
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${LEVEL_STYLE[r.level] ?? LEVEL_STYLE.info}`}>{keyLabel(r.level)}</span>
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-700">{SYSTEM_LOG_KINDS[r.kind] ?? r.kind}</td>
            <td className="max-w-2xl px-4 py-2 break-words text-slate-800">{r.message}</td>
          </>
        )}
      />
    </>
  )
}
