import { badRequest } from '../http/errors.ts'
import type { GeoRow } from './data.ts'

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const fail = (path: string, message: string) => badRequest(`Invalid filter: ${path} ${message}`, [{ path, message }])

/**
 * The generic query dialect (src/server/resources/QUERY.md) evaluated over in-memory rows, for data
 * that lives in no table (geography): field equality and $eq $ne $in $nin $exists $regex $gt… , $or,
 * $and, $text. Fields must be ones the rows have.
 */
export function compileRowFilter(
  query: Record<string, unknown>,
  fields: string[],
  textFields: string[],
  path = 'filter.query',
): (r: GeoRow) => boolean {
  const preds: Array<(r: GeoRow) => boolean> = []
  for (const [key, value] of Object.entries(query)) {
    const p = `${path}.${key}`
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value) || !value.length) throw fail(p, 'must be a non-empty array of conditions')
      const subs = value.map((v, i) => {
        if (!isObj(v)) throw fail(`${p}.${i}`, 'must be an object')
        return compileRowFilter(v, fields, textFields, `${p}.${i}`)
      })
      preds.push(key === '$or' ? (r) => subs.some((s) => s(r)) : (r) => subs.every((s) => s(r)))
    } else if (key === '$text') {
      const s = isObj(value) ? value.$search : undefined
      if (typeof s !== 'string') throw fail(p, 'must be {"$search": "text"}')
      const q = s.trim().toLowerCase()
      if (q)
        preds.push((r) =>
          textFields.some((f) =>
            String(r[f] ?? '')
              .toLowerCase()
              .includes(q),
          ),
        )
    } else if (key.startsWith('$')) throw fail(p, `unknown operator '${key}'`)
    else {
      if (!fields.includes(key)) throw fail(p, `unknown field '${key}'`)
      preds.push(fieldPredicate(key, value, p))
    }
  }
  return (r) => preds.every((f) => f(r))
}

/** null matches a missing value; text compares case-insensitively ('ae' finds AE). */
function eq(a: unknown, b: unknown): boolean {
  if (b === null) return a == null
  if (a == null) return false
  return typeof b === 'string' ? String(a).toLowerCase() === b.toLowerCase() : a === b
}

function fieldPredicate(key: string, value: unknown, path: string): (r: GeoRow) => boolean {
  // An empty condition would match every row, like a dropped key.
  if (isObj(value) && !Object.keys(value).length)
    throw fail(path, 'an empty condition: use a value or operators such as {"$eq": …}')
  const ops = isObj(value) && Object.keys(value).every((k) => k.startsWith('$')) ? value : { $eq: value }
  const preds = Object.entries(ops).map(([op, v]): ((r: GeoRow) => boolean) => {
    const p = `${path}.${op}`
    switch (op) {
      case '$eq':
        return (r) => eq(r[key], v)
      case '$ne':
        return (r) => !eq(r[key], v)
      case '$in':
      case '$nin': {
        if (!Array.isArray(v)) throw fail(p, 'must be an array')
        return op === '$in' ? (r) => v.some((x) => eq(r[key], x)) : (r) => !v.some((x) => eq(r[key], x))
      }
      case '$exists':
        if (typeof v !== 'boolean') throw fail(p, 'expected true or false')
        return (r) => (r[key] != null) === v
      case '$regex': {
        if (typeof v !== 'string' || v.length > 500) throw fail(p, 'expected a string')
        const needle = v.replace(/\\(.)/g, '$1').toLowerCase()
        return (r) =>
          String(r[key] ?? '')
            .toLowerCase()
            .includes(needle)
      }
      case '$options':
        return () => true
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (typeof v !== 'number' && typeof v !== 'string') throw fail(p, 'expected a number or text')
        return (r) => {
          const x = r[key]
          if (x == null) return false
          const c = typeof v === 'number' ? Number(x) - v : String(x).localeCompare(v)
          return op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0
        }
      }
      default:
        throw fail(p, `unknown operator '${op}'`)
    }
  })
  return (r) => preds.every((f) => f(r))
}
