import { useFormContext, useWatch } from 'react-hook-form'
import { useAtomValue } from 'jotai'
import { LEAD_STAGES, LEAD_STATUSES, RATINGS } from '../../../../domain/leads/constants.ts'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { POOL_AGENT_MESSAGE } from '../../../../domain/leads/pool.ts'
import { P } from '../../../../domain/permissions.ts'
import { canAtom } from '../../../state/session.ts'
import { changeAgent } from '../../../../domain/leads/transitions.ts'
import { BoundSelect } from '../controls/Bound.tsx'
import { useEditor } from '../EditorContext.ts'
import { toOptions } from '../hooks/useLeadOptions.ts'
import { t } from '../../../../domain/i18n/index.ts'

/** The fields an update changes most, each defined once: in their cards on create, on top on update. */
export function StageField() {
  const { options } = useEditor()
  return (
    <BoundSelect
      name="stage"
      kind="stage"
      label={t('editor.labels.stage')}
      options={toOptions(options.stages.length ? options.stages : [...LEAD_STAGES], 'stage')}
      clearable={false}
    />
  )
}

export const StatusField = () => (
  <BoundSelect
    name="status"
    label={t('editor.labels.status')}
    options={toOptions(LEAD_STATUSES, 'status')}
    clearable={false}
  />
)

export const RatingField = () => (
  <BoundSelect name="rating" label={t('editor.labels.rating')} options={toOptions(RATINGS, 'rating')} />
)

/**
 * The agent: picked by hand only with manual assignment and not sent to the pool. A lead the SLA engine
 * holds (pool, manager) has none; only a user who may assign pool leads picks one for it.
 */
export function AgentField() {
  const { getValues, control } = useFormContext<LeadFormValues>()
  const { apply, options, mode } = useEditor()
  const can = useAtomValue(canAtom)
  const [manual, sendToPool, slaHold] = useWatch({ control, name: ['isManualAssignment', 'sendToPool', 'slaHold'] })
  const locked = slaHold ? !can([P.LEAD_POOL_ASSIGN]) : !manual || !!sendToPool
  const placeholder =
    slaHold === 'manager'
      ? t('editor.waitingManager')
      : sendToPool || slaHold
        ? t('editor.leadPool')
        : manual
          ? t('editor.selectAgent')
          : t('editor.foundAutomatically')
  const hint = slaHold ? POOL_AGENT_MESSAGE[slaHold] : mode === 'update' && locked ? t('editor.agentLocked') : undefined
  return (
    <BoundSelect
      name="agent"
      label={t('editor.labels.agent')}
      options={options.agents}
      disabled={locked}
      placeholder={placeholder}
      hint={hint}
      onPick={(v) => apply(changeAgent(getValues(), v))}
    />
  )
}

/**
 * Update mode: the most used fields first, where the editor puts the cursor, so Stage takes no Tab.
 * Not numbered: the spec's cards (1–9) keep their numbers and order below it.
 */
export function QuickUpdate() {
  return (
    <section
      aria-labelledby="quick-update"
      className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs"
      data-testid="quick-update"
    >
      <h2 id="quick-update" className="mb-2 text-sm font-semibold text-slate-900">
        {t('editor.quickUpdate')}
      </h2>
      <div className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-4">
        <StageField />
        <StatusField />
        <RatingField />
        <AgentField />
      </div>
    </section>
  )
}
