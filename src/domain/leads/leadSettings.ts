import { z } from 'zod'

const minutes = (label: string) =>
  z.number({ message: `${label} must be a number of minutes` }).int(`${label} must be whole minutes`).min(1, `${label} must be at least 1 minute`).max(525_600, `${label} cannot exceed a year`)

/** An asset's lead settings (SLA durations, daily lead limit per agent): one rule for the settings page and the API. */
export const leadSettingsFormSchema = z.object({
  initialSlaMinutes: minutes('Initial SLA'),
  poolSlaMinutes: minutes('Pool SLA'),
  dailyLeadLimit: z
    .number({ message: 'Daily lead limit must be a number' })
    .int('Daily lead limit must be a whole number')
    .min(1, 'Daily lead limit must be at least 1')
    .max(100_000, 'Daily lead limit can be at most 100,000'),
})
