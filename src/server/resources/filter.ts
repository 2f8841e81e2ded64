import { z } from 'zod'
import { phoneSearchPatterns } from '../../domain/customers/phone.ts'
import { recordNumber } from '../../domain/resources/recordNumber.ts'
import { MAX_PAGE_SIZE, normalizeLimit, normalizePage, pageNumber } from '../../domain/paginate.ts'
import { badRequest, invalid, parseOr400 } from '../http/errors.ts'
import { filterSizeProblem } from '../../domain/filterLimits.ts'
import { checkInput } from '../http/input.ts'
import { fieldSql, groupFields, isArrayType, isVisible, populatedDef, resolveSelectAll, useField } from './fields.ts'
import { getDef } from './registry.ts'
import type { FieldDef, FieldType, ResourceDef } from './types.ts'
import type { Viewer } from './viewer.ts'

/**
 * The `filter` query parameter of every list call (spec 2 §7): JSON {page, limit, select, populate,
 * sort, query}. The `query` dialect is documented in QUERY.md.
 */
export interface PopulateSpec {
  path: string
  select?: string[]
  populate: PopulateSpec[]
}

export interface ParsedFilter {
  page: number
  /** -1 = all (up to MAX_PAGE_SIZE). */
  limit: number
  /** Api field names to output (always with _id). */
  select: string[]
  populate: PopulateSpec[]
  /** Api field → 1 | -1, in order. */
  sort: Array<[string, 1 | -1]>
  query: Record<string, unknown>
}

const num = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: 'Limit must be a number.' },
)
const names = z.union([z.string().max(2000), z.array(z.string().max(200)).max(200)])
type PopulateObject = { path: string; select?: string | string[]; populate?: RawPopulate | RawPopulate[] }
type RawPopulate = string | PopulateObject
const populateItem: z.ZodType<RawPopulate> = z.lazy(() =>
  z.union([
    z.string().max(500),
    z
      .object({
        path: z.string().max(200),
        select: names.optional(),
        populate: z.union([populateItem, z.array(populateItem).max(50)]).optional(),
      })
      .strict(),
  ]),
)
const sortDir = z.union([
  z.literal(1),
  z.literal(-1),
  z.enum(['asc', 'desc', 'ascend', 'descend', 'ascending', 'descending', '1', '-1']),
])

const filterSchema = z
  .object({
    page: pageNumber.optional(),
    limit: num.optional(),
    select: names.optional(),
    populate: z.union([populateItem, z.array(populateItem).max(50)]).optional(),
    sort: z.union([z.string().max(1000), z.record(z.string().max(200), sortDir)]).optional(),
    query: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()

export type RawFilter = z.input<typeof filterSchema>

/** Reads the filter param (a JSON string, or an already-parsed object when another route builds one). */
export function readFilterParam(raw: unknown): RawFilter {
  if (raw === undefined || raw === '') return {}
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw badRequest('Malformed filter: not valid JSON', [{ path: 'filter', message: 'not valid JSON' }])
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Malformed filter: must be a JSON object', [{ path: 'filter', message: 'must be a JSON object' }])
  }
  checkFilterValue(value)
  return parseOr400(filterSchema, value, 'filter')
}

/**
 * The rules every reader of a `filter` parameter applies to its JSON, whatever its dialect: the request's
 * input rule (NUL, depth, reserved keys such as __proto__) and the query's size (src/domain/filterLimits.ts).
 */
export function checkFilterValue(value: object) {
  checkInput(value, 'filter')
  const tooBig = filterSizeProblem((value as { query?: unknown }).query)
  if (tooBig) throw invalid([tooBig])
}

const splitNames = (v: string | string[]) =>
  (Array.isArray(v) ? v : v.split(/[\s,]+/)).map((s) => s.trim()).filter(Boolean)

/** The api fields to output: the caller's selection (inclusive or "-field" exclusive) or every visible field. */
export function resolveSelect(
  def: ResourceDef,
  raw: string | string[] | undefined,
  viewer: Viewer,
  path = 'filter.select',
): string[] {
  const visible = resolveSelectAll(def, viewer)
  if (raw === undefined) return visible
  const items = splitNames(raw)
  if (items.length === 0) return visible
  const excl = items.filter((i) => i.startsWith('-'))
  if (excl.length && excl.length !== items.length)
    throw badRequest('select cannot mix included and excluded fields', [
      { path, message: 'mixes included and excluded fields' },
    ])
  const expand = (name: string): string[] => {
    if (def.fields[name] || !groupFields(def, name).length) return [name]
    return groupFields(def, name)
  }
  const resolved = new Set<string>()
  for (const item of items) {
    const name = item.replace(/^[-+]/, '')
    for (const f of expand(name)) {
      useField(def, f, 'select', path, viewer)
      resolved.add(f)
    }
  }
  const out = excl.length ? visible.filter((f) => !resolved.has(f)) : [...resolved]
  if (!out.includes('_id')) out.unshift('_id')
  return out
}

/** Populate specs: 'agent', 'agent.reportedTo', {path, select, populate}; only declared relations. */
export function resolvePopulate(
  def: ResourceDef,
  raw: RawPopulate | RawPopulate[] | undefined,
  viewer: Viewer,
  path = 'filter.populate',
  depth = 0,
): PopulateSpec[] {
  if (raw === undefined) return []
  const items = (Array.isArray(raw) ? raw : [raw]).flatMap<RawPopulate>((r) =>
    typeof r === 'string' ? splitNames(r) : [r],
  )
  const out: PopulateSpec[] = []
  const merge = (spec: PopulateSpec) => {
    const prev = out.find((s) => s.path === spec.path)
    if (!prev) return out.push(spec)
    if (spec.select) prev.select = [...new Set([...(prev.select ?? []), ...spec.select])]
    prev.populate.push(...spec.populate)
  }
  for (const item of items) {
    const obj: PopulateObject = typeof item === 'string' ? { path: item } : item
    const [head, ...rest] = obj.path.split('.')
    const rel = def.relations && Object.hasOwn(def.relations, head) ? def.relations[head] : undefined
    if (!rel)
      throw badRequest(`Cannot populate '${head}': not a relation of ${def.name}`, [
        { path, message: `Unknown relation '${head}'` },
      ])
    if (depth >= 3)
      throw badRequest('populate is nested too deeply (3 levels at most)', [{ path, message: 'nested too deeply' }])
    if (rel.kind === 'belongsTo') useField(def, rel.field ?? head, 'populate', path, viewer)
    const target = populatedDef(getDef(rel.target), viewer)
    const nested: RawPopulate[] = rest.length
      ? [{ ...obj, path: rest.join('.') }]
      : obj.populate === undefined
        ? []
        : Array.isArray(obj.populate)
          ? obj.populate
          : [obj.populate]
    const select =
      !rest.length && obj.select !== undefined
        ? resolveSelect(target, obj.select, viewer, `${path}.${head}.select`)
        : undefined
    merge({ path: head, select, populate: resolvePopulate(target, nested, viewer, `${path}.${head}`, depth + 1) })
  }
  return out
}

const dirOf = (d: z.infer<typeof sortDir>): 1 | -1 =>
  d === -1 || (typeof d === 'string' && /^(-1|desc)/.test(d)) ? -1 : 1

export function resolveSort(def: ResourceDef, raw: RawFilter['sort'], viewer: Viewer): Array<[string, 1 | -1]> {
  const entries: Array<[string, 1 | -1]> =
    raw === undefined
      ? []
      : typeof raw === 'string'
        ? splitNames(raw).map((s) => [s.replace(/^[-+]/, ''), s.startsWith('-') ? -1 : 1])
        : Object.entries(raw).map(([k, d]) => [k, dirOf(d)])
  if (entries.length === 0) return Object.entries(def.defaultSort) as Array<[string, 1 | -1]>
  for (const [name] of entries) {
    const f = useField(def, name, 'sort', `filter.sort.${name}`, viewer)
    if (f.sortable === false || f.type === 'json' || isArrayType(f.type)) {
      throw badRequest(`Cannot sort by '${name}'`, [
        { path: `filter.sort.${name}`, message: `Field '${name}' is not sortable` },
      ])
    }
  }
  return entries
}

/** Validates the whole filter for a resource; the query is checked when compiled (compileWhere). */
export function parseFilter(def: ResourceDef, raw: unknown, viewer: Viewer): ParsedFilter {
  const f = readFilterParam(raw)
  const query = (f.query ?? {}) as Record<string, unknown>
  // Validate the query now so a bad one is a 400 before anything runs.
  compileWhere(def, query, viewer, [])
  return {
    page: normalizePage(f.page as number | undefined),
    limit: normalizeLimit(f.limit as number | undefined),
    select: resolveSelect(def, f.select, viewer),
    populate: resolvePopulate(def, f.populate as RawPopulate | RawPopulate[] | undefined, viewer),
    sort: resolveSort(def, f.sort, viewer),
    query,
  }
}

export const rowLimit = (limit: number) => (limit === -1 ? MAX_PAGE_SIZE : limit)

// ---- the query dialect ---------------------------------------------------------------------------

const CAST: Record<FieldType, string> = {
  string: 'text',
  integer: 'bigint',
  number: 'numeric',
  boolean: 'boolean',
  date: 'timestamptz',
  day: 'date',
  id: 'uuid',
  json: 'jsonb',
  'string[]': 'text',
  'integer[]': 'bigint',
  'id[]': 'uuid',
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)

const fail = (path: string, message: string) =>
  badRequest(`Invalid filter query at ${path}: ${message}`, [{ path, message }])

/** Checks and converts one value against a field type (element type for arrays); a mismatch is a 400. */
export function coerceValue(type: FieldType, v: unknown, path: string): unknown {
  const t = type.replace('[]', '') as FieldType
  const bad = (what: string) => fail(path, `expected ${what}, got ${JSON.stringify(v)?.slice(0, 60)}`)
  switch (t) {
    case 'string':
      if (typeof v !== 'string') throw bad('a string')
      if (v.length > 1000) throw fail(path, 'value too long (1000 characters at most)')
      return v
    case 'integer': {
      const n = typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad('an integer')
      return n
    }
    case 'number': {
      const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad('a number')
      return n
    }
    case 'boolean':
      if (v === 'true' || v === 'false') return v === 'true'
      if (typeof v !== 'boolean') throw bad('true or false')
      return v
    case 'date': {
      const d =
        typeof v === 'number' ? new Date(v) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(v) : null
      if (!d || Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999)
        throw bad('an ISO date-time')
      return d.toISOString()
    }
    case 'day': {
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(new Date(v).getTime()))
        throw bad('a date (YYYY-MM-DD)')
      return v.slice(0, 10)
    }
    case 'id':
      if (!isUuid(v)) throw bad('an id (uuid)')
      return v.toLowerCase()
    default:
      throw fail(path, `field of type ${type} cannot be compared`)
  }
}

/** Literal text for ILIKE: a backslash before a regex metacharacter is dropped (clients escape input), then %, _ and \ are escaped. */
export function likePattern(text: string): string {
  const literal = text.replace(/\\([\\^$.*+?()[\]{}|/-])/g, '$1')
  return `%${literal.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
const OPERATORS = new Set(['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$regex', '$options', '$exists'])

/**
 * Compiles a query (Mongo-like, see QUERY.md) over the resource's declared fields into a SQL boolean
 * expression; values go to `params` as $n placeholders, never into the text. Throws 400/403 naming
 * what is wrong.
 */
export function compileWhere(
  def: ResourceDef,
  query: unknown,
  viewer: Viewer,
  params: unknown[],
  path = 'filter.query',
  depth = 0,
): string {
  if (!isPlainObject(query)) throw fail(path, 'must be an object')
  if (depth > 8) throw fail(path, 'nested too deeply')
  const add = (v: unknown, cast: string) => {
    params.push(v)
    return `$${params.length}::${cast}`
  }
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const p = `${path}.${key}`
    if (key === '$or' || key === '$and') {
      // how many: FILTER_LIMITS, checked when the filter was read (checkFilterValue)
      if (!Array.isArray(value) || value.length === 0) throw fail(p, 'must be a non-empty array of conditions')
      const subs = value.map((v, i) => compileWhere(def, v, viewer, params, `${p}.${i}`, depth + 1))
      parts.push(`(${subs.join(key === '$or' ? ' or ' : ' and ')})`)
    } else if (key === '$text') {
      const search = isPlainObject(value) ? value.$search : undefined
      if (typeof search !== 'string' || Object.keys(value as object).some((k) => k !== '$search'))
        throw fail(p, 'must be {"$search": "text"}')
      const cond = textSearch(def, search, params, viewer)
      if (cond) parts.push(cond)
    } else if (key.startsWith('$')) {
      throw fail(p, `unknown operator '${key}'`)
    } else {
      const f = useField(def, key, 'query', p, viewer)
      parts.push(compileField(f, value, p, add))
    }
  }
  return parts.length ? parts.join(' and ') : 'true'
}

function compileField(f: FieldDef, value: unknown, path: string, add: (v: unknown, cast: string) => string): string {
  const col = fieldSql(f)
  const arr = isArrayType(f.type)
  const cast = CAST[f.type]
  const ops: Record<string, unknown> =
    isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith('$'))
      ? value
      : { $eq: value }
  if (isPlainObject(value) && ops === value) {
    for (const k of Object.keys(value)) if (!OPERATORS.has(k)) throw fail(`${path}.${k}`, `unknown operator '${k}'`)
  } else if (isPlainObject(value) || Array.isArray(value)) {
    throw fail(
      path,
      Array.isArray(value) ? 'an array value: use {"$in": [...]}' : 'an object value: use operators such as {"$eq": …}',
    )
  }
  if (f.type === 'json' && Object.keys(ops).some((k) => k !== '$exists'))
    throw fail(path, 'only $exists applies to this field')
  const out: string[] = []
  for (const [op, v] of Object.entries(ops)) {
    const p = `${path}.${op}`
    switch (op) {
      case '$eq':
      case '$ne': {
        const neg = op === '$ne'
        if (v === null) out.push(`${col} is ${neg ? 'not ' : ''}null`)
        else if (arr)
          out.push(`${neg ? 'not ' : ''}coalesce(${add(coerceValue(f.type, v, p), cast)} = any(${col}), false)`)
        else out.push(`${col} ${neg ? 'is distinct from' : '='} ${add(coerceValue(f.type, v, p), cast)}`)
        break
      }
      case '$in':
      case '$nin': {
        if (!Array.isArray(v)) throw fail(p, 'must be an array')
        const hasNull = v.includes(null)
        const vals = v.filter((x) => x !== null).map((x, i) => coerceValue(f.type, x, `${p}.${i}`))
        const match = arr
          ? `coalesce(${col} && ${add(vals, `${cast}[]`)}, false)`
          : `coalesce(${col} = any(${add(vals, `${cast}[]`)}), false)`
        const cond = hasNull ? `(${match} or ${col} is null)` : match
        out.push(op === '$in' ? cond : `not ${cond}`)
        break
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (arr || f.type === 'boolean' || f.type === 'id') throw fail(p, `${op} does not apply to this field`)
        const sym = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op]
        out.push(`${col} ${sym} ${add(coerceValue(f.type, v, p), cast)}`)
        break
      }
      case '$regex': {
        if (f.type !== 'string' && f.type !== 'string[]') throw fail(p, '$regex applies to text fields only')
        if (typeof v !== 'string') throw fail(p, 'expected a string')
        const pat = add(likePattern(v), 'text')
        out.push(arr ? `exists (select 1 from unnest(${col}) x where x ilike ${pat})` : `${col} ilike ${pat}`)
        break
      }
      case '$options':
        if (typeof v !== 'string' || !/^[imsx]*$/.test(v)) throw fail(p, 'expected regex flags such as "i"')
        if (!('$regex' in ops)) throw fail(p, '$options needs $regex')
        break
      case '$exists':
        if (typeof v !== 'boolean') throw fail(p, 'expected true or false')
        out.push(`${col} is ${v ? 'not ' : ''}null`)
        break
    }
  }
  return out.length === 1 ? out[0] : `(${out.join(' and ')})`
}

/** Text search over the def's search fields: strings by case-insensitive substring, integers exactly (recordNumber), phones by the digits remembered (phoneLikeSql). */
export function textSearch(def: ResourceDef, text: string, params: unknown[], viewer: Viewer): string | null {
  const q = text.trim().slice(0, 200)
  if (!q || !def.searchFields?.length) return null
  const conds: string[] = []
  let pattern: string | undefined
  for (const name of def.searchFields) {
    const f = def.fields[name]
    // A field the caller may not see is not searched either (searching would reveal it).
    if (!isVisible(f, viewer)) continue
    if (f.phone) {
      const like = phoneLikeSql(fieldSql(f), phoneSearchPatterns(q), (v) => {
        params.push(v)
        return `$${params.length}::text`
      })
      if (like) conds.push(like)
    } else if (f.type === 'integer') {
      const n = recordNumber(q)
      if (n !== null) {
        params.push(n)
        conds.push(`${fieldSql(f)} = $${params.length}::bigint`)
      }
    } else {
      if (!pattern) {
        params.push(likePattern(q))
        pattern = `$${params.length}::text`
      }
      conds.push(`${fieldSql(f)} ilike ${pattern}`)
    }
  }
  return conds.length ? `(${conds.join(' or ')})` : 'false'
}

/**
 * An E.164 column matched by a phone typed as a person remembers it (the patterns of domain
 * phoneSearchPatterns: the last digits, a local form, the whole number), or null when the text was not a
 * phone. Plain LIKEs ORed, each an index condition of the column's trigram index (migration 1850) that
 * PostgreSQL ORs with the search's other branches; `like any(array)` would use no index.
 */
export function phoneLikeSql(
  col: string,
  patterns: string[] | null,
  param: (pattern: string) => string,
): string | null {
  if (!patterns?.length) return null
  const likes = patterns.map((p) => `${col} like ${param(p)}`)
  return likes.length === 1 ? likes[0] : `(${likes.join(' or ')})`
}
