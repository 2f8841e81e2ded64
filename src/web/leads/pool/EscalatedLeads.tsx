import { useState } from 'react'
import type { EscalatedLead } from '../../../domain/leads/pool.ts'
import { POOL_EVENTS } from '../../../domain/leads/pool.ts'
import { useServerEvent, useStreamOpen } from '../../events/eventStream.ts'
import { useApi } from '../../lib/useApi.ts'
import { useFilterOptions } from '../report/useFilterOptions.ts'
import { assignEscalated } from './slaActions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { DATA, WithData } from '../../ui/WithData.tsx'

/**
 * Leads whose pool ended unclaimed, escalated to the caller, above the pool while there are any: each is
 * assigned to an agent here (SLA stage 'Manager').
 */
export function EscalatedLeads() {
  const res = useApi<{ data: EscalatedLead[] }>('/api/properties/leads/escalated')
  useServerEvent(POOL_EVENTS.left, () => void res.mutate())
  // read again when the stream (re)opens: an escalation between the first read and the stream is no event here
  useStreamOpen(() => void res.mutate())
  const agents = useFilterOptions().agents
  const [choice, setChoice] = useState<Record<string, string>>({})
  const rows = res.data?.data ?? []
  if (!rows.length) return null
  return (
    <section
      className="rounded-lg border border-rose-200 bg-white"
      aria-labelledby="escalated-title"
      data-testid="escalated"
    >
      <h2 id="escalated-title" className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">
        {t('pool.escalated.title')} <span className="font-normal text-slate-500">· {t('pool.escalated.why')}</span>
      </h2>
      <ul className="divide-y divide-slate-100">
        {rows.map((l) => (
          <li
            key={l._id}
            className="flex flex-wrap items-center gap-3 px-4 py-2 text-[13px]"
            data-testid={`escalated-${l.leadID}`}
          >
            <span className="w-20 font-medium tabular-nums text-slate-900" data-i18n-data>
              {l.leadID}
            </span>
            <span className="min-w-40 flex-1 text-slate-800" data-i18n-data>
              {l.customerName || '—'}
            </span>
            <span className="text-slate-500">
              {l.previousAgent ? (
                <WithData sentence={t('pool.escalated.was', { name: DATA })} values={[l.previousAgent]} />
              ) : (
                ''
              )}
            </span>
            <label className="sr-only" htmlFor={`assign-${l._id}`}>
              {t('pool.escalated.agentFor', { id: l.leadID })}
            </label>
            <select
              id={`assign-${l._id}`}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px]"
              value={choice[l._id] ?? ''}
              onChange={(e) => setChoice({ ...choice, [l._id]: e.target.value })}
            >
              <option value="">{t('pool.escalated.choose')}</option>
              {agents.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={!choice[l._id]}
              onClick={() =>
                void assignEscalated(
                  l._id,
                  l.leadID,
                  choice[l._id],
                  agents.find((a) => a.value === choice[l._id])?.label ?? '',
                )
              }
              className="h-8 rounded-md bg-brand px-3 text-[12px] font-medium text-white hover:bg-brand-dark disabled:opacity-50"
            >
              {t('pool.escalated.assign')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
