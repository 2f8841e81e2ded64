import { ArrowRight } from 'lucide-react'
import { enumLabel, formatDateTime } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'
import type { LeadChange } from '../../../domain/activities/timeline.ts'
import { DATA, WithData } from '../../ui/WithData.tsx'

/** A line of the lead's history as the lead details answer it. */
export type HistoryEntry = LeadChange

/** A change's value: a stage or status in the current language, an agent's name as stored. */
export function changeValue(kind: string, label: string | null) {
  if (!label) return '—'
  if (kind === 'stage' || kind === 'status') return valueLabel(kind, label)
  return <span data-i18n-data>{label}</span>
}

/** Stage, assignment and status changes of a lead, newest first, with who and when. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (!entries.length) return <p className="text-[13px] text-slate-500">{t('lead.noHistory')}</p>
  return (
    <ol className="divide-y divide-slate-100 text-[13px]" data-testid="history">
      {entries.map((h) => (
        <li key={h._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="w-36 shrink-0 tabular-nums text-slate-500">{formatDateTime(h.createdAt)}</span>
          <span className="w-24 shrink-0 font-medium text-slate-700">{enumLabel(h.kind)}</span>
          <span className="flex items-center gap-1.5 text-slate-900">
            <span className={h.fromLabel ? '' : 'text-slate-400'}>{changeValue(h.kind, h.fromLabel)}</span>
            <ArrowRight className="size-3.5 text-slate-400 rtl:-scale-x-100" aria-hidden />
            <span className="font-medium">{changeValue(h.kind, h.toLabel)}</span>
          </span>
          <span className="ms-auto text-slate-500">
            {h.actor?.fullName ? (
              <WithData sentence={t('lead.by', { name: DATA })} values={[h.actor.fullName]} />
            ) : (
              t('lead.by', { name: t('common.system') })
            )}
          </span>
        </li>
      ))}
    </ol>
  )
}
