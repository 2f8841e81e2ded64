import type { PaginatorMeta } from '../../domain/paginate.ts'
import { buttonSecondary } from './Card.tsx'
import { t } from '../../domain/i18n/index.ts'
import { formatNumber } from '../../domain/format.ts'

/** A log table's footer: which rows of how many, Previous and Next (nothing while the list is empty). */
export function Pager({
  meta,
  shown,
  onPage,
}: {
  meta: PaginatorMeta | undefined
  shown: number
  onPage: (delta: 1 | -1) => void
}) {
  if (!meta || meta.total === 0) return null
  return (
    <div className="flex items-center justify-between border-t border-slate-100 px-4 py-2 text-sm text-slate-600">
      <span>
        {t('lead.pager.range', {
          from: formatNumber(meta.from),
          to: formatNumber(meta.from + shown - 1),
          total: formatNumber(meta.total),
        })}
      </span>
      <span className="flex gap-2">
        <button type="button" className={buttonSecondary} disabled={!meta.hasPrevPage} onClick={() => onPage(-1)}>
          {t('lead.pager.previous')}
        </button>
        <button type="button" className={buttonSecondary} disabled={!meta.hasNextPage} onClick={() => onPage(1)}>
          {t('lead.pager.next')}
        </button>
      </span>
    </div>
  )
}
