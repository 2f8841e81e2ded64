import { Link } from 'wouter'
import { ChevronUp } from 'lucide-react'
import { t } from '../../domain/i18n/index.ts'
import { useApi } from '../lib/useApi.ts'
import { DATA, WithData } from '../ui/WithData.tsx'
import type { DetailTabProps } from '../resources/detailProps.ts'

interface Manager {
  _id: string
  name: string
  designation: string | null
  officeName: string | null
}

/** Who a member reports to, and upwards to the top of the chain (GET teams/members/{id}/managers). */
export default function MemberManagers({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: Manager[] }>(`${r.basePath}/${row._id}/managers`)
  if (res.error)
    return (
      <p role="alert" className="text-sm text-red-600">
        {(res.error as Error).message}
      </p>
    )
  if (!res.data) return <p className="text-sm text-slate-500">{t('teams.loading')}</p>
  const chain = res.data.data
  if (!chain.length)
    return (
      <p className="text-sm text-slate-500">
        <WithData sentence={t('teams.managers.reportsToNoOne', { name: DATA })} values={[String(row.name)]} />
      </p>
    )
  return (
    <ol
      className="flex flex-col items-start gap-1 text-sm"
      aria-label={t('teams.managers.chain')}
      data-testid="manager-chain"
    >
      <li
        className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-medium text-slate-900"
        data-i18n-data
      >
        {String(row.name)}
      </li>
      {chain.map((m) => (
        <li key={m._id} className="flex flex-col items-start">
          <ChevronUp className="ms-3 size-4 text-slate-400" aria-label={t('teams.managers.reportsTo')} />
          <span className="rounded-md border border-slate-200 bg-white px-3 py-2" data-i18n-data>
            <Link href={`${r.route}/${m._id}`} className="font-medium text-brand hover:underline">
              {m.name}
            </Link>
            <span className="text-slate-500">
              {[m.designation, m.officeName]
                .filter(Boolean)
                .map((x) => ` · ${x}`)
                .join('')}
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}
