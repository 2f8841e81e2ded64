import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { savedViewList, type SavedView, type SavedViewState } from '../../domain/views.ts'
import { type ApiError, http } from '../lib/http.ts'
import { useSavedViews } from './useSavedViews.ts'

/** URL parameters that are no part of a view: the open record, the page number, the view's own id. */
const NOT_VIEW = ['view', 'edit', 'page', 'refresh']

/** A list's current state as a view stores it: its URL query without the open record or page, and its columns. */
export function currentViewState(search: string, columns: Record<string, boolean>): SavedViewState {
  const p = new URLSearchParams(search)
  for (const k of NOT_VIEW) p.delete(k)
  return { params: p.toString(), columns }
}

/**
 * The saved views of one list (the leads report or a registry list), in the shared list machinery: opens
 * `?view=id` (its filters, sort and page mode into the URL, its columns into the list), applies the
 * caller's default when the list is opened bare (no query, nothing kept from earlier in the tab:
 * `cacheKey`), and says "View not found" for a view the caller may not see.
 */
export function useListViews(opts: {
  list: string
  cacheKey: string
  columns: Record<string, boolean>
  setColumns: (c: Record<string, boolean>) => void
}) {
  const list = savedViewList(opts.list)!
  const search = useSearch()
  const [, navigate] = useLocation()
  const { views: all, loaded, reload } = useSavedViews()
  const views = all.filter((v) => v.list === opts.list)
  const [notFound, setNotFound] = useState(false)
  const applied = useRef<string | null>(null)
  // Taken at arrival, before the list writes its cache.
  const [bare] = useState(() => !window.location.search && !sessionStorage.getItem(opts.cacheKey))

  const viewId = new URLSearchParams(search).get('view')
  const open = (v: Pick<SavedView, '_id' | 'state'>) => {
    applied.current = v._id
    opts.setColumns(v.state.columns)
    const p = new URLSearchParams(v.state.params)
    p.set('view', v._id)
    navigate(`${list.route}?${p}`, { replace: true })
  }

  // A view's URL: apply it once (the URL then holds its filters beside its id).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view id; the URL it then writes must not apply it again
  useEffect(() => {
    if (!viewId || applied.current === viewId) return
    const only = [...new URLSearchParams(search).keys()].every((k) => k === 'view' || k === 'edit')
    if (!only) return
    applied.current = viewId
    let live = true
    http<{ data: SavedView }>('GET', `/api/views/${encodeURIComponent(viewId)}`)
      .then((res) => live && (res.data.list === opts.list ? open(res.data) : setNotFound(true)))
      .catch((e: ApiError) => live && (e.statusCode === 404 || e.statusCode === 400) && setNotFound(true))
    return () => {
      live = false
    }
  }, [viewId])

  // Opened bare: the caller's default view of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the saved views have loaded
  useEffect(() => {
    if (!bare || !loaded || viewId) return
    const mine = views.find((v) => v.isDefault)
    if (mine) open(mine)
  }, [loaded])

  const current = views.find((v) => v._id === viewId) ?? null
  return {
    list,
    views,
    current,
    notFound,
    dismissNotFound: () => setNotFound(false),
    open,
    state: () => currentViewState(search, opts.columns),
    reload,
  }
}

export type ListViews = ReturnType<typeof useListViews>
