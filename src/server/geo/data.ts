import { City, Country, State } from 'country-state-city'
import { getCountryData, languages as languageList, type TCountryCode } from 'countries-list'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import type { GeoSet } from './sets.ts'

/**
 * Geography shipped with the project (spec 2 §3 Geo): country-state-city for countries, states and
 * cities, countries-list for ISO-3 codes and languages, Intl for currencies and time zones. Built on
 * first use and kept in memory (read-only).
 */
export type GeoRow = Record<string, string | number | null>

function dialCode(iso2: string, fallback: string): string {
  // libphonenumber's calling code ('1' for Anguilla) rather than the data's '+1-264' area-code form.
  if (isSupportedCountry(iso2)) return getCountryCallingCode(iso2)
  const digits = fallback.replace(/^\+/, '').split('-')[0].replace(/\D/g, '')
  return digits || ''
}

function iso3(iso2: string): string | null {
  try {
    return getCountryData(iso2 as TCountryCode)?.iso3 ?? null
  } catch {
    return null
  }
}

const once = <T>(build: () => T) => {
  let v: T | undefined
  return () => (v ??= build())
}

export const countries = once<GeoRow[]>(() =>
  Country.getAllCountries().map((c) => ({
    _id: c.isoCode,
    name: c.name,
    isoCode: c.isoCode,
    isoCode2: c.isoCode,
    isoCode3: iso3(c.isoCode),
    phoneCode: dialCode(c.isoCode, c.phonecode) || null,
    currency: c.currency || null,
    flag: c.flag,
    latitude: Number(c.latitude) || null,
    longitude: Number(c.longitude) || null,
  })),
)

export const states = once<GeoRow[]>(() =>
  State.getAllStates().map((s) => ({
    _id: `${s.countryCode}-${s.isoCode}`,
    name: s.name,
    isoCode: s.isoCode,
    countryCode: s.countryCode,
    latitude: Number(s.latitude) || null,
    longitude: Number(s.longitude) || null,
  })),
)

export const cities = once<GeoRow[]>(() =>
  City.getAllCities().map((c, i) => ({
    _id: `${c.countryCode}-${c.stateCode}-${i}`,
    name: c.name,
    stateCode: c.stateCode,
    countryCode: c.countryCode,
    latitude: Number(c.latitude) || null,
    longitude: Number(c.longitude) || null,
  })),
)

export const currencies = once<GeoRow[]>(() => {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' })
  return Intl.supportedValuesOf('currency').map((code) => ({
    _id: code,
    id: code,
    name: names.of(code) ?? code,
    code,
    isoCode: code,
  }))
})

export const timezones = once<GeoRow[]>(() =>
  Intl.supportedValuesOf('timeZone').map((tz) => {
    const offset =
      new Intl.DateTimeFormat('en', { timeZone: tz, timeZoneName: 'longOffset' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
    return { _id: tz, id: tz, name: tz, offset: offset === 'GMT' ? 'GMT+00:00' : offset }
  }),
)

export const languages = once<GeoRow[]>(() =>
  Object.entries(languageList).map(([code, l]) => ({
    _id: code,
    id: code,
    name: l.name,
    nativeName: l.native,
    isoCode: code,
  })),
)

export const GEO_SETS: Record<GeoSet, () => GeoRow[]> = { countries, states, cities, currencies, timezones, languages }
