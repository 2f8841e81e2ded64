/** The geography sets served under /api/geo (their rows: data.ts, loaded in the geography thread only). */
export const GEO_SET_NAMES = ['countries', 'states', 'cities', 'currencies', 'timezones', 'languages'] as const
export type GeoSet = (typeof GEO_SET_NAMES)[number]
