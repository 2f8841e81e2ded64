import { formatNumber } from '../../../domain/format.ts'
import { t } from '../../../domain/i18n/index.ts'
import { PAGE_SIZE_OPTIONS, totalText, type PaginatorMeta } from '../../../domain/paginate.ts'

/** Rows shown of the total, page size and page moves (server paging). */
export function ListPager({
  meta,
  limit,
  plural,
  onPage,
  onLimit,
}: {
  meta: PaginatorMeta | null
  limit: number
  plural: string
  onPage: (p: number) => void
  onLimit: (n: number) => void
}) {
  return (
    <div
      className="flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 text-[13px] text-slate-600"
      data-testid="pager"
    >
      <span className="tabular-nums">
        {meta?.total
          ? t('resources.pager.range', {
              from: formatNumber(meta.from),
              to: formatNumber(Math.min(meta.from + meta.limit - 1, meta.total)),
              total: totalText(meta),
            })
          : t('resources.pager.none', { plural })}
      </span>
      <label className="ms-auto flex items-center gap-1.5">
        {t('resources.pager.rows')}
        <select
          aria-label={t('resources.pager.pageSize')}
          value={limit}
          onChange={(e) => onLimit(Number(e.target.value))}
          className="h-7 rounded border border-slate-300 bg-white px-1"
        >
          {PAGE_SIZE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {formatNumber(n)}
            </option>
          ))}
        </select>
      </label>
      <span className="tabular-nums">
        {t('resources.pager.page', {
          page: formatNumber(meta?.page ?? 1),
          pages: formatNumber(meta?.totalPages || 1) + (meta?.totalIsLowerBound ? '+' : ''),
        })}
      </span>
      <button
        type="button"
        disabled={!meta?.hasPrevPage}
        onClick={() => onPage(meta!.prev!)}
        className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40"
      >
        {t('resources.pager.previous')}
      </button>
      <button
        type="button"
        disabled={!meta?.hasNextPage}
        onClick={() => onPage(meta!.next!)}
        className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40"
      >
        {t('resources.pager.next')}
      </button>
    </div>
  )
}
