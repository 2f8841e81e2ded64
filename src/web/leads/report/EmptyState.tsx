import { Inbox } from 'lucide-react'
import { Link } from 'wouter'

/** 'No {label} found' with the spec's second line (spec 2 §2). */
export function EmptyState({ label, canAdd, error }: { label: string; canAdd: boolean; error?: string | null }) {
  return (
    <div className="absolute inset-x-0 top-20 flex flex-col items-center text-center" data-testid="empty-state">
      <Inbox className="size-9 text-slate-300" aria-hidden />
      <p className="mt-2 text-sm font-medium text-slate-800">No {label} found</p>
      {error ? (
        <p className="mt-1 text-sm text-red-600" role="alert" data-testid="list-error">{error}</p>
      ) : canAdd ? (
        <p className="mt-1 text-sm text-slate-500">
          Change your filter or click <Link href="/leads/create" className="text-brand hover:underline">add</Link> to add a new lead
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-500">Change your filter to view {label}</p>
      )}
    </div>
  )
}
