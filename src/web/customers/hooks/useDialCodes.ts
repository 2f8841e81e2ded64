import { useMemo } from 'react'
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

export interface DialCode {
  code: string
  label: string
}

/** One option per dial code (several countries share +1, +7, …), labelled with the countries using it. */
export function useDialCodes() {
  const res = useApi<{ data: CountryOption[] }>('/api/geo/countries', { filter: COUNTRIES_FILTER }, { revalidateOnFocus: false })
  const codes = useMemo<DialCode[]>(() => {
    const by = new Map<string, string[]>()
    for (const c of res.data?.data ?? []) by.set(c.phoneCode, [...(by.get(c.phoneCode) ?? []), c.name])
    return [...by.entries()]
      .map(([code, names]) => ({ code, label: `+${code} ${names[0]}${names.length > 1 ? ` +${names.length - 1}` : ''}` }))
      .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }))
  }, [res.data])
  return { codes, error: res.error, isLoading: res.isLoading }
}
