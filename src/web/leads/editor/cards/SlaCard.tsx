import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { Lock } from 'lucide-react'
import type { LeadFormValues } from '../../../../domain/leads/leadForm.ts'
import { deriveSlaStage } from '../../../../domain/leads/sla.ts'
import { changeSlaMode, manualSlaAllowed, slaDatesEditable } from '../../../../domain/leads/transitions.ts'
import { Card } from '../controls/Card.tsx'
import { DateTimeInput } from '../controls/DateTimeInput.tsx'
import { FormField } from '../controls/FormField.tsx'
import { Segmented } from '../controls/Segmented.tsx'
import { useEditor } from '../EditorContext.ts'
import { t } from '../../../../domain/i18n/index.ts'
import { valueLabel } from '../../../../domain/i18n/values.ts'

/** Card 4: SLA dates, from the asset's settings (Auto) or chosen (Manual, with LEAD_UPDATE_SLA). */
export function SlaCard({ n }: { n: number }) {
  const { getValues, control, formState, setError, clearErrors } = useFormContext<LeadFormValues>()
  const { apply, can, limitsWarning, required } = useEditor()
  const [auto, customerType, initial, pool] = useWatch({
    control,
    name: ['setAutoSLADetails', 'customerType', 'initialSlaEndDate', 'freePoolSlaEndDate'],
  })
  const editable = slaDatesEditable({ canUpdateSla: can.sla, customerType })
  const manualOk = manualSlaAllowed({ canUpdateSla: can.sla, customerType, limitsWarning })
  const stage = deriveSlaStage({ initialSlaEndDate: initial, freePoolSlaEndDate: pool })
  const reason = !can.sla
    ? t('editor.slaNeedsPermission')
    : !editable
      ? t('editor.slaNoCustomerType', { type: valueLabel('customerType', customerType) })
      : limitsWarning
        ? t('editor.slaQuotaWarning')
        : null
  const date = (name: 'initialSlaEndDate' | 'freePoolSlaEndDate', label: string) => {
    const err = formState.errors[name]?.message
    return (
      <FormField id={`lead-${name}`} label={label} required={required.includes(name)} error={err}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DateTimeInput
              id={`lead-${name}`}
              value={field.value}
              disabled={auto !== false || !editable}
              error={err}
              onChange={(v) => {
                clearErrors(name)
                field.onChange(v)
              }}
              onPast={() => setError(name, { message: t('messages.pastSla') })}
            />
          )}
        />
      </FormField>
    )
  }
  return (
    <Card
      n={n}
      title={t('editor.cards.sla')}
      description={t('editor.cards.slaDescription')}
      aside={
        <span className="text-xs text-slate-500">
          {t('editor.slaStage')}{' '}
          <span data-testid="sla-stage" className="ms-1 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
            {valueLabel('slaStage', stage)}
          </span>
        </span>
      }
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented<'auto' | 'manual'>
            name="sla-mode"
            label={t('editor.labels.slaMode')}
            value={auto === false ? 'manual' : 'auto'}
            options={[
              { value: 'auto', label: t('editor.auto') },
              { value: 'manual', label: t('editor.manual'), disabled: !manualOk && auto !== false },
            ]}
            onChange={(v) => apply(changeSlaMode(getValues(), v === 'auto'))}
          />
          {reason && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <Lock className="size-3" aria-hidden /> {reason}
            </span>
          )}
        </div>
        <div className="grid gap-3 @xl:grid-cols-2">
          {date('initialSlaEndDate', t('editor.labels.initialSlaEndDate'))}
          {date('freePoolSlaEndDate', t('editor.labels.freePoolSlaEndDate'))}
        </div>
      </div>
    </Card>
  )
}
