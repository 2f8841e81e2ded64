import type { LeadReportRow } from '../../domain/leads/reportRow.ts'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { toApiQuery, toApiSort, type ReportView } from '../leads/report/reportParams.ts'
import { http } from '../lib/http.ts'

type Page<R> = { data: R[]; meta: PaginatorMeta }

/**
 * The live lists' probes (useLiveList): which of the changed rows match the list's filter now, fetched
 * through the list's own API (scope and field access apply), beside the filter's total.
 */
export async function probeLeads(view: ReportView, ids: string[]): Promise<{ rows: LeadReportRow[]; total: number }> {
  const query = toApiQuery(view.filters)
  const path = query.search ? '/api/properties/leads/search' : '/api/properties/leads'
  const sort = toApiSort(view.sort)
  const [matching, all] = await Promise.all([
    ids.length
      ? http<Page<LeadReportRow>>('GET', path, {
          query: { filter: { sort, query: { ...query, ids }, page: 1, limit: ids.length } },
        })
      : null,
    http<Page<LeadReportRow>>('GET', path, { query: { filter: { sort, query, page: 1, limit: 1 } } }),
  ])
  return { rows: matching?.data ?? [], total: all.meta.total }
}

/**
 * The same for a registry list, by its `filter` JSON (resources/hooks/useListController.ts); the total is the
 * list's own (a text search's capped count, not /count's exact one, which reads every match).
 */
export async function probeResource<R>(
  basePath: string,
  filter: { query: Record<string, unknown> } & Record<string, unknown>,
  ids: string[],
) {
  const [matching, all] = await Promise.all([
    ids.length
      ? http<Page<R>>('GET', basePath, {
          query: { filter: { ...filter, page: 1, limit: ids.length, query: { ...filter.query, _id: { $in: ids } } } },
        })
      : null,
    http<Page<R>>('GET', basePath, { query: { filter: { query: filter.query, page: 1, limit: 1 } } }),
  ])
  return { rows: matching?.data ?? [], total: all.meta.total }
}
