import { City, Country } from 'country-state-city'
import { same, slugify } from '../dictionaries/locations.ts'
import { collator } from './query.ts'
import type { OptionsFilter, ShippedNames } from './sets.ts'

const isName = (n: string | null | undefined): n is string => !!n && n.trim() !== ''
const sortedNames = (names: Iterable<string | null | undefined>) =>
  [...new Set([...names].filter(isName))].sort(collator.compare)

/** Shipped names, distinct and in order, kept per country: the US alone has 19,821 cities to sort. */
const shippedCache = new Map<string, string[]>()
function shippedNames(shipped: ShippedNames): string[] {
  if ('names' in shipped) return sortedNames(shipped.names)
  const key = 'countries' in shipped ? 'countries' : `cities:${shipped.citiesOf.toLowerCase()}`
  let names = shippedCache.get(key)
  if (!names) {
    if ('countries' in shipped) names = sortedNames(Country.getAllCountries().map((c) => c.name))
    else {
      const country = shipped.citiesOf
      const c = Country.getAllCountries().find(
        (x) => same(x.name, country) || x.isoCode.toLowerCase() === country.toLowerCase(),
      )
      names = sortedNames(c ? (City.getCitiesOfCountry(c.isoCode) ?? []).map((x) => x.name) : [])
    }
    shippedCache.set(key, names)
  }
  return names
}

/**
 * A listing dictionary's options in the geography thread (the US's cities are 14,000 names to merge, sort and
 * write as JSON): shipped and own names, distinct, searched, in the English collator's order (digits as
 * numbers), then the page: `limit` (none or -1: all), `offset` or `page`.
 */
export function dictionaryOptions(shipped: ShippedNames, own: string[], f: OptionsFilter): string {
  const base = shippedNames(shipped)
  const known = new Set(base)
  const extra = sortedNames(own.filter((n) => !known.has(n)))
  // both in order: merged, shipped first among equals
  const merged: string[] = []
  let i = 0
  let j = 0
  while (i < base.length || j < extra.length)
    merged.push(
      j >= extra.length || (i < base.length && collator.compare(base[i], extra[j]) <= 0) ? base[i++] : extra[j++],
    )
  const q = f.search?.trim().toLowerCase()
  const found = q ? merged.filter((n) => n.toLowerCase().includes(q)) : merged
  const limit = f.limit && f.limit > 0 ? f.limit : found.length
  const start = f.offset ?? ((f.page ?? 1) - 1) * limit
  const data = found.slice(start, start + limit).map((name) => ({ _id: slugify(name), name, slug: slugify(name) }))
  return JSON.stringify({ data })
}
