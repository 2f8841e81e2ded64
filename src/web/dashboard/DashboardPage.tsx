import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { AlarmClock, ArrowRight, Inbox, Sparkles, Waves } from 'lucide-react'
import type { DashboardFigure, DashboardStats } from '../../domain/dashboard.ts'
import { leadScopeHeading } from '../../domain/leads/scope.ts'
import { formatNumber } from '../../domain/format.ts'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { P } from '../../domain/permissions.ts'
import { canAtom, profileAtom } from '../state/session.ts'
import { PageHeader } from '../ui/PageHeader.tsx'
import { Kbd } from '../ui/Kbd.tsx'
import { useAllowedCommands } from '../shell/palette/useAllowedCommands.ts'
import { AwaitingAcceptanceCard } from '../leads/pool/AwaitingAcceptanceCard.tsx'
import { AgendaCard } from '../activities/AgendaCard.tsx'
import { t } from '../../domain/i18n/index.ts'
import { DATA, WithData } from '../ui/WithData.tsx'

const ICONS = { open: Inbox, leavingInitialSla: AlarmClock, leadPool: Waves, newToday: Sparkles } as const
const TONE = {
  open: 'bg-teal-50 text-teal-700',
  leavingInitialSla: 'bg-amber-50 text-amber-700',
  leadPool: 'bg-sky-50 text-sky-700',
  newToday: 'bg-violet-50 text-violet-700',
} as const

/** The figures of the leads the user may see (their lead scope) from GET /api/dashboard/stats, each a link into the filtered leads report. */
export default function DashboardPage({ title }: PageProps) {
  const profile = useAtomValue(profileAtom)
  // Without the report's key the figures are shown, not linked (the link would only be refused).
  const linked = useAtomValue(canAtom)([P.LEADS_REPORT_VIEW])
  const { data, error, isLoading } = useApi<{ data: DashboardStats }>('/api/dashboard/stats')
  const stats = data?.data
  const shortcuts = useAllowedCommands()
    .filter((c) => c.shortcut && !c.hidden && c.group !== 'Help')
    .slice(0, 8)

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          // the asset's and the user's names are stored data inside the sentence
          stats ? (
            <WithData
              sentence={leadScopeHeading(stats.scope, profile?.activeAsset?.name ? DATA : undefined)}
              values={[profile?.activeAsset?.name]}
            />
          ) : (
            <WithData sentence={t('dashboard.welcome', { name: DATA })} values={[profile?.firstName ?? '']} />
          )
        }
      />
      <div className="space-y-6 px-6">
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {(error as Error).message}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={isLoading}>
            {(stats?.figures ?? placeholders).map((f) => (
              <li key={f.key}>
                {linked ? (
                  <Link
                    href={f.href}
                    data-testid={`figure-${f.key}`}
                    className={`group ${cardClass} transition hover:border-brand/50 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand`}
                  >
                    <FigureBody figure={f} value={stats ? formatNumber(f.value) : '—'} />
                    <span className="mt-2 flex items-center gap-1 text-xs font-medium text-brand group-hover:underline">
                      {t('dashboard.viewInReport')} <ArrowRight className="size-3 rtl:-scale-x-100" aria-hidden />
                    </span>
                  </Link>
                ) : (
                  <div data-testid={`figure-${f.key}`} className={cardClass}>
                    <FigureBody figure={f} value={stats ? formatNumber(f.value) : '—'} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <AgendaCard />
        <AwaitingAcceptanceCard />
        {shortcuts.length > 0 && (
          <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="kbd-title">
            <h2 id="kbd-title" className="text-sm font-semibold text-slate-900">
              {t('dashboard.keyboardTitle')}
            </h2>
            <p className="mt-0.5 text-xs text-slate-600">
              {t('dashboard.keyboardPress')} <Kbd shortcut="ctrl+k,command+k" className="inline-flex align-middle" />{' '}
              {t('dashboard.keyboardPalette')} <Kbd shortcut="?" className="inline-flex align-middle" />{' '}
              {t('dashboard.keyboardEvery')}
            </p>
            <ul className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
              {shortcuts.map((c) => (
                <li key={c.id} className="flex items-center justify-between text-sm text-slate-700">
                  <button
                    type="button"
                    className="rounded text-start hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                    onClick={() => void c.run?.()}
                  >
                    {c.title}
                  </button>
                  <Kbd shortcut={c.shortcut} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}

/** A figure's label, icon and value. */
function FigureBody({ figure, value }: { figure: DashboardFigure; value: string }) {
  const Icon = ICONS[figure.key]
  return (
    <>
      <span className="flex items-center justify-between">
        <span className="text-sm font-medium text-slate-700">{t(`dashboard.figures.${figure.key}`)}</span>
        <span className={`rounded-md p-1.5 ${TONE[figure.key]}`}>
          <Icon className="size-4" aria-hidden />
        </span>
      </span>
      <span className="mt-3 text-3xl font-semibold tabular-nums text-slate-900">{value}</span>
    </>
  )
}

const cardClass = 'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-xs'

const placeholders: DashboardStats['figures'] = [
  { key: 'open', label: 'Open leads', value: 0, href: '/reports/leads' },
  { key: 'leavingInitialSla', label: 'Leaving initial SLA within 1h', value: 0, href: '/reports/leads' },
  { key: 'leadPool', label: 'Leads in the pool', value: 0, href: '/reports/leads' },
  { key: 'newToday', label: 'New leads today', value: 0, href: '/reports/leads' },
]
