import { useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter'
import { DEFAULT_PAGE_SIZE } from '../../../domain/paginate.ts'
import { segmentQuery } from '../../../domain/content/segments.ts'
import type { Customer } from '../../../domain/customers/model.ts'
import { usePagedApi } from '../../lib/useApi.ts'
import { useDebounced } from '../../lib/useDebounced.ts'

export type SortDir = 1 | -1
export interface CustomerListState {
  text: string
  type: '' | Customer['type']
  status: '' | 'enabled' | 'disabled'
  page: number
  limit: number
  sort: { field: string; dir: SortDir } | null
}

const DEFAULT_STATE: CustomerListState = { text: '', type: '', status: '', page: 1, limit: DEFAULT_PAGE_SIZE, sort: null }
export const DEFAULT_SORT = { createdAt: -1 } as const
const CACHE_KEY = 'list-filter:/customers'

/** The filter JSON of the list (and of its export, which ignores page and limit). */
export function customerFilter(s: CustomerListState) {
  // the same query a campaign's segment makes (outreach mails the customers this list shows)
  const query = segmentQuery(s)
  return {
    page: s.page,
    limit: s.limit,
    // Clearing the sort restores the default (spec 2 §4).
    sort: s.sort ? { [s.sort.field]: s.sort.dir } : DEFAULT_SORT,
    populate: ['avatar'],
    query,
  }
}

/**
 * The customer list's state, cached per screen and restored unless the URL carries `refresh`
 * (spec 2 §2). Text is debounced 500 ms and any change reloads after 250 ms (spec 2 §4, §9).
 */
export function useCustomerList() {
  const search = useSearch()
  const [state, setState] = useState<CustomerListState>(() => {
    if (new URLSearchParams(search).has('refresh')) return DEFAULT_STATE
    try {
      return { ...DEFAULT_STATE, ...JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? '{}') }
    } catch {
      return DEFAULT_STATE
    }
  })
  useEffect(() => sessionStorage.setItem(CACHE_KEY, JSON.stringify(state)), [state])
  const text = useDebounced(state.text, 500)
  const effective = useDebounced(useMemo(() => ({ ...state, text }), [state, text]), 250)
  const filter = useMemo(() => customerFilter(effective), [effective])
  const update = (patch: Partial<CustomerListState>) =>
    setState((s) => ({ ...s, ...patch, page: 'page' in patch ? patch.page! : 1 }))
  return {
    state,
    update,
    filter,
    ...usePagedApi<Customer>('/api/customers', { filter }),
  }
}
