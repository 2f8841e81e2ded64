import { normalizeLimit, normalizePage, paginatorMeta } from '../../domain/paginate.ts'
import { readFilterParam, rowLimit } from '../resources/filter.ts'
import { badRequest } from './errors.ts'

/**
 * Page and limit of a hand-written list from the `filter` query parameter (same JSON as the generic
 * resources); `allowedQuery` names the query keys the list understands, anything else is a 400.
 */
export function pageParams(rawFilter: unknown, allowedQuery: string[] = []) {
  const f = readFilterParam(rawFilter)
  const query = (f.query ?? {}) as Record<string, unknown>
  for (const key of Object.keys(query)) {
    if (!allowedQuery.includes(key))
      throw badRequest(`Unknown query field '${key}'`, [{ path: `filter.query.${key}`, message: 'unknown field' }])
  }
  const page = normalizePage(f.page === undefined ? undefined : Number(f.page))
  const limit = normalizeLimit(f.limit === undefined ? undefined : Number(f.limit))
  const rows = rowLimit(limit)
  return {
    page,
    limit,
    query,
    sqlLimit: rows,
    sqlOffset: limit === -1 ? 0 : (page - 1) * limit,
    meta: (total: number) => paginatorMeta(total, page, limit),
  }
}
