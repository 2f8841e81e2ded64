import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'wouter'
import { Switch } from '@headlessui/react'
import { GitMerge, Inbox, TriangleAlert } from 'lucide-react'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { POOL_AGENT_MESSAGE } from '../../../../domain/leads/pool.ts'
import { changeAssignment, changeSendToPool } from '../../../../domain/leads/transitions.ts'
import { Card } from '../controls/Card.tsx'
import { Segmented } from '../controls/Segmented.tsx'
import { useEditor } from '../EditorContext.ts'
import { AgentField } from './MostUsedFields.tsx'
import { t } from '../../../../domain/i18n/index.ts'

/** Card 3: auto (rule-based) or manual assignment, the lead pool, the merge and quota messages. */
export function AssignmentCard({ n }: { n: number }) {
  const { getValues, control } = useFormContext<LeadFormValues>()
  const { apply, mergeMessage, limitsWarning, mode } = useEditor()
  const [manual, type, sendToPool, parentId, slaHold] = useWatch({
    control,
    name: ['isManualAssignment', 'type', 'sendToPool', 'parentId', 'slaHold'],
  })
  return (
    <Card
      n={n}
      title={t('editor.cards.assignment')}
      description={manual ? t('editor.cards.assignmentManual') : t('editor.cards.assignmentAuto')}
    >
      <div className="space-y-3">
        {slaHold ? (
          // held by the SLA engine: the assignment is the pool's (claim, or a manager's assignment), not the form's
          <p
            role="status"
            data-testid="sla-hold"
            className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden />
            {POOL_AGENT_MESSAGE[slaHold]}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <Segmented<'auto' | 'manual'>
              name="assignment"
              label={t('editor.labels.assignment')}
              value={manual ? 'manual' : 'auto'}
              options={[
                { value: 'auto', label: t('editor.auto'), disabled: type === 'general' },
                { value: 'manual', label: t('editor.manual') },
              ]}
              onChange={(v) => apply(changeAssignment(getValues(), v === 'manual'))}
            />
            {manual && (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Switch
                  checked={!!sendToPool}
                  onChange={(on: boolean) => apply(changeSendToPool(getValues(), on))}
                  className="group relative inline-flex h-5 w-9 shrink-0 rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-checked:bg-brand"
                  aria-label={t('editor.sendToPool')}
                >
                  <span className="m-0.5 size-4 rounded-full bg-white shadow transition group-data-checked:translate-x-4 rtl:group-data-checked:-translate-x-4" />
                </Switch>
                {t('editor.sendToPool')}
              </label>
            )}
          </div>
        )}
        {mergeMessage && (
          <div
            role="status"
            data-testid="merge-message"
            className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          >
            <GitMerge className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {mergeMessage}{' '}
              {parentId && (
                <Link href={`/reports/leads/${parentId}?ref=/reports/leads`} className="font-medium underline">
                  {t('editor.openParentLead')}
                </Link>
              )}
            </span>
          </div>
        )}
        {mode === 'create' && limitsWarning && (
          <div
            role="alert"
            data-testid="limits-warning"
            className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {limitsWarning}
          </div>
        )}
        {mode === 'create' ? (
          <div className="grid gap-3 @xl:grid-cols-2">
            <AgentField />
          </div>
        ) : (
          manual && !sendToPool && !slaHold && <p className="text-xs text-slate-500">{t('editor.pickAgentHint')}</p>
        )}
      </div>
    </Card>
  )
}
