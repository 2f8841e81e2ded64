import { useMemo } from 'react'
import metadata from 'libphonenumber-js/metadata.min.json'
import { useApi } from '../../lib/useApi.ts'

export interface CountryOption {
  phoneCode: string
  name: string
  isoCode2: string
  isoCode3: string
}

/** The countries query of spec 1 §7: four fields, all present, sorted by name. */
export const COUNTRIES_FILTER = {
  select: ['phoneCode', 'name', 'isoCode2', 'isoCode3'],
  query: { phoneCode: { $ne: null }, name: { $ne: null }, isoCode2: { $ne: null }, isoCode3: { $ne: null } },
  sort: { name: 1 },
  limit: -1,
  page: 1,
}

/**
 * The country a dial code stands for when several share it (+1 → US, +7 → RU, +44 → GB): the one
 * libphonenumber's metadata lists first, else the first by name.
 */
export function countryForCode(countries: CountryOption[], code: string): CountryOption | undefined {
  const sharing = countries.filter((c) => c.phoneCode === code)
  const main = (metadata.country_calling_codes as Record<string, string[]>)[code]?.[0]
  return sharing.find((c) => c.isoCode2 === main) ?? sharing[0]
}

/** The dial-code choices: one per country (sorted by name), each carrying its code. */
export function useDialCodes() {
  const res = useApi<{ data: CountryOption[] }>(
    '/api/geo/countries',
    { filter: COUNTRIES_FILTER },
    { revalidateOnFocus: false },
  )
  const countries = useMemo(() => res.data?.data ?? [], [res.data])
  return { countries, error: res.error, isLoading: res.isLoading }
}
