import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { useRegisterCommands } from '../../../../commands/registry.ts'
import type { Command } from '../../../../commands/types.ts'
import { POOL_EVENTS, type PoolLead } from '../../../domain/leads/pool.ts'
import { formatDuration } from '../../../domain/format.ts'
import { P } from '../../../domain/permissions.ts'
import { useServerEvent, useStreamOpen } from '../../events/eventStream.ts'
import { useApi } from '../../lib/useApi.ts'
import { useNow } from '../../lib/useNow.ts'
import type { PageProps } from '../../routeTypes.ts'
import { canAtom } from '../../state/session.ts'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { EscalatedLeads } from './EscalatedLeads.tsx'
import { claimLead } from './slaActions.ts'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'
import { DATA, WithData } from '../../ui/WithData.tsx'

/**
 * /leads/pool: the asset's leads in the free pool that the caller may claim, soonest end first, with the time
 * left ticking. j/k or arrows move, c claims the focused lead (also "Claim lead 10423" in the palette). A lead
 * claimed elsewhere or whose pool ended leaves the list at once (the event stream), without a reload.
 */
export default function LeadPoolPage({ title }: PageProps) {
  const can = useAtomValue(canAtom)
  const res = useApi<{ data: PoolLead[] }>('/api/properties/leads/pool')
  const now = useNow()
  // No row until j/k (as in the leads report): the first j focuses the first lead. The cursor follows its lead
  // when leads leave or arrive above it, and stays at its place when its own lead leaves.
  const [cursor, setCursor] = useState<{ id: string; at: number } | null>(null)
  const [claiming, setClaiming] = useState<string | null>(null)
  const rows = (res.data?.data ?? []).filter((l) => Date.parse(l.freePoolSlaEndDate) > now)
  const found = cursor ? rows.findIndex((l) => l._id === cursor.id) : -1
  const focused = !cursor ? -1 : found >= 0 ? found : Math.min(cursor.at, rows.length - 1)
  const row = focused >= 0 ? rows[focused] : undefined
  const setFocused = (i: number) => rows[i] && setCursor({ id: rows[i]._id, at: i })

  const drop = (ids: string[]) =>
    void res.mutate((d) => d && { data: d.data.filter((l) => !ids.includes(l._id)) }, { revalidate: true })
  useServerEvent<{ ids: string[] }>(POOL_EVENTS.left, (e) => drop(e.payload.ids ?? []))
  useServerEvent(POOL_EVENTS.entered, () => void res.mutate())
  useStreamOpen(() => void res.mutate())

  const claim = async (l: PoolLead) => {
    setClaiming(l._id)
    await claimLead(l._id, l.leadID)
    setClaiming(null)
  }
  const canClaim = can([P.LEAD_POOL_CLAIM])
  const why = !row
    ? t('pool.needRow')
    : !canClaim
      ? t('pool.mayNotClaim')
      : !row.canClaim
        ? t('pool.notInGroup')
        : claiming
          ? t('pool.claiming')
          : undefined
  const move = (d: number) => setFocused(Math.max(0, Math.min(rows.length - 1, focused + d)))
  const commands: Command[] = [
    {
      id: 'pool.down',
      title: t('pool.next'),
      group: t('pool.group'),
      shortcut: 'j,down',
      hidden: true,
      run: () => move(1),
    },
    {
      id: 'pool.up',
      title: t('pool.previous'),
      group: t('pool.group'),
      shortcut: 'k,up',
      hidden: true,
      run: () => move(-1),
    },
    {
      id: 'pool.claim',
      title: row ? t('pool.claimLead', { id: row.leadID }) : t('pool.claimTheLead'),
      group: t('pool.group'),
      shortcut: 'c',
      keywords: ['claim', 'pool'],
      permission: [P.LEAD_POOL_CLAIM],
      disabled: why,
      run: () => row && void claim(row),
    },
  ]
  useRegisterCommands('lead-pool', commands, [row?._id, focused, why, rows.map((l) => l._id).join()])

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            {t('pool.subtitle')}
            <span className="ms-3 hidden text-slate-500 lg:inline">
              <WithData
                sentence={t('pool.keysHint', { move: DATA, claim: DATA, all: DATA })}
                values={[<kbd key="m">j/k</kbd>, <kbd key="c">c</kbd>, <kbd key="a">?</kbd>]}
              />
            </span>
          </>
        }
      />
      <div className="space-y-6 px-6 pb-8">
        {can([P.LEAD_POOL_ASSIGN]) && <EscalatedLeads />}
        <section
          className="overflow-hidden rounded-lg border border-slate-200 bg-white"
          aria-label={t('pool.tableLabel')}
        >
          <table className="w-full text-start text-[13px]" data-testid="pool-table">
            <thead className="border-b border-slate-200 bg-slate-50 text-[12px] font-medium text-slate-600">
              <tr>
                <th className="px-3 py-2">{t('pool.headers.lead')}</th>
                <th className="px-3 py-2">{t('pool.headers.customer')}</th>
                <th className="px-3 py-2">{t('pool.headers.contactType')}</th>
                <th className="px-3 py-2">{t('pool.headers.source')}</th>
                <th className="px-3 py-2">{t('pool.headers.subject')}</th>
                <th className="px-3 py-2">{t('pool.headers.previousAgent')}</th>
                <th className="px-3 py-2">{t('pool.headers.timeLeft')}</th>
                <th className="px-3 py-2">
                  <span className="sr-only">{t('pool.headers.claim')}</span>
                </th>
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
                    <td className="px-3 py-2 font-medium tabular-nums text-slate-900" data-i18n-data>
                      {l.leadID}
                    </td>
                    <td className="px-3 py-2 text-slate-800" data-i18n-data>
                      {l.customerName || '—'}
                    </td>
                    <td className="px-3 py-2 text-slate-700">{valueLabel('contactType', l.contactType) || '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{valueLabel('source', l.source) || '—'}</td>
                    <td className="max-w-56 truncate px-3 py-2 text-slate-700" data-i18n-data>
                      {l.subject ?? '—'}
                    </td>
                    <td className="px-3 py-2 text-slate-700" data-i18n-data>
                      {l.previousAgent ?? '—'}
                    </td>
                    <td
                      className={`px-3 py-2 tabular-nums ${left < 5 * 60_000 ? 'font-medium text-rose-700' : 'text-slate-700'}`}
                      data-testid="sla-countdown"
                    >
                      {formatDuration(left)}
                    </td>
                    <td className="px-3 py-2 text-end">
                      {canClaim && l.canClaim && (
                        <button
                          type="button"
                          disabled={!!claiming}
                          onClick={() => void claim(l)}
                          className="rounded-md bg-brand px-2.5 py-1 text-[12px] font-medium text-white hover:bg-brand-dark disabled:opacity-50"
                        >
                          {t('pool.claim')}
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
              {res.error ? (res.error as Error).message : res.isLoading ? t('pool.loading') : t('pool.empty')}
            </p>
          )}
        </section>
      </div>
    </>
  )
}
