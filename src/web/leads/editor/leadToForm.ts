import { apiFieldName } from '../../../domain/leads/leadApi.ts'
import { defaultLeadValues, type LeadFormValues } from '../../../domain/leads/leadForm.ts'
import { slaHoldOf } from '../../../domain/leads/pool.ts'

/** A lead as the API reads it → the form's values (API names back to the form's). */
export function leadToForm(lead: Record<string, unknown>): LeadFormValues {
  const base = defaultLeadValues()
  const out: Record<string, unknown> = { ...base }
  for (const k of Object.keys(base)) {
    const v = lead[apiFieldName(k)]
    if (v !== undefined) out[k] = v
  }
  out.customerType = lead.customerType ?? null
  out.slaHold = slaHoldOf(lead as Parameters<typeof slaHoldOf>[0])
  out.version = lead.version
  out.utm = lead.utm ?? {}
  out.amenities = lead.amenities ?? []
  return out as LeadFormValues
}
