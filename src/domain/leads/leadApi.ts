import type { LeadFormValues } from './leadForm.ts'

/**
 * Form names ↔ the API's names (spec 1 §3: minBedroom → minBedrooms, minBudget → minPrice,
 * propertyType → unitType; the campaign name field holds the project). Every other field keeps its name.
 */
export const FORM_TO_API = {
  minBedroom: 'minBedrooms',
  maxBedroom: 'maxBedrooms',
  minBudget: 'minPrice',
  maxBudget: 'maxPrice',
  propertyType: 'unitType',
  campaignName: 'project',
} as const satisfies Partial<Record<keyof LeadFormValues, string>>

const API_TO_FORM: Record<string, string> = Object.fromEntries(Object.entries(FORM_TO_API).map(([f, a]) => [a, f]))

/** Form values → the request body of POST /properties/leads and PATCH cms/{id}. */
export function toLeadApiBody(
  values: Partial<Record<keyof LeadFormValues, unknown>>,
  asset?: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) out[(FORM_TO_API as Record<string, string>)[k] ?? k] = v
  if (asset) out.asset = asset
  return out
}

/** A request body (API names) → form names, for the shared schema; unknown members pass through. */
export function fromLeadApiBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body)) out[API_TO_FORM[k] ?? k] = v
  return out
}

/** A form field path → the API name (for server error paths). */
export function apiFieldName(formField: string): string {
  return (FORM_TO_API as Record<string, string>)[formField] ?? formField
}

/** An API field name → the form's (to show server errors beside the right control). */
export function formFieldName(apiField: string): string {
  return API_TO_FORM[apiField] ?? apiField
}
