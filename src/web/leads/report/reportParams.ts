import { DEFAULT_REPORT_SORT } from '../../../domain/leads/reportCells.ts'
import {
  DRILL_FLAG_KEYS,
  DRILL_LIST_KEYS,
  REPORT_LIST_KEYS,
  reportQuerySchema,
  slaEndsWithinSchema,
  type ReportQueryInput,
} from '../../../domain/leads/reportFilter.ts'
import { DEFAULT_PAGE_SIZE, normalizeLimit, normalizePage } from '../../../domain/paginate.ts'
import { t } from '../../../domain/i18n/index.ts'

/**
 * The report's view state and its URL form, so a view can be shared and restored: filters (lists
 * comma-joined), search, sort ('-field' descending), page, page size and the continuous mode.
 */
export type ListKey = (typeof REPORT_LIST_KEYS)[number]

export interface ReportFilters {
  lists: Partial<Record<ListKey, string[]>>
  datePreset?: string
  dateFrom?: string
  dateTo?: string
  /** Minutes: initial SLA ends within them, not yet accepted (the dashboard's figure links here). */
  slaEndsWithin?: string
  excludeTestAgents: boolean
  search: string
  /** The CRM reports' drill-down filters: set by a figure's link only, shown as chips. */
  drill?: Drill
}

export type DrillListKey = (typeof DRILL_LIST_KEYS)[number]
export type DrillFlagKey = (typeof DRILL_FLAG_KEYS)[number]
export type Drill = Partial<Record<DrillListKey, string[]> & Record<DrillFlagKey, boolean>>

export interface ReportView {
  filters: ReportFilters
  /** [field, 1 | -1]; null = the default sort. */
  sort: [string, 1 | -1] | null
  page: number
  limit: number
  continuous: boolean
}

export const emptyFilters = (): ReportFilters => ({ lists: {}, excludeTestAgents: true, search: '' })
export const defaultView = (): ReportView => ({
  filters: emptyFilters(),
  sort: null,
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  continuous: false,
})

/** Keys of the URL that describe the view (anything else, like `edit` or `refresh`, is not a filter). */
export const VIEW_KEYS = [
  ...REPORT_LIST_KEYS,
  ...DRILL_LIST_KEYS,
  ...DRILL_FLAG_KEYS,
  'datePreset',
  'dateFrom',
  'dateTo',
  'slaEndsWithin',
  'excludeTestAgents',
  'search',
  'sort',
  'page',
  'limit',
  'mode',
]

export function hasViewParams(sp: URLSearchParams): boolean {
  return VIEW_KEYS.some((k) => sp.has(k))
}

export function parseView(sp: URLSearchParams): ReportView {
  const v = defaultView()
  for (const k of REPORT_LIST_KEYS) {
    const all = sp
      .getAll(k)
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
    if (all.length) v.filters.lists[k] = [...new Set(all)]
  }
  for (const k of ['datePreset', 'dateFrom', 'dateTo'] as const) {
    const val = sp.get(k)
    // the server's rule: a hand-typed date it would refuse is dropped, not sent
    if (val && reportQuerySchema.shape[k].safeParse(val).success) v.filters[k] = val
  }
  // no control sets it, so a hand-typed bad value is dropped rather than shown as a chip
  const within = sp.get('slaEndsWithin')
  if (within && slaEndsWithinSchema.safeParse(within).success) v.filters.slaEndsWithin = within
  const drill: Drill = {}
  for (const k of DRILL_LIST_KEYS) {
    const all = sp
      .getAll(k)
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
    // a hand-typed value the server would refuse is dropped, as the dates are
    if (all.length && reportQuerySchema.shape[k].safeParse(all).success) drill[k] = [...new Set(all)]
  }
  for (const k of DRILL_FLAG_KEYS) if (sp.get(k) === 'true' || sp.get(k) === 'false') drill[k] = sp.get(k) === 'true'
  if (Object.keys(drill).length) v.filters.drill = drill
  v.filters.excludeTestAgents = sp.get('excludeTestAgents') !== 'false'
  v.filters.search = sp.get('search') ?? ''
  const sort = sp.get('sort')
  if (sort) v.sort = [sort.replace(/^[-+]/, ''), sort.startsWith('-') ? -1 : 1]
  v.page = normalizePage(Number(sp.get('page') ?? 1))
  const limit = sp.get('limit')
  // Non-positive page size becomes 10, page below 1 becomes 1 (spec 2 §9).
  if (limit !== null) v.limit = normalizeLimit(Number(limit)) === -1 ? DEFAULT_PAGE_SIZE : normalizeLimit(Number(limit))
  v.continuous = sp.get('mode') === 'continuous'
  return v
}

export function viewToParams(v: ReportView): URLSearchParams {
  const sp = new URLSearchParams()
  for (const k of REPORT_LIST_KEYS) {
    const vals = v.filters.lists[k]
    if (vals?.length) sp.set(k, vals.join(','))
  }
  for (const k of ['datePreset', 'dateFrom', 'dateTo', 'slaEndsWithin'] as const)
    if (v.filters[k]) sp.set(k, v.filters[k]!)
  for (const [k, val] of Object.entries(v.filters.drill ?? {}))
    if (Array.isArray(val) ? val.length : val !== undefined) sp.set(k, String(val))
  if (!v.filters.excludeTestAgents) sp.set('excludeTestAgents', 'false')
  if (v.filters.search.trim()) sp.set('search', v.filters.search)
  if (v.sort) sp.set('sort', `${v.sort[1] === -1 ? '-' : ''}${v.sort[0]}`)
  if (v.continuous) sp.set('mode', 'continuous')
  else if (v.page > 1) sp.set('page', String(v.page))
  if (v.limit !== DEFAULT_PAGE_SIZE) sp.set('limit', String(v.limit))
  return sp
}

/** The `query` of the API filter for these filters. */
export function toApiQuery(f: ReportFilters): ReportQueryInput {
  const q: Record<string, unknown> = {}
  for (const k of REPORT_LIST_KEYS) if (f.lists[k]?.length) q[k] = f.lists[k]
  if (f.datePreset) q.datePreset = f.datePreset
  else {
    if (f.dateFrom) q.dateFrom = f.dateFrom
    if (f.dateTo) q.dateTo = f.dateTo
  }
  if (f.slaEndsWithin) q.slaEndsWithin = f.slaEndsWithin
  for (const [k, val] of Object.entries(f.drill ?? {}))
    if (Array.isArray(val) ? val.length : val !== undefined) q[k] = val
  q.excludeTestAgents = f.excludeTestAgents
  if (f.search.trim()) q.search = f.search.trim()
  return q as ReportQueryInput
}

/** The sort of the API filter; none means the default (dataSourceCreatedAt descending). */
export function toApiSort(sort: ReportView['sort']): Record<string, 1 | -1> {
  return sort ? { [sort[0]]: sort[1] } : { ...DEFAULT_REPORT_SORT }
}

export function activeFilterCount(f: ReportFilters): number {
  return (
    Object.values(f.lists).filter((l) => l?.length).length +
    (f.datePreset || f.dateFrom || f.dateTo ? 1 : 0) +
    (f.slaEndsWithin ? 1 : 0) +
    Object.keys(f.drill ?? {}).length +
    (f.excludeTestAgents ? 0 : 1) +
    (f.search.trim() ? 1 : 0)
  )
}

/** The chip text of slaEndsWithin: 'Initial SLA ends within 1h' (whole hours) or '… within 90 min'. */
export function slaEndsWithinLabel(minutes: string): string {
  const m = Number(minutes)
  return Number.isInteger(m / 60) && m > 0
    ? t('report.slaEndsWithinHours', { n: m / 60 })
    : t('report.slaEndsWithinMinutes', { n: minutes })
}

/** The filters of an API query (a CRM report's drill-down link): toApiQuery's inverse. */
export function queryToFilters(q: Partial<ReportQueryInput>): ReportFilters {
  const f = emptyFilters()
  const values = (v: unknown) => (v === undefined || v === null ? [] : (Array.isArray(v) ? v : [v]).map(String))
  for (const k of REPORT_LIST_KEYS) if (values(q[k]).length) f.lists[k] = values(q[k])
  const drill: Drill = {}
  for (const k of DRILL_LIST_KEYS) if (values(q[k]).length) drill[k] = values(q[k])
  for (const k of DRILL_FLAG_KEYS) if (typeof q[k] === 'boolean') drill[k] = q[k] as boolean
  if (Object.keys(drill).length) f.drill = drill
  for (const k of ['datePreset', 'dateFrom', 'dateTo'] as const) if (q[k]) f[k] = String(q[k])
  if (q.excludeTestAgents === false) f.excludeTestAgents = false
  if (typeof q.search === 'string') f.search = q.search
  return f
}
