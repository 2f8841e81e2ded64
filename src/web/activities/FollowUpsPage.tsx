import { useMemo, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { AgendaViewing, FollowUpLead, FollowUps } from '../../domain/activities/followUps.ts'
import { activityTitle } from '../../domain/activities/timeline.ts'
import { activityKindLabel, type ActivityKind } from '../../domain/activities/kinds.ts'
import { formatDateTime, formatNumber } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { valueLabel } from '../../domain/i18n/values.ts'
import { DATA, WithData } from '../ui/WithData.tsx'
import { useApi } from '../lib/useApi.ts'
import type { PageProps } from '../routeTypes.ts'
import { PageHeader } from '../ui/PageHeader.tsx'

const leadHref = (id: string) => `/reports/leads/${id}?tab=0&refresh=0&ref=${encodeURIComponent('leads/follow-ups')}`

type Row = { key: string; href: string; cells: ReactNode }

function Section({
  title,
  empty,
  rows,
  focused,
  testId,
}: {
  title: string
  empty: string
  rows: Row[]
  focused: string | null
  testId: string
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white" data-testid={testId}>
      <h2 className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5 text-[13px] font-semibold text-slate-800">
        {title}{' '}
        <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-600">
          {formatNumber(rows.length)}
        </span>
      </h2>
      {rows.length ? (
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.key}>
              <Link
                href={r.href}
                data-row={r.key}
                aria-current={focused === r.key ? 'true' : undefined}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-[13px] hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:bg-brand/10"
              >
                {r.cells}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-4 text-[13px] text-slate-500">{empty}</p>
      )}
    </section>
  )
}

const leadCells = (l: FollowUpLead, overdue: boolean) => (
  <>
    <span className="w-36 shrink-0 font-medium whitespace-nowrap text-slate-900">
      <WithData sentence={t('activities.followUps.lead', { id: DATA })} values={[l.leadID]} />
    </span>
    <span className="w-40 truncate text-slate-700" data-i18n-data>
      {l.customer?.fullName ?? '—'}
    </span>
    <span className="w-44 truncate text-slate-600">{valueLabel('stage', l.stage)}</span>
    <span className={`w-44 tabular-nums ${overdue ? 'font-medium text-red-700' : 'text-slate-700'}`}>
      {formatDateTime(l.followUpAt)}
    </span>
    <span className="min-w-0 flex-1 truncate text-slate-500">
      {l.latestActivity?.type ? (
        <>
          {activityKindLabel(l.latestActivity.type as ActivityKind)}
          {l.latestActivity.note ? <span data-i18n-data>: {l.latestActivity.note}</span> : ''}
        </>
      ) : (
        t('activities.followUps.noActivity')
      )}
    </span>
  </>
)

const viewingCells = (v: AgendaViewing) => (
  <>
    <span className="w-24 tabular-nums font-medium text-slate-900">
      {formatDateTime(v.occurredAt).split(/[,،] /).pop()}
    </span>
    <span className="w-36 shrink-0 whitespace-nowrap text-slate-700">
      <WithData sentence={t('activities.followUps.lead', { id: DATA })} values={[v.lead.leadID]} />
    </span>
    <span className="w-40 truncate text-slate-700" data-i18n-data>
      {v.customer?.fullName ?? '—'}
    </span>
    <span className="min-w-0 flex-1 truncate text-slate-600">
      {activityTitle({
        kind: 'viewing',
        outcome: null,
        durationSeconds: v.durationSeconds,
        listing: v.listing,
        project: v.project,
        unit: v.unit,
      })}
    </span>
  </>
)

/**
 * /leads/follow-ups: the signed-in agent's overdue follow-ups, those due today and today's viewings (their own
 * leads), each opening the lead, where the follow-up is moved or cleared (f) and the activity logged. j/k or
 * arrows move through every row, Enter opens.
 */
export default function FollowUpsPage({ title }: PageProps) {
  const { data, error, isLoading } = useApi<{ data: FollowUps }>('/api/properties/leads/follow-ups')
  const f = data?.data
  const [, navigate] = useLocation()
  const sections = useMemo(() => {
    const overdue = (f?.overdue ?? []).map(
      (l): Row => ({ key: `o-${l._id}`, href: leadHref(l._id), cells: leadCells(l, true) }),
    )
    const today = (f?.today ?? []).map(
      (l): Row => ({ key: `t-${l._id}`, href: leadHref(l._id), cells: leadCells(l, false) }),
    )
    const viewings = (f?.viewings ?? []).map(
      (v): Row => ({ key: `v-${v._id}`, href: leadHref(v.lead._id), cells: viewingCells(v) }),
    )
    return { overdue, today, viewings, all: [...overdue, ...today, ...viewings] }
  }, [f])
  const [focus, setFocus] = useState(-1)
  const focused = sections.all[focus]?.key ?? null
  const move = (d: number) => {
    const next = Math.max(0, Math.min(sections.all.length - 1, focus + d))
    setFocus(next)
    document.querySelector<HTMLElement>(`[data-row="${sections.all[next]?.key}"]`)?.focus()
  }
  useRegisterCommands(
    'follow-ups',
    [
      {
        id: 'follow-ups.down',
        title: t('activities.followUps.next'),
        group: t('activities.followUps.group'),
        shortcut: 'j,down',
        hidden: true,
        run: () => move(1),
      },
      {
        id: 'follow-ups.up',
        title: t('activities.followUps.previous'),
        group: t('activities.followUps.group'),
        shortcut: 'k,up',
        hidden: true,
        run: () => move(-1),
      },
      {
        id: 'follow-ups.open',
        title: t('activities.followUps.open'),
        group: t('activities.followUps.group'),
        shortcut: 'enter',
        hidden: true,
        disabled: focused ? undefined : t('activities.followUps.moveFirst'),
        run: () => {
          if (focused) navigate(sections.all[focus].href)
        },
      },
    ],
    [focus, sections],
  )

  return (
    <>
      <PageHeader title={title} subtitle={t('activities.followUps.subtitle')} />
      <div className="space-y-4 px-6 pb-8" aria-busy={isLoading}>
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {(error as Error).message}
          </p>
        )}
        <Section
          title={t('activities.followUps.overdue')}
          empty={t('activities.followUps.noOverdue')}
          rows={sections.overdue}
          focused={focused}
          testId="follow-ups-overdue"
        />
        <Section
          title={t('activities.followUps.today')}
          empty={t('activities.followUps.noToday')}
          rows={sections.today}
          focused={focused}
          testId="follow-ups-today"
        />
        <Section
          title={t('activities.followUps.viewings')}
          empty={t('activities.followUps.noViewings')}
          rows={sections.viewings}
          focused={focused}
          testId="follow-ups-viewings"
        />
      </div>
    </>
  )
}
