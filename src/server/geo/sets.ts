import type { RawFilter } from '../resources/filter.ts'

/** The geography sets served under /api/geo (their rows: data.ts, loaded in the geography thread only). */
export const GEO_SET_NAMES = ['countries', 'states', 'cities', 'currencies', 'timezones', 'languages'] as const
export type GeoSet = (typeof GEO_SET_NAMES)[number]

/** Names a listing dictionary offers besides the asset's own: given, every country, or one country's cities. */
export type ShippedNames = { names: string[] } | { countries: true } | { citiesOf: string }

/** The listing dictionaries' paging and search (dictionaries/routes.ts). */
export interface OptionsFilter {
  search?: string
  limit?: number
  page?: number
  offset?: number
}

/** What the geography thread answers, as JSON text: a page of a set, or a listing dictionary's options. */
export type PlacesRequest =
  | { kind: 'page'; set: GeoSet; filter: RawFilter }
  | { kind: 'options'; shipped: ShippedNames; own: string[]; filter: OptionsFilter }
