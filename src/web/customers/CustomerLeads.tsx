import { useState } from 'react'
import { Link } from 'wouter'
import { enumLabel, formatDateTime } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { useApi } from '../lib/useApi.ts'
import { Pager } from '../ui/lists/Pager.tsx'
import type { DetailTabProps } from '../resources/detailProps.ts'

interface CustomerLead {
  _id: string
  leadID: number
  type: string
  status: string
  stage: string
  contactType: string | null
  source: string | null
  parentId: string | null
  dataSourceCreatedAt: string
  agent: { name: string } | null
  project: { name: string } | null
  listing: { reference: string } | null
}

/** A long name cut at the column's width, whole on hover (the table scrolls, but should not grow for one name). */
const Cut = ({ text }: { text: string }) => (
  <span className="block max-w-48 truncate" title={text}>
    {text}
  </span>
)

/** The customer page's Leads tab: the customer's leads the caller may see (their lead scope), newest first, each opening the lead. */
export default function CustomerLeads({ row }: DetailTabProps) {
  const customerId = row._id
  const [page, setPage] = useState(1)
  const { data, error, isLoading } = useApi<{ data: CustomerLead[]; meta: PaginatorMeta }>(
    `/api/customers/${customerId}/leads`,
    { page, limit: 20 },
  )
  const rows = data?.data ?? []
  if (error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {error.message || t('common.somethingWentWrong')}
      </p>
    )
  if (!isLoading && rows.length === 0) return <p className="text-sm text-slate-500">{t('customers.leads.none')}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px] whitespace-nowrap" data-testid="customer-leads">
        <thead className="text-start text-xs text-slate-500 uppercase">
          <tr>
            {(['lead', 'type', 'subject', 'contactType', 'stage', 'status', 'agent', 'created'] as const).map((h) => (
              <th key={h} className="border-b border-slate-200 px-2 py-1.5 font-medium">
                {t(`customers.leads.columns.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l._id} className="border-b border-slate-100 hover:bg-slate-50">
              <td className="px-2 py-1.5">
                <Link
                  href={`/reports/leads/${l._id}?ref=/customers/${customerId}`}
                  className="font-medium text-brand hover:underline"
                  dir="ltr"
                >
                  #{l.leadID}
                </Link>
                {l.parentId && <span className="ms-1 text-xs text-slate-400">{t('customers.leads.child')}</span>}
              </td>
              <td className="px-2 py-1.5">{enumLabel(l.type)}</td>
              <td className="px-2 py-1.5">
                <Cut text={l.listing?.reference ?? l.project?.name ?? '—'} />
              </td>
              <td className="px-2 py-1.5">{valueLabel('contactType', l.contactType) || '—'}</td>
              <td className="px-2 py-1.5">{valueLabel('stage', l.stage)}</td>
              <td className="px-2 py-1.5">{valueLabel('status', l.status)}</td>
              <td className="px-2 py-1.5">
                <Cut text={l.agent?.name ?? t('customers.leads.pool')} />
              </td>
              <td className="px-2 py-1.5 whitespace-nowrap text-slate-500">{formatDateTime(l.dataSourceCreatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager meta={data?.meta} onPage={setPage} />
    </div>
  )
}
