import { z } from 'zod'
import { say, schemaText } from './i18n/schemaTexts.ts'
import { formatNumber } from './format.ts'

/**
 * Page and page-size rules of the lists (spec 2 §9) and the paginator meta every list answers
 * (spec 2 §3). Shared by the server (which computes the meta) and the web (which reads it).
 */
export const DEFAULT_PAGE_SIZE = 20
export const PAGE_SIZE_OPTIONS = [20, 40, 60] as const
/**
 * The leads report's largest page: what its continuous mode fetches per request (paging offers 20/40/60,
 * embedded lists 60). Bigger pages only made the server build and send thousands of rows at once; the
 * export streams every row.
 */
export const REPORT_MAX_PAGE_SIZE = 200
/**
 * The places API's largest page (/api/geo/*), `limit: -1` included: every set the console reads whole
 * (countries, currencies, time zones, languages) fits in one; states and cities are paged.
 */
export const GEO_MAX_PAGE_SIZE = 1000
/** A non-positive page size (other than -1, "all") becomes this. */
export const NON_POSITIVE_PAGE_SIZE = 10
/** `limit: -1` means all records; the server still stops at this many (and any page size is capped to it). */
export const MAX_PAGE_SIZE = 10000

export interface PaginatorMeta {
  total: number
  offset: number
  limit: number
  totalPages: number
  page: number
  /** 1-based position of the first row of this page (0 when the list is empty). */
  from: number
  hasPrevPage: boolean
  hasNextPage: boolean
  prev: number | null
  next: number | null
  /** Set when `total` is only a lower bound: a text search counted its matches up to a cap ("10,000+"), more follow. */
  totalIsLowerBound?: true
}

/** The highest page a list answers: far past any last page, and its offset stays within the database's integers. */
export const MAX_PAGE = 1_000_000_000
/** A page as a client sends it (number or numeric text); beyond MAX_PAGE is a 400, not an offset the database refuses. */
export const pageNumber = z.coerce
  .number(say('pageNumber'))
  .max(MAX_PAGE, { error: () => schemaText('pageMax', { max: formatNumber(MAX_PAGE) }) })

/** Page below 1 (or not a number) becomes 1. */
export function normalizePage(page: number | undefined): number {
  return page === undefined || !Number.isFinite(page) || page < 1 ? 1 : Math.floor(page)
}

/** -1 stays -1 (all); undefined is the default; other non-positive sizes become 10; capped at MAX_PAGE_SIZE. */
export function normalizeLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE
  if (limit === -1) return -1
  if (limit < 1) return NON_POSITIVE_PAGE_SIZE
  return Math.min(Math.floor(limit), MAX_PAGE_SIZE)
}

/** The page size of a list that is not meant to stream: "all" (-1) and anything larger become max. */
export function cappedLimit(limit: number | undefined, max: number): number {
  const l = normalizeLimit(limit)
  return l === -1 ? max : Math.min(l, max)
}

/** The meta of one page; limit -1 ("all") is one page holding every row. */
export function paginatorMeta(total: number, page: number, limit: number): PaginatorMeta {
  if (limit === -1) {
    return {
      total,
      offset: 0,
      limit: total,
      totalPages: 1,
      page: 1,
      from: total ? 1 : 0,
      hasPrevPage: false,
      hasNextPage: false,
      prev: null,
      next: null,
    }
  }
  const p = normalizePage(page)
  const l = normalizeLimit(limit)
  const offset = (p - 1) * l
  const totalPages = Math.max(1, Math.ceil(total / l))
  const hasPrevPage = p > 1
  const hasNextPage = p < totalPages
  return {
    total,
    offset,
    limit: l,
    totalPages,
    page: p,
    from: total > offset ? offset + 1 : 0,
    hasPrevPage,
    hasNextPage,
    prev: hasPrevPage ? p - 1 : null,
    next: hasNextPage ? p + 1 : null,
  }
}

/** The meta of a page whose rows were counted only up to `total` (a text search's cap): more exist, so a next page too. */
export function lowerBoundMeta(total: number, page: number, limit: number): PaginatorMeta {
  const m = paginatorMeta(total, page, limit)
  return limit === -1
    ? { ...m, totalIsLowerBound: true }
    : { ...m, totalIsLowerBound: true, hasNextPage: true, next: m.page + 1 }
}

/** A list's total as people read it: "10,000+" when it is a lower bound. */
export const totalText = (meta: Pick<PaginatorMeta, 'total' | 'totalIsLowerBound'>) =>
  formatNumber(meta.total) + (meta.totalIsLowerBound ? '+' : '')
