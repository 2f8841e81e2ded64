import { ArrowRightLeft, CalendarClock, Mail, MessageCircle, PencilLine, Phone, StickyNote, Trash2 } from 'lucide-react'
import type { ActivityKind } from '../../domain/activities/kinds.ts'
import { activityTitle, type Activity, type TimelineEntry } from '../../domain/activities/timeline.ts'
import { enumLabel, formatDateTime, formatList } from '../../domain/format.ts'
import { t } from '../../domain/i18n/index.ts'
import { changeValue } from '../leads/detail/HistoryList.tsx'
import { DATA, WithData } from '../ui/WithData.tsx'

const ICONS: Record<ActivityKind, typeof Phone> = {
  call: Phone,
  whatsapp: MessageCircle,
  email: Mail,
  note: StickyNote,
  viewing: CalendarClock,
}
const TONES: Record<ActivityKind, string> = {
  call: 'bg-teal-50 text-teal-700',
  whatsapp: 'bg-emerald-50 text-emerald-700',
  email: 'bg-sky-50 text-sky-700',
  note: 'bg-amber-50 text-amber-700',
  viewing: 'bg-violet-50 text-violet-700',
}

/**
 * A lead's timeline, newest first: activities (what, outcome, text, who and when; a viewing's attendees and
 * feedback) and its stage, assignment and status changes. Activities of a writer have Edit and Remove.
 */
export function Timeline({
  entries,
  onEdit,
  onRemove,
}: {
  entries: TimelineEntry[]
  onEdit?: (a: Activity) => void
  onRemove?: (a: Activity) => void
}) {
  if (!entries.length) return <p className="text-[13px] text-slate-500">{t('activities.nothingYet')}</p>
  return (
    <ol className="space-y-0.5" data-testid="timeline">
      {entries.map((e) => {
        if (e.type === 'change') {
          return (
            <li key={`c-${e.change._id}`} className="flex items-center gap-3 py-1.5 text-[13px] text-slate-600">
              <span className="rounded-md bg-slate-100 p-1 text-slate-500">
                <ArrowRightLeft className="size-3.5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                {enumLabel(e.change.kind)}: {changeValue(e.change.kind, e.change.fromLabel)}{' '}
                <span className="inline-block rtl:-scale-x-100">→</span> {changeValue(e.change.kind, e.change.toLabel)}
              </span>
              <span className="shrink-0 text-xs text-slate-500">
                <span data-i18n-data>{e.who}</span> · {formatDateTime(e.at)}
              </span>
            </li>
          )
        }
        const a = e.activity
        const Icon = ICONS[a.kind]
        return (
          <li key={`a-${a._id}`} className="group flex gap-3 rounded-md py-2" data-testid="timeline-activity">
            <span className={`h-fit rounded-md p-1 ${TONES[a.kind]}`}>
              <Icon className="size-3.5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1 text-[13px]">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium text-slate-900">{activityTitle(a)}</span>
                <span className="text-xs text-slate-500">
                  <span data-i18n-data>{e.who}</span> · {formatDateTime(e.at)}
                </span>
                {onEdit && (
                  <span className="ms-auto flex gap-1 opacity-60 group-focus-within:opacity-100 group-hover:opacity-100">
                    <button
                      type="button"
                      onClick={() => onEdit(a)}
                      className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                      aria-label={a.kind === 'viewing' ? t('activities.recordOutcome') : t('activities.edit')}
                      title={a.kind === 'viewing' ? t('activities.recordOutcome') : t('activities.edit')}
                    >
                      <PencilLine className="size-3.5" aria-hidden />
                    </button>
                    {onRemove && (
                      <button
                        type="button"
                        onClick={() => onRemove(a)}
                        className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                        aria-label={t('activities.remove')}
                        title={t('activities.remove')}
                      >
                        <Trash2 className="size-3.5" aria-hidden />
                      </button>
                    )}
                  </span>
                )}
              </div>
              {a.body && (
                <p className="mt-0.5 whitespace-pre-line text-slate-700" data-i18n-data>
                  {a.body}
                </p>
              )}
              {a.attendees?.length ? (
                <p className="mt-0.5 text-xs text-slate-500">
                  <WithData
                    sentence={t('activities.with', { names: DATA })}
                    values={[formatList(a.attendees.map((x) => x.name))]}
                  />
                </p>
              ) : null}
              {a.feedback && (
                <p className="mt-0.5 text-slate-700">
                  <WithData sentence={t('activities.feedback', { text: DATA })} values={[a.feedback]} />
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
