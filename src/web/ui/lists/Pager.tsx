import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { PAGE_SIZE_OPTIONS, totalText, type PaginatorMeta } from '../../../domain/paginate.ts'

/**
 * The pager under every list (the leads report, the registry lists, the reports' and logs' tables): which rows
 * of how many, the page size when the list lets it be chosen, the page of how many, previous and next page;
 * with `mode`, the leads report's choice of pages or one continuous list. Wraps onto two lines on a phone. A
 * list with nothing to page and nothing to choose shows none.
 */
export function Pager({
  meta,
  limit,
  onPage,
  onLimit,
  pending,
  pendingText,
  noneText,
  mode,
}: {
  meta: PaginatorMeta | null | undefined
  /** The page size chosen (the meta's until the first page arrives). */
  limit?: number
  onPage: (page: number) => void
  /** Given, the page size is the reader's to choose. */
  onLimit?: (limit: number) => void
  /** Nothing loaded yet: says `pendingText` instead of '0 leads · Page 1 of 1'. */
  pending?: boolean
  pendingText?: string
  /** The empty list's summary ('0 leads'). */
  noneText?: string
  mode?: { continuous: boolean; loadedText: string; onMode: (continuous: boolean) => void }
}) {
  if (!onLimit && !mode && !pending && !meta?.total) return null
  const btn =
    'flex size-7 items-center justify-center rounded border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 disabled:opacity-40'
  const continuous = !!mode?.continuous
  const size = limit ?? meta?.limit ?? 0
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-4 py-2 text-[13px] text-slate-600"
      data-testid="pager"
    >
      <span data-testid="pager-summary" className="whitespace-nowrap tabular-nums">
        {pending
          ? pendingText
          : continuous
            ? mode?.loadedText
            : meta?.total
              ? t('lists.pager.range', {
                  from: formatNumber(meta.from),
                  to: formatNumber(Math.min(meta.from + size - 1, meta.total)),
                  total: totalText(meta),
                })
              : noneText}
      </span>
      <div className="ms-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        {mode && (
          <div
            className="flex shrink-0 overflow-hidden rounded-md border border-slate-300"
            role="group"
            aria-label={t('lists.pager.loadingMode')}
          >
            {(['Pages', 'Continuous'] as const).map((m) => {
              const on = (m === 'Continuous') === continuous
              return (
                <button
                  key={m}
                  type="button"
                  aria-pressed={on}
                  onClick={() => mode.onMode(m === 'Continuous')}
                  data-testid={`mode-${m.toLowerCase()}`}
                  className={`px-2.5 py-1 text-xs font-medium ${on ? 'bg-brand text-white' : 'bg-white text-slate-600 hover:bg-slate-50'}`}
                >
                  {m === 'Pages' ? t('lists.pager.pages') : t('lists.pager.continuous')}
                </button>
              )
            })}
          </div>
        )}
        {!continuous && (
          <>
            {onLimit && (
              <label className="flex shrink-0 items-center gap-1.5">
                {t('lists.pager.rows')}
                <select
                  aria-label={t('lists.pager.pageSize')}
                  data-testid="page-size"
                  value={size}
                  onChange={(e) => onLimit(Number(e.target.value))}
                  className="h-7 rounded border border-slate-300 bg-white px-1 text-[13px]"
                >
                  {PAGE_SIZE_OPTIONS.map((n) => (
                    <option key={n} value={n}>
                      {formatNumber(n)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className="flex items-center gap-2">
              {!pending && (
                <span className="whitespace-nowrap tabular-nums" data-testid="page-indicator">
                  {t('lists.pager.pageOf', {
                    page: formatNumber(meta?.page ?? 1),
                    // a capped search total is a lower bound: so are its pages ('500+')
                    pages: formatNumber(meta?.totalPages || 1) + (meta?.totalIsLowerBound ? '+' : ''),
                  })}
                </span>
              )}
              <button
                type="button"
                className={btn}
                disabled={!meta?.hasPrevPage}
                onClick={() => onPage(meta!.prev!)}
                aria-label={t('lists.pager.previousPage')}
                data-testid="prev-page"
              >
                <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
              </button>
              <button
                type="button"
                className={btn}
                disabled={!meta?.hasNextPage}
                onClick={() => onPage(meta!.next!)}
                aria-label={t('lists.pager.nextPage')}
                data-testid="next-page"
              >
                <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
