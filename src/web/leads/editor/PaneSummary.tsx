import { useFormContext, useWatch } from 'react-hook-form'
import type { LeadFormValues } from '../../../domain/leads/leadForm.ts'
import { StageBadge, StatusTag } from '../report/cells.tsx'
import { useEditor } from './EditorContext.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * The split pane's header line: the lead's status, stage and agent as the form holds them, in sight
 * however far the form below is scrolled.
 */
export function PaneSummary() {
  const { control } = useFormContext<LeadFormValues>()
  const { options } = useEditor()
  const [status, stage, agent, sendToPool] = useWatch({ control, name: ['status', 'stage', 'agent', 'sendToPool'] })
  const agentName = sendToPool
    ? t('editor.leadPool')
    : (options.agents.find((a) => a.value === agent)?.label ?? (agent ? '…' : t('editor.noAgent')))
  return (
    <p className="flex min-w-0 items-center gap-2 text-xs text-slate-600" data-testid="pane-summary">
      <span className="sr-only">{t('editor.labels.status')}</span>
      {status && <StatusTag status={status} />}
      <span className="sr-only">{t('editor.labels.stage')}</span>
      {stage && <StageBadge stage={stage} />}
      <span className="text-slate-500">{t('editor.labels.agent')}</span>
      <span className="truncate font-medium text-slate-700" title={agentName} data-i18n-data>
        {agentName}
      </span>
    </p>
  )
}
