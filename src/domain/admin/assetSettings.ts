import { z } from 'zod'
import { say, schemaText } from '../i18n/schemaTexts.ts'
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
  name: text(TEXT_MAX.name, 'Asset name').trim().min(1, say('asset.nameRequired')),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, say('asset.currency')),
  // '' = each viewer's own (the browser's) time zone
  timeZone: z
    .string()
    .max(64)
    .refine((tz) => tz === '' || isTimeZone(tz), say('asset.timeZone')),
  languages: z
    .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, say('asset.languageCode')), say('asset.languagesList'))
    .min(1, say('asset.oneLanguage'))
    .max(20),
  logo: z.object({ _id: z.uuid(), file: z.string().max(TEXT_MAX.url) }, say('asset.logo')).nullable(),
  contactEmail: z.union([z.literal(''), z.email(say('asset.contactEmail')).max(TEXT_MAX.email)]),
  contactPhone: text(TEXT_MAX.phone, 'Contact phone').trim(),
  address: text(TEXT_MAX.short, 'Address').trim(),
  website: z.union([z.literal(''), z.url(say('asset.website')).max(TEXT_MAX.url)]),
})
export type BasicSettings = z.infer<typeof basicSettingsSchema>

// the label is a catalogue key too, read with the sentence
const minutes = (which: 'eachDuration' | 'defaultDurationLabel') => {
  const v = () => ({ label: schemaText(`viewing.${which}`) })
  return z
    .number({ error: () => schemaText('viewing.minutesNumber', v()) })
    .int({ error: () => schemaText('viewing.minutesWhole', v()) })
    .min(5, { error: () => schemaText('viewing.minutesMin', v()) })
    .max(1440, { error: () => schemaText('viewing.minutesMax', v()) })
}

export const viewingSettingsSchema = z
  .object({
    durations: z
      .array(minutes('eachDuration'), say('viewing.durationsList'))
      .min(1, say('viewing.oneDuration'))
      .max(12),
    defaultDuration: minutes('defaultDurationLabel'),
    reminderMinutes: z
      .number(say('viewing.reminderNumber'))
      .int(say('viewing.reminderWhole'))
      .min(0, say('viewing.reminderNegative'))
      .max(10_080, say('viewing.reminderMax')),
  })
  .refine((v) => v.durations.includes(v.defaultDuration), {
    ...say('viewing.defaultDuration'),
    path: ['defaultDuration'],
  })
export type ViewingSettings = z.infer<typeof viewingSettingsSchema>

/** What a new asset starts with: dates in each viewer's time zone until the asset names one. */
export const DEFAULT_BASIC: Omit<BasicSettings, 'name' | 'currencyCode'> = {
  timeZone: '',
  languages: ['en'],
  logo: null,
  contactEmail: '',
  contactPhone: '',
  address: '',
  website: '',
}
export const DEFAULT_VIEWING: ViewingSettings = { durations: [30, 60, 90], defaultDuration: 30, reminderMinutes: 60 }
