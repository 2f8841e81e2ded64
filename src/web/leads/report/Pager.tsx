import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatNumber } from '../../../domain/format.ts'
import { PAGE_SIZE_OPTIONS, type PaginatorMeta } from '../../../domain/paginate.ts'
import { t } from '../../../domain/i18n/index.ts'

export const loadingLeads = () => t('report.loading')

/** Paging (20/40/60 per page) or the continuous mode's loaded count, under the table; wraps onto two lines on a phone. */
export function Pager({
  meta,
  pending,
  loaded,
  continuous,
  limit,
  onPage,
  onLimit,
  onMode,
}: {
  meta: PaginatorMeta | null
  /** Nothing loaded yet: says so instead of '0 leads · Page 1 of 1'. */
  pending: boolean
  loaded: number
  continuous: boolean
  limit: number
  onPage: (p: number) => void
  onLimit: (l: number) => void
  onMode: (continuous: boolean) => void
}) {
  const btn =
    'flex size-7 items-center justify-center rounded border border-slate-300 bg-white text-slate-600 hover:bg-slate-50 disabled:opacity-40'
  const total = meta?.total ?? 0
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-4 py-2 text-[13px] text-slate-600"
      data-testid="pager"
    >
      <span data-testid="pager-summary" className="whitespace-nowrap tabular-nums">
        {pending
          ? loadingLeads()
          : continuous
            ? t('report.loadedOf', { count: total, loaded: formatNumber(loaded), total: formatNumber(total) })
            : total
              ? t('report.range', {
                  from: formatNumber(meta!.from),
                  to: formatNumber(Math.min(meta!.from + limit - 1, total)),
                  total: formatNumber(total),
                })
              : t('report.none')}
      </span>
      <div className="ms-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <div
          className="flex shrink-0 overflow-hidden rounded-md border border-slate-300"
          role="group"
          aria-label={t('report.loadingMode')}
        >
          {(['Pages', 'Continuous'] as const).map((m) => {
            const on = (m === 'Continuous') === continuous
            return (
              <button
                key={m}
                type="button"
                aria-pressed={on}
                onClick={() => onMode(m === 'Continuous')}
                data-testid={`mode-${m.toLowerCase()}`}
                className={`px-2.5 py-1 text-xs font-medium ${on ? 'bg-brand text-white' : 'bg-white text-slate-600 hover:bg-slate-50'}`}
              >
                {m === 'Pages' ? t('report.pages') : t('report.continuous')}
              </button>
            )
          })}
        </div>
        {!continuous && (
          <>
            <label className="flex shrink-0 items-center gap-1.5">
              {t('report.rows')}
              <select
                aria-label={t('report.pageSize')}
                data-testid="page-size"
                value={limit}
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
            <div className="flex items-center gap-2">
              {!pending && (
                <span className="whitespace-nowrap tabular-nums" data-testid="page-indicator">
                  {t('report.pageOf', {
                    page: formatNumber(meta?.page ?? 1),
                    pages: formatNumber(meta?.totalPages ?? 1),
                  })}
                </span>
              )}
              <button
                type="button"
                className={btn}
                disabled={!meta?.hasPrevPage}
                onClick={() => onPage(meta!.prev!)}
                aria-label={t('report.previousPage')}
                data-testid="prev-page"
              >
                <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
              </button>
              <button
                type="button"
                className={btn}
                disabled={!meta?.hasNextPage}
                onClick={() => onPage(meta!.next!)}
                aria-label={t('report.nextPage')}
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
