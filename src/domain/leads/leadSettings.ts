import { z } from 'zod'

// At most a year; messages name each field by its label (domain/validationMessages.ts).
const minutes = z.number().int().min(1).max(525_600)

/** An asset's lead settings (SLA durations, daily lead limit per agent): one rule for the settings page and the API. */
export const leadSettingsFormSchema = z.object({
  initialSlaMinutes: minutes,
  poolSlaMinutes: minutes,
  dailyLeadLimit: z.number().int().min(1).max(100_000),
  // The lead pool shows 'Hidden until claimed' instead of the customer's name
  hidePoolCustomerNames: z.boolean().optional(),
})
