import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { deriveSlaStage, slaTimeLeft, type SlaFields } from '../../../domain/leads/sla.ts'
import { formatDuration } from '../../../domain/format.ts'
import { P } from '../../../domain/permissions.ts'
import { useNow } from '../../lib/useNow.ts'
import { canAtom, profileAtom } from '../../state/session.ts'
import { acceptLead, markContacted, type SlaActionAnswer } from './slaActions.ts'
import { t } from '../../../domain/i18n/index.ts'

export interface AcceptableLead extends SlaFields {
  _id: string
  leadID: number
  /** The lead's agent (team member id). */
  agentId: string | null | undefined
  isContacted?: boolean | null
  isInFreePool?: boolean | null
}

const BUTTON = 'h-8 rounded-md px-3 text-[13px] font-medium disabled:opacity-50'

/**
 * Accept and Mark contacted for the lead's own agent (LEAD_UPDATE), on the lead detail and in the editor pane's
 * header: Accept while the initial period runs, with its time left ticking (after it the lead is the pool's);
 * Mark contacted until done. `onDone` gets the server's answer (the lead's new version) to refresh what shows it.
 */
export function AcceptActions({
  lead,
  onDone,
}: {
  lead: AcceptableLead
  onDone?: (answer: NonNullable<SlaActionAnswer>) => void
}) {
  const me = useAtomValue(profileAtom)?.agentId
  const can = useAtomValue(canAtom)
  const now = useNow()
  const [busy, setBusy] = useState(false)
  if (!me || lead.agentId !== me || !can([P.LEAD_UPDATE])) return null
  const accepting = !lead.isAccepted && !lead.isInFreePool && deriveSlaStage(lead, now) === 'Initial'
  const left = accepting ? slaTimeLeft(lead, now) : null
  if (!accepting && lead.isContacted) return null
  const run = async (action: typeof acceptLead) => {
    setBusy(true)
    const answer = await action(lead._id, lead.leadID)
    setBusy(false)
    if (answer) onDone?.(answer)
  }
  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="accept-actions">
      {accepting && (
        <>
          {left !== null && (
            <span
              className={`text-[12px] tabular-nums ${left < 5 * 60_000 ? 'font-medium text-rose-700' : 'text-slate-600'}`}
              title={t('lead.timeLeftToAccept')}
              data-testid="accept-countdown"
            >
              {t('lead.left', { time: formatDuration(left) })}
            </span>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(acceptLead)}
            className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}
          >
            {t('lead.accept')}
          </button>
        </>
      )}
      {!lead.isContacted && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(markContacted)}
          className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {t('lead.markContacted')}
        </button>
      )}
    </div>
  )
}
