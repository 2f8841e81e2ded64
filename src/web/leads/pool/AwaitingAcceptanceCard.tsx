import { Link } from 'wouter'
import { useNow } from '../../lib/useNow.ts'
import { acceptLead } from './slaActions.ts'
import { useAwaitingAcceptance } from './useAwaitingAcceptance.ts'
import { t } from '../../../domain/i18n/index.ts'
import { formatDuration, formatNumber } from '../../../domain/format.ts'

/** The dashboard's "Awaiting your acceptance": the caller's leads in their initial period, time left ticking, each accepted here. */
export function AwaitingAcceptanceCard() {
  const { enabled, leads, loading } = useAwaitingAcceptance()
  const now = useNow()
  const rows = leads.filter((l) => Date.parse(l.initialSlaEndDate) > now)
  if (!enabled || (loading && !rows.length)) return null
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white"
      aria-labelledby="awaiting-title"
      data-testid="awaiting-acceptance"
    >
      <h2
        id="awaiting-title"
        className="flex items-center gap-2 border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900"
      >
        {t('dashboard.awaiting.title')}
        <span
          className="rounded-full bg-amber-50 px-2 text-[12px] font-medium tabular-nums text-amber-700 ring-1 ring-amber-200 ring-inset"
          data-testid="awaiting-count"
        >
          {formatNumber(rows.length)}
        </span>
        <span className="ms-auto text-[12px] font-normal text-slate-500">{t('dashboard.awaiting.hint')}</span>
      </h2>
      {rows.length ? (
        <ul className="divide-y divide-slate-100">
          {rows.map((l) => {
            const left = Date.parse(l.initialSlaEndDate) - now
            return (
              <li
                key={l._id}
                className="flex items-center gap-3 px-4 py-2 text-[13px]"
                data-testid={`awaiting-${l.leadID}`}
              >
                <Link
                  href={`/reports/leads/${l._id}`}
                  className="w-20 font-medium tabular-nums text-brand hover:underline"
                >
                  {l.leadID}
                </Link>
                <span className="flex-1 truncate text-slate-800" data-i18n-data>
                  {l.customerName || '—'}
                </span>
                <span
                  className={`tabular-nums ${left < 5 * 60_000 ? 'font-medium text-rose-700' : 'text-slate-600'}`}
                  data-testid="sla-countdown"
                >
                  {formatDuration(left)}
                </span>
                <button
                  type="button"
                  onClick={() => void acceptLead(l._id, l.leadID)}
                  className="rounded-md bg-brand px-2.5 py-1 text-[12px] font-medium text-white hover:bg-brand-dark"
                >
                  {t('dashboard.awaiting.accept')}
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="px-4 py-5 text-center text-sm text-slate-500">{t('dashboard.awaiting.none')}</p>
      )}
    </section>
  )
}
