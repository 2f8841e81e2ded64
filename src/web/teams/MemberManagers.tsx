import { Link } from 'wouter'
import { ChevronUp } from 'lucide-react'
import { useApi } from '../lib/useApi.ts'
import type { DetailTabProps } from '../resources/detailTabs.ts'

interface Manager {
  _id: string
  name: string
  designation: string | null
  officeName: string | null
}

/** Who a member reports to, and upwards to the top of the chain (GET teams/members/{id}/managers). */
export default function MemberManagers({ resource: r, row }: DetailTabProps) {
  const res = useApi<{ data: Manager[] }>(`${r.basePath}/${row._id}/managers`)
  if (res.error) return <p role="alert" className="text-sm text-red-600">{(res.error as Error).message}</p>
  if (!res.data) return <p className="text-sm text-slate-500">Loading…</p>
  const chain = res.data.data
  if (!chain.length) return <p className="text-sm text-slate-500">{String(row.name)} reports to no one.</p>
  return (
    <ol className="flex flex-col items-start gap-1 text-sm" aria-label="Manager chain" data-testid="manager-chain">
      <li className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-medium text-slate-900">{String(row.name)}</li>
      {chain.map((m) => (
        <li key={m._id} className="flex flex-col items-start">
          <ChevronUp className="ms-3 size-4 text-slate-400" aria-label="reports to" />
          <span className="rounded-md border border-slate-200 bg-white px-3 py-2">
            <Link href={`${r.route}/${m._id}`} className="font-medium text-brand hover:underline">{m.name}</Link>
            <span className="text-slate-500">{[m.designation, m.officeName].filter(Boolean).map((x) => ` · ${x}`).join('')}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
