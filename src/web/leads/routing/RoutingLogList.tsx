import { ArrowRight, Check, Info, Minus } from 'lucide-react'
import { t } from '../../../domain/i18n/index.ts'
import { lineText, type RoutingLogEntry } from '../../../domain/leads/routingChain.ts'

// made per render, so the labels follow the language
const ICONS = () => ({
  matched: <Check className="size-3.5 text-emerald-600" aria-label={t('lead.routingKinds.matched')} />,
  skipped: <Minus className="size-3.5 text-slate-400" aria-label={t('lead.routingKinds.skipped')} />,
  chosen: <ArrowRight className="size-3.5 text-brand" aria-label={t('lead.routingKinds.chosen')} />,
  note: <Info className="size-3.5 text-slate-400" aria-label={t('lead.routingKinds.note')} />,
})

/** A routing log's lines in order, each marked matched, skipped, chosen or a note. */
export function RoutingLogList({ entries }: { entries: RoutingLogEntry[] }) {
  return (
    <ol className="grid gap-1 text-[13px]">
      {entries.map((e, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a log's lines, read-only and in order
          key={i}
          className={`flex items-start gap-2 ${e.kind === 'chosen' ? 'font-medium text-slate-900' : e.kind === 'skipped' ? 'text-slate-500' : 'text-slate-700'}`}
        >
          <span className="mt-0.5 shrink-0">{ICONS()[e.kind]}</span>
          <span>{lineText(e)}</span>
        </li>
      ))}
    </ol>
  )
}
