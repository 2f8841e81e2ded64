import { useState } from 'react'
import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { formatDate } from '../../domain/format.ts'
import { P } from '../../domain/permissions.ts'
import { usePagedApi } from '../lib/useApi.ts'
import { useDebounced } from '../lib/useDebounced.ts'
import { inputCls } from '../leads/editor/controls/styles.ts'
import type { PageProps } from '../routes.tsx'
import { canAtom } from '../state/session.ts'
import { buttonPrimary } from '../ui/Card.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'
import { userStatus, type AdminUser } from './types.ts'

const LIMIT = 25
const STATUS_CLS: Record<string, string> = {
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Invited: 'bg-amber-50 text-amber-800 ring-amber-200',
  Disabled: 'bg-slate-100 text-slate-700 ring-slate-300',
}

/** /admin/users: every console user with role, assets and state; invite from here. */
export default function UsersPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const [page, setPage] = useState(1)
  const [text, setText] = useState('')
  const search = useDebounced(text.trim(), 300)
  const { rows, meta, error, isLoading } = usePagedApi<AdminUser>('/api/admin/users', { filter: { page, limit: LIMIT, query: search ? { search } : {} } })
  return (
    <div className="pb-6">
      <PageHeader
        title={title}
        subtitle="Who may sign in to the console, with which role and in which assets."
        actions={can([P.USER_ADD]) && <Link href="/admin/users/create" className={buttonPrimary}>Invite user</Link>}
      />
      <div className="mx-6 mb-3 max-w-sm">
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or e-mail"
          className={inputCls}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setPage(1)
          }}
        />
      </div>
      <div className="mx-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">Name</th>
              <th scope="col" className="px-4 py-2">E-mail</th>
              <th scope="col" className="px-4 py-2">Role</th>
              <th scope="col" className="px-4 py-2">Assets</th>
              <th scope="col" className="px-4 py-2">Status</th>
              <th scope="col" className="px-4 py-2">Created</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((u) => {
              const status = userStatus(u)
              return (
                <tr key={u._id} className="hover:bg-slate-50">
                  <td className="px-4 py-2 font-medium">
                    <Link href={`/admin/users/${u._id}`} className="text-brand-dark hover:underline">{u.fullName || u.email}</Link>
                  </td>
                  <td className="px-4 py-2 text-slate-700">{u.email}</td>
                  <td className="px-4 py-2 text-slate-800">{u.isRootUser ? 'Root user' : (u.role?.name ?? '—')}</td>
                  <td className="px-4 py-2 text-slate-700">{u.assets.map((a) => a.name).join(', ') || '—'}</td>
                  <td className="px-4 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_CLS[status]}`}>{status}</span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-700">{formatDate(u.createdAt)}</td>
                </tr>
              )
            })}
            {!rows.length && (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-slate-600">{isLoading ? 'Loading…' : (error ?? 'No users found')}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Pager meta={meta ?? undefined} shown={rows.length} onPage={(d) => setPage((p) => p + d)} />
      </div>
    </div>
  )
}
