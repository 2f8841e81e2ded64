import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { CalendarClock, CalendarX2 } from 'lucide-react'
import type { DashboardStats } from '../../domain/dashboard.ts'
import { formatNumber } from '../../domain/format.ts'
import { P } from '../../domain/permissions.ts'
import { useApi } from '../lib/useApi.ts'
import { canAtom, profileAtom } from '../state/session.ts'
import { t } from '../../domain/i18n/index.ts'

/**
 * The dashboard's figures of the user's own agenda: overdue follow-ups and viewings today, from
 * the dashboard's stats (the same request as its other figures), each opening the follow-ups page.
 */
export function AgendaCard() {
  const profile = useAtomValue(profileAtom)
  const can = useAtomValue(canAtom)
  const agenda = useApi<{ data: DashboardStats }>('/api/dashboard/stats').data?.data.agenda
  if (!agenda || !profile?.agentId || !can([P.LEADS_REPORT_VIEW])) return null
  const items = [
    {
      key: 'overdueFollowUps',
      label: t('dashboard.agenda.overdueFollowUps'),
      icon: CalendarX2,
      tone: 'bg-red-50 text-red-700',
      f: agenda.overdueFollowUps,
    },
    {
      key: 'viewingsToday',
      label: t('dashboard.agenda.viewingsToday'),
      icon: CalendarClock,
      tone: 'bg-violet-50 text-violet-700',
      f: agenda.viewingsToday,
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('dashboard.agenda.title')}>
      {items.map(({ key, label, icon: Icon, tone, f }) => (
        <li key={key}>
          <Link
            href={f.href}
            data-testid={`figure-${key}`}
            className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs transition hover:border-brand/50 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className={`rounded-md p-1.5 ${tone}`}>
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="flex-1 text-sm font-medium text-slate-700">{label}</span>
            <span className="text-2xl font-semibold tabular-nums text-slate-900">{formatNumber(f.value)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
