import { useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link, useLocation } from 'wouter'
import { Plus, Search } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { Command } from '../../../commands/types.ts'
import { CUSTOMER_TYPES } from '../../domain/customers/schema.ts'
import type { Customer } from '../../domain/customers/model.ts'
import { formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { PAGE_SIZE_OPTIONS } from '../../domain/paginate.ts'
import { P, hasAccess } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import type { PageProps } from '../routes.tsx'
import { profileAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { PageHeader } from '../ui/PageHeader.tsx'
import { CustomersTable } from './CustomersTable.tsx'
import { CsvExportButton } from './CsvExportButton.tsx'
import { useCustomerList } from './hooks/useCustomerList.ts'

const control = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px] focus:border-brand focus:outline-none'

/**
 * /customers (CUSTOMERS_VIEW): search, type and status filters, paging, sort, export, delete, and the
 * leads report's keyboard moves (j/k or arrows, Enter opens, e edits, / searches).
 */
export default function CustomersPage({ title }: PageProps) {
  const profile = useAtomValue(profileAtom)
  const can = (k: string) => hasAccess(profile, k)
  const sensitive = can(P.VIEW_SENSITIVE_INFORMATION)
  const [, navigate] = useLocation()
  const list = useCustomerList()
  const { state, update, rows, meta } = list
  const [focused, setFocused] = useState(-1)
  const [deleting, setDeleting] = useState<Customer | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  // Enter opens the focused row only when no other control (a button, a link) has the focus.
  const tableHasKeys = () => {
    const el = document.activeElement
    return !el || el === document.body || !!tableRef.current?.contains(el)
  }

  const open = (c: Customer) => navigate(`/customers/${c._id}`)
  const edit = (c: Customer) => navigate(`/customers/${c._id}/update?ref=/customers`)
  const row = rows[focused]
  const move = (d: number) => setFocused((f) => Math.max(0, Math.min(rows.length - 1, f + d)))
  const commands: Command[] = [
    { id: 'customers.down', title: t('customers.list.next'), group: t('customers.list.group'), shortcut: 'down,j', hidden: true, run: () => move(1) },
    { id: 'customers.up', title: t('customers.list.previous'), group: t('customers.list.group'), shortcut: 'up,k', hidden: true, run: () => move(-1) },
    { id: 'customers.search', title: t('customers.list.search'), group: t('customers.list.group'), shortcut: '/', hidden: true, run: () => searchRef.current?.focus() },
  ]
  if (row) {
    commands.push({ id: 'customers.open', title: t('customers.list.open', { name: row.fullName }), group: t('customers.list.group'), shortcut: 'enter', hidden: true, run: () => void (tableHasKeys() && open(row)) })
    commands.push({ id: 'customers.edit', title: t('customers.list.edit', { name: row.fullName }), group: t('customers.list.group'), shortcut: 'e', permission: [P.CUSTOMER_UPDATE], run: () => edit(row) })
    commands.push({ id: 'customers.delete', title: t('customers.list.delete', { name: row.fullName }), group: t('customers.list.group'), permission: [P.CUSTOMER_DELETE], run: () => setDeleting(row) })
  }
  useRegisterCommands('customers-list', commands, [rows, focused])

  return (
    <div className="flex h-full min-h-0 flex-col">
      <PageHeader
        title={title}
        subtitle={meta ? t('customers.list.count', { count: meta.total, n: formatNumber(meta.total) }) : undefined}
        actions={
          <>
            <CsvExportButton path="/api/customers/export" filter={{ ...list.filter, page: undefined, limit: undefined }} total={meta?.total ?? null} />
            {can(P.CUSTOMER_ADD) && (
              <Link href="/customers/create?ref=/customers" className="flex h-8 items-center gap-1.5 rounded-md bg-brand px-3 text-[13px] font-medium text-white hover:bg-brand-dark">
                <Plus className="size-4" aria-hidden /> {t('customers.list.add')}
              </Link>
            )}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2 px-6 pb-3" role="search">
        <label className="relative">
          <span className="sr-only">{t('customers.list.search')}</span>
          <Search className="pointer-events-none absolute top-2 start-2 size-4 text-slate-400" aria-hidden />
          <input
            ref={searchRef}
            type="search"
            value={state.text}
            onChange={(e) => update({ text: e.target.value })}
            onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.blur()}
            placeholder={t('customers.list.searchPlaceholder')}
            className={`${control} w-72 ps-8`}
          />
        </label>
        <select aria-label={t('customers.list.type')} value={state.type} onChange={(e) => update({ type: e.target.value as typeof state.type })} className={control}>
          <option value="">{t('customers.list.allTypes')}</option>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>{valueLabel('customerType', type)}</option>
          ))}
        </select>
        <select aria-label={t('customers.list.status')} value={state.status} onChange={(e) => update({ status: e.target.value as typeof state.status })} className={control}>
          <option value="">{t('customers.list.allStatuses')}</option>
          <option value="enabled">{t('customers.enabled')}</option>
          <option value="disabled">{t('customers.disabled')}</option>
        </select>
      </div>
      <div ref={tableRef} className="relative mx-6 min-h-0 flex-1 overflow-auto rounded-t-lg border border-slate-200 bg-white" aria-busy={list.isLoading}>
        <CustomersTable
          rows={rows}
          sensitive={sensitive}
          sort={state.sort}
          onSort={(sort) => update({ sort })}
          focused={focused}
          onFocus={setFocused}
          onOpen={open}
          onEdit={can(P.CUSTOMER_UPDATE) ? edit : undefined}
          onDelete={can(P.CUSTOMER_DELETE) ? setDeleting : undefined}
        />
        {!list.isLoading && rows.length === 0 && (
          <div className="py-16 text-center" data-testid="empty-state">
            <p className="text-sm font-medium text-slate-800">{t('customers.list.noneFound')}</p>
            {list.error ? (
              <p role="alert" className="mt-1 text-sm text-red-600">{list.error}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-500">
                {can(P.CUSTOMER_ADD) ? t('customers.list.emptyCanAdd') : t('customers.list.emptyView')}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="mx-6 mb-4 flex items-center gap-3 rounded-b-lg border border-t-0 border-slate-200 bg-white px-4 py-2 text-[13px] text-slate-600" data-testid="pager">
        <span className="tabular-nums">
          {meta?.total ? t('resources.pager.range', { from: formatNumber(meta.from), to: formatNumber(Math.min(meta.from + meta.limit - 1, meta.total)), total: formatNumber(meta.total) }) : t('customers.list.count', { count: 0, n: formatNumber(0) })}
        </span>
        <label className="ms-auto flex items-center gap-1.5">
          {t('resources.pager.rows')}
          <select aria-label={t('resources.pager.pageSize')} value={state.limit} onChange={(e) => update({ limit: Number(e.target.value) })} className="h-7 rounded border border-slate-300 bg-white px-1">
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>{formatNumber(n)}</option>
            ))}
          </select>
        </label>
        <span className="tabular-nums">{t('resources.pager.page', { page: formatNumber(meta?.page ?? 1), pages: formatNumber(meta?.totalPages ?? 1) })}</span>
        <button type="button" disabled={!meta?.hasPrevPage} onClick={() => update({ page: meta!.prev! })} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">
          {t('resources.pager.previous')}
        </button>
        <button type="button" disabled={!meta?.hasNextPage} onClick={() => update({ page: meta!.next! })} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">
          {t('resources.pager.next')}
        </button>
      </div>
      <ConfirmDelete
        label={t('customers.list.label')}
        target={deleting ? `${deleting.fullName}${deleting.customerID ? ` (#${deleting.customerID})` : ''}` : null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          await api.del(`/api/customers/${deleting!._id}`)
          await list.reload()
        }}
      />
    </div>
  )
}
