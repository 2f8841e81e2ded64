import {
  cappedLimit,
  GEO_MAX_PAGE_SIZE,
  normalizePage,
  paginatorMeta,
  type PaginatorMeta,
} from '../../domain/paginate.ts'
import { badRequest } from '../http/errors.ts'
import type { RawFilter } from '../resources/filter.ts'
import { GEO_SETS, type GeoRow } from './data.ts'
import { collator, compileRowFilter, type FieldOrder } from './query.ts'
import type { GeoSet } from './sets.ts'

const TEXT_FIELDS: Record<GeoSet, string[]> = {
  countries: ['name', 'isoCode2', 'isoCode3', 'phoneCode'],
  states: ['name', 'isoCode'],
  cities: ['name'],
  currencies: ['name', 'code'],
  timezones: ['name'],
  languages: ['name', 'nativeName', 'isoCode'],
}

/** Sort spec of the filter ({name: 1}, 'name', '-name') as [field, direction] pairs. */
function sortPairs(raw: unknown, fields: string[]): Array<[string, 1 | -1]> {
  if (raw === undefined) return [['name', 1]]
  const pairs: Array<[string, 1 | -1]> =
    typeof raw === 'string'
      ? raw
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((s) => (s.startsWith('-') ? [s.slice(1), -1] : [s, 1]))
      : Object.entries(raw as Record<string, unknown>).map(([k, v]) => [
          k,
          v === -1 || v === '-1' || String(v).startsWith('desc') ? -1 : 1,
        ])
  for (const [k] of pairs)
    if (!fields.includes(k))
      throw badRequest(`Cannot sort by '${k}'`, [{ path: `filter.sort.${k}`, message: `unknown field '${k}'` }])
  return pairs.length ? pairs : [['name', 1]]
}

const orders = new Map<string, FieldOrder>()
const lowers = new Map<string, string[]>()

/**
 * Built once per set and field on first use: the data never changes, so a request filters rows in this
 * order and slices its page instead of sorting 148,000 cities again. Text by the English collator
 * (digits as numbers), numbers as numbers; a missing value first.
 */
function fieldOrder(set: GeoSet, field: string): FieldOrder {
  const key = `${set}.${field}`
  let o = orders.get(key)
  if (o) return o
  const values = GEO_SETS[set]().map((r) => r[field])
  const numeric = values.every((v) => v == null || typeof v === 'number')
  const text = numeric ? [] : values.map((v) => String(v ?? ''))
  const cmp = numeric
    ? (a: number, b: number) =>
        values[a] == null
          ? values[b] == null
            ? 0
            : -1
          : values[b] == null
            ? 1
            : (values[a] as number) - (values[b] as number)
    : (a: number, b: number) => collator.compare(text[a], text[b])
  const order = Int32Array.from(values.keys()).sort((a, b) => cmp(a, b) || a - b)
  const rank = new Int32Array(values.length)
  for (let i = 1; i < order.length; i++) rank[order[i]] = rank[order[i - 1]] + (cmp(order[i - 1], order[i]) ? 1 : 0)
  o = { order, rank, numeric }
  orders.set(key, o)
  return o
}

/** Each row's value of a field in lower case, built once per set and field: filters compare against it. */
function lowerTexts(set: GeoSet, field: string): string[] {
  const key = `${set}.${field}`
  let l = lowers.get(key)
  if (!l) {
    l = GEO_SETS[set]().map((r) => String(r[field] ?? '').toLowerCase())
    lowers.set(key, l)
  }
  return l
}

/** Rows a request evaluates before it lets the thread's other requests run (each turn a few milliseconds). */
export const GEO_ROWS_PER_TURN = 4096

/** Lets the thread's other requests (messages waiting) run before this one goes on. */
const otherRequests = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * One page of a geography set for the usual filter (page, limit, select, sort, query). Pages hold at most
 * GEO_MAX_PAGE_SIZE rows, `limit: -1` included (the meta says how many pages there are): 10,000 cities were
 * 1.2 MB to build and send. The scan lets other requests run every GEO_ROWS_PER_TURN rows (`pause`), so a
 * heavy filter over 148,000 cities does not stall everyone else's lookups in the one geography thread.
 */
export async function geoPage(
  set: GeoSet,
  f: RawFilter,
  pause: () => Promise<void> = otherRequests,
): Promise<{ data: GeoRow[]; meta: PaginatorMeta }> {
  const rows = GEO_SETS[set]()
  const fields = Object.keys(rows[0])
  const match = compileRowFilter((f.query ?? {}) as Record<string, unknown>, {
    rows,
    fields,
    textFields: TEXT_FIELDS[set],
    lower: (field) => lowerTexts(set, field),
    order: (field) => fieldOrder(set, field),
  })
  const [[first, dir], ...rest] = sortPairs(f.sort, fields)
  const select =
    f.select === undefined ? fields : (Array.isArray(f.select) ? f.select : f.select.split(/[\s,]+/)).filter(Boolean)
  for (const s of select)
    if (!fields.includes(s.replace(/^-/, '')))
      throw badRequest(`Unknown field '${s}'`, [{ path: 'filter.select', message: `unknown field '${s}'` }])

  // The filter, evaluated row by row: the costly part, so other requests get turns in between.
  const matched = new Uint8Array(rows.length)
  let count = 0
  for (let i = 0; i < rows.length; i++) {
    if (match(i)) matched[i] = 1
    if (++count === GEO_ROWS_PER_TURN) {
      await pause()
      count = 0
    }
  }

  // Runs of equal values of the first sort field, in its direction; later fields order within a run.
  const { order, rank } = fieldOrder(set, first)
  const restRanks = rest.map(([k, d]) => [fieldOrder(set, k).rank, d] as const)
  const hits: number[] = []
  const run = (from: number, to: number) => {
    const start = hits.length
    for (let i = from; i < to; i++) if (matched[order[i]]) hits.push(order[i])
    if (restRanks.length && hits.length - start > 1) {
      const sorted = hits.slice(start).sort((a, b) => {
        for (const [r, d] of restRanks) if (r[a] !== r[b]) return (r[a] - r[b]) * d
        return a - b
      })
      for (const [k, r] of sorted.entries()) hits[start + k] = r
    }
  }
  const n = order.length
  const sameRun = (i: number, j: number) => rank[order[i]] === rank[order[j]]
  if (dir === 1) {
    for (let i = 0, j: number; i < n; i = j) {
      for (j = i + 1; j < n && sameRun(i, j); j++);
      run(i, j)
    }
  } else {
    for (let j = n, i: number; j > 0; j = i) {
      for (i = j - 1; i > 0 && sameRun(i - 1, j - 1); i--);
      run(i, j)
    }
  }

  const page = normalizePage(f.page as number | undefined)
  const limit = cappedLimit(f.limit as number | undefined, GEO_MAX_PAGE_SIZE)
  const slice = hits.slice((page - 1) * limit, page * limit)
  const excl = select.every((s) => s.startsWith('-'))
  const keep = excl ? fields.filter((k) => !select.includes(`-${k}`)) : ['_id', ...select.filter((s) => s !== '_id')]
  const data = slice.map((i) => Object.fromEntries(keep.map((k) => [k, rows[i][k] ?? null])) as GeoRow)
  return { data, meta: paginatorMeta(hits.length, page, limit) }
}
