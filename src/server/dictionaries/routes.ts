import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { DEFAULT_COUNTRY, STATIC_AMENITIES, UNIT_TYPES } from '../../domain/leads/constants.ts'
import type { AppDeps } from '../appDeps.ts'
import { auth } from '../http/access.ts'
import { parseOr400, invalid } from '../http/errors.ts'
import { LOCATIONS, SLUG_SQL, UAE_CITIES, same, slugify } from './locations.ts'
import { checkFilterValue } from '../resources/filter.ts'
import { placesThread } from '../geo/thread.ts'
import type { ShippedNames } from '../geo/sets.ts'
import { t } from '../../domain/i18n/index.ts'

/** The `filter` JSON these dictionaries take: query narrows by parent (country/city/location), search by text. */
const filterSchema = z.object({
  query: z.record(z.string().max(60), z.union([z.string().max(200), z.number(), z.null()])).optional(),
  search: z.string().max(200).optional(),
  limit: z.number().int().min(-1).max(5000).optional(),
  page: z.number().int().min(1).optional(),
  offset: z.number().int().min(0).optional(),
})
type Filter = z.infer<typeof filterSchema>

function readFilter(raw: unknown): Filter {
  if (raw === undefined || raw === '') return {}
  let parsed: unknown
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw invalid([{ path: 'filter', message: t('errors.other.filterJson') }])
  }
  if (parsed !== null && typeof parsed === 'object') checkFilterValue(parsed)
  return parseOr400(filterSchema, parsed ?? {}, 'filter')
}

const str = (f: Filter, k: string) => {
  const v = f.query?.[k]
  return v === null || v === undefined || v === '' ? undefined : String(v)
}

/** Listing columns holding lists: their values are the list's members. */
const ARRAY_COLUMNS = new Set(['amenities', 'tags'])

function cityLocations(city?: string): Array<[string, string, string[]]> {
  return Object.entries(LOCATIONS)
    .filter(([c]) => same(c, city))
    .flatMap(([c, locs]) => Object.entries(locs).map(([l, subs]) => [c, l, subs] as [string, string, string[]]))
}

/**
 * Listing dictionaries (spec 1 §7): data shipped with the product merged with the values the asset's
 * own listings use, narrowed by the filter's query (country, city, location) and search.
 */
export async function dictionaryRoutes(app: FastifyInstance, { db }: AppDeps) {
  async function listingValues(assetId: string, column: string, f: Filter): Promise<string[]> {
    const params: unknown[] = [assetId]
    let where = ''
    for (const [k, col] of [
      ['country', 'country'],
      ['city', 'city'],
      ['location', 'location'],
      ['community', 'community'],
    ] as const) {
      const v = str(f, k) ?? str(f, `${k}Slug`)
      if (v && col !== column) {
        params.push(slugify(v))
        where += ` and ${SLUG_SQL(col)} = $${params.length}`
      }
    }
    const rows = await db.query<{ v: string }>(
      `select distinct ${ARRAY_COLUMNS.has(column) ? `unnest(${column})` : column} as v from listings
        where asset_id = $1 and deleted_at is null${where} limit 2000`,
      params,
    )
    return rows.map((r) => r.v)
  }
  // The options are merged, sorted, paged and written in the geography thread (geo/options.ts): a country's
  // cities are up to 20,000 names, whose sort held every other request for half a second.
  const places = placesThread(app)
  type Names = { shipped?: ShippedNames; own?: Iterable<string | null | undefined> }
  const dict = (path: string, fn: (assetId: string, f: Filter) => Promise<Names>) =>
    app.get<{ Querystring: { filter?: string } }>(path, { config: { access: {} } }, async (req, reply) => {
      const f = readFilter(req.query.filter)
      const { shipped = { names: [] }, own = [] } = await fn(auth(req).assetId, f)
      const names = [...own].filter((n): n is string => typeof n === 'string')
      const { search, limit, page, offset } = f
      const answer = await places.call({
        kind: 'options',
        shipped,
        own: names,
        filter: { search, limit, page, offset },
      })
      return reply.type('application/json; charset=utf-8').send(answer)
    })
  const given = (names: readonly string[]): ShippedNames => ({ names: [...names] })

  dict('/api/properties/listings/property-types', async (a, f) => ({
    shipped: given(UNIT_TYPES),
    own: await listingValues(a, 'property_type', f),
  }))
  dict('/api/static-dictionaries/property-types', async () => ({ shipped: given(UNIT_TYPES) }))
  dict('/api/static-dictionaries/property-amenities', async () => ({ shipped: given(STATIC_AMENITIES) }))
  dict('/api/properties/listings/amenities-static', async () => ({ shipped: given(STATIC_AMENITIES) }))
  dict('/api/properties/listings/amenities', async (a, f) => ({
    shipped: given(STATIC_AMENITIES),
    own: await listingValues(a, 'amenities', f),
  }))
  dict('/api/properties/listings/countries', async (a, f) => ({
    shipped: { countries: true },
    own: [DEFAULT_COUNTRY, ...(await listingValues(a, 'country', f))],
  }))
  dict('/api/properties/listings/cities', async (a, f) => {
    const country = str(f, 'country') ?? str(f, 'countrySlug') ?? DEFAULT_COUNTRY
    return {
      shipped: same(DEFAULT_COUNTRY, country) ? given(UAE_CITIES) : { citiesOf: country },
      own: await listingValues(a, 'city', { ...f, query: { country } }),
    }
  })
  const locs = async (a: string, f: Filter, column: string): Promise<Names> => {
    const city = str(f, 'city') ?? str(f, 'citySlug')
    return { shipped: given(cityLocations(city).map(([, l]) => l)), own: await listingValues(a, column, f) }
  }
  dict('/api/properties/listings/locations', (a, f) => locs(a, f, 'location'))
  dict('/api/properties/listings/communities', (a, f) => locs(a, f, 'community'))
  dict('/api/properties/listings/tags', async (a, f) => ({ own: await listingValues(a, 'tags', f) }))
  // Bedrooms as a buyer asks for them (0 is a studio), plus any count the asset's listings have.
  dict('/api/properties/listings/bedrooms', async (a, f) => ({
    shipped: given(Array.from({ length: 11 }, (_, i) => String(i))),
    own: await listingValues(a, 'bedrooms::text', f),
  }))
  // Any place a listing may be searched by: cities, locations, sub-locations and communities.
  dict('/api/properties/listings/search-locations', async (a, f) => {
    const city = str(f, 'city') ?? str(f, 'citySlug')
    const places = cityLocations(city).flatMap(([c, l, subs]) => [c, l, ...subs])
    const own = await Promise.all(['city', 'community', 'location', 'sub_location'].map((c) => listingValues(a, c, f)))
    return { shipped: given(places), own: own.flat() }
  })
  dict('/api/properties/listings/sub-locations', async (a, f) => {
    const city = str(f, 'city') ?? str(f, 'citySlug')
    const location = str(f, 'location') ?? str(f, 'locationSlug')
    const shipped = cityLocations(city)
      .filter(([, l]) => same(l, location))
      .flatMap(([, , subs]) => subs)
    return { shipped: given(shipped), own: await listingValues(a, 'sub_location', f) }
  })
}
