import { badRequest } from '../http/errors.ts'
import type { GeoRow } from './data.ts'

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const fail = (path: string, message: string) => badRequest(`Invalid filter: ${path} ${message}`, [{ path, message }])

/** Rows of a set in one field's ascending order (ties by position) and each row's rank in it (equal values share one). */
export interface FieldOrder {
  order: Int32Array
  rank: Int32Array
  /** Whether the field holds numbers (ordered as numbers), else text (ordered by the English collator). */
  numeric: boolean
}

/** The English collator the sets are ordered by (digits as numbers). */
export const collator = new Intl.Collator('en', { numeric: true })

/** A set as the filter reads it: its rows and, built once per field, their lower-case texts and orders. */
export interface RowSet {
  rows: GeoRow[]
  fields: string[]
  textFields: string[]
  /** Each row's value of the field as lower-case text ('' when missing). */
  lower(field: string): string[]
  order(field: string): FieldOrder
}

/** A condition over the set's rows, by row position. */
export type RowTest = (i: number) => boolean

/**
 * The generic query dialect (src/server/resources/QUERY.md) evaluated over in-memory rows, for data
 * that lives in no table (geography): field equality and $eq $ne $in $nin $exists $regex $gt… , $or,
 * $and, $text. Fields must be ones the rows have. Each test costs a lookup, never a per-row conversion
 * or locale comparison: a request evaluates up to 100 conditions over the 148,000 cities.
 */
export function compileRowFilter(query: Record<string, unknown>, set: RowSet, path = 'filter.query'): RowTest {
  const preds: RowTest[] = []
  for (const [key, value] of Object.entries(query)) {
    const p = `${path}.${key}`
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value) || !value.length) throw fail(p, 'must be a non-empty array of conditions')
      const subs = value.map((v, i) => {
        if (!isObj(v)) throw fail(`${p}.${i}`, 'must be an object')
        return compileRowFilter(v, set, `${p}.${i}`)
      })
      preds.push(key === '$or' ? any(subs) : all(subs))
    } else if (key === '$text') {
      const s = isObj(value) ? value.$search : undefined
      if (typeof s !== 'string') throw fail(p, 'must be {"$search": "text"}')
      const q = s.trim().toLowerCase()
      const columns = set.textFields.map((f) => set.lower(f))
      if (q) preds.push((i) => columns.some((c) => c[i].includes(q)))
    } else if (key.startsWith('$')) throw fail(p, `unknown operator '${key}'`)
    else {
      if (!set.fields.includes(key)) throw fail(p, `unknown field '${key}'`)
      preds.push(fieldPredicate(set, key, value, p))
    }
  }
  return all(preds)
}

/** Tests joined by and / or, without a call per level when there is one (100 conditions run over 148,000 rows). */
function all(tests: RowTest[]): RowTest {
  if (tests.length === 1) return tests[0]
  return (i) => {
    for (const t of tests) if (!t(i)) return false
    return true
  }
}
function any(tests: RowTest[]): RowTest {
  if (tests.length === 1) return tests[0]
  return (i) => {
    for (const t of tests) if (t(i)) return true
    return false
  }
}

/**
 * Whether a row's value equals one of the values: null matches a missing value, text compares
 * case-insensitively ('ae' finds AE), anything else exactly. By set lookups, so 500 values cost one.
 */
function memberOf(set: RowSet, key: string, values: unknown[]): RowTest {
  const texts = new Set(values.filter((x) => typeof x === 'string').map((x) => x.toLowerCase()))
  const others = new Set(values.filter((x) => x !== null && typeof x !== 'string'))
  const hasNull = values.includes(null)
  const lower = texts.size ? set.lower(key) : []
  return (i) => {
    const a = set.rows[i][key]
    if (a == null) return hasNull
    return (texts.size > 0 && texts.has(lower[i])) || others.has(a)
  }
}

/**
 * $gt $gte $lt $lte against a bound, by the row's rank in the field's order: the bound's place in the
 * order is found once (binary search), text by the collator the set sorts by, numbers as numbers.
 */
function compare(set: RowSet, key: string, op: string, bound: unknown, path: string): RowTest {
  const { order, rank, numeric } = set.order(key)
  const rows = set.rows
  let cmp: (x: unknown) => number
  if (numeric) {
    const b = typeof bound === 'number' ? bound : Number(bound)
    if (typeof bound !== 'number' && (typeof bound !== 'string' || bound.trim() === '' || !Number.isFinite(b)))
      throw fail(path, 'expected a number')
    cmp = (x) => (x as number) - b
  } else if (typeof bound === 'string') {
    cmp = (x) => collator.compare(String(x), bound)
  } else if (typeof bound === 'number') {
    // text against a number: compared as numbers, rows whose text is no number never match
    const lower = set.lower(key)
    return (i) => {
      const c = Number(lower[i]) - bound
      return (
        rows[i][key] != null &&
        lower[i].trim() !== '' &&
        (op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0)
      )
    }
  } else throw fail(path, 'expected a number or text')
  // The first position whose value is above the bound (or at least it); missing values are ordered first.
  const firstAbove = (above: (c: number) => boolean) => {
    let lo = 0
    let hi = order.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const x = rows[order[mid]][key]
      if (x != null && above(cmp(x))) hi = mid
      else lo = mid + 1
    }
    return lo
  }
  const from = firstAbove(op === '$gt' || op === '$lte' ? (c) => c > 0 : (c) => c >= 0)
  const cut = from < order.length ? rank[order[from]] : Number.POSITIVE_INFINITY
  const above = op === '$gt' || op === '$gte'
  return (i) => rows[i][key] != null && (above ? rank[i] >= cut : rank[i] < cut)
}

function fieldPredicate(set: RowSet, key: string, value: unknown, path: string): RowTest {
  // An empty condition would match every row, like a dropped key.
  if (isObj(value) && !Object.keys(value).length)
    throw fail(path, 'an empty condition: use a value or operators such as {"$eq": …}')
  const ops = isObj(value) && Object.keys(value).every((k) => k.startsWith('$')) ? value : { $eq: value }
  const rows = set.rows
  const preds = Object.entries(ops).map(([op, v]): RowTest => {
    const p = `${path}.${op}`
    switch (op) {
      case '$eq':
      case '$ne': {
        const among = memberOf(set, key, [v])
        return op === '$eq' ? among : (i) => !among(i)
      }
      case '$in':
      case '$nin': {
        if (!Array.isArray(v)) throw fail(p, 'must be an array')
        const among = memberOf(set, key, v)
        return op === '$in' ? among : (i) => !among(i)
      }
      case '$exists':
        if (typeof v !== 'boolean') throw fail(p, 'expected true or false')
        return (i) => (rows[i][key] != null) === v
      case '$regex': {
        if (typeof v !== 'string') throw fail(p, 'expected a string')
        const needle = v.replace(/\\(.)/g, '$1').toLowerCase()
        const lower = set.lower(key)
        return (i) => lower[i].includes(needle)
      }
      case '$options':
        return () => true
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return compare(set, key, op, v, p)
      default:
        throw fail(p, `unknown operator '${op}'`)
    }
  })
  return all(preds)
}
