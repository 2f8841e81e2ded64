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

export const PAST_SLA = 'Past dates are not allowed.'

/** Card 4: SLA dates, from the asset's settings (Auto) or chosen (Manual, with LEAD_UPDATE_SLA). */
export function SlaCard({ n }: { n: number }) {
  const { getValues, control, formState, setError, clearErrors } = useFormContext<LeadFormValues>()
  const { apply, can, limitsWarning, required } = useEditor()
  const [auto, customerType, initial, pool] = useWatch({ control, name: ['setAutoSLADetails', 'customerType', 'initialSlaEndDate', 'freePoolSlaEndDate'] })
  const editable = slaDatesEditable({ canUpdateSla: can.sla, customerType })
  const manualOk = manualSlaAllowed({ canUpdateSla: can.sla, customerType, limitsWarning })
  const stage = deriveSlaStage({ initialSlaEndDate: initial, freePoolSlaEndDate: pool })
  const reason = !can.sla
    ? 'You need the LEAD_UPDATE_SLA permission to set SLA dates.'
    : !editable
      ? `${customerType} customers have no SLA.`
      : limitsWarning
        ? 'Manual SLA is disabled while the agent quota warning is shown.'
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
              onPast={() => setError(name, { message: PAST_SLA })}
            />
          )}
        />
      </FormField>
    )
  }
  return (
    <Card
      n={n}
      title="SLA Details"
      description="How long the agent, then the lead pool, have to respond"
      aside={
        <span className="text-xs text-slate-500">
          SLA stage <span data-testid="sla-stage" className="ms-1 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">{stage}</span>
        </span>
      }
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented<'auto' | 'manual'>
            name="sla-mode"
            label="SLA mode"
            value={auto === false ? 'manual' : 'auto'}
            options={[
              { value: 'auto', label: 'Auto' },
              { value: 'manual', label: 'Manual', disabled: !manualOk && auto !== false },
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
          {date('initialSlaEndDate', 'Initial SLA End Date')}
          {date('freePoolSlaEndDate', 'Free Pool SLA End Date')}
        </div>
      </div>
    </Card>
  )
}
