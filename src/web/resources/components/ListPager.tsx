import { formatNumber } from '../../../domain/format.ts'
import { PAGE_SIZE_OPTIONS, type PaginatorMeta } from '../../../domain/paginate.ts'

/** Rows shown of the total, page size and page moves (server paging). */
export function ListPager({ meta, limit, plural, onPage, onLimit }: { meta: PaginatorMeta | null; limit: number; plural: string; onPage: (p: number) => void; onLimit: (n: number) => void }) {
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 text-[13px] text-slate-600" data-testid="pager">
      <span className="tabular-nums">{meta?.total ? `${formatNumber(meta.from)}–${formatNumber(Math.min(meta.from + meta.limit - 1, meta.total))} of ${formatNumber(meta.total)}` : `0 ${plural.toLowerCase()}`}</span>
      <label className="ms-auto flex items-center gap-1.5">
        Rows
        <select aria-label="Page size" value={limit} onChange={(e) => onLimit(Number(e.target.value))} className="h-7 rounded border border-slate-300 bg-white px-1">
          {PAGE_SIZE_OPTIONS.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <span className="tabular-nums">Page {meta?.page ?? 1} of {meta?.totalPages || 1}</span>
      <button type="button" disabled={!meta?.hasPrevPage} onClick={() => onPage(meta!.prev!)} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">Previous</button>
      <button type="button" disabled={!meta?.hasNextPage} onClick={() => onPage(meta!.next!)} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">Next</button>
    </div>
  )
}
