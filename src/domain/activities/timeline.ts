import { formatNumber } from '../format.ts'
import { t } from '../i18n/index.ts'
import { activityKindLabel, outcomeLabel, type ActivityKind } from './kinds.ts'
import type { Attendee } from './activityForm.ts'

/** An activity as the API answers it (GET /api/properties/leads/{id}/activities). */
export interface Activity {
  _id: string
  leadId: string
  kind: ActivityKind
  outcome: string | null
  durationSeconds: number | null
  body: string | null
  occurredAt: string
  listing: { _id: string; reference: string; title: string } | null
  project: { _id: string; name: string } | null
  unit: string | null
  attendees: Attendee[] | null
  feedback: string | null
  agent: { _id: string; name: string } | null
  creator: { _id: string; fullName: string } | null
  remindAt: string | null
  remindedAt: string | null
  createdAt: string
  updatedAt: string
}

/** A stage, assignment or status change of the lead (the lead details' history). */
export interface LeadChange {
  _id: string
  kind: string
  fromLabel: string | null
  toLabel: string | null
  actor: { fullName: string } | null
  createdAt: string
}

/** One line of a lead's timeline: an activity or a change, with who and when. */
export type TimelineEntry =
  | { type: 'activity'; at: string; who: string; activity: Activity }
  | { type: 'change'; at: string; who: string; change: LeadChange }

/** The lead's timeline: activities (a viewing at its date) and changes merged, newest first. */
export function buildTimeline(activities: readonly Activity[], changes: readonly LeadChange[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...activities.map(
      (a): TimelineEntry => ({
        type: 'activity',
        at: a.occurredAt,
        who: a.agent?.name ?? a.creator?.fullName ?? t('common.system'),
        activity: a,
      }),
    ),
    ...changes.map(
      (c): TimelineEntry => ({
        type: 'change',
        at: c.createdAt,
        who: c.actor?.fullName || t('common.system'),
        change: c,
      }),
    ),
  ]
  return entries.sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0))
}

/** "3m 05s" for a call's length, in the current language. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return ''
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return m
    ? t('activities.minSec', { m: formatNumber(m), s: formatNumber(s, 0).padStart(2, formatNumber(0)) })
    : t('activities.sec', { s: formatNumber(s) })
}

/** What an activity was, in a few words: 'Call · No answer · 0m 20s', 'Viewing · Completed · DMR-S-1420'. */
export function activityTitle(
  a: Pick<Activity, 'kind' | 'outcome' | 'durationSeconds' | 'listing' | 'project' | 'unit'>,
): string {
  const parts: string[] = [activityKindLabel(a.kind)]
  if (a.outcome) parts.push(outcomeLabel(a.outcome))
  if (a.kind === 'call' && a.durationSeconds) parts.push(durationText(a.durationSeconds))
  if (a.kind === 'viewing') {
    const what = a.listing?.reference ?? [a.project?.name, a.unit].filter(Boolean).join(' ')
    if (what) parts.push(what)
  }
  return parts.join(' · ')
}
