import type { FastifyInstance } from 'fastify'
import { normalizeLimit, normalizePage, paginatorMeta } from '../../domain/paginate.ts'
import type { AppDeps } from '../app.ts'
import { badRequest } from '../http/errors.ts'
import { readFilterParam } from '../resources/index.ts'
import { GEO_SETS, type GeoRow, type GeoSet } from './data.ts'
import { compileRowFilter } from './query.ts'

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
      ? raw.split(/[\s,]+/).filter(Boolean).map((s) => (s.startsWith('-') ? [s.slice(1), -1] : [s, 1]))
      : Object.entries(raw as Record<string, unknown>).map(([k, v]) => [k, v === -1 || v === '-1' || String(v).startsWith('desc') ? -1 : 1])
  for (const [k] of pairs) if (!fields.includes(k)) throw badRequest(`Cannot sort by '${k}'`, [{ path: `filter.sort.${k}`, message: `unknown field '${k}'` }])
  return pairs
}

/**
 * GET /api/geo/{countries|states|cities|currencies|timezones|languages} (spec 1 §7, spec 2 §7) with the
 * usual filter JSON (page, limit, select, sort, query) and the paginator meta.
 */
export async function geoRoutes(app: FastifyInstance, _deps: AppDeps) {
  for (const set of Object.keys(GEO_SETS) as GeoSet[]) {
    app.get(`/api/geo/${set}`, { config: { access: { asset: false } } }, async (req) => {
      const rows = GEO_SETS[set]()
      const fields = Object.keys(rows[0])
      const f = readFilterParam((req.query as { filter?: unknown }).filter)
      const match = compileRowFilter((f.query ?? {}) as Record<string, unknown>, fields, TEXT_FIELDS[set])
      const sort = sortPairs(f.sort, fields)
      const select = f.select === undefined ? fields : (Array.isArray(f.select) ? f.select : f.select.split(/[\s,]+/)).filter(Boolean)
      for (const s of select) if (!fields.includes(s.replace(/^-/, ''))) throw badRequest(`Unknown field '${s}'`, [{ path: 'filter.select', message: `unknown field '${s}'` }])
      const hits = rows.filter(match)
      hits.sort((a, b) => {
        for (const [k, d] of sort) {
          const c = String(a[k] ?? '').localeCompare(String(b[k] ?? ''), 'en', { numeric: true })
          if (c) return c * d
        }
        return 0
      })
      const page = normalizePage(f.page as number | undefined)
      const limit = normalizeLimit(f.limit as number | undefined)
      const slice = limit === -1 ? hits : hits.slice((page - 1) * limit, page * limit)
      const excl = select.every((s) => s.startsWith('-'))
      const keep = excl ? fields.filter((k) => !select.includes('-' + k)) : ['_id', ...select.filter((s) => s !== '_id')]
      const data = slice.map((r) => Object.fromEntries(keep.map((k) => [k, r[k] ?? null])) as GeoRow)
      return { data, meta: paginatorMeta(hits.length, page, limit) }
    })
  }
}
