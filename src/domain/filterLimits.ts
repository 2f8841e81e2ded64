import { t } from './i18n/index.ts'
import { formatNumber } from './format.ts'
import { validationMessage } from './validationMessages.ts'

/**
 * The size of a list's `filter.query` (the generic resources, the leads report, the places API, the listing
 * dictionaries): what one request may ask the server to evaluate, so that none holds the database or the
 * places thread long enough to stall other people's requests (800 values in `$in` took the places thread
 * 5–14 s). The console's own filters stay far below (a live list's probe sends at most 200 ids).
 */
export const FILTER_LIMITS = {
  /** Values in one list: `$in`, `$nin`, a report filter's list (agents, stages…). */
  values: 500,
  /** Conditions in the whole query, at any depth: each field's value or operator, each `$or`/`$and` branch. */
  conditions: 100,
  /** A text pattern: `$regex`, `$text`'s `$search`. */
  pattern: 200,
} as const

export interface FilterSizeProblem {
  path: string
  message: string
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const BRANCHES = new Set(['$or', '$and', '$nor'])
const PATTERNS = new Set(['$regex', '$search'])

/** "X can have at most 500 values." / "X can be at most 200 characters.", by the schema refusals' own sentences. */
const tooBig = (origin: 'array' | 'string', field: string, maximum: number) =>
  validationMessage({ code: 'too_big', origin, maximum, inclusive: true, path: [field], input: undefined })

/**
 * The first way a filter's query exceeds FILTER_LIMITS (its path and the sentence a person reads, in the
 * current language), or null. Reads any dialect's query as plain JSON: it runs before the query is
 * compiled, so a refused filter costs nothing.
 */
export function filterSizeProblem(query: unknown, path = 'filter.query'): FilterSizeProblem | null {
  let conditions = 0
  const tooMany = (at: string): FilterSizeProblem => ({
    path: at,
    message: t('validation.filterConditions', {
      count: FILTER_LIMITS.conditions,
      n: formatNumber(FILTER_LIMITS.conditions),
    }),
  })
  /** A value below a field (its operators, lists, patterns); `field` names it in sentences. */
  const value = (v: unknown, at: string, field: string, key: string): FilterSizeProblem | null => {
    if (typeof v === 'string')
      return PATTERNS.has(key) && v.length > FILTER_LIMITS.pattern
        ? { path: at, message: tooBig('string', key === '$search' ? 'search' : field, FILTER_LIMITS.pattern) }
        : null
    if (Array.isArray(v)) {
      if (v.length > FILTER_LIMITS.values) return { path: at, message: tooBig('array', field, FILTER_LIMITS.values) }
      for (let i = 0; i < v.length; i++) {
        const p = value(v[i], `${at}.${i}`, field, key)
        if (p) return p
      }
      return null
    }
    if (isObject(v))
      for (const [k, x] of Object.entries(v)) {
        const p = value(x, `${at}.${k}`, field, k)
        if (p) return p
      }
    return null
  }
  /** A condition object: its fields and branches; an excess is named at its innermost branch (`branch`). */
  const condition = (q: Record<string, unknown>, at: string, branch?: string): FilterSizeProblem | null => {
    for (const [k, v] of Object.entries(q)) {
      const p = `${at}.${k}`
      if (BRANCHES.has(k) && Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const b = v[i]
          // a branch counts once even when empty, so a list of {} is not free
          if (!isObject(b) || Object.keys(b).length === 0) conditions++
          if (conditions > FILTER_LIMITS.conditions) return tooMany(`${p}.${i}`)
          const inner = isObject(b) ? condition(b, `${p}.${i}`, `${p}.${i}`) : null
          if (inner) return inner
        }
        continue
      }
      const operators = isObject(v) ? Object.keys(v).filter((o) => o.startsWith('$')).length : 0
      conditions += Math.max(1, operators)
      if (conditions > FILTER_LIMITS.conditions) return tooMany(branch ?? p)
      const inner = value(v, p, k.startsWith('$') ? 'search' : k, k)
      if (inner) return inner
    }
    return null
  }
  return isObject(query) ? condition(query, path) : null
}
