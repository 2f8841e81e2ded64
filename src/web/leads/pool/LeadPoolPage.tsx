import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { POOL_EVENTS, type PoolLead } from '../../../domain/leads/pool.ts'
import { formatCountdown } from '../../../domain/leads/sla.ts'
import { P } from '../../../domain/permissions.ts'
import { useServerEvent, useStreamOpen } from '../../events/eventStream.ts'
import { useApi } from '../../lib/useApi.ts'
import { useNow } from '../../lib/useNow.ts'
import type { PageProps } from '../../routes.tsx'
import { canAtom } from '../../state/session.ts'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { EscalatedLeads } from './EscalatedLeads.tsx'
import { claimLead } from './slaActions.ts'

const NEED_ROW = 'Move to a lead first (j or ↓)'

/**
 * /leads/pool: the asset's leads in the free pool that the caller may claim, soonest end first, with the time
 * left ticking. j/k or arrows move, c claims the focused lead (also "Claim lead 10423" in the palette). A lead
 * claimed elsewhere or whose pool ended leaves the list at once (the event stream), without a reload.
 */
export default function LeadPoolPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const res = useApi<{ data: PoolLead[] }>('/api/properties/leads/pool')
  const now = useNow()
  const [focused, setFocused] = useState(0)
  const [claiming, setClaiming] = useState<string | null>(null)
  const rows = (res.data?.data ?? []).filter((l) => Date.parse(l.freePoolSlaEndDate) > now)
  const row = rows[Math.min(focused, rows.length - 1)] as PoolLead | undefined

  const drop = (ids: string[]) => void res.mutate((d) => d && { data: d.data.filter((l) => !ids.includes(l._id)) }, { revalidate: true })
  useServerEvent<{ ids: string[] }>(POOL_EVENTS.left, (e) => drop(e.payload.ids ?? []))
  useServerEvent(POOL_EVENTS.entered, () => void res.mutate())
  useStreamOpen(() => void res.mutate())

  const claim = async (l: PoolLead) => {
    setClaiming(l._id)
    await claimLead(l._id, l.leadID)
    setClaiming(null)
  }
  const canClaim = can([P.LEAD_POOL_CLAIM])
  const why = !row ? NEED_ROW : !canClaim ? 'You may not claim pool leads' : !row.canClaim ? 'Offered to a group you are not in' : claiming ? 'Claiming…' : undefined
  const move = (d: number) => setFocused((f) => Math.max(0, Math.min(rows.length - 1, f + d)))
  const commands: Command[] = [
    { id: 'pool.down', title: 'Next lead', group: 'Lead pool', shortcut: 'j,down', hidden: true, run: () => move(1) },
    { id: 'pool.up', title: 'Previous lead', group: 'Lead pool', shortcut: 'k,up', hidden: true, run: () => move(-1) },
    { id: 'pool.claim', title: row ? `Claim lead ${row.leadID}` : 'Claim the lead', group: 'Lead pool', shortcut: 'c', keywords: ['claim', 'pool'], permission: [P.LEAD_POOL_CLAIM], disabled: why, run: () => row && void claim(row) },
  ]
  useRegisterCommands('lead-pool', commands, [row?._id, why, rows.length])

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            The first agent to claim a lead gets it, with a new initial period to accept it.
            <span className="ms-3 hidden text-slate-500 lg:inline">j/k move · c claim · ? all keys</span>
          </>
        }
      />
      <div className="space-y-6 px-6 pb-8">
        {can([P.LEAD_POOL_ASSIGN]) && <EscalatedLeads />}
        <section className="overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Leads in the pool">
          <table className="w-full text-start text-[13px]" data-testid="pool-table">
            <thead className="border-b border-slate-200 bg-slate-50 text-[12px] font-medium text-slate-600">
              <tr>
                <th className="px-3 py-2">Lead</th>
                <th className="px-3 py-2">Customer</th>
                <th className="px-3 py-2">Contact Type</th>
                <th className="px-3 py-2">Source</th>
                <th className="px-3 py-2">Property / Project</th>
                <th className="px-3 py-2">Previous Agent</th>
                <th className="px-3 py-2">Time Left</th>
                <th className="px-3 py-2"><span className="sr-only">Claim</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((l, i) => {
                const left = Date.parse(l.freePoolSlaEndDate) - now
                const isFocused = l._id === row?._id
                return (
                  <tr
                    key={l._id}
                    data-testid={`pool-row-${l.leadID}`}
                    aria-selected={isFocused}
                    onClick={() => setFocused(i)}
                    className={`border-b border-slate-100 last:border-0 ${isFocused ? 'bg-teal-50 outline-2 -outline-offset-2 outline-brand/60' : 'hover:bg-slate-50'}`}
                  >
                    <td className="px-3 py-2 font-medium tabular-nums text-slate-900">{l.leadID}</td>
                    <td className="px-3 py-2 text-slate-800">{l.customerName || '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{l.contactType ?? '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{l.source ?? '—'}</td>
                    <td className="max-w-56 truncate px-3 py-2 text-slate-700">{l.subject ?? '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{l.previousAgent ?? '—'}</td>
                    <td className={`px-3 py-2 tabular-nums ${left < 5 * 60_000 ? 'font-medium text-rose-700' : 'text-slate-700'}`} data-testid="sla-countdown">{formatCountdown(left)}</td>
                    <td className="px-3 py-2 text-end">
                      {canClaim && l.canClaim && (
                        <button type="button" disabled={!!claiming} onClick={() => void claim(l)} className="rounded-md bg-brand px-2.5 py-1 text-[12px] font-medium text-white hover:bg-brand-dark disabled:opacity-50">
                          Claim
                        </button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {!rows.length && (
            <p className="px-4 py-10 text-center text-sm text-slate-500" data-testid="pool-empty">
              {res.error ? (res.error as Error).message : res.isLoading ? 'Loading…' : 'No lead is waiting in the pool. Leads arrive here when their agent does not accept them in time.'}
            </p>
          )}
        </section>
      </div>
    </>
  )
}
