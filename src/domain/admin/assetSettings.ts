import { z } from 'zod'
import { text, TEXT_MAX } from '../input.ts'

/**
 * An asset's basic and viewing settings (/settings/basic-settings, /settings/viewing-setting), kept in
 * the asset's settings JSON under `basic` and `viewing`; the name and currency are the asset's columns.
 * A new asset starts with the defaults below; an asset from before reads them for what it never set.
 */
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const basicSettingsSchema = z.object({
  name: text(TEXT_MAX.name, 'Asset name').trim().min(1, 'Asset name is required.'),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code such as AED.'),
  // '' = each viewer's own (the browser's) time zone
  timeZone: z.string().max(64).refine((tz) => tz === '' || isTimeZone(tz), 'Time zone must be an IANA time zone such as Asia/Dubai.'),
  languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Each language must be a code such as en or ar.'), 'Languages must be a list of language codes.').min(1, 'Choose at least one language.').max(20),
  logo: z.object({ _id: z.uuid(), file: z.string().max(TEXT_MAX.url) }, 'Logo must be a file from the media library.').nullable(),
  contactEmail: z.union([z.literal(''), z.email('Contact e-mail must be a valid e-mail address.').max(TEXT_MAX.email)]),
  contactPhone: text(TEXT_MAX.phone, 'Contact phone').trim(),
  address: text(TEXT_MAX.short, 'Address').trim(),
  website: z.union([z.literal(''), z.url('Website must be a web address such as https://example.com.').max(TEXT_MAX.url)]),
})
export type BasicSettings = z.infer<typeof basicSettingsSchema>

const minutes = (label: string) => z.number(`${label} must be a number of minutes.`).int(`${label} must be whole minutes.`).min(5, `${label} must be at least 5 minutes.`).max(1440, `${label} can be at most 1,440 minutes (a day).`)

export const viewingSettingsSchema = z
  .object({
    durations: z.array(minutes('Each duration'), 'Durations must be a list of minutes.').min(1, 'Offer at least one viewing duration.').max(12),
    defaultDuration: minutes('Default duration'),
    reminderMinutes: z.number('Reminder must be a number of minutes.').int('Reminder must be whole minutes.').min(0, 'Reminder cannot be negative.').max(10_080, 'Reminder can be at most 10,080 minutes (a week).'),
  })
  .refine((v) => v.durations.includes(v.defaultDuration), { message: 'The default duration must be one of the durations.', path: ['defaultDuration'] })
export type ViewingSettings = z.infer<typeof viewingSettingsSchema>

/** What a new asset starts with: dates in each viewer's time zone until the asset names one. */
export const DEFAULT_BASIC: Omit<BasicSettings, 'name' | 'currencyCode'> = {
  timeZone: '', languages: ['en'], logo: null, contactEmail: '', contactPhone: '', address: '', website: '',
}
export const DEFAULT_VIEWING: ViewingSettings = { durations: [30, 60, 90], defaultDuration: 30, reminderMinutes: 60 }
