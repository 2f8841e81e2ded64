/**
 * An asset's basic and viewing settings (the globals basicSettings and viewingSettings, src/domain/globals),
 * kept in the asset's settings JSON under `basic` and `viewing`; the name and currency are the asset's columns.
 * A new asset starts with the defaults below; an asset from before reads them for what it never set.
 */
export interface BasicSettings {
  name: string
  currencyCode: string
  /** '' = each viewer's own (the browser's) time zone */
  timeZone: string
  languages: string[]
  /** A stored file of the media library. */
  logo: { _id: string; file: string } | null
  contactEmail: string
  contactPhone: string
  address: string
  website: string
}

export interface ViewingSettings {
  durations: number[]
  defaultDuration: number
  reminderMinutes: number
}

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
