import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from 'jotai'
import { useLocation, useSearch } from 'wouter'
import { CalendarClock, CalendarPlus, Mail, MessageCircle, Phone, Star, StickyNote } from 'lucide-react'
import { useRegisterCommands } from '../../../commands/registry.ts'
import type { Command } from '../../../commands/types.ts'
import { QUALIFIED_STAGES } from '../../domain/activities/review.ts'
import type { ActivityKind } from '../../domain/activities/kinds.ts'
import { buildTimeline, type Activity, type LeadChange } from '../../domain/activities/timeline.ts'
import { formatDateTime } from '../../domain/format.ts'
import { P } from '../../domain/permissions.ts'
import { api } from '../lib/http.ts'
import { useApi } from '../lib/useApi.ts'
import { canAtom } from '../state/session.ts'
import { ConfirmDelete } from '../ui/ConfirmDelete.tsx'
import { Kbd } from '../ui/Kbd.tsx'
import { ActivityDialog } from './ActivityDialog.tsx'
import { FollowUpDialog, ReviewDialog } from './SmallDialogs.tsx'
import { LEAD_ACTIONS, type LeadAction } from '../../domain/activities/leadActions.ts'
import { Timeline } from './Timeline.tsx'
import { t } from '../../domain/i18n/index.ts'

const ICONS: Record<LeadAction, typeof Phone> = {
  call: Phone,
  whatsapp: MessageCircle,
  email: Mail,
  note: StickyNote,
  viewing: CalendarClock,
  followUp: CalendarPlus,
  review: Star,
}

/** What the activities read of the lead: its details (the same request as the detail page's, so one on that page). */
interface LeadFacts {
  _id: string
  leadID: number
  stage: string
  followUpAt?: string | null
  history?: LeadChange[]
  listing?: { _id: string; reference: string } | null
  project?: { _id: string; name: string } | null
}

type Open = { action: LeadAction; editing?: Activity; viewing?: string | null } | null

/**
 * A lead's activities, on its detail page and in the report's editor pane: the actions (Log call,
 * WhatsApp, E-mail, Note, Schedule viewing, Set follow-up, Record review), each a key and a command, and the
 * timeline of activities and changes. `?action=call` (the palette's "Log call on 10423") opens its dialog.
 */
export function LeadActivities({ leadId, keys = true }: { leadId: string; keys?: boolean }) {
  const details = useApi<{ data: LeadFacts }>(`/api/properties/leads/${leadId}/details`)
  const lead = details.data?.data
  return lead ? <Activities lead={lead} keys={keys} onLeadChanged={() => void details.mutate()} /> : null
}

function Activities({ lead, keys, onLeadChanged }: { lead: LeadFacts; keys: boolean; onLeadChanged: () => void }) {
  const can = useAtomValue(canAtom)
  const writer = can([P.LEAD_UPDATE])
  const { data, mutate } = useApi<{ data: Activity[] }>(`/api/properties/leads/${lead._id}/activities`)
  const activities = useMemo(() => data?.data ?? [], [data])
  const entries = useMemo(() => buildTimeline(activities, lead.history ?? []), [activities, lead.history])
  const [open, setOpen] = useState<Open>(null)
  const [removing, setRemoving] = useState<Activity | null>(null)
  const completedViewing = activities.find((a) => a.kind === 'viewing' && a.outcome === 'completed')
  const reviewable = !!completedViewing || QUALIFIED_STAGES.has(lead.stage)

  // The palette's "Log call on 10423" lands here with ?action=call: the dialog opens once, the URL forgets it.
  const search = useSearch()
  const [location, navigate] = useLocation()
  useEffect(() => {
    const params = new URLSearchParams(search)
    const action = params.get('action') as LeadAction | null
    if (!action || !(action in LEAD_ACTIONS) || !writer) return
    setOpen({ action, viewing: action === 'review' ? (completedViewing?._id ?? null) : undefined })
    params.delete('action')
    navigate(`${location}${params.size ? `?${params}` : ''}`, { replace: true })
  }, [search, writer, location, navigate, completedViewing?._id])

  const saved = () => {
    setOpen(null)
    void mutate()
    onLeadChanged()
  }
  const commands: Command[] = (Object.keys(LEAD_ACTIONS) as LeadAction[]).map((action) => ({
    id: `lead-activities.${action}`,
    title: t('activities.actionOn', { action: t(`activities.actions.${action}`), leadID: lead.leadID }),
    group: t('activities.group'),
    keywords: [...LEAD_ACTIONS[action].words],
    shortcut: keys ? LEAD_ACTIONS[action].key : undefined,
    permission: [P.LEAD_UPDATE],
    disabled: action === 'review' && !reviewable ? t('activities.reviewLater') : undefined,
    run: () => setOpen({ action, viewing: action === 'review' ? (completedViewing?._id ?? null) : undefined }),
  }))
  useRegisterCommands('lead-activities', commands, [lead._id, lead.leadID, keys, reviewable, completedViewing?._id])

  return (
    <div data-testid="lead-activities">
      {writer && (
        <div className="mb-3 flex flex-wrap gap-1.5" role="toolbar" aria-label={t('activities.group')}>
          {(Object.keys(LEAD_ACTIONS) as LeadAction[]).map((action) => {
            const Icon = ICONS[action]
            const off = action === 'review' && !reviewable
            return (
              <button
                key={action}
                type="button"
                disabled={off}
                title={off ? t('activities.reviewLater') : undefined}
                onClick={() =>
                  setOpen({ action, viewing: action === 'review' ? (completedViewing?._id ?? null) : undefined })
                }
                className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-[13px] text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
              >
                <Icon className="size-3.5 text-slate-500" aria-hidden />
                {t(`activities.actions.${action}`)}
                {keys && <Kbd shortcut={LEAD_ACTIONS[action].key} />}
              </button>
            )
          })}
        </div>
      )}
      {lead.followUpAt && (
        <p className="mb-2 text-[13px] text-slate-600" data-testid="follow-up-at">
          {t('activities.followUpOn')}{' '}
          <span className="font-medium text-slate-900">{formatDateTime(lead.followUpAt)}</span>
        </p>
      )}
      <Timeline
        entries={entries}
        onEdit={writer ? (a) => setOpen({ action: a.kind, editing: a }) : undefined}
        onRemove={writer ? setRemoving : undefined}
      />
      {open && open.action === 'followUp' && (
        <FollowUpDialog
          leadId={lead._id}
          current={lead.followUpAt ?? null}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open && open.action === 'review' && (
        <ReviewDialog leadId={lead._id} viewing={open.viewing ?? null} onClose={() => setOpen(null)} onSaved={saved} />
      )}
      {open && open.action !== 'followUp' && open.action !== 'review' && (
        <ActivityDialog
          leadId={lead._id}
          lead={lead}
          kind={open.action as ActivityKind}
          editing={open.editing}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDelete
        label={t('activities.activity')}
        target={removing ? t('activities.removed') : null}
        kind="forGood"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          await api.del(`/api/properties/leads/${lead._id}/activities/${removing!._id}`)
          void mutate()
          onLeadChanged()
        }}
      />
    </div>
  )
}
