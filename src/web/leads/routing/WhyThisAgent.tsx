import { formatDateTime } from '../../../domain/format.ts'
import type { RoutingLogEntry } from '../../../domain/leads/routingChain.ts'
import { useApi } from '../../lib/useApi.ts'
import { RoutingLogList } from './RoutingLogList.tsx'
import { t } from '../../../domain/i18n/index.ts'

interface RoutingLog {
  _id: string
  createdAt: string
  agent: { _id: string; name: string } | null
  entries: RoutingLogEntry[]
}

/** The lead detail's "Why this agent": each routing of the lead (its create, a claim window that ended), step by step. */
export function WhyThisAgent({ leadId }: { leadId: string }) {
  const { data, error } = useApi<{ data: RoutingLog[] }>(`/api/properties/leads/${leadId}/routing-log`)
  if (error)
    return (
      <p className="text-[13px] text-red-600" role="alert">
        {(error as Error).message || t('common.somethingWentWrong')}
      </p>
    )
  if (!data) return <p className="text-[13px] text-slate-500">{t('lead.loading')}</p>
  if (!data.data.length) return <p className="text-[13px] text-slate-500">{t('lead.routingBefore')}</p>
  return (
    <div className="grid gap-3">
      {data.data.map((g) => (
        <div key={g._id} className="grid gap-1.5">
          {data.data.length > 1 && <p className="text-xs text-slate-500">{formatDateTime(g.createdAt)}</p>}
          <RoutingLogList entries={g.entries} />
        </div>
      ))}
    </div>
  )
}
