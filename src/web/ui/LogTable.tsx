import type { ReactNode } from 'react'
import type { PaginatorMeta } from '../../domain/paginate.ts'
import { Pager } from './lists/Pager.tsx'

/**
 * A log page's table: column heads, one row per entry (`cells` gives its <td>s), the loading / error /
 * empty line, and the pager (the profile's own sign-ins; the administrators' logs are registry declarations).
 */
export function LogTable<T extends { _id: string }>(props: {
  columns: readonly string[]
  /** The page as useApi answers it. */
  res: { data?: { data: T[]; meta: PaginatorMeta }; error?: unknown; isLoading: boolean }
  cells: (row: T) => ReactNode
  empty: string
  onPage: (page: number) => void
}) {
  const { columns, res } = props
  const rows = res.data?.data ?? []
  return (
    <div className="mx-6 mb-6 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r._id} className="align-top hover:bg-slate-50">
              {props.cells(r)}
            </tr>
          ))}
          {!rows.length && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-600">
                {res.isLoading ? 'Loading…' : res.error ? (res.error as Error).message : props.empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Pager meta={res.data?.meta} onPage={props.onPage} />
    </div>
  )
}
