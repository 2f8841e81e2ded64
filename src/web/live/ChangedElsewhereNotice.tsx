import { RefreshCw } from 'lucide-react'
import type { ChangedElsewhere } from './useChangedElsewhere.ts'

/** 'Marek Manager changed this lead.' / 'You changed this listing in another tab.' / '… deleted this lead.' */
export function changedElsewhereText(n: ChangedElsewhere, label: string): string {
  const what = n.deleted ? 'deleted' : 'changed'
  return n.by === 'You' ? `You ${what} this ${label} in another tab or window.` : `${n.by} ${what} this ${label}.`
}

/**
 * Tells an open editor that its record changed elsewhere and by whom, with Reload (take theirs) and Keep
 * editing (a save then meets the server's 409 if the change conflicts).
 */
export function ChangedElsewhereNotice({ notice, label, onReload, onKeep }: { notice: ChangedElsewhere | null; label: string; onReload: () => void; onKeep: () => void }) {
  if (!notice) return null
  return (
    <div role="alert" data-testid="changed-elsewhere" className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="min-w-0 flex-1">
        <span className="font-medium">{changedElsewhereText(notice, label)}</span>{' '}
        {notice.deleted ? 'Saving will not bring it back.' : 'Reload to see the changes, or keep editing your version.'}
      </span>
      <span className="flex shrink-0 gap-2">
        {!notice.deleted && (
          <button type="button" onClick={onReload} className="flex items-center gap-1 rounded-md bg-amber-600 px-2.5 py-1 text-[13px] font-medium text-white hover:bg-amber-700">
            <RefreshCw className="size-3.5" aria-hidden /> Reload
          </button>
        )}
        <button type="button" onClick={onKeep} className="rounded-md border border-amber-300 bg-white px-2.5 py-1 text-[13px] font-medium text-amber-900 hover:bg-amber-100">
          Keep editing
        </button>
      </span>
    </div>
  )
}
