import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import type { Customer } from '../../domain/customers/model.ts'
import { formatDate, formatPhone } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { Avatar } from '../ui/Avatar.tsx'
import type { CustomerListState } from './hooks/useCustomerList.ts'

interface Column {
  id: string
  /** The header's key in the catalogue (customers.table). */
  header: 'id' | 'customer' | 'phone' | 'email' | 'type' | 'status' | 'created'
  /** The API field the header sorts by. */
  sort?: string
  sensitive?: boolean
  /** A fixed width (class); the name and the e-mail share the rest of the table's width. */
  width?: string
  cell: (c: Customer) => React.ReactNode
}

/** The customer as the shared Avatar reads a person: picture file (or imported image URL) and initials. */
export const avatarPerson = (c: Customer) => {
  const file = c.avatar && typeof c.avatar === 'object' ? c.avatar.file : c.imageUrl
  return { firstName: c.firstName, lastName: c.lastName, avatar: file ? { _id: '', file } : null }
}

const COLUMNS: Column[] = [
  { id: 'id', header: 'id', sort: 'customerID', width: 'w-14', cell: (c) => <span className="tabular-nums text-slate-500">{c.customerID ?? '—'}</span> },
  {
    id: 'name',
    header: 'customer',
    sort: 'fullName',
    cell: (c) => (
      <span className="flex items-center gap-2">
        <Avatar profile={avatarPerson(c)} size="sm" />
        <span className="min-w-0 truncate font-medium text-slate-900" title={c.fullName} dir="auto" data-i18n-data>{c.fullName}</span>
        {c.doNotDisturb && <span className="shrink-0 rounded bg-amber-50 px-1.5 text-[11px] text-amber-700" title={t('customers.table.doNotDisturb')}>{t('customers.table.dnd')}</span>}
      </span>
    ),
  },
  { id: 'phone', header: 'phone', sort: 'phoneNumber', sensitive: true, width: 'w-36', cell: (c) => <span dir="ltr" data-i18n-data>{formatPhone(c.phone, c.phoneCode) || '—'}</span> },
  { id: 'email', header: 'email', sort: 'email', sensitive: true, cell: (c) => (c.email ? <span className="block truncate" title={c.email} dir="ltr" data-i18n-data>{c.email}</span> : '—') },
  { id: 'type', header: 'type', sort: 'type', width: 'w-28', cell: (c) => valueLabel('customerType', c.type) },
  {
    id: 'status',
    header: 'status',
    sort: 'enabled',
    width: 'w-28',
    cell: (c) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${c.enabled ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'}`}>
        {c.enabled ? t('customers.enabled') : t('customers.disabled')}
      </span>
    ),
  },
  { id: 'created', header: 'created', sort: 'createdAt', width: 'w-28', cell: (c) => formatDate(c.createdAt) },
]

interface Props {
  rows: Customer[]
  sensitive: boolean
  sort: CustomerListState['sort']
  onSort: (sort: CustomerListState['sort']) => void
  focused: number
  onFocus: (i: number) => void
  onOpen: (c: Customer) => void
  onEdit?: (c: Customer) => void
  onDelete?: (c: Customer) => void
}

/**
 * The customer rows; the focused row (keyboard) is highlighted and kept in view. A long name or e-mail
 * is cut at its column's width with the whole text as its title, so it never widens the table.
 */
export function CustomersTable({ rows, sensitive, sort, onSort, focused, onFocus, onOpen, onEdit, onDelete }: Props) {
  const columns = COLUMNS.filter((c) => sensitive || !c.sensitive)
  // Header click: ascending, descending, then back to the default sort.
  const cycle = (field: string) => onSort(!sort || sort.field !== field ? { field, dir: 1 } : sort.dir === 1 ? { field, dir: -1 } : null)
  return (
    <table className="w-full min-w-[56rem] table-fixed border-collapse text-[13px]" data-testid="customers-table">
      <thead className="sticky top-0 z-10 bg-slate-50 text-start text-xs font-medium tracking-wide text-slate-500 uppercase">
        <tr>
          {columns.map((col) => (
            <th key={col.id} scope="col" className={`border-b border-slate-200 px-3 py-2 ${col.width ?? ''}`} aria-sort={sort && sort.field === col.sort ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}>
              {col.sort ? (
                <button type="button" onClick={() => cycle(col.sort!)} className="inline-flex items-center gap-1 uppercase hover:text-slate-800">
                  {t(`customers.table.${col.header}`)}
                  {sort?.field === col.sort && (sort.dir === 1 ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden />)}
                </button>
              ) : (
                t(`customers.table.${col.header}`)
              )}
            </th>
          ))}
          {(onEdit || onDelete) && <th className="w-20 border-b border-slate-200 px-3 py-2"><span className="sr-only">{t('customers.table.actions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((c, i) => (
          <tr
            key={c._id}
            ref={(el) => {
              if (el && i === focused) el.scrollIntoView({ block: 'nearest' })
            }}
            aria-selected={i === focused}
            data-testid="customer-row"
            onClick={() => onOpen(c)}
            onMouseEnter={() => onFocus(i)}
            className={`cursor-pointer border-b border-slate-100 ${i === focused ? 'bg-brand/5 outline outline-1 -outline-offset-1 outline-brand/40' : 'hover:bg-slate-50'}`}
          >
            {columns.map((col) => (
              <td key={col.id} className="truncate px-3 py-2 whitespace-nowrap text-slate-700">{col.cell(c)}</td>
            ))}
            {(onEdit || onDelete) && (
              <td className="px-3 py-1 text-end whitespace-nowrap" onClick={(e) => e.stopPropagation()} data-i18n-data>
                {onEdit && (
                  <button type="button" onClick={() => onEdit(c)} aria-label={t('customers.table.editName', { name: c.fullName })} className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-brand">
                    <Pencil className="size-4" aria-hidden />
                  </button>
                )}
                {onDelete && (
                  <button type="button" onClick={() => onDelete(c)} aria-label={t('customers.table.deleteName', { name: c.fullName })} className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-600">
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
