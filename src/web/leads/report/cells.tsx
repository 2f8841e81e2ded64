import { Link } from 'wouter'
import { stageBadgeClass } from '../../../domain/leads/constants.ts'
import { hasRating, personName, ratingText } from '../../../domain/leads/reportCells.ts'
import type { LeadReportRow } from '../../../domain/leads/reportRow.ts'
import { deriveSlaStage, slaTimeLeft, type SlaFields } from '../../../domain/leads/sla.ts'
import { formatDuration } from '../../../domain/format.ts'
import { useNow } from '../../lib/useNow.ts'
import { t } from '../../../domain/i18n/index.ts'
import { valueLabel } from '../../../domain/i18n/values.ts'

/** Cells of the leads report (spec 2 §2 cell rules). */
export function StatusTag({ status }: { status: string }) {
  const open = status === 'Open'
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 align-middle text-[11px] leading-4 font-medium ring-1 ring-inset ${open ? 'bg-green-50 text-green-700 ring-green-200' : 'bg-blue-50 text-blue-700 ring-blue-200'}`}
    >
      {valueLabel('status', status)}
    </span>
  )
}

export function StageBadge({ stage }: { stage: string }) {
  return (
    <span
      className={`inline-flex max-w-full truncate rounded-full px-2 py-0.5 align-middle text-[11px] leading-4 font-medium ring-1 ring-inset ${stageBadgeClass(stage)}`}
    >
      {valueLabel('stage', stage)}
    </span>
  )
}

export function YesNo({ value }: { value: boolean }) {
  return (
    <span className={value ? 'font-medium text-slate-800' : 'text-slate-400'}>
      {value ? t('common.yes') : t('common.no')}
    </span>
  )
}

const SLA_CLASS: Record<string, string> = {
  Initial: 'text-amber-700 bg-amber-50 ring-amber-200',
  'Lead Pool': 'text-orange-700 bg-orange-50 ring-orange-200',
  Manager: 'text-rose-700 bg-rose-50 ring-rose-200',
}
export function SlaStageCell({ stage }: { stage: string }) {
  if (!SLA_CLASS[stage]) return <span className="text-slate-400">{valueLabel('slaStage', stage)}</span>
  return (
    <span
      className={`rounded px-1.5 py-0.5 align-middle text-[11px] leading-4 font-medium ring-1 ring-inset ${SLA_CLASS[stage]}`}
    >
      {valueLabel('slaStage', stage)}
    </span>
  )
}

/** The SLA stage with the time left in its period, ticking from the deadline (one timer shared by all). */
export function LiveSlaStage({ lead }: { lead: SlaFields }) {
  const now = useNow()
  const left = slaTimeLeft(lead, now)
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <SlaStageCell stage={deriveSlaStage(lead, now)} />
      {left !== null && (
        <span
          className={`text-[11px] tabular-nums ${left < 5 * 60_000 ? 'font-medium text-rose-700' : 'text-slate-500'}`}
          title={t('report.timeLeft')}
          data-testid="sla-countdown"
        >
          {formatDuration(left)}
        </span>
      )}
    </span>
  )
}

/**
 * Rating, 'N/A' when absent; the feedback shows as the browser's tooltip (a drawn one would be clipped by
 * the cell, which hides what overflows it).
 */
export function RatingCell({ review }: { review: LeadReportRow['review'] }) {
  const rated = hasRating(review)
  return (
    <span
      className={rated ? 'font-medium text-slate-800' : 'text-slate-400'}
      title={review?.feedback?.trim() || undefined}
    >
      {rated ? `${ratingText(review)} ★` : ratingText(review)}
    </span>
  )
}

export function PersonCell({ person }: { person: LeadReportRow['creator'] }) {
  const name = personName(person)
  return person ? <span data-i18n-data>{name}</span> : <span className="text-slate-400">{t('common.system')}</span>
}

/** Property/Project: the listing reference or the project name, linked to their pages. */
export function PropertyProjectCell({ lead }: { lead: LeadReportRow }) {
  if (lead.listing)
    return (
      <Link
        href={`/properties/listings/${lead.listing._id}`}
        className="text-brand hover:underline"
        dir="ltr"
        data-i18n-data
      >
        {lead.listing.reference}
      </Link>
    )
  if (lead.project)
    return (
      <Link
        href={`/properties/projects/${lead.project._id}?tab=0&refresh=1&ref=reports/leads`}
        className="text-brand hover:underline"
        data-i18n-data
      >
        {lead.project.name}
      </Link>
    )
  return null // the row draws the '—' of an empty cell
}
