import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { DEFAULT_PAGE_SIZE } from '../../../domain/paginate.ts'
import type { RecordValues, Resource } from '../../../domain/resources/types.ts'
import { usePagedApi } from '../../lib/useApi.ts'
import { useDebounced } from '../../lib/useDebounced.ts'

export type Row = RecordValues & { _id: string }

/** What a list shows; it lives in the URL (shareable, back/forward) and is cached per screen. */
export interface ListState {
  q: string
  filters: Record<string, string>
  page: number
  limit: number
  sort: [string, 1 | -1] | null
  trash: boolean
  /** The record open in the split pane's editor. */
  edit: string | null
}

export const listCacheKey = (r: Resource) => `list-filter:${r.route}`

export function parseState(search: string): ListState {
  const p = new URLSearchParams(search)
  const filters: Record<string, string> = {}
  for (const [k, v] of p) if (k.startsWith('f.') && v) filters[k.slice(2)] = v
  const sort = p.get('sort')
  return {
    q: p.get('q') ?? '',
    filters,
    page: Math.max(1, Number(p.get('page')) || 1),
    limit: Number(p.get('limit')) || DEFAULT_PAGE_SIZE,
    sort: sort ? [sort.replace(/^-/, ''), sort.startsWith('-') ? -1 : 1] : null,
    trash: p.get('trash') === '1',
    edit: p.get('edit'),
  }
}

export function stateSearch(s: ListState): string {
  const p = new URLSearchParams()
  if (s.q) p.set('q', s.q)
  for (const [k, v] of Object.entries(s.filters)) if (v) p.set(`f.${k}`, v)
  if (s.page > 1) p.set('page', String(s.page))
  if (s.limit !== DEFAULT_PAGE_SIZE) p.set('limit', String(s.limit))
  if (s.sort) p.set('sort', `${s.sort[1] === -1 ? '-' : ''}${s.sort[0]}`)
  if (s.trash) p.set('trash', '1')
  if (s.edit) p.set('edit', s.edit)
  return p.toString()
}

/** The instant a day picked in the browser's calendar starts there, `plusDays` later (the API compares instants). */
const dayStart = (day: string, plusDays = 0) => {
  const d = new Date(`${day}T00:00:00`)
  d.setDate(d.getDate() + plusDays)
  return d.toISOString()
}

/** A date filter's days 'from..to' (either may be empty) as the query's range: from the first day's start to the last day's end. */
function dayRange(v: string) {
  const [from, to] = v.split('..')
  return { ...(from && { $gte: dayStart(from) }), ...(to && { $lt: dayStart(to, 1) }) }
}

/** The `filter` JSON of a list state (its export ignores page and limit). */
export function listFilter(r: Resource, s: ListState) {
  const query: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(s.filters)) {
    const f = r.fields[k]
    if (!f || !v) continue
    query[k] =
      f.type === 'boolean'
        ? v === 'true'
        : f.type === 'integer' || f.type === 'number'
          ? Number(v)
          : f.type === 'date'
            ? dayRange(v)
            : v
  }
  const text = s.q.trim()
  if (text) query.$text = { $search: text }
  return {
    page: s.page,
    limit: s.limit,
    sort: s.sort ? { [s.sort[0]]: s.sort[1] } : r.defaultSort,
    populate: r.list.populate ?? [],
    query,
  }
}

/**
 * The controller of a declared resource's list (react-admin's useListController): state from the URL
 * (restored from the screen's cache when the URL has none, unless `refresh`), the page from the server
 * with the `filter` JSON (text debounced), and the state's setters. The view (ResourceListPage) only renders.
 */
export function useListController(r: Resource) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const state = useMemo(() => parseState(search), [search])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: later an empty URL is the user's own reset
  useEffect(() => {
    const cached = sessionStorage.getItem(listCacheKey(r))
    if (!search && cached) navigate(`${r.route}?${cached}`, { replace: true })
  }, [])
  useEffect(() => {
    const p = new URLSearchParams(search)
    p.delete('edit')
    p.delete('refresh')
    sessionStorage.setItem(listCacheKey(r), p.toString())
  }, [r, search])
  const set = (patch: Partial<ListState>, opts: { keepPage?: boolean } = {}) => {
    const next = { ...state, ...patch, page: 'page' in patch || opts.keepPage ? (patch.page ?? state.page) : 1 }
    const qs = stateSearch(next)
    navigate(qs ? `${r.route}?${qs}` : r.route, { replace: true })
  }
  const q = useDebounced(state.q, 500)
  const effective = useMemo(() => ({ ...state, q, edit: null }), [state, q])
  const filter = useMemo(() => listFilter(r, effective), [r, effective])
  const path = state.trash ? `${r.basePath}/trash` : r.basePath
  return { state, set, filter, ...usePagedApi<Row>(path, { filter }) }
}

export type ListController = ReturnType<typeof useListController>
